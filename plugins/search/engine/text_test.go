package engine

import (
	"reflect"
	"testing"
)

func terms(toks []Token) []string {
	var out []string
	for _, t := range toks {
		s := t.Term
		if t.Part {
			s = "+" + s
		}
		out = append(out, s)
	}
	return out
}

func TestTokenize(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"Hello, World!", []string{"hello", "world"}},
		{"editor.update() and $getRoot", []string{"editor", "update", "and", "getroot", "+get", "+root"}},
		{"registerCommand(COMMAND)", []string{"registercommand", "+register", "+command", "command"}},
		{"HTMLElement", []string{"htmlelement", "+html", "+element"}},
		{"create_plugin", []string{"create_plugin", "+create", "+plugin"}},
		{"Don't use it", []string{"dont", "use", "it"}},
		{"Café crème", []string{"cafe", "creme"}},
		{"@lexical/react v0.28.0", []string{"lexical", "react", "v0", "28", "0"}},
		{"h1 utf8", []string{"h1", "utf8"}},
		{"   ", nil},
	}
	for _, c := range cases {
		if got := terms(Tokenize(c.text)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Tokenize(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestTokenizeOffsetsAndPositions(t *testing.T) {
	text := "Use registerCommand, then Café."
	toks := Tokenize(text)
	for _, tok := range toks {
		if got := normalize(text[tok.Start:tok.End]); got != tok.Term {
			t.Errorf("token %q spans %q", tok.Term, text[tok.Start:tok.End])
		}
	}
	pos := map[string]int{}
	for _, tok := range toks {
		pos[tok.Term] = tok.Pos
	}
	want := map[string]int{"use": 0, "registercommand": 1, "register": 1, "command": 2, "then": 3, "cafe": 4}
	if !reflect.DeepEqual(pos, want) {
		t.Errorf("positions = %v, want %v", pos, want)
	}
}

func TestPluralForms(t *testing.T) {
	cases := map[string][]string{
		"nodes": {"node"}, "node": {"nodes"}, "entries": {"entry"}, "entry": {"entries", "entrys"},
		"boxes": {"box", "boxe"}, "box": {"boxes"}, "class": {"classes"}, "is": nil, "h1": nil,
	}
	for w, want := range cases {
		if got := pluralForms(w); !reflect.DeepEqual(got, want) {
			t.Errorf("pluralForms(%q) = %q, want %q", w, got, want)
		}
	}
}
