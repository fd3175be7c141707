package markdown

import (
	"fmt"
	"strings"
	"testing"
)

// outline prints a TOC as "id(child,child)" for compact comparisons.
func outline(items []TOCItem) string {
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = it.ID
		if len(it.Children) > 0 {
			parts[i] += "(" + outline(it.Children) + ")"
		}
	}
	return strings.Join(parts, ",")
}

// headingsOf builds a Markdown page from "2a 3b …": level then text.
func headingsOf(spec string) string {
	var b strings.Builder
	b.WriteString("# Title\n\n")
	for _, h := range strings.Fields(spec) {
		fmt.Fprintf(&b, "%s %s\n\n", strings.Repeat("#", int(h[0]-'0')), h[1:])
	}
	return b.String()
}

func TestTOCTree(t *testing.T) {
	cases := []struct {
		name, spec string
		opts       Options
		want       string
	}{
		{"flat", "2a 2b 2c", Options{}, "a,b,c"},
		{"nested", "2a 3b 3c 2d 3e", Options{}, "a(b,c),d(e)"},
		{"h4 left out by default", "2a 3b 4c 2d", Options{}, "a(b),d"},
		{"skipped level nests under the last lower one", "2a 4b", Options{TOCMaxLevel: 4}, "a(b)"},
		{"parent is the last lower heading", "2a 3b 2c 4d", Options{TOCMaxLevel: 4}, "a(b),c(d)"},
		{"leading h3 is a root", "3a 2b 3c", Options{}, "a,b(c)"},
		{"children of dropped levels move up", "2a 3b 4c 4d 3e", Options{TOCMinLevel: 3, TOCMaxLevel: 4}, "b(c,d),e"},
		{"deepest levels", "2a 3b 4c 5d 6e", Options{TOCMinLevel: 5, TOCMaxLevel: 6}, "d(e)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := NewWithOptions(c.opts).Parse("a.md", []byte(headingsOf(c.spec)))
			if err != nil {
				t.Fatal(err)
			}
			if got := outline(doc.TOC); got != c.want {
				t.Errorf("toc = %s, want %s", got, c.want)
			}
		})
	}
}

func TestTOCFrontMatterOverridesOptions(t *testing.T) {
	body := headingsOf("2a 3b 4c 5d")
	cases := []struct {
		name, fm string
		opts     Options
		want     string
	}{
		{"defaults", "", Options{}, "a(b)"},
		{"options", "", Options{TOCMinLevel: 2, TOCMaxLevel: 5}, "a(b(c(d)))"},
		{"page maximum", "toc_max_heading_level: 4\n", Options{}, "a(b(c))"},
		{"page minimum", "toc_min_heading_level: 3\n", Options{TOCMaxLevel: 4}, "b(c)"},
		{"page minimum above configured maximum", "toc_min_heading_level: 4\n", Options{}, "c"},
		{"both", "toc_min_heading_level: 3\ntoc_max_heading_level: 5\n", Options{}, "b(c(d))"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := body
			if c.fm != "" {
				src = "---\n" + c.fm + "---\n" + body
			}
			doc, err := NewWithOptions(c.opts).Parse("a.md", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if got := outline(doc.TOC); got != c.want {
				t.Errorf("toc = %s, want %s", got, c.want)
			}
		})
	}
}

func TestTOCItemsCarryInlineHTML(t *testing.T) {
	doc := parse(t, "---\nhide_table_of_contents: true\n---\n# T\n\n## Use `$getRoot()` **[now](https://x.dev)**\n\n## 🎉\n")
	if len(doc.TOC) != 1 {
		t.Fatalf("toc = %+v (a heading without id has no entry)", doc.TOC)
	}
	// Links become their text: the entry is a link already.
	want := TOCItem{Value: "Use <code>$getRoot()</code> <strong>now</strong>", ID: "use-getroot-now", Level: 2}
	if got := doc.TOC[0]; got.Value != want.Value || got.ID != want.ID || got.Level != want.Level {
		t.Errorf("item = %+v, want %+v", got, want)
	}
	if !doc.HideTOC {
		t.Error("HideTOC = false")
	}
}
