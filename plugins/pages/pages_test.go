package pages

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

func TestRoutePath(t *testing.T) {
	for in, want := range map[string]string{
		"index.tsx":           "/",
		"gallery.tsx":         "/gallery",
		"markdown-page.md":    "/markdown-page",
		"community/index.tsx": "/community/",
		"a/b.jsx":             "/a/b",
	} {
		if got := routePath(in); got != want {
			t.Errorf("routePath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	pages := filepath.Join(dir, "site", "pages")
	for name, body := range map[string]string{
		"index.tsx":          "export default function Home() { return null }",
		"markdown-page.md":   "---\ntitle: Markdown page\n---\n# Markdown page\n\nHello.\n",
		"_partial.tsx":       "export default 1",
		"styles.module.css":  ".a{}",
		"community/index.js": "export default () => null",
	} {
		f := filepath.Join(pages, name)
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := map[string]*pluginpb.Route{}
	err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteDir: dir}, func(it *pluginpb.LoadItem) error {
		if r := it.GetRoute(); r != nil {
			got[r.Path] = r
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("routes = %v", got)
	}
	if r := got["/"]; r == nil || r.Module != filepath.Join(pages, "index.tsx") {
		t.Errorf("home route = %v", r)
	}
	md := got["/markdown-page"]
	if md == nil || md.Component != "MarkdownPage" || md.Meta.Title != "Markdown page" || md.ContentHtml == "" {
		t.Errorf("markdown route = %v", md)
	}
	if got["/community/"] == nil {
		t.Errorf("no /community/ route")
	}
}

func TestUnknownOptionIsAnError(t *testing.T) {
	err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteDir: t.TempDir(), OptionsJson: []byte(`{"pth":"x"}`)}, func(*pluginpb.LoadItem) error { return nil })
	if err == nil {
		t.Fatal("want an error for an unknown option")
	}
}

// loadedPages is what one in-process Load sent.
type loadedPages struct {
	plugin   *Plugin
	dir      string
	routes   map[string]*pluginpb.Route
	warnings []string // "file:line: message"
	watches  []string
	missing  []string
}

// loadPages writes a txtar archive as a site and runs Load on it with the
// given site configuration JSON.
func loadPages(t *testing.T, archive, siteConfig string) (*loadedPages, error) {
	t.Helper()
	plugin := New()
	dir, sent, err := mdpagetest.Load(t, plugin, archive, siteConfig)
	return &loadedPages{plugin: plugin, dir: dir, routes: sent.Routes, warnings: sent.Warnings, watches: sent.Watches, missing: sent.Missing}, err
}

func TestLinkBetweenMarkdownPagesBecomesTheRoute(t *testing.T) {
	l, err := loadPages(t, `
-- site/pages/index.tsx --
export default () => null
-- site/pages/about.md --
# About

See [the team](./community/team.md#people).
-- site/pages/community/team.md --
# Team

## People

Back to [about](../about.md).
`, `{"baseUrl":"/base/","trailingSlash":true}`)
	if err != nil {
		t.Fatal(err)
	}
	if html := l.routes["/about"].ContentHtml; !strings.Contains(html, `href="/base/community/team/#people"`) {
		t.Errorf("about: %s", html)
	}
	if html := l.routes["/community/team"].ContentHtml; !strings.Contains(html, `href="/base/about/"`) {
		t.Errorf("team: %s", html)
	}
	if len(l.warnings) != 0 {
		t.Errorf("warnings: %v", l.warnings)
	}
}

func TestBrokenLinkBetweenPagesFollowsOnBrokenMarkdownLinks(t *testing.T) {
	const site = `
-- site/pages/about.md --
# About

See [the team](./team.md).
`
	_, err := loadPages(t, site, `{}`)
	if err == nil || !strings.Contains(err.Error(), `site/pages/about.md:3:16: broken Markdown link "./team.md"`) {
		t.Errorf("err = %v", err)
	}
	l, err := loadPages(t, site, `{"onBrokenMarkdownLinks":"warn"}`)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.warnings) != 1 || !strings.HasPrefix(l.warnings[0], `site/pages/about.md:3: broken Markdown link "./team.md"`) {
		t.Errorf("warnings = %q", l.warnings)
	}
}

func TestImageNextToMarkdownPageIsPublished(t *testing.T) {
	l, err := loadPages(t, `
-- site/pages/about.md --
# About

![The team](./img/team.jpg)
-- site/pages/img/team.jpg --
JPEG
`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	name := "assets/pages/" + mdpage.HashPrefix(filepath.Join(l.dir, "site/pages/img/team.jpg")) + "-team.jpg"
	if html := l.routes["/about"].ContentHtml; !strings.Contains(html, `src="/`+name+`"`) {
		t.Fatalf("html = %s\nwant src /%s", html, name)
	}
	out := t.TempDir()
	res, err := l.plugin.PostBuild(context.Background(), &pluginpb.PostBuildRequest{OutDir: out})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Files) != 1 || res.Files[0] != name {
		t.Errorf("files = %v, want [%s]", res.Files, name)
	}
	if b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(name))); err != nil || string(b) != "JPEG\n" {
		t.Errorf("copied file: %q, %v", b, err)
	}
}

func TestMarkdownPageTOCFollowsTheThemeConfig(t *testing.T) {
	l, err := loadPages(t, `
-- site/pages/about.md --
# About

## Two

### Three

#### Four
`, `{"themeConfig":{"tableOfContents":{"minHeadingLevel":2,"maxHeadingLevel":4}}}`)
	if err != nil {
		t.Fatal(err)
	}
	var data struct {
		Title string           `json:"title"`
		TOC   []mdpage.TOCItem `json:"toc"`
	}
	if err := json.Unmarshal(l.routes["/about"].DataJson, &data); err != nil {
		t.Fatal(err)
	}
	// h4 nests under h3, under h2.
	if len(data.TOC) != 1 || data.TOC[0].ID != "two" || len(data.TOC[0].Children) != 1 ||
		len(data.TOC[0].Children[0].Children) != 1 || data.TOC[0].Children[0].Children[0].ID != "four" {
		t.Errorf("toc = %+v", data.TOC)
	}
	if data.Title != "About" {
		t.Errorf("title = %q", data.Title)
	}
}

// A file a page references is an input of the Load: one outside the
// pages folder, present or not, is watched on its own; the folder covers
// the others.
func TestReferencedFilesOutsideTheFolderAreWatched(t *testing.T) {
	l, err := loadPages(t, `
-- site/pages/about.md --
# About

![Logo](../static/img/logo.png) ![The team](./img/team.jpg)

[Not yet](../static/plan.pdf)
-- site/pages/img/team.jpg --
JPEG
-- site/static/img/logo.png --
PNG
`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	in := func(rel string) string { return filepath.Join(l.dir, filepath.FromSlash(rel)) }
	want := []string{in("site/pages"), in("site/static/img/logo.png")}
	missing := []string{in("site/static/plan.pdf")}
	if !slices.Equal(l.watches, want) || !slices.Equal(l.missing, missing) {
		t.Errorf("watched %q and missing %q, want %q and %q", l.watches, l.missing, want, missing)
	}
}

func TestDescribeDeclaresReusable(t *testing.T) {
	d, err := New().Describe(context.Background())
	if err != nil || !d.Reusable {
		t.Errorf("Describe = %v, %v: want reusable", d, err)
	}
}
