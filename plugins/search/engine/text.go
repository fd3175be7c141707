package engine

import (
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/segment"
	"golang.org/x/text/unicode/norm"
)

// Token is one searchable word of a text: its normalised term and where it
// sits in the original string, so highlighting can mark the exact bytes.
type Token struct {
	Term       string
	Start, End int // byte offsets into the original text
	// Pos is the word's position in the attribute, for proximity.
	Pos int
	// Part is true for a piece of a compound word ("Command" in
	// "registerCommand"); the whole word is a token of its own as well.
	Part bool
}

// Tokenize splits text into words with UAX #29 word boundaries (the
// segment library), then adapts them to documentation text:
//   - "editor.update" and "a:b" are two words each (UAX #29 keeps them
//     together); apostrophes vanish, so "don't" is the word "dont";
//   - camelCase, PascalCase and snake_case words are indexed whole and by
//     their parts, so "command" finds registerCommand;
//   - terms are lower-cased with diacritics removed, one rune for one, so a
//     prefix of a term is a prefix of the original word.
func Tokenize(text string) []Token {
	return appendTokens(nil, text)
}

func appendTokens(out []Token, text string) []Token {
	pos := 0
	offset := 0
	seg := segment.NewWordSegmenterDirect([]byte(text))
	for seg.Segment() {
		word := seg.Bytes()
		start := offset
		offset += len(word)
		if seg.Type() == segment.None {
			continue
		}
		out, pos = appendWord(out, text, start, offset, pos)
	}
	return out
}

// appendWord splits one UAX #29 word at inner punctuation and adds it.
func appendWord(out []Token, text string, start, end, pos int) ([]Token, int) {
	pieceStart := -1
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(text[i:])
		if isWordRune(r) || (isApostrophe(r) && pieceStart >= 0) {
			if pieceStart < 0 {
				pieceStart = i
			}
		} else if pieceStart >= 0 {
			out, pos = appendPiece(out, text, pieceStart, i, pos)
			pieceStart = -1
		}
		i += size
	}
	if pieceStart >= 0 {
		out, pos = appendPiece(out, text, pieceStart, end, pos)
	}
	return out, pos
}

// appendPiece adds a word free of inner punctuation, and its compound parts.
func appendPiece(out []Token, text string, start, end, pos int) ([]Token, int) {
	// A trailing apostrophe ("editors'") belongs to no word.
	for end > start {
		r, size := utf8.DecodeLastRuneInString(text[start:end])
		if !isApostrophe(r) {
			break
		}
		end -= size
	}
	term := normalize(text[start:end])
	if term == "" {
		return out, pos
	}
	out = append(out, Token{Term: term, Start: start, End: end, Pos: pos})
	parts := compoundParts(text, start, end)
	if len(parts) < 2 {
		return out, pos + 1
	}
	for i, p := range parts {
		if t := normalize(text[p[0]:p[1]]); t != "" {
			out = append(out, Token{Term: t, Start: p[0], End: p[1], Pos: pos + i, Part: true})
		}
	}
	return out, pos + len(parts)
}

// compoundParts splits a camelCase, PascalCase or snake_case word:
// "registerCommand" → register|Command, "HTMLElement" → HTML|Element,
// "create_plugin" → create|plugin. Digits stay with their letters ("h1").
func compoundParts(text string, start, end int) [][2]int {
	var parts [][2]int
	partStart := -1
	var prev rune
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '_' || isApostrophe(r):
			if partStart >= 0 && r == '_' {
				parts = append(parts, [2]int{partStart, i})
				partStart = -1
			}
		case partStart < 0:
			partStart = i
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			parts = append(parts, [2]int{partStart, i})
			partStart = i
		case unicode.IsLower(r) && unicode.IsUpper(prev) && i-partStart > utf8.RuneLen(prev):
			// "HTMLElement": the E starts the next part.
			p := i - utf8.RuneLen(prev)
			parts = append(parts, [2]int{partStart, p})
			partStart = p
		}
		prev = r
		i += size
	}
	if partStart >= 0 {
		parts = append(parts, [2]int{partStart, end})
	}
	return parts
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || unicode.Is(unicode.Mn, r)
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' }

// normalize lower-cases a word and removes its diacritics and apostrophes.
func normalize(word string) string {
	ascii := true
	for i := 0; i < len(word); i++ {
		c := word[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if c >= 'A' && c <= 'Z' || c == '\'' {
			ascii = false
		}
	}
	if ascii {
		return word
	}
	b := make([]byte, 0, len(word))
	for _, r := range word {
		if f := foldRune(r); f >= 0 {
			b = utf8.AppendRune(b, f)
		}
	}
	return string(b)
}

// foldRune maps a rune to its search form: lower case, without diacritics.
// It returns -1 for runes that are dropped (apostrophes, combining marks).
func foldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		if r == '\'' {
			return -1
		}
		return r
	}
	if r == '’' || unicode.Is(unicode.Mn, r) {
		return -1
	}
	if r < rune(len(latinFold)) {
		return latinFold[r]
	}
	return unicode.ToLower(r)
}

// latinFold holds the folded form of Latin-1 and Latin Extended-A/B runes,
// where almost all accented letters of European languages live.
var latinFold = func() []rune {
	t := make([]rune, 0x250)
	for r := range t {
		t[r] = unicode.ToLower(baseRune(rune(r)))
	}
	return t
}()

// baseRune strips combining marks: é (e + U+0301 in NFD) becomes e.
func baseRune(r rune) rune {
	d := norm.NFD.String(string(r))
	base, size := utf8.DecodeRuneInString(d)
	for _, m := range d[size:] {
		if !unicode.Is(unicode.Mn, m) {
			return r
		}
	}
	return base
}

// isNumeric reports whether a term holds a digit; typos are not allowed on
// such words (a version or an error code is either right or wrong).
func isNumeric(term string) bool {
	for i := 0; i < len(term); i++ {
		if term[i] >= '0' && term[i] <= '9' {
			return true
		}
	}
	return false
}
