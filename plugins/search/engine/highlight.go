package engine

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// marked is a highlighted (or snippeted) attribute value.
type marked struct {
	value        string // HTML: escaped text with the highlight tags around matches
	matchLevel   string // none, partial or full
	matchedWords []string
	fully        bool // every word of the value is highlighted
}

type span struct{ start, end int }

// textMatches finds the query's words in a tokenized text: for each word
// (a token that is not a compound part) the query words it matches, and
// the byte spans to highlight.
func (r *Result) textMatches(text string, toks []Token) (wordMasks []uint32, spans []span) {
	for _, t := range toks {
		if !t.Part {
			wordMasks = append(wordMasks, 0)
		}
		h, ok := r.hl[t.Term]
		if !ok || len(wordMasks) == 0 {
			continue
		}
		wordMasks[len(wordMasks)-1] |= h.words
		end := t.End
		if h.hlRunes > 0 {
			end = advanceRunes(text, t.Start, t.End, h.hlRunes)
		}
		spans = append(spans, span{t.Start, end})
	}
	return wordMasks, mergeSpans(spans)
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

// highlightAttr highlights a whole attribute value.
func (r *Result) highlightAttr(text string, toks []Token) marked {
	masks, spans := r.textMatches(text, toks)
	m := r.level(masks)
	m.value = r.render(text, 0, len(text), spans)
	m.fully = len(masks) > 0
	for _, w := range masks {
		if w == 0 {
			m.fully = false
		}
	}
	if m.matchLevel == "none" {
		m.fully = false
	}
	return m
}

// snippetAttr cuts the value to a window of n words around its best
// matches, with the ellipsis text where it was cut, and highlights it.
func (r *Result) snippetAttr(text string, toks []Token, n int) marked {
	masks, spans := r.textMatches(text, toks)
	var words []Token
	for _, t := range toks {
		if !t.Part {
			words = append(words, t)
		}
	}
	if len(words) <= n {
		m := r.level(masks)
		m.value = r.render(text, 0, len(text), spans)
		return m
	}
	first := bestWindow(masks, n)
	last := first + n // exclusive
	from, to := words[first].Start, words[last-1].End
	if first == 0 {
		from = 0
	}
	if last == len(words) {
		to = len(text)
	}
	m := r.level(masks[first:last])
	var b strings.Builder
	if first > 0 {
		b.WriteString(r.cfg.ellipsis)
	}
	b.WriteString(r.render(text, from, to, spans))
	if last < len(words) {
		b.WriteString(r.cfg.ellipsis)
	}
	m.value = b.String()
	return m
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

// level sets matchLevel and matchedWords from the word masks.
func (r *Result) level(masks []uint32) marked {
	var union uint32
	for _, m := range masks {
		union |= m
	}
	out := marked{matchLevel: "none", matchedWords: []string{}}
	if union == 0 {
		return out
	}
	for i, w := range r.words {
		if union&(1<<uint(i)) != 0 {
			out.matchedWords = append(out.matchedWords, w.term)
		}
	}
	if len(out.matchedWords) == len(r.words) {
		out.matchLevel = "full"
	} else {
		out.matchLevel = "partial"
	}
	return out
}

// render writes text[from:to] as HTML: every character escaped, and the
// highlight tags around the spans. The tags are the only markup.
func (r *Result) render(text string, from, to int, spans []span) string {
	var b strings.Builder
	b.Grow(to - from + 16)
	at := from
	for _, s := range spans {
		start, end := max(s.start, from), min(s.end, to)
		if start >= end {
			continue
		}
		writeEscaped(&b, text[at:start])
		b.WriteString(r.cfg.preTag)
		writeEscaped(&b, text[start:end])
		b.WriteString(r.cfg.postTag)
		at = end
	}
	writeEscaped(&b, text[at:to])
	return b.String()
}

// writeEscaped escapes the characters that matter in HTML text: &, < and
// >, and " in case a client puts the value in an attribute.
func writeEscaped(b *strings.Builder, s string) {
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
		b.WriteString(s[last:i])
		b.WriteString(esc)
		last = i + 1
	}
	b.WriteString(s[last:])
}
