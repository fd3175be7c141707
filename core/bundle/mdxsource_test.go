package bundle

import (
	"maps"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/markdown"
)

func TestPrepareMDXKeepsLines(t *testing.T) {
	src := "---\ntitle: T\n---\n# Title\n\n## Part {#part}\n\n:::tip Read this\nSome *text*.\n:::\n\n```ts title=\"a.ts\"\nconst a = 1;\n```\n\nLast line.\n"
	out := string(prepareMDX([]byte(src), markdown.DefaultMagicComments, false))
	in, got := strings.Split(src, "\n"), strings.Split(out, "\n")
	if len(in) != len(got) {
		t.Fatalf("line count changed: %d -> %d\n%s", len(in), len(got), out)
	}
	for n, want := range map[int]string{
		0:  "",
		5:  `## Part \{#part\}`,
		7:  `<Admonition type="tip" title="Read this">`,
		8:  "Some *text*.",
		9:  "</Admonition>",
		15: "Last line.",
	} {
		if got[n] != want {
			t.Errorf("line %d = %q, want %q", n+1, got[n], want)
		}
	}
	code := got[11]
	for _, want := range []string{`<CodeBlock language={"ts"}`, `title={"a.ts"}`, `html={"`, `token-line`, `>{"const a = 1;"}</CodeBlock>`} {
		if !strings.Contains(code, want) {
			t.Errorf("code block line lacks %q:\n%s", want, code)
		}
	}
	if got[12] != "" || got[13] != "" {
		t.Errorf("the fence's other lines should be blank: %q %q", got[12], got[13])
	}
}

// A fence that is never closed, and one whose closing line has words after
// the colons (so it closes nothing, as in Docusaurus), run to the end of the
// file; nested ones close first. The lines before keep their numbers.
func TestPrepareMDXClosesUnclosedAdmonitionsAtTheEnd(t *testing.T) {
	src := ":::caution Name it\n\nText.\n\n::: More text, not a fence\n\n:::note\nInner.\n:::\n\nLast line.\n"
	out := string(prepareMDX([]byte(src), markdown.DefaultMagicComments, false))
	got := strings.Split(out, "\n")
	for n, want := range map[int]string{
		0:  `<Admonition type="caution" title="Name it">`,
		4:  "::: More text, not a fence",
		6:  `<Admonition type="note">`,
		8:  "</Admonition>",
		10: "Last line.",
	} {
		if got[n] != want {
			t.Errorf("line %d = %q, want %q", n+1, got[n], want)
		}
	}
	if strings.Count(out, "</Admonition>") != 2 || !strings.HasSuffix(out, "\n</Admonition>") {
		t.Errorf("the outer admonition is not closed at the end:\n%s", out)
	}
}

func TestPrepareMDXLeavesFencedAdmonitionsAlone(t *testing.T) {
	out := string(prepareMDX([]byte("```md\n:::tip\nx\n:::\n```\n"), markdown.DefaultMagicComments, false))
	if strings.Contains(out, "<Admonition") {
		t.Errorf("an admonition inside a code block was converted:\n%s", out)
	}
}

func TestResolveMDXLinks(t *testing.T) {
	c := newMDXCompiler("", "", map[string]string{"/site/docs/react.md": "/docs/react/", "/site/docs/concepts/nodes.md": "/docs/concepts/nodes", "/site/docs/other.md": "/docs/other"}, "")
	src := "See [React](./react.md), [nodes](concepts/nodes.md#custom-nodes) and [x](./missing.md).\n" +
		`<CodeBlock language={"md"}>{"[React](./react.md)"}</CodeBlock>` + "\n[web](https://x.dev/a.md)\n"
	got := string(resolveMDXLinks([]byte(src), "/site/docs/quick.mdx", c.route))
	want := "See [React](/docs/react/), [nodes](/docs/concepts/nodes#custom-nodes) and [x](./missing.md).\n" +
		`<CodeBlock language={"md"}>{"[React](./react.md)"}</CodeBlock>` + "\n[web](https://x.dev/a.md)\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// What the bundle's Links record: each target looked up, the missing
	// one too (a page added there later changes the bundle), and none of
	// the routes no link named (adding or removing those changes nothing).
	looked := map[string]string{"/site/docs/react.md": "/docs/react/", "/site/docs/concepts/nodes.md": "/docs/concepts/nodes", "/site/docs/missing.md": ""}
	if !maps.Equal(c.links, looked) {
		t.Errorf("links looked up: %v, want %v", c.links, looked)
	}
}

