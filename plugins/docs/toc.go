package docs

import (
	"unsafe"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// encodedTOC is a doc's table of contents in the parse store's encoding
// (writer.toc). A kept parse's is a slice of its record file: a Load
// hashes it into the route's key as it is, and decodes it only for a
// route whose data it encodes, which on a warm build is a few docs of
// thousands. "" is an empty table, as "\x00" is.
type encodedTOC string

func encodeTOC(items []mdpage.TOCItem) encodedTOC {
	w := &writer{}
	w.toc(items)
	return encodedTOC(w.b)
}

// items decodes the table; an encoding the store did not check (none
// does, outside tests) gives what could be decoded.
func (t encodedTOC) items() []mdpage.TOCItem {
	if t == "" {
		return nil
	}
	r := &reader{b: unsafe.Slice(unsafe.StringData(string(t)), len(t))}
	return r.toc(0)
}

// appendTo appends the encoding to b, as writer.toc would write it.
func (t encodedTOC) appendTo(b []byte) []byte {
	if t == "" {
		return append(b, 0) // no items
	}
	return append(b, t...)
}

// encodedTOC reads a table of contents without decoding it: its bytes,
// checked as toc checks them.
func (r *reader) encodedTOC() encodedTOC {
	start := r.b
	r.skipTOC(0)
	if r.err != nil || len(start) == len(r.b) {
		return ""
	}
	return encodedTOC(unsafe.String(&start[0], len(start)-len(r.b)))
}

func (r *reader) skipTOC(depth int) {
	n := r.count()
	if depth > 8 {
		r.fail()
		return
	}
	for range n {
		r.str()
		r.str()
		r.int()
		if r.skipTOC(depth + 1); r.err != nil {
			return
		}
	}
}
