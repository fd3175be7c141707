// Package sitetest lays out test sites that use the repository's installed
// npm packages. Only tests import it.
package sitetest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// RepoRoot is the repository's root folder.
func RepoRoot() string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(here), "..", "..")
}

// LinkNodeModules makes site/node_modules a folder with a link to each of
// the repository's installed packages, its .cache left out. folio keeps a
// site's cache in node_modules/.cache, so a link to the whole folder would
// leave each test site's cache (bundles, records, spare outputs) in the
// repository's node_modules once the site is gone: hundreds of megabytes
// for every run of the tests. The test is skipped when a package it needs
// (react when none is named) is not installed.
func LinkNodeModules(t testing.TB, site string, need ...string) {
	t.Helper()
	repo, err := filepath.Abs(filepath.Join(RepoRoot(), "node_modules"))
	if err != nil {
		t.Fatal(err)
	}
	if len(need) == 0 {
		need = []string{"react"}
	}
	for _, p := range need {
		if _, err := os.Stat(filepath.Join(repo, p)); err != nil {
			t.Skipf("npm dependencies are not installed (no %s); run npm ci", p)
		}
	}
	entries, err := os.ReadDir(repo)
	if err != nil {
		t.Fatal(err)
	}
	modules := filepath.Join(site, "node_modules")
	if err := os.MkdirAll(modules, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == ".cache" {
			continue
		}
		if err := os.Symlink(filepath.Join(repo, e.Name()), filepath.Join(modules, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
}
