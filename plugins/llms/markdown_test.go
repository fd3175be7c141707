package llms

import (
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/twin"
)

// testLinker resolves as the plugin does for a page at /docs/guide whose
// source is site/docs/guide.md, with one sibling doc.
func testLinker() linker {
	cfg := &siteConfig{URL: "https://example.com", BaseURL: "/"}
	t := &linkTable{cfg: cfg,
		twinOf:   map[string]string{"/docs/guide": "/docs/guide.md", "/docs/other": "/docs/other.md", "/docs/react": "/docs/react.md", "/blog": ""},
		bySource: map[string]string{"site/docs/guide.md": "/docs/guide", "site/docs/other.md": "/docs/other", "site/docs/react/index.md": "/docs/react/"},
	}
	return t.forSource("site/docs/guide.md", twin.Doc)
}

func write(src string) string {
	pg := page{Title: "Guide", Description: "What the guide says.", URL: "https://example.com/docs/guide", Twin: "https://example.com/docs/guide.md"}
	return twinMarkdown(pg, []byte(src), testLinker())
}

func TestTitleDescriptionAndNoFrontMatter(t *testing.T) {
	got := write("---\ntitle: Guide\nslug: /guide\n---\n\n# Guide\n\nFirst paragraph.\n")
	want := "# Guide\n\n> What the guide says.\n\nFirst paragraph.\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestImportsExportsAndCommentsAreDropped(t *testing.T) {
	got := write("import Tabs from '@theme/Tabs';\nimport {X, Y} from \"./x\";\nexport const meta = {\n  a: 1,\n};\n\nText {/* truncate */} here.\n\n<!-- truncate -->\n\nMore.\n")
	for _, gone := range []string{"import", "export", "meta", "truncate", "a: 1"} {
		if strings.Contains(got, gone) {
			t.Errorf("twin keeps %q:\n%s", gone, got)
		}
	}
	if !strings.Contains(got, "Text  here.\n\nMore.") {
		t.Errorf("prose lost:\n%s", got)
	}
}

func TestFencedCodeIsKeptWithItsLanguageAndUntouched(t *testing.T) {
	src := "Before.\n\n```tsx title=\"App.tsx\"\nimport {x} from 'y';\n<Editor />\n[link](./other.md)\n:::note\n```\n\nAfter.\n"
	got := write(src)
	want := "```tsx title=\"App.tsx\"\nimport {x} from 'y';\n<Editor />\n[link](./other.md)\n:::note\n```"
	if !strings.Contains(got, want) {
		t.Errorf("code block changed:\n%s", got)
	}
}

func TestAdmonitionsBecomeQuotedWithTheirLabel(t *testing.T) {
	got := write(":::note\nPlain note.\n:::\n\n:::tip Floating UI\nUse a portal.\n\n```js\nx()\n```\n:::\n\nAfter.\n")
	for _, want := range []string{
		"> **Note**\n>\n> Plain note.\n",
		"> **Tip: Floating UI**\n>\n> Use a portal.\n>\n> ```js\n> x()\n> ```\n",
		"\nAfter.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("twin lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, ":::") {
		t.Errorf("admonition markers left:\n%s", got)
	}
}

