package markdown

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/jsscan"
)

func gzipSize(t *testing.T, s string) int {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	if _, err := w.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Len()
}

func TestDefaultHighlightCSSIsDarkInBothModes(t *testing.T) {
	css := HighlightCSS()
	for _, want := range []string{
		".theme-code-block,.code-block{color:#d4d4d4;background-color:#1e1e1e}",
		".code-block :is(.c,.c1,.ch,.cm,.cs){color:#6a9955}",
		".theme-code-block-highlighted-line{background-color:var(--docusaurus-highlighted-code-line-bg,#363d46)}",
		".code-block-line-numbers .token-line::before{counter-increment:line;content:counter(line)",
	} {
		if !strings.Contains(css, want) {
			t.Errorf("CSS lacks %q:\n%s", want, css)
		}
	}
	if strings.Contains(css, "data-theme") {
		t.Error("one palette for both modes needs no mode selectors")
	}
}

func TestHighlightCSSWithTwoPalettes(t *testing.T) {
	css, err := HighlightCSSWith("vslight", "vsdark")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"html:not([data-theme='dark']) .theme-code-block,html:not([data-theme='dark']) .code-block{color:#000000;background-color:#f5f5f5}",
		"html[data-theme='dark'] .theme-code-block,html[data-theme='dark'] .code-block{color:#d4d4d4;background-color:#1e1e1e}",
		"html:not([data-theme='dark']) .code-block :is(.c,.c1,.ch,.cm,.cs){color:#008000}",
	} {
		if !strings.Contains(css, want) {
			t.Errorf("CSS lacks %q", want)
		}
	}
}

func TestHighlightCSSStaysSmall(t *testing.T) {
	for _, pair := range [][2]string{{"vsdark", "vsdark"}, {"vslight", "vsdark"}, {"github", "dracula"}} {
		css, err := HighlightCSSWith(pair[0], pair[1])
		if err != nil {
			t.Fatal(err)
		}
		if n := gzipSize(t, css); n >= 2048 {
			t.Errorf("%v: %d bytes gzipped, budget 2 KB", pair, n)
		}
	}
}

func TestUnknownPalette(t *testing.T) {
	if _, err := HighlightCSSWith("nope", "vsdark"); err == nil || err.Error() != `unknown code palette "nope"` {
		t.Errorf("err = %v", err)
	}
}

// Every class a highlighted block can carry for the guides' main
// languages has a colour in the default palette, or is meant to take the
// block's own colour.
func TestDefaultPaletteColoursJavaScriptTokens(t *testing.T) {
	css := HighlightCSS()
	plain := map[string]bool{"o": true, "p": true} // operators and punctuation use the text colour
	code := "import {a} from 'b';\n// c\nexport const d = async (e: number): Promise<void> => { f.g(`h${1}`, /i/, null, MAX); };\nconst j = <K l=\"m\">{n}</K>;\n@dec class X {}\n"
	for _, tok := range jsscan.Tokens(code, true, true) {
		class := tokenClass(tok.Type)
		if class == "" || plain[class] {
			continue
		}
		if !strings.Contains(css, "."+class+",") && !strings.Contains(css, "."+class+")") {
			t.Errorf("class %q (%q) has no colour", class, tok.Value)
		}
	}
}
