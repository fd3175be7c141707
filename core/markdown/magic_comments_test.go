package markdown

import (
	"strings"
	"testing"
)

// lineMarks renders code and lists its lines as "class|text" ("|text" when
// the line has no class), from the HTML a reader's browser gets.
func lineMarks(t *testing.T, info, code string, magic []MagicComment) []string {
	t.Helper()
	html, _, _ := HighlightCode(info, code, magic)
	var out []string
	for _, part := range strings.Split(html, `<span class="token-line">`)[1:] {
		text := strings.TrimSuffix(stripTags(part), "\n")
		out = append(out, text)
	}
	// Which lines sit inside a class span: the span opens right before the token-line.
	marks := strings.Split(html, `<span class="token-line">`)
	for i := range out {
		prev := marks[i]
		class := ""
		if j := strings.LastIndex(prev, `<span class="`); j >= 0 && strings.HasSuffix(prev, `">`) && !strings.Contains(prev[j:], "</span>") {
			class = strings.TrimSuffix(prev[j+len(`<span class="`):], `">`)
		}
		out[i] = class + "|" + out[i]
	}
	return out
}

func stripTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&", "&quot;", `"`).Replace(b.String())
}

func TestMagicCommentsHighlightAndDisappear(t *testing.T) {
	code := "const a = 1;\n// highlight-next-line\nconst b = 2;\n  /* highlight-start */\nf(a);\ng(b);\n// highlight-end\nh();\n"
	got := lineMarks(t, "js", code, DefaultMagicComments)
	want := []string{"|const a = 1;", "theme-code-block-highlighted-line|const b = 2;", "theme-code-block-highlighted-line|f(a);", "theme-code-block-highlighted-line|g(b);", "|h();"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lines\n got %q\nwant %q", got, want)
	}
	if _, shown, _ := HighlightCode("js", code, DefaultMagicComments); shown != "const a = 1;\nconst b = 2;\nf(a);\ng(b);\nh();\n" {
		t.Errorf("the code to copy keeps magic comments: %q", shown)
	}
}

func TestMagicCommentsInOtherLanguages(t *testing.T) {
	for _, c := range []struct{ lang, comment string }{
		{"bash", "# highlight-next-line"},
		{"jsx", "{/* highlight-next-line */}"},
		{"html", "<!-- highlight-next-line -->"},
		{"sql", "-- highlight-next-line"},
		{"lua", "--highlight-next-line"},
	} {
		got := lineMarks(t, c.lang, "x\n"+c.comment+"\ny\n", DefaultMagicComments)
		if strings.Join(got, ",") != "|x,theme-code-block-highlighted-line|y" {
			t.Errorf("%s: %q", c.lang, got)
		}
	}
}

// With line ranges in the fence, Docusaurus leaves magic comments alone.
func TestLineRangesWinOverMagicComments(t *testing.T) {
	got := lineMarks(t, "js {1}", "a\n// highlight-next-line\nb\n", DefaultMagicComments)
	if strings.Join(got, ",") != "theme-code-block-highlighted-line|a,|// highlight-next-line,|b" {
		t.Errorf("%q", got)
	}
}

func TestCustomMagicComments(t *testing.T) {
	magic := append([]MagicComment{{ClassName: "code-block-error-line", Line: "This will error"}}, DefaultMagicComments...)
	got := lineMarks(t, "js", "a\n// This will error\nb\n// highlight-next-line\nc\n// not magic\n", magic)
	want := "|a,code-block-error-line|b,theme-code-block-highlighted-line|c,|// not magic"
	if strings.Join(got, ",") != want {
		t.Errorf("\n got %q\nwant %q", strings.Join(got, ","), want)
	}
}

func TestMagicCommentsInAMarkdownFence(t *testing.T) {
	doc, err := New().Parse("a.md", []byte("```js\n// highlight-next-line\nlet x;\n```\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(doc.HTML, `<span class="theme-code-block-highlighted-line"><span class="token-line"><span class="kd">let</span>`) || strings.Contains(doc.HTML, "highlight-next-line") {
		t.Errorf("the fence's line is not highlighted, or the comment shows:\n%s", doc.HTML)
	}
	off, err := NewWithOptions(Options{MagicComments: []MagicComment{}}).Parse("a.md", []byte("```js\n// highlight-next-line\nlet x;\n```\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(off.HTML, "highlight-next-line") {
		t.Errorf("with no magic comments the comment is code:\n%s", off.HTML)
	}
}

func TestMermaidFenceIsADiagramBox(t *testing.T) {
	doc, err := New().Parse("a.md", []byte("```mermaid\ngraph LR\n  A --> B\n```\n"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "<div class=\"mermaid-diagram\"><pre class=\"mermaid-source\">graph LR\n  A --&gt; B</pre></div>"; !strings.Contains(doc.HTML, want) {
		t.Errorf("HTML\n%s\nlacks\n%s", doc.HTML, want)
	}
	if len(doc.Warnings) > 0 {
		t.Errorf("a mermaid block is no unknown language: %v", doc.Warnings)
	}
}
