package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/files"
)

// What an older folio left in the site's cache folder (another layout's
// names), what a build killed midway left for this output (a blob, a
// manifest, a spare that nothing names) and what a plugin's run killed
// before its store's manifest left, is gone after the next build.
// What a later build needs stays: this output's named files, another
// output's and another site's, the plugins' stores, the TypeDoc runner, a
// temporary file another process may be about to rename; in a store
// folder, what its manifest names (a store of another folio is left
// whole). The build after
// the sweep reuses everything, and spares go to the trash the builds
// empty.
func TestABuildSweepsTheCacheFolder(t *testing.T) {
	s := newTestSite(t, smallSite) // its own node_modules folder, so its own cache folder
	s.mustBuild()
	s.mustBuild() // now with a spare
	out := filepath.Join(s.dir, "build")
	dir, id := cacheDir(s.dir), outputID(out)
	other := outputID(filepath.Join(s.dir, "elsewhere"))
	hex32 := strings.Repeat("0123456789abcdef", 2)

	garbage := []string{
		"build-" + id + ".json",                  // an older folio's main file
		"build-" + id + "-" + hex32 + ".blob",    // an older blob form
		blobKind.name(id, hex32),                 // a blob this output's record does not name
		manifestKind.name(id, "1-killed"),        // a manifest it does not name
		"search-main.table", "search-main.index", // the search store before it was a folder
		"search-main.records",
		"typedoc-0123456789abcdef0123.json", "reference-0123456789abcdef0123.gob", // apiref's before its folder
		"typedoc-runner.mjs",                         // apiref's TypeDoc runner before its folder
		".index-old", "build-" + id + ".gob.123.tmp", // temporaries long abandoned
	}
	spares := []string{"spare-" + id, spareKind.name(id, "1-killed")}
	kept := []string{
		mainKind.name(other, ""), blobKind.name(other, hex32), manifestKind.name(other, "2-b"),
		serverKind.name(other, "") + ".map", lockKind.name(other, ""),
		"typedoc/typedoc-runner.mjs", "fresh.tmp", "docs-0123abcd/manifest", "docs-0123abcd/shard-old",
		spareKind.name(other, "2-b") + "/index.html",
	}
	old := time.Now().Add(-time.Hour)
	for _, name := range append(append(garbage, kept...), spares[0]+"/index.html", spares[1]+"/index.html") {
		file := filepath.Join(dir, filepath.FromSlash(name))
		writeFile(t, file, "left here")
		if name != "fresh.tmp" {
			must(t, os.Chtimes(file, old, old))
		}
	}
	// A store whose manifest is this folio's, with a file a killed run
	// left and one another process is writing now.
	store := filepath.Join(dir, "docs-feedbeef")
	writeFile(t, filepath.Join(store, "shard-live"), "named")
	must(t, files.CommitStore(store, []string{"shard-live"}))
	writeFile(t, filepath.Join(store, "shard-left"), "left by a killed run")
	must(t, os.Chtimes(filepath.Join(store, "shard-left"), old, old))
	writeFile(t, filepath.Join(store, "shard-new"), "being written")
	garbage = append(garbage, "docs-feedbeef/shard-left")
	kept = append(kept, "docs-feedbeef/shard-live", "docs-feedbeef/shard-new", "docs-feedbeef/"+files.StoreManifest)

	head := readCacheHead(filepath.Join(dir, mainKind.name(id, "")))
	if head == nil || head.Spare == "" {
		t.Fatal("no record with a spare after two builds")
	}

	s.write("site/pages/about.md", "---\ntitle: About us\n---\n# About us\n\nWe write *tiny* sites.\n")
	if sum := s.mustBuild(); sum.Rendered == 0 {
		t.Fatal("the edit rendered nothing")
	}
	for _, name := range append(garbage, spares...) {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); err == nil {
			t.Errorf("%s is still in the cache folder after a build", name)
		}
	}
	for _, name := range kept {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); err != nil {
			t.Errorf("the sweep removed %s: %v", name, err)
		}
	}
	for _, name := range spares {
		if _, err := os.Stat(filepath.Join(dir, "trash", name)); err != nil {
			t.Errorf("the spare %s did not go to the trash: %v", name, err)
		}
	}
	if _, err := os.Stat(filepath.Join(s.dir, "node_modules", "node_modules")); err == nil {
		t.Error("a trash was made outside the cache folder")
	}
	// What the record names is all there: the build after the sweep
	// reads it whole, with both manifests, and renders nothing.
	main := filepath.Join(dir, mainKind.name(id, ""))
	head = readCacheHead(main)
	if readCacheRecords(main, head) == nil {
		t.Fatal("the record the sweeping build wrote does not read whole")
	}
	for _, build := range []string{head.Output, head.Spare} {
		if readManifest(manifestPath(s.dir, out, build), build) == nil {
			t.Errorf("the manifest of build %q does not read after the sweep", build)
		}
	}
	for _, kept := range []string{sparePath(s.dir, out, head.Spare), filepath.Join(dir, serverKind.name(id, ""))} {
		if _, err := os.Stat(kept); err != nil {
			t.Errorf("the sweep removed %s: %v", filepath.Base(kept), err)
		}
	}
	if sum := s.mustBuild(); sum.Rendered != 0 || !sum.Recycled {
		t.Errorf("the build after the sweep rendered %d pages (recycled: %v), want none, from the spare", sum.Rendered, sum.Recycled)
	}
	s.assertFile("build/about/index.html", "<em>tiny</em>")
	// The build empties the trash in the background, without waiting.
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		entries, _ := os.ReadDir(filepath.Join(dir, "trash"))
		if len(entries) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the trash still holds %d entries a minute after the next build", len(entries))
		}
	}
}

// Two sites that share one node_modules (a monorepo) share its cache
// folder: each build's sweep leaves the other site's records, manifests,
// spare and stores, so that its next build still renders nothing.
func TestASweepLeavesAnotherSitesCache(t *testing.T) {
	a, b := newTestSite(t, smallSite), newTestSite(t, smallSite)
	must(t, os.RemoveAll(filepath.Join(b.dir, "node_modules")))
	must(t, os.Symlink(filepath.Join(a.dir, "node_modules"), filepath.Join(b.dir, "node_modules")))
	for range 2 { // the second builds have spares
		a.mustBuild()
		b.mustBuild()
	}
	b.write("site/pages/about.md", "---\ntitle: About us\n---\n# About us\n\nWe write *tiny* sites.\n")
	b.mustBuild()
	if sum := a.mustBuild(); sum.Rendered != 0 || !sum.Recycled {
		t.Errorf("after the other site's builds, a build that changes nothing rendered %d pages (recycled: %v)", sum.Rendered, sum.Recycled)
	}
	if sum := b.mustBuild(); sum.Rendered != 0 || !sum.Recycled {
		t.Errorf("after the other site's build, a build that changes nothing rendered %d pages (recycled: %v)", sum.Rendered, sum.Recycled)
	}
	b.assertFile("build/about/index.html", "<em>tiny</em>")
}
