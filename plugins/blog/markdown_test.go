package blog

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

// loadedBlog is what one in-process Load sent.
type loadedBlog struct {
	plugin   *Plugin
	dir      string
	routes   map[string]*pluginpb.Route
	warnings []string // "file:line: message"
}

// loadBlog writes a txtar archive as a site and runs Load on it with the
// given site configuration JSON.
func loadBlog(t *testing.T, archive, siteConfig string) (*loadedBlog, error) {
	t.Helper()
	plugin := New()
	dir, sent, err := mdpagetest.Load(t, plugin, archive, siteConfig)
	return &loadedBlog{plugin: plugin, dir: dir, routes: sent.Routes, warnings: sent.Warnings}, err
}

func mustLoadBlog(t *testing.T, archive, siteConfig string) *loadedBlog {
	t.Helper()
	l, err := loadBlog(t, archive, siteConfig)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return l
}

// html is a post page's article.
func (l *loadedBlog) html(t *testing.T, path string) string {
	t.Helper()
	r := l.routes[path]
	if r == nil {
		t.Fatalf("no route %s", path)
	}
	return r.ContentHtml
}

const linkedPosts = `
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
---
Hello.

<!-- truncate -->

## Intro
-- site/blog/2021-09-01-second/index.md --
---
title: Second
slug: custom/second
---
Back to [the welcome post](../2021-08-26-welcome.md).

<!-- truncate -->
-- site/blog/2021-10-01-third.md --
---
title: Third
---
Read [welcome](./2021-08-26-welcome.md#intro) and [the second](./2021-09-01-second/index.md?ref=3).

<!-- truncate -->
`

func TestLinkToAnotherPostBecomesItsPermalink(t *testing.T) {
	l := mustLoadBlog(t, linkedPosts, `{"baseUrl":"/base/"}`)
	third := l.html(t, "/blog/third")
	for _, want := range []string{`href="/base/blog/welcome#intro"`, `href="/base/blog/custom/second?ref=3"`} {
		if !strings.Contains(third, want) {
			t.Errorf("third post: want %s in\n%s", want, third)
		}
	}
	if second := l.html(t, "/blog/custom/second"); !strings.Contains(second, `href="/base/blog/welcome"`) {
		t.Errorf("a post folder's index.md links up to its sibling: %s", second)
	}
	// The list page shows the excerpt with the same resolved link.
	if list := string(l.routes["/blog"].DataJson); !strings.Contains(list, `/base/blog/welcome#intro`) {
		t.Errorf("list page excerpt: %s", list)
	}
	if len(l.warnings) != 0 {
		t.Errorf("warnings: %v", l.warnings)
	}
}

const brokenLinkPost = `
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
---
Intro.

See [the old post](./2020-01-01-gone.md) and [the draft](./2021-12-01-later.md).

<!-- truncate -->
-- site/blog/2021-12-01-later.md --
---
title: Later
draft: true
---
Not yet.
`

func TestBrokenPostLinkFailsTheBuildUnderThrow(t *testing.T) {
	_, err := loadBlog(t, brokenLinkPost, `{}`)
	if err == nil {
		t.Fatal("want an error for a link to a post that does not exist")
	}
	for _, want := range []string{
		`site/blog/2021-08-26-welcome.md:6:20: broken Markdown link "./2020-01-01-gone.md"`,
		// A draft is not built, so a link to it leads nowhere either.
		`site/blog/2021-08-26-welcome.md:6:58: broken Markdown link "./2021-12-01-later.md"`,
		"must name a post in the blog folder",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}

func TestBrokenPostLinkOnlyWarnsWhenTheSiteSaysSo(t *testing.T) {
	l := mustLoadBlog(t, brokenLinkPost, `{"onBrokenMarkdownLinks":"warn"}`)
	want := `site/blog/2021-08-26-welcome.md:6: broken Markdown link "./2020-01-01-gone.md"`
	if len(l.warnings) != 2 || !strings.HasPrefix(l.warnings[0], want) || !strings.HasPrefix(l.warnings[1], strings.Replace(want, "2020-01-01-gone", "2021-12-01-later", 1)) {
		t.Errorf("warnings = %q", l.warnings)
	}
	if html := l.html(t, "/blog/welcome"); !strings.Contains(html, `href="./2020-01-01-gone.md"`) {
		t.Errorf("a broken link stays as written: %s", html)
	}
	if l = mustLoadBlog(t, brokenLinkPost, `{"onBrokenMarkdownLinks":"ignore"}`); len(l.warnings) != 0 {
		t.Errorf("ignore still warned: %v", l.warnings)
	}
}

func TestImageNextToPostIsPublishedWithAHashedName(t *testing.T) {
	l := mustLoadBlog(t, `
-- site/blog/2021-08-26-welcome/index.md --
---
title: Welcome
---
![A screenshot](./img/shot.png)

<!-- truncate -->

![Lost](./img/missing.png)
-- site/blog/2021-08-26-welcome/img/shot.png --
PNG
`, `{}`)
	name := "assets/blog/" + mdpage.HashPrefix(filepath.Join(l.dir, "site/blog/2021-08-26-welcome/img/shot.png")) + "-shot.png"
	if html := l.html(t, "/blog/welcome"); !strings.Contains(html, `src="/`+name+`"`) {
		t.Fatalf("html = %s\nwant src /%s", html, name)
	}
	if want := "site/blog/2021-08-26-welcome/index.md:8: The file"; len(l.warnings) != 1 || !strings.HasPrefix(l.warnings[0], want) {
		t.Errorf("warnings = %q, want one starting %q", l.warnings, want)
	}

	out := t.TempDir()
	res, err := l.plugin.PostBuild(context.Background(), &pluginpb.PostBuildRequest{OutDir: out, SiteDir: l.dir, SiteConfigJson: []byte(`{}`)})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Files) != 1 || res.Files[0] != name {
		t.Errorf("files = %v, want [%s]", res.Files, name)
	}
	if b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(name))); err != nil || string(b) != "PNG\n" {
		t.Errorf("copied file: %q, %v", b, err)
	}
}

