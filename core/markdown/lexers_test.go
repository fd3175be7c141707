package markdown

import (
	"math"
	"reflect"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// samples are code blocks of the languages the Lexical site shows, HTML
// with a style and a script in it (lexers looked up by name as it runs).
var samples = map[string]string{
	"css":  ".editor {\n  min-height: 150px;\n  border: 1px solid #ccd;\n}\n.editor p:first-child { margin: 0 }\n",
	"bash": "npm install --save lexical @lexical/react\nfor f in *.md; do echo \"$f\"; done\n",
	"json": "{\"name\": \"lexical\", \"version\": \"0.28.0\", \"private\": true}\n",
	"html": "<style>.editor { color: red }</style>\n<script>const a = 1 + 2;</script>\n<div class=\"editor\" contenteditable></div>\n",
	"diff": "--- a/index.js\n+++ b/index.js\n@@ -1 +1 @@\n-old\n+new\n",
	"yaml": "title: Lexical\ntags: [editor, text]\n",
	"go":   "package main\n\nfunc main() { println(\"hi\") }\n",
}

// The lexers folio highlights with make the tokens chroma's own make, when
// no timeout fires.
func TestLexersTokeniseAsChromasDo(t *testing.T) {
	for lang, code := range samples {
		ours, theirs := lexerFor(lang), lexers.Get(lang)
		if ours == nil || theirs == nil {
			t.Fatalf("%s: no lexer (ours %v, chroma's %v)", lang, ours, theirs)
		}
		if ours == theirs {
			t.Fatalf("%s: lexerFor returned chroma's own lexer, with its timeouts", lang)
		}
		got, want := tokensOf(t, ours, code), tokensOf(t, theirs, code)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: tokens differ\nours:    %v\nchroma's: %v", lang, got, want)
		}
	}
}

// No rule of a lexer folio highlights with may time out: chroma's 250 ms
// timeouts fire early on a loaded machine (regexp2's clock is a starved
// goroutine there), and a rule that times out is skipped, which changes
// the page. chroma's lexers keep theirs: if a chroma upgrade drops them,
// the second half fails and lexers.go can go.
func TestLexersHaveNoMatchTimeouts(t *testing.T) {
	for lang, code := range samples {
		tokensOf(t, lexerFor(lang), code) // compiles the lexer, and those it embeds
	}
	for _, l := range lexerRegistry().Lexers {
		if timeouts := matchTimeouts(l); len(timeouts) > 0 && !allForever(timeouts) {
			t.Errorf("lexer %s: rules with a match timeout: %v", l.Config().Name, timeouts)
		}
	}
	if timeouts := matchTimeouts(lexers.Get("css")); len(timeouts) == 0 || allForever(timeouts) {
		t.Errorf("chroma's CSS lexer has no match timeouts any more (%d rules): the untimed copies are no longer needed", len(timeouts))
	}
}

func tokensOf(t *testing.T, l chroma.Lexer, code string) []chroma.Token {
	t.Helper()
	it, err := chroma.Coalesce(l).Tokenise(nil, code)
	if err != nil {
		t.Fatal(err)
	}
	return it.Tokens()
}

// matchTimeouts are the timeouts of a compiled regex lexer's rules, read
// from chroma's unexported fields (nothing exported shows them); none for
// a lexer not compiled yet.
func matchTimeouts(l chroma.Lexer) []int64 {
	v := reflect.ValueOf(l)
	if v.Kind() != reflect.Pointer || v.Elem().Type() != reflect.TypeOf(chroma.RegexLexer{}) {
		return nil
	}
	var out []int64
	states := v.Elem().FieldByName("rules")
	for it := states.MapRange(); it.Next(); {
		rules := it.Value()
		for i := range rules.Len() {
			if re := rules.Index(i).Elem().FieldByName("Regexp"); !re.IsNil() {
				out = append(out, re.Elem().FieldByName("MatchTimeout").Int())
			}
		}
	}
	return out
}

func allForever(timeouts []int64) bool {
	for _, d := range timeouts {
		if d != math.MaxInt64 {
			return false
		}
	}
	return true
}
