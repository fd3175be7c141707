package engine

import (
	"bytes"
	"slices"
	"strconv"
	"unicode/utf8"
)

// Highlighting runs for every attribute of every hit on a page (twenty
// hits, fifteen attributes for DocSearch), so it writes straight into the
// answer and reuses the buffers of one Result.

type span struct{ start, end int }

// marks is one attribute value matched against the query.
type marks struct {
	words []uint32 // per word of the text: the query words it matches
	ends  [][2]int // per word of the text: its byte range
	spans []span   // merged byte ranges to highlight
}

// match finds the query's words in a text. Terms are folded into a reused
// buffer and looked up without building strings: this runs for every
// attribute of every hit.
func (r *Result) match(text string) *marks {
	// A hit's text is matched for its highlight and again for its
	// snippet: keep the last long text's marks.
	if len(text) > maxCachedText && text == r.longText {
		r.wholeWords = r.longWhole
		return &r.longMarks
	}
	m := r.matchNow(text)
	if len(text) > maxCachedText {
		r.longText, r.longWhole = text, r.wholeWords
		r.longMarks.words = append(r.longMarks.words[:0], m.words...)
		r.longMarks.ends = append(r.longMarks.ends[:0], m.ends...)
		r.longMarks.spans = append(r.longMarks.spans[:0], m.spans...)
	}
	return m
}

func (r *Result) matchNow(text string) *marks {
	m := &r.marks
	m.words, m.ends, m.spans = m.words[:0], m.ends[:0], m.spans[:0]
	whole := true
	scanWords(text, func(start, end, _ int, part bool) {
		if !part {
			m.words = append(m.words, 0)
			m.ends = append(m.ends, [2]int{start, end})
		}
		r.fold = appendFolded(r.fold[:0], text[start:end])
		h, ok := r.hl[string(r.fold)]
		if !ok || len(m.words) == 0 {
			return
		}
		m.words[len(m.words)-1] |= h.words
		e := end
		if h.hlRunes > 0 {
			e = advanceRunes(text, start, end, h.hlRunes)
		}
		if e != end && !part {
			whole = false
		}
		m.spans = append(m.spans, span{start, e})
	})
	m.spans = mergeSpans(m.spans)
	r.wholeWords = whole
	return m
}

// advanceRunes returns the offset after n searchable runes from start:
// a prefix match highlights only the part of the word that was typed.
func advanceRunes(text string, start, end, n int) int {
	i := start
	for i < end && n > 0 {
		r, size := utf8.DecodeRuneInString(text[i:])
		if foldRune(r) >= 0 {
			n--
		}
		i += size
	}
	return i
}

func mergeSpans(spans []span) []span {
	if len(spans) < 2 {
		return spans
	}
	slices.SortFunc(spans, func(a, b span) int { return a.start - b.start })
	out := spans[:1]
	for _, s := range spans[1:] {
		last := &out[len(out)-1]
		if s.start <= last.end {
			last.end = max(last.end, s.end)
			continue
		}
		out = append(out, s)
	}
	return out
}

// appendHighlight writes {"value","matchLevel","fullyHighlighted",
// "matchedWords"} for a whole attribute value.
func (r *Result) appendHighlight(b *bytes.Buffer, text string) {
	m := r.match(text)
	union := unionOf(m.words)
	fully := union != 0 && r.wholeWords
	for _, w := range m.words {
		if w == 0 {
			fully = false
		}
	}
	b.WriteString(`{"value":`)
	r.appendMarkedValue(b, text, 0, len(text), m.spans, "", "")
	b.WriteString(`,"matchLevel":"`)
	b.WriteString(r.level(union))
	b.WriteString(`","fullyHighlighted":`)
	b.WriteString(strconv.FormatBool(fully))
	b.WriteString(`,"matchedWords":[`)
	first := true
	for i, w := range r.words {
		if union&(1<<uint(i)) != 0 {
			if !first {
				b.WriteByte(',')
			}
			first = false
			writeJSONString(b, w.term)
		}
	}
	b.WriteString("]}")
}

// appendSnippet writes {"value","matchLevel"} for a window of n words
// around the value's best matches, with the ellipsis where it was cut.
func (r *Result) appendSnippet(b *bytes.Buffer, text string, n int) {
	m := r.match(text)
	from, to, before, after := 0, len(text), "", ""
	words := m.words
	if len(m.words) > n {
		first := bestWindow(m.words, n)
		last := first + n // exclusive
		words = m.words[first:last]
		if first > 0 {
			from, before = m.ends[first][0], r.cfg.ellipsis
		}
		if last < len(m.words) {
			to, after = m.ends[last-1][1], r.cfg.ellipsis
		}
	}
	b.WriteString(`{"value":`)
	r.appendMarkedValue(b, text, from, to, m.spans, before, after)
	b.WriteString(`,"matchLevel":"`)
	b.WriteString(r.level(unionOf(words)))
	b.WriteString(`"}`)
}

func unionOf(words []uint32) uint32 {
	var u uint32
	for _, w := range words {
		u |= w
	}
	return u
}

// level is matchLevel: none, partial (some query words) or full (all).
func (r *Result) level(union uint32) string {
	switch {
	case union == 0:
		return "none"
	case union == 1<<uint(len(r.words))-1:
		return "full"
	}
	return "partial"
}

// bestWindow picks where an n-word window starts: the window that holds
// the most distinct query words (then the most matches), earliest first,
// moved back a little so the first match has some context before it.
func bestWindow(masks []uint32, n int) int {
	bestStart, bestScore := 0, 0
	for at := range masks {
		if masks[at] == 0 {
			continue // a window is never better than the one starting at its first match
		}
		start := min(at, len(masks)-n)
		var union uint32
		count := 0
		for _, m := range masks[start : start+n] {
			union |= m
			if m != 0 {
				count++
			}
		}
		if score := popcount(union)*1000 + count; score > bestScore {
			bestStart, bestScore = start, score
		}
	}
	if bestScore == 0 {
		return 0
	}
	lastMatch := bestStart
	for i := bestStart; i < bestStart+n; i++ {
		if masks[i] != 0 {
			lastMatch = i
		}
	}
	return max(0, bestStart-n/4, lastMatch-n+1)
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// appendMarkedValue writes text[from:to] as a JSON string of HTML: every
// character escaped, the highlight tags around the spans (the only
// markup), and the ellipses.
func (r *Result) appendMarkedValue(b *bytes.Buffer, text string, from, to int, spans []span, before, after string) {
	h := r.html[:0]
	h = append(h, before...)
	at := from
	for _, s := range spans {
		start, end := max(s.start, from), min(s.end, to)
		if start >= end {
			continue
		}
		h = appendEscaped(h, text[at:start])
		h = append(h, r.cfg.preTag...)
		h = appendEscaped(h, text[start:end])
		h = append(h, r.cfg.postTag...)
		at = end
	}
	h = appendEscaped(h, text[at:to])
	h = append(h, after...)
	r.html = h
	writeJSONBytes(b, h)
}

// appendEscaped escapes the characters that matter in HTML text: &, < and
// >, and " in case a client puts the value in an attribute.
func appendEscaped(dst []byte, s string) []byte {
	last := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '"':
			esc = "&quot;"
		default:
			continue
		}
		dst = append(dst, s[last:i]...)
		dst = append(dst, esc...)
		last = i + 1
	}
	return append(dst, s[last:]...)
}
