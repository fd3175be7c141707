package build

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// Themes are swappable: the real Lexical site, built with the minimal
// theme instead of classic, renders every kind of route with the minimal
// theme's frame and its own content.
func TestLexicalSiteWithMinimalTheme(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole Lexical site")
	}
	_, here, _, _ := runtime.Caller(0)
	repo := filepath.Join(filepath.Dir(here), "..", "..")
	if _, err := os.Stat(filepath.Join(repo, "node_modules", "react")); err != nil {
		t.Skip("npm dependencies are not installed; run npm ci")
	}
	out := t.TempDir()
	var log strings.Builder
	sum, err := Build(context.Background(), Options{ConfigFile: filepath.Join(repo, "site.toml"), OutDir: out, Theme: "minimal", Log: &log})
	if err != nil {
		t.Fatalf("building the Lexical site with the minimal theme: %v\n%s", err, log.String())
	}
	// The build cache is kept per output directory; this one is gone after the test.
	t.Cleanup(func() {
		index, server := cachePaths(repo, sum.OutDir)
		os.Remove(index)
		os.Remove(server)
	})

	pages := []struct {
		name, file string
		want       []string
	}{
		{"home", "index.html", []string{
			`<h1 class="hero__title">Lexical</h1>`,
			"An extensible text editor framework that does things differently.",
		}},
		{"guide", "docs/concepts/selection/index.html", []string{
			"<title>Selection | Lexical</title>",
			"<h1>Selection</h1>",
			`<nav class="mn-toc" aria-label="On this page">`,
			`<a href="#the-kinds-of-selection">The kinds of selection</a>`,
			`<nav class="mn-sidebar" aria-label="Docs sidebar">`,
			`<a href="/docs/concepts/selection" aria-current="page">Selection</a>`,
			`<a href="/docs/intro" aria-current="page">Docs</a>`,
			`rel="next"`,
			`<meta name="docsearch:docusaurus_tag" content="docs-default-current"/>`,
		}},
		{"API page", "docs/api/classes/lexical.TextNode/index.html", []string{
			"<title>Class: TextNode | Lexical</title>",
			`<a href="/docs/api/classes/lexical.TextNode" aria-current="page">TextNode</a>`,
			`<a href="/docs/api/" aria-current="page">API</a>`,
		}},
		{"blog post", "blog/welcome/index.html", []string{
			"<h1>Welcome</h1>",
			`<time dateTime="2021-08-26T00:00:00Z">August 26, 2021</time>`,
			`itemProp="articleBody"`,
			`<a href="/blog/mdx-blog-post" rel="next" class="mn-pagenav__next">Older post: A post written in MDX →</a>`,
		}},
		{"blog tag", "blog/tags/hello/index.html", []string{
			"<h1>2 posts tagged with &quot;hello&quot;</h1>",
			`<a href="/blog/tags">View all tags</a>`,
			`<a href="/blog/welcome">Welcome</a>`,
		}},
		{"blog archive", "blog/archive/index.html", []string{
			`<h2 id="year-2021">2021</h2>`,
			`<h2 id="year-2019">2019</h2>`,
			`<a href="/blog/first-blog-post">First blog post</a>`,
		}},
		{"search", "search/index.html", []string{
			"<h1>Search the documentation</h1>",
			`<form role="search"`,
			`action="/search" method="get"`,
			`name="q"`,
		}},
		{"not found", "404.html", []string{
			"<h1>Page Not Found</h1>",
			"We could not find what you were looking for.",
			"Please contact the owner of the site that linked you to the original URL and let them know their link is broken.",
		}},
	}
	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			html := readOutput(t, out, p.file)
			// The minimal theme's frame, not classic's.
			for _, marker := range []string{`<div class="mn-page">`, `<header class="mn-topbar">`, `<footer class="mn-footer">`} {
				if !strings.Contains(html, marker) {
					t.Errorf("%s lacks the minimal theme's %s", p.file, marker)
				}
			}
			if strings.Contains(html, "navbar__brand") {
				t.Errorf("%s has classic's navbar", p.file)
			}
			for _, w := range p.want {
				if !strings.Contains(html, w) {
					t.Errorf("%s lacks %q", p.file, w)
				}
			}
		})
	}

	t.Run("redirect", func(t *testing.T) {
		// Arriving from outside: the redirects plugin's page replaced the
		// theme's, which it does only when the theme's RedirectPage was there.
		html := readOutput(t, out, "2024-recap/index.html")
		if !strings.Contains(html, `content="0; url=https://github.com/facebook/lexical/discussions/7220"`) {
			t.Errorf("/2024-recap does not send visitors to the discussion:\n%s", html)
		}
		// Navigating inside the app: the route runs the minimal theme's RedirectPage.
		if code := routeCode(t, out, "/2024-recap"); !strings.Contains(code, "mn-redirect") {
			t.Errorf("the code of /2024-recap is not the minimal theme's RedirectPage")
		}
	})
}

func readOutput(t *testing.T, out, file string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(file)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// staticImport finds the modules an ES module imports by URL.
var staticImport = regexp.MustCompile(`from\s*"(/assets/[^"]+\.js)"`)

// routeCode returns the client code of a route's component: its module and
// the chunks it imports directly, where esbuild may have put the component.
func routeCode(t *testing.T, out, path string) string {
	t.Helper()
	var manifest struct {
		Routes     map[string][2]json.RawMessage `json:"routes"`
		Components []struct {
			JS string `json:"js"`
		} `json:"components"`
	}
	if err := json.Unmarshal([]byte(readOutput(t, out, "__folio/routes.json")), &manifest); err != nil {
		t.Fatal(err)
	}
	entry, ok := manifest.Routes[path]
	if !ok {
		t.Fatalf("no route %s in the manifest", path)
	}
	var index int
	if err := json.Unmarshal(entry[0], &index); err != nil || index >= len(manifest.Components) {
		t.Fatalf("route %s: bad component index %s", path, entry[0])
	}
	module := readOutput(t, out, manifest.Components[index].JS)
	code := module
	for _, m := range staticImport.FindAllStringSubmatch(module, -1) {
		code += readOutput(t, out, m[1])
	}
	return code
}
