package engine

import (
	"strings"
	"testing"

	"github.com/blevesearch/segment"
)

// A paragraph shaped like the Lexical docs: prose, API names, paths.
var benchText = strings.Repeat("Call editor.update() to change the EditorState; "+
	"registerCommand(KEY_ENTER_COMMAND, handler, COMMAND_PRIORITY_LOW) returns a function "+
	"that unregisters it. See @lexical/react's LexicalComposer and the $getRoot() helper, "+
	"which don't work outside an update. ", 8)

func BenchmarkTokenize(b *testing.B) {
	b.SetBytes(int64(len(benchText)))
	for b.Loop() {
		Tokenize(benchText)
	}
}

// BenchmarkTokenizeSegment is the alternative docs/search.md measures:
// UAX #29 word boundaries from blevesearch/segment, then the same split at
// inner punctuation and compound parts.
func BenchmarkTokenizeSegment(b *testing.B) {
	b.SetBytes(int64(len(benchText)))
	for b.Loop() {
		segmentTokens(benchText)
	}
}

func segmentTokens(text string) []Token {
	var out []Token
	visit := func(start, end, pos int, part bool) {
		if term := normalize(text[start:end]); term != "" {
			out = append(out, Token{Term: term, Start: start, End: end, Pos: pos, Part: part})
		}
	}
	pos, offset := 0, 0
	seg := segment.NewWordSegmenterDirect([]byte(text))
	for seg.Segment() {
		word := seg.Bytes()
		start := offset
		offset += len(word)
		if seg.Type() == segment.None {
			continue
		}
		piece := -1
		for i, r := range text[start:offset] {
			if isWordRune(r) || (isApostrophe(r) && piece >= 0) {
				if piece < 0 {
					piece = start + i
				}
			} else if piece >= 0 {
				pos = scanPiece(text, piece, start+i, pos, visit)
				piece = -1
			}
		}
		if piece >= 0 {
			pos = scanPiece(text, piece, offset, pos, visit)
		}
	}
	return out
}

// The two tokenizers agree on documentation text.
func TestTokenizersAgree(t *testing.T) {
	a, b := Tokenize(benchText), segmentTokens(benchText)
	if len(a) != len(b) {
		t.Fatalf("%d tokens, segment gives %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("token %d: %+v, segment gives %+v", i, a[i], b[i])
		}
	}
}
