package build

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// llmsSite has every content kind the llms plugin writes twins of (docs
// in two sidebars, one outside any sidebar, a post, a Markdown page) and
// the pages it must leave out: an unlisted doc, a draft, a React page.
const llmsSite = `
-- site.toml --
title = "Tiny"
tagline = "Small docs."
url = "https://tiny.example"

[[themeConfig.navbar.items]]
type = "docSidebar"
sidebarId = "guide"
label = "Guide"

[[plugins]]
name = "docs"
[plugins.options]
sidebarPath = "site/sidebars.json"

[[plugins]]
name = "blog"

[[plugins]]
name = "pages"

[[plugins]]
name = "sitemap"

[[plugins]]
name = "llms"
-- site/sidebars.json --
{
  "guide": ["intro", {"type": "category", "label": "Basics", "items": ["basics/install", "basics/tabs"]}],
  "more": ["extra"]
}
-- site/docs/intro.md --
---
title: Introduction
description: Where to start.
---
# Introduction

Read [the install guide](./basics/install.md) first.

![The logo](./logo.png)

:::tip Quick
Go fast.
:::
-- site/docs/logo.png --
PNG
-- site/docs/basics/install.md --
---
title: Install
---
| tool | command |
|---|---|
| npm | ` + "`npm i x`" + ` |
-- site/docs/basics/tabs.mdx --
---
title: Tabs
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs>
<TabItem value="a" label="First">

One.

</TabItem>
<TabItem value="b" label="Second">

Two.

</TabItem>
</Tabs>
-- site/docs/extra.md --
---
title: Extra
---
Extra text.
-- site/docs/loose.md --
---
title: Loose
---
In no sidebar.
-- site/docs/secret.md --
---
title: Secret
unlisted: true
---
Hidden.
-- site/docs/wip.md --
---
title: Work in progress
draft: true
---
Not yet.
-- site/blog/2024-01-01-hello.md --
---
title: Hello
description: The first post.
---
Hi.
-- site/pages/about.md --
---
title: About
---
About us.
-- site/pages/index.tsx --
export default function Home() { return <main>Home</main>; }
`

func TestEveryMarkdownPageInTheSitemapHasATwinAndLlmsTxtResolves(t *testing.T) {
	s := newTestSite(t, llmsSite)
	sum := s.mustBuild()
	if !slices.ContainsFunc(sum.Plugins, func(p PluginSummary) bool { return p.Name == "llms" }) {
		t.Fatalf("the llms plugin did not run: %+v", sum.Plugins)
	}

	// Every page of the sitemap has a twin, but those no Markdown makes.
	noTwin := map[string]bool{"/": true, "/blog": true, "/blog/archive": true, "/blog/tags": true, "/blog/authors": true}
	locs := regexp.MustCompile(`<loc>https://tiny\.example([^<]*)</loc>`).FindAllStringSubmatch(s.read("build/sitemap.xml"), -1)
	if len(locs) < 8 {
		t.Fatalf("sitemap lists %d pages", len(locs))
	}
	for _, m := range locs {
		p := m[1]
		twin := filepath.Join(s.dir, "build", strings.TrimSuffix(p, "/")+".md")
		_, err := os.Stat(twin)
		switch {
		case noTwin[p] || strings.HasPrefix(p, "/blog/page/"):
			if err == nil {
				t.Errorf("%s has a twin, but no Markdown made it", p)
			}
		case err != nil:
			t.Errorf("%s, in the sitemap, has no twin: %v", p, err)
		}
	}

	llms := s.read("build/llms.txt")
	links := regexp.MustCompile(`\]\((https://tiny\.example/[^)]*)\)`).FindAllStringSubmatch(llms, -1)
	if len(links) != 7 {
		t.Errorf("llms.txt links %d pages, want 7:\n%s", len(links), llms)
	}
	for _, m := range links {
		file := filepath.Join(s.dir, "build", strings.TrimPrefix(m[1], "https://tiny.example/"))
		if _, err := os.Stat(file); err != nil {
			t.Errorf("llms.txt links %s, which the build does not have", m[1])
		}
	}
	want := `# Tiny

> Small docs.

## Guide

- [Introduction](https://tiny.example/docs/intro.md): Where to start.

## Basics

- [Install](https://tiny.example/docs/basics/install.md)
- [Tabs](https://tiny.example/docs/basics/tabs.md): One.

## More

- [Extra](https://tiny.example/docs/extra.md): Extra text.

## Other docs

- [Loose](https://tiny.example/docs/loose.md): In no sidebar.

## Pages

- [About](https://tiny.example/about.md): About us.

## Optional

- [Hello](https://tiny.example/blog/hello.md): The first post.
`
	if llms != want {
		t.Errorf("llms.txt:\n%s\nwant:\n%s", llms, want)
	}
	for _, gone := range []string{"secret", "Secret", "wip", "Work in progress"} {
		if strings.Contains(llms, gone) || strings.Contains(s.read("build/llms-full.txt"), gone) {
			t.Errorf("an unlisted or draft page (%q) is listed", gone)
		}
	}
	for _, f := range []string{"build/docs/secret.md", "build/docs/wip.md", "build/index.md"} {
		if _, err := os.Stat(filepath.Join(s.dir, f)); err == nil {
			t.Errorf("%s was written", f)
		}
	}

	s.assertFile("build/docs/intro.md",
		"# Introduction\n\n> Where to start.\n\nRead [the install guide](https://tiny.example/docs/basics/install.md) first.\n\n![The logo](", "> **Tip: Quick**\n>\n> Go fast.\n")
	// An image beside the doc: the twin links the copy its plugin published.
	src := regexp.MustCompile(`src="(/assets/docs/[0-9a-f]{8}-logo\.png)"`).FindStringSubmatch(s.read("build/docs/intro/index.html"))
	if src == nil {
		t.Fatal("the doc's image was not published")
	}
	s.assertFile("build/docs/intro.md", "![The logo](https://tiny.example"+src[1]+")")
	s.assertFile("build/docs/basics/tabs.md", "## First\n\nOne.", "## Second\n\nTwo.", "! import", "! <Tab")
	s.assertFile("build/docs/basics/install.md", "| npm | `npm i x` |")
	// llms-full.txt: the docs in sidebar order, the post and pages left out.
	full := s.read("build/llms-full.txt")
	order := []string{"# Introduction", "# Install", "# Tabs", "# Extra", "# Loose"}
	last := -1
	for _, h := range order {
		i := strings.Index(full, "\n"+h+"\n")
		if i <= last {
			t.Errorf("llms-full.txt: %q missing or out of order", h)
		}
		last = i
	}
	if strings.Contains(full, "# Hello") || strings.Contains(full, "# About") {
		t.Errorf("llms-full.txt holds more than the docs")
	}
	// The theme learns the twin from the route's meta.
	s.assertFile("build/docs/intro/index.html", `"markdown":"/docs/intro.md"`, `href="/docs/intro.md"`)
	s.assertFile("build/index.html", `! "markdown":"`)
}

