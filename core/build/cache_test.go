package build

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/bundle"
)

// A second build reuses the bundle and every unchanged page; an edit
// renders just its page; a code change rebuilds the bundle and every page.
// readCache reads the cache as a build does: its main file, then its page
// records.
func readCache(file string) *buildCache {
	return readCacheRecords(file, readCacheHead(file))
}

func TestWarmBuildReusesUnchangedWork(t *testing.T) {
	s := newTestSite(t, smallSite)
	first := s.mustBuild()
	if first.Rendered != 3 {
		t.Fatalf("cold build rendered %d pages, want 3", first.Rendered)
	}
	home := s.read("build/index.html")

	warm := s.mustBuild()
	if warm.Rendered != 0 {
		t.Errorf("warm build rendered %d pages, want 0", warm.Rendered)
	}
	if got := s.read("build/index.html"); got != home {
		t.Error("a reused page differs from the one it replaces")
	}
	s.write("warm-manifest.json", s.read("build/__folio/routes.json"))
	const warmManifest = "warm-manifest.json"

	s.write("site/pages/about.md", "---\ntitle: About us\n---\n# About us\n\nWe write *tiny* sites.\n")
	edited := s.mustBuild()
	if edited.Rendered != 1 {
		t.Errorf("after editing one page, %d pages rendered, want 1", edited.Rendered)
	}
	s.assertFile("build/about/index.html", "<em>tiny</em>")
	// The edited route has a new data file, the others keep theirs.
	before, after := dataFiles(t, s.read(warmManifest)), dataFiles(t, s.read("build/__folio/routes.json"))
	if before["/about"] == after["/about"] {
		t.Error("the edited route kept its old data file")
	}
	s.assertFile("build"+after["/about"], `\u003cem\u003etiny\u003c/em\u003e`)
	if before["/"] != after["/"] {
		t.Errorf("the home page's data file changed from %s to %s", before["/"], after["/"])
	}
	s.assertFile("build"+after["/"], `"meta"`)

	time.Sleep(10 * time.Millisecond) // a distinct modification time
	s.write("site/theme/Footer.tsx", "export default function Footer() { return <footer>A new footer</footer>; }\n")
	recoded := s.mustBuild()
	if recoded.Rendered != 3 {
		t.Errorf("after a code change, %d pages rendered, want 3", recoded.Rendered)
	}
	if !strings.Contains(s.read("build/index.html"), "A new footer") {
		t.Error("the code change did not reach the pages")
	}
}

// dataFiles reads a route manifest: each route's data file URL by path.
func dataFiles(t *testing.T, manifest string) map[string]string {
	t.Helper()
	var m struct {
		Routes map[string][2]any `json:"routes"`
	}
	if err := json.Unmarshal([]byte(manifest), &m); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for path, entry := range m.Routes {
		out[path], _ = entry[1].(string)
	}
	return out
}

// A cache cut short (a disk that filled up, a build killed mid-write by
// something other than folio) only costs a full build: its main file is
// read whole or not at all.
func TestACacheCutShortIsNotUsed(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.mustBuild()
	file, _ := cachePaths(s.dir, filepath.Join(s.dir, "build"))
	whole := readCache(file)
	if whole == nil || whole.Records != 3 {
		t.Fatalf("the cache of a 3-page build holds %v", whole)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b[:len(b)-40], 0o644); err != nil {
		t.Fatal(err)
	}
	if readCache(file) != nil {
		t.Fatal("a cache cut short was read")
	}
	if sum := s.mustBuild(); sum.Rendered != 3 {
		t.Errorf("after the cache was cut short, %d pages rendered, want 3", sum.Rendered)
	}
	s.assertFile("build/about/index.html", "<strong>small</strong>")
}

