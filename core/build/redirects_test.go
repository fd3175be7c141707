package build

import (
	"strings"
	"testing"
)

const redirectSite = `
-- site.toml --
title = "Tiny"
url = "https://tiny.example"

[[plugins]]
name = "pages"

[[plugins]]
name = "redirects"
[[plugins.options.redirects]]
from = "/old-home"
to = "/new-home"
[[plugins.options.redirects]]
from = ["/2024-recap", "/recap/"]
to = "https://github.com/facebook/lexical/discussions/7220"

[[plugins]]
name = "sitemap"
-- site/pages/index.tsx --
export default function Home() { return <p>home</p>; }
-- site/pages/new-home.tsx --
export default function NewHome() { return <p>the new home</p>; }
`

func TestRedirectPages(t *testing.T) {
	s := newTestSite(t, redirectSite)
	s.mustBuild()
	s.assertFile("build/old-home/index.html",
		`<meta http-equiv="refresh" content="0; url=/new-home">`,
		`<link rel="canonical" href="https://tiny.example/new-home">`,
		`location.replace("/new-home" + location.search + location.hash)`,
		`<a href="/new-home">https://tiny.example/new-home</a>`,
		`<meta name="robots" content="noindex`,
		"! __FOLIO_STATE__",
	)
	for _, f := range []string{"build/2024-recap/index.html", "build/recap/index.html"} {
		s.assertFile(f,
			`<meta http-equiv="refresh" content="0; url=https://github.com/facebook/lexical/discussions/7220">`,
			`<link rel="canonical" href="https://github.com/facebook/lexical/discussions/7220">`,
			`<a href="https://github.com/facebook/lexical/discussions/7220">`,
		)
	}
	// The router knows the path, so in-app links follow the redirect too.
	if !strings.Contains(s.read("build/__folio/routes.json"), `"/2024-recap"`) {
		t.Error("the route manifest lacks /2024-recap")
	}
	s.assertFile("build/sitemap.xml", "https://tiny.example/new-home", "! old-home", "! recap")
}

func TestRedirectOverAPageIsAnError(t *testing.T) {
	s := newTestSite(t, redirectSite)
	s.write("site.toml", strings.Replace(s.read("site.toml"), `from = "/old-home"`, `from = "/new-home/"`, 1))
	s.write("site/pages/elsewhere.tsx", "export default function E() { return <p>e</p>; }")
	s.write("site.toml", strings.Replace(s.read("site.toml"), `to = "/new-home"`, `to = "/elsewhere"`, 1))
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "/new-home/ is a page of the site") {
		t.Fatalf("want an error about the page at /new-home/, got %v", err)
	}
}

func TestRedirectToAMissingPageIsAnError(t *testing.T) {
	s := newTestSite(t, redirectSite)
	s.write("site.toml", strings.Replace(s.read("site.toml"), `to = "/new-home"`, `to = "/nowhere"`, 1))
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "the site has no page there") {
		t.Fatalf("want an error about the missing target, got %v", err)
	}
}
