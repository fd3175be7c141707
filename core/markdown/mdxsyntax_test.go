package markdown

import (
	"strings"
	"testing"
)

// A .md file read as CommonMark that holds what only MDX understands gets
// one warning, at the first such line; code, .mdx files and sites that
// compile .md as MDX get none.
func TestWarnMDXSyntax(t *testing.T) {
	warn := NewWithOptions(Options{WarnMDXSyntax: true})
	cases := []struct {
		name, file, src string
		line, col       int
		what            string
	}{
		{"import after front matter", "docs/a.md", "---\ntitle: A\n---\n\nimport Tabs from '@theme/Tabs';\n\nText.\n", 5, 1, "an import"},
		{"export", "docs/a.md", "# A\n\nexport const x = 1;\n", 3, 1, "an export"},
		{"indented JSX", "docs/a.md", "# A\n\n  <Tabs>\n", 3, 3, "JSX"},
		{"bare import", "docs/a.md", "# A\n\nimport './x.css';\n", 3, 1, "an import"},
	}
	for _, c := range cases {
		doc, err := warn.Parse(c.file, []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		if len(doc.Warnings) != 1 {
			t.Errorf("%s: warnings = %v, want one", c.name, doc.Warnings)
			continue
		}
		w := doc.Warnings[0]
		if w.File != c.file || w.Line != c.line || w.Column != c.col || !strings.HasPrefix(w.Message, c.what+" in a .md file") || !strings.Contains(w.Message, `markdown.format = "mdx"`) {
			t.Errorf("%s: warning = %s:%d:%d %s", c.name, w.File, w.Line, w.Column, w.Message)
		}
	}

	quiet := []struct{ name, file, src string }{
		{"in a code fence", "docs/a.md", "# A\n\n```js\nimport x from 'y';\n<Tabs>\n```\n"},
		{"HTML, prose and generics", "docs/a.md", "# A\n\n<details>\n<summary>S</summary>\n\nA List<String> of imports: import it.\n</details>\n"},
		{"an .mdx file", "docs/a.mdx", "import Tabs from '@theme/Tabs';\n"},
	}
	for _, c := range quiet {
		doc, err := warn.Parse(c.file, []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		if len(doc.Warnings) != 0 {
			t.Errorf("%s: warnings = %v, want none", c.name, doc.Warnings)
		}
	}
	doc, err := New().Parse("docs/a.md", []byte("import Tabs from '@theme/Tabs';\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Warnings) != 0 {
		t.Errorf("without the option: warnings = %v", doc.Warnings)
	}
}
