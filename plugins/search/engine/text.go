package engine

import (
	"unicode"
	"unicode/utf8"

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

// Tokenize splits text into words, as documentation text needs:
//   - a word is a run of letters, digits and underscores; an ideograph or
//     a kana is a word of its own; other characters separate words, so
//     "editor.update" and "a:b" are two words each; apostrophes inside a
//     word vanish, so "don't" is the word "dont";
//   - camelCase, PascalCase and snake_case words are indexed whole and by
//     their parts, so "command" finds registerCommand;
//   - terms are lower-cased with diacritics removed, one rune for one, so a
//     prefix of a term is a prefix of the original word.
//
// UAX #29 word segmentation (blevesearch/segment) gave the same words on
// documentation text once its words were split at dots and colons, at a
// third of the speed; docs/search.md has the measurements.
func Tokenize(text string) []Token {
	out := make([]Token, 0, len(text)/6+1)
	scanWords(text, func(start, end, pos int, part bool) {
		if term := normalize(text[start:end]); term != "" {
			out = append(out, Token{Term: term, Start: start, End: end, Pos: pos, Part: part})
		}
	})
	return out
}

// scanWords calls visit for each word of text (byte range, position,
// whether it is a part of a compound word), without building terms: the
// highlighter folds them into a reused buffer instead.
func scanWords(text string, visit func(start, end, pos int, part bool)) {
	pos := 0
	start := -1
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			switch {
			case asciiWord[c]:
				if start < 0 {
					start = i
				}
			case c == '\'' && start >= 0:
				// inside a word: "don't"
			default:
				if start >= 0 {
					pos = scanPiece(text, start, i, pos, visit)
					start = -1
				}
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case isWordOnItsOwn(r):
			if start >= 0 {
				pos = scanPiece(text, start, i, pos, visit)
				start = -1
			}
			pos = scanPiece(text, i, i+size, pos, visit)
		case isWordRune(r) || (isApostrophe(r) && start >= 0):
			if start < 0 {
				start = i
			}
		default:
			if start >= 0 {
				pos = scanPiece(text, start, i, pos, visit)
				start = -1
			}
		}
		i += size
	}
	if start >= 0 {
		scanPiece(text, start, len(text), pos, visit)
	}
}

var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
	}
	return t
}()

// isWordOnItsOwn: scripts written without spaces, where every character
// is searched on its own.
func isWordOnItsOwn(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r)
}

// scanPiece visits a word free of inner punctuation, then its compound
// parts, and returns the next position.
func scanPiece(text string, start, end, pos int, visit func(start, end, pos int, part bool)) int {
	// A trailing apostrophe ("editors'") belongs to no word.
	for end > start {
		r, size := utf8.DecodeLastRuneInString(text[start:end])
		if !isApostrophe(r) {
			break
		}
		end -= size
	}
	if start == end || (end-start == 1 && text[start] == '\'') {
		return pos
	}
	visit(start, end, pos, false)
	var buf [8][2]int
	parts := compoundParts(buf[:0], text, start, end)
	if len(parts) < 2 {
		return pos + 1
	}
	for i, p := range parts {
		visit(p[0], p[1], pos+i, true)
	}
	return pos + len(parts)
}

// appendFolded appends a word's term to dst: normalize, into a buffer.
func appendFolded(dst []byte, word string) []byte {
	for i := 0; i < len(word); i++ {
		c := word[i]
		if c >= utf8.RuneSelf {
			for _, r := range word[i:] {
				if f := foldRune(r); f >= 0 {
					dst = utf8.AppendRune(dst, f)
				}
			}
			return dst
		}
		switch {
		case c >= 'A' && c <= 'Z':
			dst = append(dst, c+'a'-'A')
		case c != '\'':
			dst = append(dst, c)
		}
	}
	return dst
}

// compoundParts splits a camelCase, PascalCase or snake_case word:
// "registerCommand" → register|Command, "HTMLElement" → HTML|Element,
// "create_plugin" → create|plugin. Digits stay with their letters ("h1").
func compoundParts(parts [][2]int, text string, start, end int) [][2]int {
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
