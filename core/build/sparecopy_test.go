package build

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// A build that starts from the spare copies the few pages the spare lacks
// (those the last build wrote) instead of linking them: the served files
// keep their change times, so the served output's manifest, the spare's
// once the build commits, is not written again. Whatever a deploy step
// then does to such a copied page, the builds that follow write what a
// cold build writes.
func TestABuildFromTheSpareCopiesWhatItLacksAndStaysExact(t *testing.T) {
	s := newTestSite(t, docsSite)
	out := filepath.Join(s.dir, "build")
	intro := filepath.Join(out, "docs", "intro", "index.html")
	s.mustBuild()
	damages := []struct {
		name string
		do   func(file string)
	}{
		{"deleted", func(f string) { must(t, os.Remove(f)) }},
		{"appended to", func(f string) { appendTo(t, f, "<!-- deployed -->") }},
		{"replaced", func(f string) { replaceFile(t, f) }},
		{"changed in place keeping its size and time", func(f string) { keepingTime(t, f, func() { overwriteInPlace(t, f) }) }},
	}
	for i, d := range damages {
		// This build writes the intro page anew; the next one, an edit
		// elsewhere, starts from the spare, which lacks that page.
		s.write("site/docs/intro.md", fmt.Sprintf("# Introduction\n\nEdit %d.\n", i))
		s.mustBuild()
		s.write("site/docs/basics/setup.md", fmt.Sprintf("# Setup\n\nEdit %d.\n", i))
		manifest := spareManifest(t, s.dir, out)
		before, err := os.Stat(manifest)
		must(t, err)
		s.mustBuild()
		spare := spareOf(t, s.dir, out)
		served, err := os.Stat(intro)
		must(t, err)
		kept, err := os.Stat(filepath.Join(spare, "docs", "intro", "index.html"))
		must(t, err)
		if os.SameFile(served, kept) {
			t.Errorf("round %d: the intro page the spare lacked was linked from the served output, not copied", i)
		}
		if after, err := os.Stat(manifest); err != nil || !os.SameFile(before, after) || !after.ModTime().Equal(before.ModTime()) {
			t.Errorf("round %d: the served output's manifest was written again by a build that changed one page (%v)", i, err)
		}

		d.do(intro)
		s.write("site/docs/basics/index.md", fmt.Sprintf("# Basics\n\nEdit %d.\n", i))
		s.mustBuild()
		sameTree(t, "after the copied page was "+d.name+" and a doc edited", readTree(t, out), s.coldTree(), nil)
		s.mustBuild()
		sameTree(t, "after the copied page was "+d.name+", then a build with no change", readTree(t, out), s.coldTree(), nil)
	}
}

// spareManifest is the manifest of the served output, the one the next
// build keeps as the spare: the newest manifest besides the spare's.
func spareManifest(t *testing.T, site, out string) string {
	t.Helper()
	_, id, ok := spareKind.parse(filepath.Base(spareOf(t, site, out)))
	if !ok {
		t.Fatal("the spare's name does not parse")
	}
	found, _ := filepath.Glob(manifestPath(site, out, "*"))
	for _, f := range found {
		if f != manifestPath(site, out, id) {
			return f
		}
	}
	t.Fatalf("no manifest besides the spare's among %q", found)
	return ""
}