// tocOf is the heading ids of a post page's table of contents, nested
// entries after their parents.
func tocOf(t *testing.T, r *pluginpb.Route) []string {
	t.Helper()
	var data struct {
		TOC []mdpage.TOCItem `json:"toc"`
	}
	if err := json.Unmarshal(r.DataJson, &data); err != nil {
		t.Fatal(err)
	}
	var ids []string
	var walk func([]mdpage.TOCItem)
	walk = func(items []mdpage.TOCItem) {
		for _, it := range items {
			ids = append(ids, it.ID)
			walk(it.Children)
		}
	}
	walk(data.TOC)
	return ids
}

func TestTOCLevelsFollowTheThemeConfig(t *testing.T) {
	const post = `
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
---
## Two

### Three

#### Four

##### Five
`
	if got := strings.Join(tocOf(t, mustLoadBlog(t, post, `{}`).routes["/blog/welcome"]), " "); got != "two three" {
		t.Errorf("default toc = %q, want h2 and h3", got)
	}
	l := mustLoadBlog(t, post, `{"themeConfig":{"tableOfContents":{"minHeadingLevel":3,"maxHeadingLevel":5}}}`)
	if got := strings.Join(tocOf(t, l.routes["/blog/welcome"]), " "); got != "three four five" {
		t.Errorf("toc = %q, want h3 to h5", got)
	}
}

func TestADraftsBodyIsNotRendered(t *testing.T) {
	// Its broken link would fail the build if the body were parsed.
	l := mustLoadBlog(t, `
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
---
Hello.
-- site/blog/2021-12-01-later.md --
---
title: Later
draft: true
---
See [nothing](./nothing.md).
`, `{}`)
	if l.routes["/blog/later"] != nil || l.routes["/blog/welcome"] == nil {
		t.Errorf("routes: %v", l.routes)
	}
}

func TestFrontMatterErrorNamesFileAndLine(t *testing.T) {
	_, err := loadBlog(t, `
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
toc_max_heading_level: 9
---
Hello.
`, `{}`)
	if err == nil || !strings.HasPrefix(err.Error(), "site/blog/2021-08-26-welcome.md:3:24: front matter: toc_max_heading_level must be a whole number from 2 to 6") {
		t.Errorf("err = %v", err)
	}
}

// Whatever a Load reads outside the blog folder is watched on its own:
// the files posts reference and the authors file; those looked for and
// not found are sent as missing. The folder covers what it holds.
func TestFilesOutsideTheFolderAreWatched(t *testing.T) {
	const archive = `
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
---
![Logo](../static/img/logo.png) ![A screenshot](./img/shot.png)

<!-- truncate -->

[Slides](../static/slides.pdf)
-- site/blog/img/shot.png --
PNG
-- site/static/img/logo.png --
PNG
`
	cases := []struct{ options, authors string }{
		{"", ""}, // site/blog/authors.yml, in the folder
		{`{"authorsMapPath":"../authors.yml"}`, "site/authors.yml"},
	}
	for _, c := range cases {
		dir, sent, err := mdpagetest.LoadWithOptions(t, New(), archive, c.options, `{}`)
		if err != nil {
			t.Fatal(err)
		}
		in := func(rel string) string { return filepath.Join(dir, filepath.FromSlash(rel)) }
		want := []string{in("site/blog"), in("site/static/img/logo.png")}
		missing := []string{in("site/static/slides.pdf")}
		if c.authors != "" {
			missing = append(missing, in(c.authors))
		}
		if !slices.Equal(sent.Watches, want) || !slices.Equal(sent.Missing, missing) {
			t.Errorf("options %s: watched %q and missing %q, want %q and %q", c.options, sent.Watches, sent.Missing, want, missing)
		}
	}
}

func TestDescribeDeclaresReusable(t *testing.T) {
	d, err := New().Describe(context.Background())
	if err != nil || !d.Reusable {
		t.Errorf("Describe = %v, %v: want reusable", d, err)
	}
}
