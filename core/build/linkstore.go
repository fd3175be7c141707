package build

import (
	"unique"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/folio-docs/folio/core/build/storepb"
)

// The check stage needs every page's links and ids: reading each kept
// page back to scan it cost more than the rest of a no-change build, so
// each page's scan is stored with its record. Pages share most strings (a
// sidebar's links): the cache holds each once (cacheHead.Strings), and a
// scan indexes into them, each index the difference to a neighbour (a
// sidebar's run of links makes one byte each), as packed sint64 kept as
// bytes (store.proto): at 10,000 docs decoding them into []int64 took
// 37 ms and 33 MB, walking the bytes 13 ms (bench/store).
type storedScan = storepb.Scan

// stringTable numbers the strings of the scans being stored.
type stringTable struct {
	index map[string]int32
	list  []string
}

// stringTableOf continues a table of strings list (scans stored against
// it stay valid); nil begins a new one.
func stringTableOf(list []string) *stringTable {
	t := &stringTable{index: make(map[string]int32, len(list)), list: append([]string(nil), list...)}
	for i, s := range list {
		if _, seen := t.index[s]; !seen {
			t.index[s] = int32(i)
		}
	}
	return t
}

func (t *stringTable) id(s string) int32 {
	n, ok := t.index[s]
	if !ok {
		n = int32(len(t.list))
		t.index[s] = n
		t.list = append(t.list, s)
	}
	return n
}

// store turns a page's scan into its stored form; nil (unknown: the next
// build scans the page's file) stays nil.
func (t *stringTable) store(p *pageLinks) *storedScan {
	if p == nil {
		return nil
	}
	s := &storedScan{}
	prev := int64(0)
	for _, id := range p.ids {
		n := int64(t.id(id.Value()))
		s.Ids, prev = appendSint(s.Ids, n-prev), n
	}
	var href, frag int64
	for _, l := range p.links {
		h, tg, f := int64(t.id(l.href.Value())), int64(t.id(l.target.Value())), int64(t.id(l.frag.Value()))
		s.Links = appendSint(appendSint(appendSint(s.Links, h-href), tg-h), f-frag)
		href, frag = h, f
	}
	return s
}

// walkLinks calls f with each stored link's href, target and fragment
// indexes until f returns false; ok is false when the bytes it read are
// not whole links. The indexes are not checked.
func walkLinks(s *storedScan, f func(href, target, frag int64) bool) (ok bool) {
	b := s.Links
	var v [3]int64
	var href, frag int64
	k := 0
	for ; len(b) > 0; k++ {
		var n int
		v[k%3], n = consumeSint(b)
		if n <= 0 {
			return false
		}
		b = b[n:]
		if k%3 == 2 {
			href += v[0]
			frag += v[2]
			if !f(href, href+v[1], frag) {
				return true
			}
		}
	}
	return k%3 == 0
}

// loadScan gives a stored scan back; nil when there is none or it does not
// fit the strings (damaged): the page is then scanned from its file.
func loadScan(strings []string, s *storedScan) *pageLinks {
	if s == nil {
		return nil
	}
	in := func(n int64) bool { return n >= 0 && n < int64(len(strings)) }
	p := &pageLinks{}
	prev := int64(0)
	for b := s.Ids; len(b) > 0; {
		d, n := consumeSint(b)
		if n <= 0 {
			return nil
		}
		b, prev = b[n:], prev+d
		if !in(prev) {
			return nil
		}
		p.ids = append(p.ids, unique.Make(strings[prev]))
	}
	fits := true
	whole := walkLinks(s, func(href, target, frag int64) bool {
		if fits = in(href) && in(target) && in(frag); fits {
			p.addLink(link{href: strings[href], target: strings[target], frag: strings[frag]})
		}
		return fits
	})
	if !whole || !fits {
		return nil
	}
	return p
}

// appendSint appends v as a packed sint64 field's element.
func appendSint(b []byte, v int64) []byte {
	return protowire.AppendVarint(b, protowire.EncodeZigZag(v))
}

// consumeSint reads an element appendSint wrote; n <= 0 when there is none.
func consumeSint(b []byte) (v int64, n int) {
	u, n := protowire.ConsumeVarint(b)
	return protowire.DecodeZigZag(u), n
}
