package engine

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

// HighlightBudget is how many bytes of attribute text one answer may
// highlight or snippet. Algolia highlights the first 50,000 characters of
// a result set and stops there; folio counts bytes, for the whole answer
// of a call (all its queries), so no request can make highlighting, the
// costliest part of writing hits, run unbounded. A DocSearch page of 20
// hits uses 1,300 to 8,200 bytes of it on the Lexical site.
const HighlightBudget = 50_000

// Stream is where answers are written: JSON goes into Buf, and when a
// flush function is set, Buf is handed to it between two hits once it
// holds flushAt bytes, then emptied. An answer of any size thus needs
// flushAt bytes of memory, not its own size.
type Stream struct {
	Buf     *bytes.Buffer
	flush   func([]byte) error
	flushAt int
	// highlightLeft is what is left of the answer's HighlightBudget.
	highlightLeft int
}

// NewStream returns a Stream writing into buf that hands flush every
// flushAt bytes or so; flush nil keeps the whole answer in buf.
func NewStream(buf *bytes.Buffer, flush func([]byte) error, flushAt int) *Stream {
	return &Stream{Buf: buf, flush: flush, flushAt: flushAt, highlightLeft: HighlightBudget}
}

// Flush hands what Buf holds to the flush function and empties it.
func (s *Stream) Flush() error {
	if s.flush == nil || s.Buf.Len() == 0 {
		return nil
	}
	err := s.flush(s.Buf.Bytes())
	s.Buf.Reset()
	return err
}

// full reports whether Buf should be flushed now.
func (s *Stream) full() bool { return s.flush != nil && s.Buf.Len() >= s.flushAt }

// spendHighlight takes n bytes of the highlight budget; false when it is
// spent, and the text goes out unmarked.
func (s *Stream) spendHighlight(n int) bool {
	if s.highlightLeft <= 0 {
		return false
	}
	s.highlightLeft -= n
	return true
}

// appendUnmarked writes an attribute's result once the highlight budget is
// spent: the text escaped, no tags, matchLevel "none". A snippet keeps its
// first n words.
func (r *Result) appendUnmarked(b *bytes.Buffer, text string, n int, snippet bool) {
	after := ""
	if snippet {
		if cut := firstWordsEnd(text, n); cut < len(text) {
			text, after = text[:cut], r.cfg.ellipsis
		}
	}
	h := appendEscaped(r.html[:0], text)
	h = append(h, after...)
	r.html = h
	b.WriteString(`{"value":`)
	writeJSONBytes(b, h)
	if snippet {
		b.WriteString(`,"matchLevel":"none"}`)
		return
	}
	b.WriteString(`,"matchLevel":"none","fullyHighlighted":false,"matchedWords":[]}`)
}

// firstWordsEnd is the byte offset where the n-th space-separated word of
// text ends: a snippet cut without tokenizing.
func firstWordsEnd(text string, n int) int {
	words, inWord := 0, false
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		space := unicode.IsSpace(r)
		if space && inWord {
			if words == n {
				return i
			}
		}
		if !space && !inWord {
			words++
		}
		inWord = !space
		i += size
	}
	return len(text)
}
