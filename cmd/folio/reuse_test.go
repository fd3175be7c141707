package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/folio-docs/folio/internal/sitetest"
)

// The folio binary, run as a user runs it: a build in which nothing
// changed starts no plugin process, and says so; an edit after it starts
// them again and reaches the page.
func TestABuildWithNothingChangedStartsNoPluginProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio and a site")
	}
	repo, _ := filepath.Abs(filepath.Join("..", ".."))
	if _, err := os.Stat(filepath.Join(repo, "node_modules", "react")); err != nil {
		t.Skip("npm dependencies are not installed; run npm ci")
	}
	folio := buildFolio(t)
	site := filepath.Join(t.TempDir(), "site")
	writeFiles(t, site, map[string]string{
		"site.toml":           "title = \"Kept\"\nurl = \"https://kept.example\"\n\n[[plugins]]\nname = \"pages\"\n\n[[plugins]]\nname = \"sitemap\"\n",
		"site/pages/about.md": "# About\n\nFirst words.\n",
	})
	sitetest.LinkNodeModules(t, site)
	// Written long ago: a file changed in the last seconds is not trusted
	// by its stamp, and its build keeps nothing to reuse.
	setBack := func() {
		when := time.Now().Add(-time.Hour)
		for _, f := range []string{"site.toml", "site/pages/about.md"} {
			if err := os.Chtimes(filepath.Join(site, f), when, when); err != nil {
				t.Fatal(err)
			}
		}
	}
	setBack()
	if out := run(t, site, folio, "build"); !regexp.MustCompile(`plugin pages +pid [0-9]+`).MatchString(out) {
		t.Fatalf("the first build did not start the pages plugin:\n%s", out)
	}
	out := run(t, site, folio, "build")
	for _, name := range []string{"pages", "sitemap"} {
		if !regexp.MustCompile(`plugin ` + name + ` +not started`).MatchString(out) {
			t.Errorf("the build with nothing changed does not say the %s plugin was not started:\n%s", name, out)
		}
	}
	assertFileHas(t, filepath.Join(site, "build", "about", "index.html"), "First words.")
	assertFileHas(t, filepath.Join(site, "build", "sitemap.xml"), "https://kept.example/about")

	writeFiles(t, site, map[string]string{"site/pages/about.md": "# About\n\nSecond words.\n"})
	if out := run(t, site, folio, "build"); !regexp.MustCompile(`plugin pages +pid [0-9]+`).MatchString(out) {
		t.Errorf("the build after an edit did not start the pages plugin:\n%s", out)
	}
	assertFileHas(t, filepath.Join(site, "build", "about", "index.html"), "Second words.")
}
