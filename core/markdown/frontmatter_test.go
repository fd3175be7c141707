package markdown

import (
	"errors"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/diag"
)

func TestFrontMatterErrorsNameFileLineAndColumn(t *testing.T) {
	cases := []struct {
		name, src string
		line, col int
		msg       string
	}{
		{
			name: "unclosed flow sequence",
			src:  "---\ntitle: ok\ntags: [a, b\n---\n# x\n",
			line: 3, col: 7,
			msg: "front matter: did not find expected ',' or ']'",
		},
		{
			name: "unclosed flow sequence on the first line",
			src:  "---\ntitle: [unclosed\n---\n# x\n",
			line: 2, col: 8,
			msg: "front matter: did not find expected ',' or ']'",
		},
		{
			name: "unclosed flow mapping after a quoted bracket",
			src:  "---\ntitle: \"[x\"\nsidebar: {label: a\n---\n",
			line: 3, col: 10,
			msg: "front matter: did not find expected ',' or '}'",
		},
		{
			name: "tab indentation",
			src:  "---\ntitle: ok\nsidebar:\n\tlabel: x\n---\n",
			line: 4, col: 2,
			msg: "front matter: found character that cannot start any token",
		},
		{
			name: "duplicate key",
			src:  "---\ntitle: a\ndescription: b\ntitle: c\n---\n",
			line: 4, col: 1,
			msg: `front matter: mapping key "title" already defined at line 2`,
		},
		{
			name: "not a mapping",
			src:  "---\n- a\n- b\n---\n",
			line: 2, col: 1,
			msg: "front matter: front matter must be a mapping of keys to values",
		},
		{
			name: "title is a list",
			src:  "---\nid: x\ntitle: [a, b]\n---\n",
			line: 3, col: 8,
			msg: "front matter: title must be text, got a list",
		},
		{
			name: "toc level out of range",
			src:  "---\ntitle: x\n  # a comment line\ntoc_min_heading_level: 7\n---\n",
			line: 4, col: 24,
			msg: `front matter: toc_min_heading_level must be a whole number from 2 to 6, got "7"`,
		},
		{
			name: "toc level not a number",
			src:  "---\ntoc_max_heading_level: three\n---\n",
			line: 2, col: 24,
			msg: `front matter: toc_max_heading_level must be a whole number from 2 to 6, got "three"`,
		},
		{
			name: "toc levels reversed",
			src:  "---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n",
			line: 3, col: 24,
			msg: "front matter: toc_max_heading_level (3) must not be lower than toc_min_heading_level (4)",
		},
		{
			name: "hide toc not a boolean",
			src:  "---\nhide_table_of_contents: maybe\n---\n",
			line: 2, col: 25,
			msg: `front matter: hide_table_of_contents must be true or false, got "maybe"`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := New().Parse("docs/intro.md", []byte(c.src))
			var e *diag.Diagnostic
			if !errors.As(err, &e) {
				t.Fatalf("err = %v, want a *diag.Diagnostic", err)
			}
			if e.File != "docs/intro.md" || e.Line != c.line || e.Column != c.col || e.Message != c.msg || e.Severity != diag.Error {
				t.Errorf("got %s:%d:%d: %s\nwant docs/intro.md:%d:%d: %s", e.File, e.Line, e.Column, e.Message, c.line, c.col, c.msg)
			}
		})
	}
}

func TestFrontMatterSettings(t *testing.T) {
	doc := parse(t, "---\ntitle: 2024\ndescription: \"Quoted: yes\"\nhide_table_of_contents: true\ncustom: {a: 1}\n---\nBody\n")
	if doc.Title != "2024" || doc.Description != "Quoted: yes" || !doc.HideTOC {
		t.Errorf("title %q description %q hideTOC %v", doc.Title, doc.Description, doc.HideTOC)
	}
	if custom, _ := doc.FrontMatter["custom"].(map[string]any); custom["a"] != 1 {
		t.Errorf("front matter = %#v", doc.FrontMatter)
	}
}

func TestFrontMatterSplitting(t *testing.T) {
	cases := []struct {
		name, src  string
		wantFM     bool
		bodyLine   int
		bodyPrefix string
	}{
		{"none", "# Title\n", false, 1, "# Title"},
		{"empty block", "---\n---\n# Title\n", true, 3, "# Title"},
		{"two keys", "---\na: 1\nb: 2\n---\n# Title\n", true, 5, "# Title"},
		{"windows line ends", "---\r\na: 1\r\n---\r\n# Title\r\n", true, 4, "# Title"},
		{"fence with trailing space", "--- \na: 1\n---  \nBody\n", true, 4, "Body"},
		{"unclosed is body", "---\nnot front matter\n", false, 1, "---"},
		{"thematic break later", "Text\n\n---\n", false, 1, "Text"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fm, body, line := splitFrontMatter([]byte(c.src))
			if (fm != nil) != c.wantFM || line != c.bodyLine || string(body[:len(c.bodyPrefix)]) != c.bodyPrefix {
				t.Errorf("fm %q, body %q, line %d", fm, body, line)
			}
		})
	}
}

func TestUnclosedFenceIsBody(t *testing.T) {
	doc := parse(t, "---\nnot front matter\n")
	if len(doc.FrontMatter) != 0 {
		t.Errorf("front matter = %v", doc.FrontMatter)
	}
	assertHTML(t, doc.HTML, []string{"not front matter"})
}

func TestByteOrderMarkIsIgnored(t *testing.T) {
	doc := parse(t, "\ufeff---\ntitle: BOM\n---\n# x\n")
	if doc.Title != "BOM" {
		t.Errorf("title = %q", doc.Title)
	}
}

// A block in another language than YAML ("---js", which gray-matter would
// run) stops the page at its first line with what to write instead, in
// Parse and in ReadFrontMatter alike; the code in it is never read as text.
func TestForeignFrontMatterIsRefusedAtItsFirstLine(t *testing.T) {
	for _, src := range []string{
		"---js\n{ title: require('child_process').execSync('id').toString() }\n---\n# Page\n",
		"--- toml\ntitle = \"x\"\n---\nbody\n",
	} {
		_, parseErr := New().Parse("docs/page.md", []byte(src))
		_, readErr := ReadFrontMatter("docs/page.md", []byte(src))
		for _, err := range []error{parseErr, readErr} {
			var d *diag.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("%q: got %v, want a diagnostic", src, err)
			}
			if d.File != "docs/page.md" || d.Line != 1 || d.Column != 4 {
				t.Errorf("%q: at %s:%d:%d, want docs/page.md:1:4", src, d.File, d.Line, d.Column)
			}
			if !strings.Contains(d.Message, "folio reads YAML front matter only") {
				t.Errorf("%q: message %q does not say what folio reads", src, d.Message)
			}
		}
	}
	// A thematic break made of more dashes is not a fence with a language.
	if _, err := New().Parse("docs/page.md", []byte("----\n\ntext\n")); err != nil {
		t.Errorf("a line of four dashes: %v", err)
	}
}
