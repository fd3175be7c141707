package markdown

import "testing"

func TestDescriptionFromTheFirstLineOfText(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"after the title", "# Editor\n\nThe **editor** is [the core](./core.md) of `Lexical`.\nSecond line.\n", "The editor is the core of Lexical."},
		{"front matter wins", "---\ndescription: Given\n---\n# T\n\nText.\n", "Given"},
		{"skips imports, comments and code", "import X from './x';\nexport const y = 1;\n\n<!-- note -->\n{/* c */}\n```js\nconst a = 1;\n```\n\nReal text &amp; more.\n", "Real text & more."},
		{"skips admonition fences", ":::tip Hint\nInside the tip.\n:::\n", "Inside the tip."},
		{"a later heading's text", "# T\n\n## Getting started {#start}\n\nText.\n", "Getting started"},
		{"a list item", "- first *item*\n- second\n", "first item"},
		{"an image's alt and HTML", "![A diagram](./d.png) <b>bold</b>\n", "A diagram bold"},
		{"nothing", "# Only a title\n", ""},
		{"not a table", "| a | b |\n|---|---|\n| 1 | 2 |\n", ""},
	} {
		doc, err := New().Parse("a.md", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		if doc.Description != c.want {
			t.Errorf("%s: description %q, want %q", c.name, doc.Description, c.want)
		}
	}
}