// HTML comments become MDX comments, as under Docusaurus's mdx1Compat,
// except in code; lines stay where they were.
func TestPrepareMDXComments(t *testing.T) {
	src := "Intro.\n\n<!-- truncate -->\n\nUse `<!-- x -->` in HTML.\n\n<!--\nnotes\n-->\n\n```html\n<!-- kept -->\n```\n"
	got := string(prepareMDX([]byte(src), markdown.DefaultMagicComments, false))
	lines := strings.Split(got, "\n")
	if lines[2] != "{/* truncate */}" {
		t.Errorf("line 3 = %q", lines[2])
	}
	if lines[4] != "Use `<!-- x -->` in HTML." {
		t.Errorf("code span changed: %q", lines[4])
	}
	if lines[6] != "{/*" || lines[8] != "*/}" {
		t.Errorf("multi-line comment = %q … %q", lines[6], lines[8])
	}
	if strings.Count(got, "\n") != strings.Count(src, "\n") {
		t.Errorf("line count changed")
	}
	if strings.Contains(got, "{/* kept */}") {
		t.Errorf("a comment in a code block was changed:\n%s", got)
	}
}

func TestSourceFormat(t *testing.T) {
	for _, c := range []struct{ site, file, want string }{
		{"detect", "a.md", "md"}, {"detect", "a.mdx", "mdx"}, {"", "a.mdx", "mdx"},
		{"mdx", "a.md", "mdx"}, {"md", "a.mdx", "md"},
	} {
		if got := sourceFormat(c.site, c.file); got != c.want {
			t.Errorf("sourceFormat(%q, %q) = %q, want %q", c.site, c.file, got, c.want)
		}
	}
}

func TestPrepareMDXMakesDetailsTheThemes(t *testing.T) {
	out := string(prepareMDX([]byte("<details>\n<summary>More</summary>\n\nText\n</details>\n\n```html\n<details>\n```\n"), nil, false))
	if !strings.Contains(out, "<Details>\n<summary>More</summary>") || !strings.Contains(out, "</Details>") {
		t.Errorf("details is not the theme's:\n%s", out)
	}
	if !strings.Contains(out, `{"\u003cdetails\u003e"}`) {
		t.Errorf("a code block's <details> must stay code:\n%s", out)
	}
}

// With the theme's own CodeBlock, a fence in MDX is the code block an .md
// page has, title, line numbers and magic comments included; its last line
// ends without a newline, as the CodeBlock's did.
func TestPrepareMDXStaticFencesAreMarkdownsCodeBlocks(t *testing.T) {
	code := "const a = 1;\n// highlight-next-line\nconst b = 2;\n"
	src := "Text.\n\n```ts title=\"a.ts\" showLineNumbers\n" + code + "```\n\nAfter.\n"
	got := strings.Split(string(prepareMDX([]byte(src), markdown.DefaultMagicComments, true)), "\n")
	md, err := markdown.New().Parse("a.md", []byte("```ts title=\"a.ts\" showLineNumbers\n"+code+"```\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, inner := markdown.CodeBlockHTML(`ts title="a.ts" showLineNumbers`, code, markdown.DefaultMagicComments)
	if want := `<div class="theme-code-block language-ts">` + inner + "</div>"; !strings.Contains(md.HTML, want) {
		t.Fatalf("CodeBlockHTML differs from the .md rendering:\n%s\nin\n%s", want, md.HTML)
	}
	_, inner = markdown.CodeBlockHTML(`ts title="a.ts" showLineNumbers`, strings.TrimSuffix(code, "\n"), markdown.DefaultMagicComments)
	wantLine := `<div className="theme-code-block language-ts" dangerouslySetInnerHTML={{__html: ` + jsonString(inner) + `}} />`
	if got[2] != wantLine {
		t.Errorf("fence line:\n got %s\nwant %s", got[2], wantLine)
	}
	for _, want := range []string{`<div class="code-block-title">a.ts</div>`, `code-block-line-numbers`, `theme-code-block-highlighted-line`} {
		if !strings.Contains(inner, want) {
			t.Errorf("the block lacks %s: %s", want, inner)
		}
	}
	if strings.Contains(inner, "highlight-next-line") {
		t.Errorf("the magic comment is shown: %s", inner)
	}
	if len(got) != strings.Count(src, "\n")+1 || got[3] != "" || got[8] != "After." {
		t.Errorf("lines moved: %q", got)
	}
}