// A main file with a bit flipped anywhere is not read: gob alone would
// read many such files (a flip inside a string, an asset's name among
// them), so it carries a checksum.
func TestAMainFileWithABitFlippedIsNotRead(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.mustBuild()
	file, _ := cachePaths(s.dir, filepath.Join(s.dir, "build"))
	b, err := os.ReadFile(file)
	if err != nil || readCacheHead(file) == nil {
		t.Fatalf("the main file does not read: %v", err)
	}
	dir := t.TempDir()
	flipped := filepath.Join(dir, filepath.Base(file))
	// A few hundred places spread over the file (every byte takes a minute).
	for i := 0; i < len(b); i += len(b)/300 + 1 {
		bad := slices.Clone(b)
		bad[i] ^= 1 << (i % 8)
		if err := os.WriteFile(flipped, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		if readCacheHead(flipped) != nil {
			t.Fatalf("the main file with a bit of byte %d of %d flipped was read", i, len(b))
		}
	}
}

// A bucket file that is gone (cleaned by hand, a disk tool) makes the
// whole cache unusable: the next build is a full one, and right.
func TestACacheMissingABucketIsNotUsed(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.mustBuild()
	file, _ := cachePaths(s.dir, filepath.Join(s.dir, "build"))
	c := readCache(file)
	if c == nil || len(c.BucketFiles) < 2 {
		t.Fatalf("the cache of a 3-page build in buckets of %d has buckets %v", pagesPerBucket, c)
	}
	if err := os.Remove(filepath.Join(filepath.Dir(file), c.BucketFiles[1])); err != nil {
		t.Fatal(err)
	}
	if readCache(file) != nil {
		t.Fatal("a cache missing a bucket file was read")
	}
	s.write("site/pages/about.md", "---\ntitle: About us\n---\n# About us\n\nWe write *tiny* sites.\n")
	if sum := s.mustBuild(); sum.Rendered != 3 {
		t.Errorf("after a bucket file was lost, %d pages rendered, want 3", sum.Rendered)
	}
	s.assertFile("build/about/index.html", "<em>tiny</em>")
}

// After an edit, the cache rewrites the bucket files of the pages whose
// records changed, names the others again, and removes the files it
// replaced.
func TestAnEditRewritesOnlyItsBuckets(t *testing.T) {
	site := smallSite
	for i := range 12 {
		site += fmt.Sprintf("-- site/pages/p%02d.md --\n# Page %d\n\nText %d.\n", i, i, i)
	}
	s := newTestSite(t, site)
	file, _ := cachePaths(s.dir, filepath.Join(s.dir, "build"))
	bucketsOnDisk := func() map[string]bool {
		m, err := filepath.Glob(strings.TrimSuffix(file, ".gob") + "-*.bin")
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, f := range m {
			out[filepath.Base(f)] = true
		}
		return out
	}
	// The files beside the main file are its buckets and the plugins'
	// Load streams (reuse.go), each named in it.
	named := func(c *buildCache) int {
		n := len(c.BucketFiles)
		for _, p := range c.Plugins {
			n += len(p.Stream)
		}
		return n
	}
	// Two builds: the second has a spare, whose records then match.
	s.mustBuild()
	s.mustBuild()
	before := bucketsOnDisk()
	if c := readCache(file); c == nil {
		t.Fatal("no cache after two builds")
	} else if len(before) != named(c) || len(c.BucketFiles) < 4 {
		t.Fatalf("15 pages in buckets of %d: %d files on disk, %d named by the cache", pagesPerBucket, len(before), named(c))
	}
	s.write("site/pages/p03.md", "# Page 3\n\nText edited.\n")
	if sum := s.mustBuild(); sum.Rendered != 1 {
		t.Fatalf("one edit rendered %d pages", sum.Rendered)
	}
	after := bucketsOnDisk()
	c := readCache(file)
	if c == nil {
		t.Fatal("no cache after the edit")
	}
	if len(after) != named(c) {
		t.Fatalf("after the edit: %d files on disk, %d named by the cache", len(after), named(c))
	}
	var written []string
	for _, name := range c.BucketFiles {
		if !before[name] {
			written = append(written, name)
		}
	}
	if len(written) != 1 {
		t.Errorf("one edit wrote bucket files %v, want the edited page's only", written)
	}
	// The spare's older page is in the spare's manifest (manifest.go).
	spare := readManifest(manifestPath(s.dir, filepath.Join(s.dir, "build"), c.Spare), c.Spare)
	if spare == nil {
		t.Fatal("no spare manifest after the edit")
	}
	for _, r := range c.Buckets[bucketOf("/p03", len(c.Buckets))] {
		if r.Path == "/p03" && spare.Pages["/p03"].Fingerprint == r.Fingerprint {
			t.Errorf("the spare's manifest does not keep its older page: %+v", spare.Pages["/p03"])
		}
	}
	s.assertFile("build/p03/index.html", "Text edited.")
}

// The cache's main file keeps the bundle's modulepreload lists (which its
// JSON leaves out): a page rendered with a kept bundle preloads what the
// same page of a cold build does.
func TestTheCacheKeepsTheBundlesPreloads(t *testing.T) {
	file := filepath.Join(t.TempDir(), "build-x.gob")
	c := &buildCache{cacheHead: cacheHead{Bundle: &bundle.Result{
		Client:     bundle.Asset{JS: "assets/js/client.js", Preload: []string{"/assets/js/chunk-a.js"}},
		Components: map[string]bundle.Asset{"Doc": {JS: "assets/js/doc.js", Preload: []string{"/assets/js/chunk-b.js"}}},
	}}}
	if err := c.write(file, storedBuckets{}); err != nil {
		t.Fatal(err)
	}
	h := readCacheHead(file)
	if h == nil || h.Bundle == nil {
		t.Fatal("the cache's main file does not read back")
	}
	if got := h.Bundle.Client.Preload; !slices.Equal(got, []string{"/assets/js/chunk-a.js"}) {
		t.Errorf("the client's preloads read back as %q", got)
	}
	if got := h.Bundle.Components["Doc"].Preload; !slices.Equal(got, []string{"/assets/js/chunk-b.js"}) {
		t.Errorf("a component's preloads read back as %q", got)
	}
}