func TestTabsBecomeOneSectionPerTab(t *testing.T) {
	src := "## Install\n\n<Tabs>\n<TabItem value=\"npm\" label=\"npm\">\n\n```bash\nnpm i lexical\n```\n\n</TabItem>\n<TabItem value=\"yarn\">\n\n```bash\nyarn add lexical\n```\n\n</TabItem>\n</Tabs>\n\nDone.\n"
	got := write(src)
	for _, want := range []string{"## Install\n\n### npm\n\n```bash\nnpm i lexical\n```", "### yarn\n\n```bash\nyarn add lexical\n```", "Done."} {
		if !strings.Contains(got, want) {
			t.Errorf("twin lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "<Tab") || strings.Contains(got, "</Tab") {
		t.Errorf("tab tags left:\n%s", got)
	}
}

func TestComponentsWithoutMarkdownAreLeftOutWithANote(t *testing.T) {
	got := write("Intro.\n\n<ErrorCodeLookup />\n\n<Playground\n  height={300}\n/>\n\n<Demo title=\"x\">\n  <Inner />\n  text inside\n</Demo>\n\nOutro.\n")
	for _, name := range []string{"ErrorCodeLookup", "Playground", "Demo"} {
		note := "_(" + name + ", an interactive part of the page, has no Markdown form and is left out: see https://example.com/docs/guide.)_"
		if strings.Count(got, note) != 1 {
			t.Errorf("want one note for %s:\n%s", name, got)
		}
	}
	for _, gone := range []string{"<Inner", "text inside", "height=", "</Demo>"} {
		if strings.Contains(got, gone) {
			t.Errorf("component body %q left in:\n%s", gone, got)
		}
	}
	if !strings.Contains(got, "Intro.") || !strings.Contains(got, "Outro.") {
		t.Errorf("prose lost:\n%s", got)
	}
}

func TestTablesHeadingsAndListsAreKept(t *testing.T) {
	src := "## Options {#options}\n\n| key | what |\n|---|---|\n| `a|b` | [x](./other.md) |\n\n- one\n  - nested\n1. first\n"
	got := write(src)
	for _, want := range []string{"## Options\n", "| key | what |\n|---|---|\n| `a|b` | [x](https://example.com/docs/other.md) |", "- one\n  - nested\n1. first"} {
		if !strings.Contains(got, want) {
			t.Errorf("twin lacks %q:\n%s", want, got)
		}
	}
}

func TestLinksBecomeAbsoluteAndPointAtTwins(t *testing.T) {
	src := "[a](./other.md#x) [b](/docs/other) [c](#local) [d](https://lexical.dev/x) [e](/blog) [f](/img/logo.svg) [g](./react/index.md) `[h](./other.md)` [`code` text](/docs/react/)\n\n[ref]: ./other.md\n"
	got := write(src)
	for _, want := range []string{
		"[a](https://example.com/docs/other.md#x)",
		"[b](https://example.com/docs/other.md)",
		"[c](https://example.com/docs/guide.md#local)",
		"[d](https://lexical.dev/x)",
		"[e](https://example.com/blog)",
		"[f](https://example.com/img/logo.svg)",
		"[g](https://example.com/docs/react.md)",
		"`[h](./other.md)`",
		"[`code` text](https://example.com/docs/react.md)",
		"[ref]: https://example.com/docs/other.md",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("twin lacks %q:\n%s", want, got)
		}
	}
}

// The generated reference writes signatures as HTML (a <pre> of linked
// names) and types as inline <code>: the twin has them as Markdown code.
func TestAPIReferenceHTMLBecomesMarkdownCode(t *testing.T) {
	src := "---\ntitle: \"Class: LexicalEditor\"\n---\n# Class: LexicalEditor\n\nExported by [`lexical`](/docs/other).\n\n## Methods {#methods}\n\n### update() {#update}\n\n<pre tabindex=\"0\" class=\"api-signature\"><code>update(\n  updateFn: () =&gt; void,\n  options?: <a href=\"/docs/other#editorupdateoptions\">EditorUpdateOptions</a>,\n): void</code></pre>\n\n**Extends** <code><a href=\"/docs/other\">Base</a>&lt;T&#42;&gt;</code>\n"
	got := write(src)
	for _, want := range []string{
		"Exported by [`lexical`](https://example.com/docs/other.md).",
		"## Methods\n",
		"### update()\n",
		"```ts\nupdate(\n  updateFn: () => void,\n  options?: EditorUpdateOptions,\n): void\n```",
		"**Extends** `Base<T*>`",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("twin lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "<pre") || strings.Contains(got, "&lt;") || strings.Count(got, "# Class: LexicalEditor") != 0 {
		// The title is the meta's ("Guide" here): the source's H1 is dropped.
		t.Errorf("HTML or a second title left:\n%s", got)
	}
}
