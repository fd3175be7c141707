package build

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const smallSite = `
-- site.toml --
title = "Tiny"
tagline = "A tiny site"
url = "https://tiny.example"
titleDelimiter = "·"
staticDirectories = ["static"]

[themeConfig.navbar]
title = "Tiny"

[[themeConfig.navbar.items]]
label = "About"
to = "/about"

[themeConfig.footer]
style = "dark"
copyright = "Copyright Tiny"

[[plugins]]
name = "pages"
[plugins.options]
path = "site/pages"
-- site/pages/index.tsx --
import Layout from '@theme/Layout';
import { useSiteConfig } from '@folio/client';
export default function Home() {
  const { tagline } = useSiteConfig();
  return <Layout><p className="tagline">{tagline}</p></Layout>;
}
-- site/pages/about.md --
---
title: About us
description: Who we are
---
# About us

We write **small** sites.
-- site/theme/Footer.tsx --
export default function Footer() {
  return <footer className="shadowed-footer">A shadowed footer</footer>;
}
-- static/robots.txt --
User-agent: *
`

func TestBuildSmallSite(t *testing.T) {
	s := newTestSite(t, smallSite)
	sum := s.mustBuild()

	if sum.Routes != 3 {
		t.Errorf("routes = %d, want 3 (/, /about, /404.html)", sum.Routes)
	}
	if len(sum.Plugins) != 1 || sum.Plugins[0].Name != "pages" || sum.Plugins[0].Routes != 2 {
		t.Fatalf("plugins = %+v", sum.Plugins)
	}
	if pid := sum.Plugins[0].PID; pid <= 0 || pid == os.Getpid() {
		t.Errorf("the pages plugin should run in its own process, pid %d", pid)
	}
	var stages []string
	for _, st := range sum.Stages {
		stages = append(stages, st.Name)
	}
	if got := strings.Join(stages, ","); got != "config,start plugins,load,resolve routes,bundle,render,post-build,check,commit" {
		t.Errorf("stages = %s", got)
	}

	s.assertFile("build/index.html",
		`<html lang="en" dir="ltr"`,
		`<meta name="viewport" content="width=device-width, initial-scale=1.0">`,
		"<title>Tiny</title>",
		`<p class="tagline">A tiny site</p>`,
		"A shadowed footer",
		`<script id="__FOLIO_STATE__" type="application/json">`,
		`<link rel="modulepreload" href="/assets/`,
		`<script type="module" src="/assets/folio-`,
	)
	s.assertFile("build/about/index.html",
		"<title>About us · Tiny</title>",
		`<meta name="description" content="Who we are">`,
		`<strong>small</strong>`,
		"data-folio-content",
		// The article is in the HTML once, not again in the hydration state.
		"! \"content\":",
	)
	s.assertFile("build/404.html", "<title>Page Not Found · Tiny</title>", "Page Not Found", "We could not find what you were looking for.", `content="noindex, nofollow"`)
	s.assertFile("build/robots.txt", "User-agent: *")

	// The client fetches the manifest and route data on navigation.
	manifest := regexp.MustCompile(`"manifest":"(/__folio/routes\.json)"`).FindStringSubmatch(s.read("build/index.html"))
	if manifest == nil {
		t.Fatal("no manifest URL in the hydration state")
	}
	s.assertFile(filepath.Join("build", manifest[1]), `"/about":[`, `"/":[`, "! 404.html")
}

func TestFailedBuildKeepsPreviousOutput(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.mustBuild()
	before := s.read("build/index.html")

	s.write("site/pages/index.tsx", "export default function Home( {\n")
	_, err := s.build()
	if err == nil {
		t.Fatal("a page with a syntax error should fail the build")
	}
	if !strings.Contains(err.Error(), "site/pages/index.tsx:2:1: Expected identifier") {
		t.Errorf("error should name the file and line: %v", err)
	}
	if after := s.read("build/index.html"); after != before {
		t.Error("the previous output changed after a failed build")
	}
	leftovers, _ := filepath.Glob(filepath.Join(s.dir, ".build.tmp-*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary output left behind: %v", leftovers)
	}
}

func TestComponentThatThrowsNamesTheRoute(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.write("site/pages/index.tsx", "export default function Home() { throw new Error('boom in home'); }\n")
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "rendering /") || !strings.Contains(err.Error(), "boom in home") {
		t.Fatalf("err = %v", err)
	}
}

func TestMissingThemeComponentIsAnError(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.write("site.toml", strings.Replace(s.read("site.toml"), `title = "Tiny"`, "title = \"Tiny\"\ntheme = \"./nowhere\"", 1))
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), `theme "./nowhere" not found`) {
		t.Fatalf("err = %v", err)
	}
}

func TestOutFlag(t *testing.T) {
	s := newTestSite(t, smallSite)
	out := filepath.Join(t.TempDir(), "public")
	sum, err := Build(t.Context(), Options{ConfigFile: filepath.Join(s.dir, "site.toml"), OutDir: out})
	if err != nil {
		t.Fatal(err)
	}
	if sum.OutDir != out {
		t.Errorf("OutDir = %s", sum.OutDir)
	}
	if _, err := os.Stat(filepath.Join(out, "about", "index.html")); err != nil {
		t.Error(err)
	}
}

// Options.Cold is called by a build that finds no earlier one to start
// from, and not by the next.
func TestColdIsCalledOnlyWithoutAnEarlierBuild(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Cold"
url = "https://cold.example"
-- site/pages/index.md --
# Home
`)
	for i, want := range []bool{true, false} {
		cold := false
		if _, err := Build(t.Context(), Options{ConfigFile: filepath.Join(s.dir, "site.toml"), Cold: func() { cold = true }}); err != nil {
			t.Fatal(err)
		}
		if cold != want {
			t.Errorf("build %d: Cold called %v, want %v", i+1, cold, want)
		}
	}
}
