package build

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/folio-docs/folio/internal/sitetest"
)

// The first build of a site whose cache is empty unpacks the binary's
// runtime; the build after it, with nothing changed, keeps that bundle
// instead of bundling again. (The runtime was unpacked after the ledger's
// marker: every file of it was racy, the bundle's record was not trusted,
// and the first edit after a fresh clone or a deleted cache paid for a
// whole bundle.) The site has a node_modules of its own (linkPackages),
// so that its cache is its own.
func TestTheBuildAfterAColdOneKeepsTheBundle(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Cold"
url = "https://cold.example"
[[plugins]]
name = "docs"
-- site/docs/intro.md --
# Intro

Hello.
`)
	shared := filepath.Join(sitetest.RepoRoot(), "node_modules")
	own := filepath.Join(s.dir, "node_modules")
	if err := os.RemoveAll(own); err != nil {
		t.Fatal(err)
	}
	linkPackages(t, shared, own)
	s.mustBuild()
	_, server := cachePaths(s.dir, filepath.Join(s.dir, "build"))
	first, err := os.Stat(server)
	if err != nil {
		t.Fatalf("the cold build kept no server bundle: %v", err)
	}
	// Past the file system's tick, as a user's next build is.
	waitForNextTick(t, s.dir)
	s.mustBuild()
	second, err := os.Stat(server)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(first, second) || !second.ModTime().Equal(first.ModTime()) {
		t.Errorf("the build after a cold one bundled again (its server bundle was rewritten at %v, the cold one's at %v)", second.ModTime(), first.ModTime())
	}
	s.assertFile("build/docs/intro/index.html", "Hello.")
}
