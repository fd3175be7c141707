package markdown

import (
	"github.com/folio-docs/folio/core/diag"

	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// routes resolves the Markdown files of a tiny docs tree.
func routes(fromFile, target string) (string, bool) {
	known := map[string]string{
		"docs/concepts/nodes.md":     "/docs/concepts/nodes",
		"docs/intro.mdx":             "/docs/intro",
		"docs/concepts/selection.md": "/docs/concepts/selection#top",
	}
	p, _ := splitSuffix(target)
	url, ok := known[filepath.ToSlash(filepath.Join(filepath.Dir(fromFile), p))]
	return url, ok
}

func TestMarkdownLinks(t *testing.T) {
	src := "---\ntitle: Links\n---\n" + // lines 1-3
		"See [nodes](./concepts/nodes.md#dirty-nodes), [intro](intro.mdx),\n" + // line 4
		"[selection](concepts/selection.md#ignored) and [gone](./missing.md#x).\n" + // line 5
		"\n" +
		"[page](/docs/faq) [site](https://lexical.dev/x?y=1) [anchor](#setup) [route](../react/) [mail](mailto:a@b.c)\n" + // line 7
		"\n" +
		"Visit https://playground.lexical.dev or <team@lexical.dev>; <a href=\"/raw?a=1&amp;b=2\">raw</a>\n" // line 9
	doc, err := NewWithOptions(Options{ResolveLink: routes}).Parse("docs/guide.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	wantLinks := []Link{
		{URL: "/docs/concepts/nodes#dirty-nodes", Line: 4},
		{URL: "/docs/intro", Line: 4},
		// The resolver gave an anchor of its own: it wins.
		{URL: "/docs/concepts/selection#top", Line: 5},
		{URL: "/docs/faq", Line: 7},
		{URL: "https://lexical.dev/x?y=1", Line: 7},
		{URL: "#setup", Line: 7},
		{URL: "../react/", Line: 7},
		{URL: "mailto:a@b.c", Line: 7},
		{URL: "https://playground.lexical.dev", Line: 9},
		{URL: "mailto:team@lexical.dev", Line: 9},
		{URL: "/raw?a=1&b=2", Line: 9},
	}
	if !reflect.DeepEqual(doc.Links, wantLinks) {
		t.Errorf("links:\n got %v\nwant %v", doc.Links, wantLinks)
	}
	if want := []Link{{URL: "./missing.md#x", Line: 5, Column: 55}}; !reflect.DeepEqual(doc.BrokenMarkdownLinks, want) {
		t.Errorf("broken = %v, want %v", doc.BrokenMarkdownLinks, want)
	}
	assertHTML(t, doc.HTML, []string{
		`<a href="/docs/concepts/nodes#dirty-nodes">nodes</a>`,
		`<a href="/docs/intro">intro</a>`,
		// A broken link keeps its href; the build decides what to do.
		`<a href="./missing.md#x">gone</a>`,
	})
}

func TestMarkdownLinksWithoutResolverStayAsWritten(t *testing.T) {
	doc := parse(t, "[x](./other.md#a)\n")
	if len(doc.BrokenMarkdownLinks) != 0 || !reflect.DeepEqual(doc.Links, []Link{{URL: "./other.md#a", Line: 1}}) {
		t.Errorf("links %v broken %v", doc.Links, doc.BrokenMarkdownLinks)
	}
}

func TestAssets(t *testing.T) {
	site := t.TempDir()
	for _, f := range []string{"docs/img/logo one.png", "docs/files/guide.pdf", "static/x.png"} {
		if err := os.MkdirAll(filepath.Join(site, filepath.Dir(f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(site, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var missing []string
	p := NewWithOptions(Options{
		SiteDir: site,
		AssetURL: func(abs string) string {
			rel, _ := filepath.Rel(site, abs)
			return "/assets/" + filepath.ToSlash(rel)
		},
		MissingAsset: func(abs string) { missing = append(missing, abs) },
	})
	src := "![Logo](./img/logo%20one.png)\n\n" +
		"[Download](files/guide.pdf#page=2) and again ![again](img/logo%20one.png \"t\")\n\n" +
		"![abs](/img/abs.png) ![remote](https://x.dev/a.png) ![missing](./img/none.png)\n"
	doc, err := p.Parse("docs/intro.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	wantAssets := []string{filepath.Join(site, "docs/img/logo one.png"), filepath.Join(site, "docs/files/guide.pdf")}
	if !reflect.DeepEqual(doc.Assets, wantAssets) {
		t.Errorf("assets = %v, want %v", doc.Assets, wantAssets)
	}
	assertHTML(t, doc.HTML, []string{
		`<img src="/assets/docs/img/logo%20one.png" alt="Logo">`,
		`<a href="/assets/docs/files/guide.pdf#page=2">Download</a>`,
		`<img src="/img/abs.png" alt="abs">`,
		`<img src="https://x.dev/a.png" alt="remote">`,
		`<img src="./img/none.png" alt="missing">`,
	})
	if want := []Link{{URL: "/assets/docs/files/guide.pdf#page=2", Line: 3}}; !reflect.DeepEqual(doc.Links, want) {
		t.Errorf("links = %v, want %v", doc.Links, want)
	}
	wantWarnings := diag.List{diag.Warnf("docs/intro.md", 5, 53, "%s", `The file "./img/none.png" does not exist (looked for `+filepath.Join(site, "docs/img/none.png")+`).`)}
	if !reflect.DeepEqual(doc.Warnings, wantWarnings) {
		t.Errorf("warnings = %v, want %v", doc.Warnings, wantWarnings)
	}
	if want := []string{filepath.Join(site, "docs/img/none.png")}; !reflect.DeepEqual(missing, want) {
		t.Errorf("missing files told = %v, want %v", missing, want)
	}
}

func TestClassifyTarget(t *testing.T) {
	cases := []struct {
		dest  string
		image bool
		want  targetKind
	}{
		{"./a.md", false, targetMarkdown},
		{"../b/C.MDX#x", false, targetMarkdown},
		{"a.md?raw", false, targetMarkdown},
		{"./page", false, targetURL},
		{"./page.html", false, targetURL},
		{"/docs/a.md", false, targetURL},
		{"//cdn.dev/a.png", false, targetURL},
		{"https://x.dev/a.md", false, targetURL},
		{"mailto:a@b", false, targetURL},
		{"#anchor", false, targetURL},
		{"", false, targetURL},
		{"./a.zip", false, targetFile},
		{"img/a", true, targetFile},
		{"./diagram.md", true, targetFile},
		{"data:image/png;base64,xx", true, targetURL},
	}
	for _, c := range cases {
		if got := classifyTarget(c.dest, c.image); got != c.want {
			t.Errorf("classifyTarget(%q, image=%v) = %v, want %v", c.dest, c.image, got, c.want)
		}
	}
}