func TestTheLlmsOptionsSayWhatGoesIn(t *testing.T) {
	site := strings.Replace(llmsSite, "[[plugins]]\nname = \"llms\"\n",
		"[[plugins]]\nname = \"llms\"\n[plugins.options]\nblog = false\nfullText = false\nexclude = [\"/docs/basics/**\"]\n", 1)
	s := newTestSite(t, site)
	s.mustBuild()
	llms := s.read("build/llms.txt")
	for _, gone := range []string{"blog/hello", "basics", "## Optional"} {
		if strings.Contains(llms, gone) {
			t.Errorf("llms.txt has %q:\n%s", gone, llms)
		}
	}
	for _, f := range []string{"build/blog/hello.md", "build/docs/basics/install.md", "build/llms-full.txt"} {
		if _, err := os.Stat(filepath.Join(s.dir, f)); err == nil {
			t.Errorf("%s was written", f)
		}
	}
	// No twin, no control.
	s.assertFile("build/blog/hello/index.html", `! "markdown":"`, "! copyPage")
	s.assertFile("build/docs/intro.md", "# Introduction")
}

func TestAMistakeInTheLlmsOptionsFailsTheBuild(t *testing.T) {
	site := strings.Replace(llmsSite, "[[plugins]]\nname = \"llms\"\n", "[[plugins]]\nname = \"llms\"\n[plugins.options]\nexclud = [\"/x\"]\n", 1)
	s := newTestSite(t, site)
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), `llms options in site.toml: unknown option "exclud"; did you mean exclude?`) {
		t.Errorf("build error = %v", err)
	}
}

func TestANoChangeBuildStartsNotEvenTheLlmsPlugin(t *testing.T) {
	s := newTestSite(t, llmsSite)
	backdate(t, s.dir)
	s.mustBuild()
	twin := s.read("build/docs/intro.md")
	reused, started := reusedPlugins(s.mustBuild())
	if len(started) != 0 || !slices.Contains(reused, "llms") {
		t.Errorf("a build with nothing changed started %v (reused %v)", started, reused)
	}
	if got := s.read("build/docs/intro.md"); got != twin {
		t.Errorf("the reused build's twin changed:\n%s", got)
	}
	// An edit reaches the twin.
	s.write("site/docs/intro.md", strings.Replace(s.read("site/docs/intro.md"), "Go fast.", "Go faster.", 1))
	_, started = reusedPlugins(s.mustBuild())
	if !slices.Contains(started, "llms") {
		t.Errorf("an edit did not start the llms plugin: started %v", started)
	}
	s.assertFile("build/docs/intro.md", "> Go faster.")
}

func TestTheMinimalThemeLinksTheTwin(t *testing.T) {
	s := newTestSite(t, strings.Replace(llmsSite, `url = "https://tiny.example"`, "url = \"https://tiny.example\"\ntheme = \"minimal\"", 1))
	// The minimal theme is the repository's themes/minimal.
	_, here, _, _ := runtime.Caller(0)
	if err := os.Symlink(filepath.Join(filepath.Dir(here), "..", "..", "themes"), filepath.Join(s.dir, "themes")); err != nil {
		t.Fatal(err)
	}
	s.mustBuild()
	s.assertFile("build/docs/intro/index.html", `<p class="mn-markdown-link"><a href="/docs/intro.md">View as Markdown</a></p>`)
	s.assertFile("build/blog/hello/index.html", `<a href="/blog/hello.md">View as Markdown</a>`)
	s.assertFile("build/index.html", "! View as Markdown")
}
