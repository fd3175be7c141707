package search

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// indexAfter runs one PostBuild the way a build does, into a fresh output
// folder holding pages (file → HTML), and returns the index file it wrote,
// byte for byte.
func indexAfter(t *testing.T, siteDir string, pages map[string]string, routes []*pluginpb.RouteSummary, options string) []byte {
	t.Helper()
	b, err := tryIndex(t, siteDir, pages, routes, options)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func tryIndex(t *testing.T, siteDir string, pages map[string]string, routes []*pluginpb.RouteSummary, options string) ([]byte, error) {
	t.Helper()
	return tryIndexOf(t, siteJSON, siteDir, pages, routes, options)
}

// tryIndexOf is tryIndex for the site configuration site.
func tryIndexOf(t *testing.T, site, siteDir string, pages map[string]string, routes []*pluginpb.RouteSummary, options string) ([]byte, error) {
	t.Helper()
	out := t.TempDir()
	for file, html := range pages {
		write(t, out, file, html)
	}
	req := &pluginpb.PostBuildRequest{OutDir: out, SiteDir: siteDir, SiteConfigJson: []byte(site), OptionsJson: []byte(options), Routes: routes}
	res, err := New().PostBuild(context.Background(), req)
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(res.Files[0])))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := indexfile.Read(bytes.NewReader(b), res.Files[0]); err != nil {
		t.Fatalf("the index does not read back: %v", err)
	}
	return b, nil
}

// Records are extracted only from pages whose fingerprint changed, and
// the index is the one a build without the cache writes.
func TestOnlyRewrittenPagesAreExtractedAgain(t *testing.T) {
	siteDir := t.TempDir()
	intro := `<html><body><article><h1>Introduction</h1><p>An editor framework.</p></article></body></html>`
	api := `<html><body><article><h1>API</h1><p>The reference.</p></article></body></html>`
	routes := func(introPrint string) []*pluginpb.RouteSummary {
		return []*pluginpb.RouteSummary{
			{Path: "/docs/intro", File: "docs/intro/index.html", Fingerprint: introPrint, Meta: &pluginpb.RouteMeta{Title: "Introduction"}},
			{Path: "/docs/api", File: "docs/api/index.html", Fingerprint: "api-1", Meta: &pluginpb.RouteMeta{Title: "API"}},
		}
	}
	first := indexAfter(t, siteDir, map[string]string{"docs/intro/index.html": intro, "docs/api/index.html": api}, routes("intro-1"), "")

	// The same fingerprints: no page is read (the output holds none),
	// the index is the same.
	again := indexAfter(t, siteDir, nil, routes("intro-1"), "")
	if !bytes.Equal(again, first) {
		t.Error("the index built from the cache differs from the first one")
	}

	// The intro is rewritten: only it is read (the API page is absent).
	rewritten := `<html><body><article><h1>Introduction</h1><p>Widgets everywhere.</p></article></body></html>`
	edited := indexAfter(t, siteDir, map[string]string{"docs/intro/index.html": rewritten}, routes("intro-2"), "")
	if text := recordLines(t, edited); !strings.Contains(text, "Widgets everywhere.") || strings.Contains(text, "An editor framework.") || !strings.Contains(text, "The reference.") {
		t.Errorf("the index after the edit:\n%s", text)
	}
	cold := indexAfter(t, "", map[string]string{"docs/intro/index.html": rewritten, "docs/api/index.html": api}, routes("intro-2"), "")
	if !bytes.Equal(edited, cold) {
		t.Error("the index of an incremental build differs from a cold one")
	}

	// A page without a fingerprint (a host that sends none) is read.
	if _, err := tryIndex(t, siteDir, nil, routes(""), ""); err == nil || !strings.Contains(err.Error(), "docs/intro/index.html") {
		t.Errorf("a page without a fingerprint was not read: err = %v", err)
	}
}

// recordLines returns an index file's lines after the header.
func recordLines(t *testing.T, index []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(index))
	if err != nil {
		t.Fatal(err)
	}
	all, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	_, body, _ := strings.Cut(string(all), "\n")
	return body
}

// testSite is a site whose pages change between builds.
type testSite struct {
	pages []testPage
	next  int
}

type testPage struct {
	file, title, text string
	// noH1: the page's lvl1 is the route's title, which is not in its
	// HTML, so a new title changes its records but not its fingerprint.
	noH1 bool
}

// newTestSite returns a site of n pages, and the source of its changes.
func newTestSite(n int, seed int64) (*testSite, *rand.Rand) {
	rng := rand.New(rand.NewSource(seed))
	s := &testSite{}
	for range n {
		s.add(len(s.pages), rng)
	}
	return s, rng
}

func (s *testSite) add(at int, rng *rand.Rand) {
	s.next++
	p := testPage{file: fmt.Sprintf("p%d.html", s.next), title: fmt.Sprintf("Page %d", s.next), text: fmt.Sprintf("text %d", rng.Int()), noH1: s.next%2 == 0}
	s.pages = append(s.pages[:at], append([]testPage{p}, s.pages[at:]...)...)
}

func (p testPage) html() string {
	h1 := `<h1>` + p.title + `</h1>`
	if p.noH1 {
		h1 = ""
	}
	return `<html><body><article>` + h1 + `<p>` + p.text + `</p><h2 id="more">More</h2><p>Some more about ` + p.text + `.</p></article></body></html>`
}

func (p testPage) fingerprint() string {
	h := sha256.Sum256([]byte(p.html()))
	return hex.EncodeToString(h[:8])
}

func (s *testSite) routes() []*pluginpb.RouteSummary {
	var rs []*pluginpb.RouteSummary
	for _, p := range s.pages {
		path := "/docs/" + strings.TrimSuffix(p.file, ".html")
		rs = append(rs, &pluginpb.RouteSummary{Path: path, File: p.file, Fingerprint: p.fingerprint(), Meta: &pluginpb.RouteMeta{Title: p.title}})
	}
	return rs
}

func (s *testSite) all() map[string]string {
	m := map[string]string{}
	for _, p := range s.pages {
		m[p.file] = p.html()
	}
	return m
}

// After any sequence of edits, additions, deletions, renames and moves,
// an incremental index is byte for byte the cold one, and the build read
// only the pages that changed: the output it is given holds no other.
func TestIncrementalIndexEqualsColdIndex(t *testing.T) {
	s, rng := newTestSite(200, 19)
	siteDir := t.TempDir()
	indexAfter(t, siteDir, s.all(), s.routes(), "")
	for step := range 30 {
		before := map[string]string{}
		for _, r := range s.routes() {
			before[r.File] = r.Fingerprint
		}
		for range 1 + rng.Intn(4) {
			i := rng.Intn(len(s.pages))
			switch rng.Intn(6) {
			case 0: // the text edited
				s.pages[i].text = fmt.Sprintf("edited %d", rng.Int())
			case 1: // the title edited: the extraction's parameters change too
				s.pages[i].title += " again"
			case 2:
				s.add(rng.Intn(len(s.pages)+1), rng)
			case 3:
				if len(s.pages) > 1 {
					s.pages = append(s.pages[:i], s.pages[i+1:]...)
				}
			case 4: // renamed
				s.next++
				s.pages[i].file = fmt.Sprintf("renamed%d.html", s.next)
			case 5: // moved elsewhere in the route order
				p := s.pages[i]
				s.pages = append(s.pages[:i], s.pages[i+1:]...)
				j := rng.Intn(len(s.pages) + 1)
				s.pages = append(s.pages[:j], append([]testPage{p}, s.pages[j:]...)...)
			}
		}
		changed := map[string]string{}
		for _, p := range s.pages {
			if before[p.file] != p.fingerprint() {
				changed[p.file] = p.html()
			}
		}
		// A title edit keeps the fingerprint but needs the page: give
		// the output those pages too (a build always has every page).
		for _, p := range s.pages {
			if strings.HasSuffix(p.title, " again") {
				changed[p.file] = p.html()
			}
		}
		got := indexAfter(t, siteDir, changed, s.routes(), "")
		cold := indexAfter(t, "", s.all(), s.routes(), "")
		if !bytes.Equal(got, cold) {
			t.Fatalf("step %d: the incremental index (%d bytes) differs from the cold one (%d bytes)", step, len(got), len(cold))
		}
	}
	// Nothing changed: no page is read, the index is the same.
	if got := indexAfter(t, siteDir, nil, s.routes(), ""); !bytes.Equal(got, indexAfter(t, "", s.all(), s.routes(), "")) {
		t.Error("an unchanged site's index differs from the cold one")
	}
}

// A cache that cannot be trusted costs a full extraction, never a wrong
// index: damaged, cut short, another binary's, or a table that does not
// describe the index beside it.
func TestAnUntrustedCacheMeansAFullExtraction(t *testing.T) {
	s, _ := newTestSite(100, 7)
	cold := indexAfter(t, "", s.all(), s.routes(), "")
	damage := map[string]func(index, table string) error{
		"table garbled": func(_, table string) error { return os.WriteFile(table, []byte("not a table"), 0o644) },
		"table cut short": func(_, table string) error {
			b, err := os.ReadFile(table)
			if err != nil {
				return err
			}
			return os.WriteFile(table, b[:len(b)/2], 0o644)
		},
		"another binary's table": func(_, table string) error {
			tb := readTable(table)
			tb.Tool = "another folio"
			return saveTable(table, tb)
		},
		"index replaced": func(index, _ string) error {
			b, err := os.ReadFile(index)
			if err != nil {
				return err
			}
			b[len(b)/2] ^= 0xff
			return os.WriteFile(index+".new", b, 0o644)
		},
		"index missing": func(index, _ string) error { return os.Remove(index) },
		"table lies": func(index, table string) error {
			tb := readTable(table)
			tb.Chunks[1].Size += 10
			return saveTable(table, tb)
		},
	}
	for name, f := range damage {
		t.Run(name, func(t *testing.T) {
			siteDir := t.TempDir()
			indexAfter(t, siteDir, s.all(), s.routes(), "")
			index, table := cachePaths(siteDir, "lexical")
			if err := f(index, table); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(index + ".new"); err == nil {
				os.Rename(index+".new", index)
			}
			// Without its pages the build fails: it does read them.
			if _, err := tryIndex(t, siteDir, nil, s.routes(), ""); err == nil {
				t.Fatal("the build trusted the cache")
			}
			if got := indexAfter(t, siteDir, s.all(), s.routes(), ""); !bytes.Equal(got, cold) {
				t.Error("the index differs from the cold one")
			}
			// That build wrote the cache again: the next one needs no page.
			if got, err := tryIndex(t, siteDir, nil, s.routes(), ""); err != nil || !bytes.Equal(got, cold) {
				t.Errorf("the cache was not written again (%v)", err)
			}
		})
	}
}

// The store's manifest names the table and the index: a file of the
// store's folder it does not name (an old temporary file, a stray) is
// removed when a table is next written; a young temporary file stays, as another process
// may be about to rename it.
func TestFilesTheManifestDoesNotNameAreRemoved(t *testing.T) {
	s, rng := newTestSite(30, 13)
	siteDir := t.TempDir()
	indexAfter(t, siteDir, s.all(), s.routes(), "")
	dir := cacheDir(siteDir, "lexical")
	long := time.Now().Add(-time.Hour)
	garbage := []string{"index.123.tmp", ".index-123", "records", "stray"}
	for _, name := range garbage {
		write(t, dir, name, "x")
		os.Chtimes(filepath.Join(dir, name), long, long)
	}
	write(t, dir, ".index-456", "x")
	s.add(4, rng)
	indexAfter(t, siteDir, s.all(), s.routes(), "")
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != ".index-456 index manifest table" {
		t.Errorf("the store holds %v, want the index, the manifest, the table and the young temporary file", names)
	}
}

// A page's key covers what the site and the options tell the extraction
// about it (its URL, title, section, rank and language): when one of
// those changes, the cache is stale for every page, which is read again,
// and the index is the cold one.
func TestAChangedExtractionParameterMeansAFullExtraction(t *testing.T) {
	s, _ := newTestSite(40, 11)
	for i := range s.pages {
		s.pages[i].noH1 = true // lvl1 is the route's or the site's title
	}
	routes := s.routes()
	routes[3].Meta.Title = "" // this page takes the site's title
	const options = `{"pageRanks":{"/docs/p1":2}}`
	changes := map[string]struct{ site, options string }{
		"site url":     {strings.Replace(siteJSON, "https://lexical.dev", "https://lexical.example", 1), options},
		"base url":     {strings.Replace(siteJSON, `"baseUrl":"/"`, `"baseUrl":"/v2/"`, 1), options},
		"site title":   {strings.Replace(siteJSON, `"title":"Lexical"`, `"title":"Lexical 2"`, 1), options},
		"locale":       {strings.Replace(siteJSON, `"currentLocale":"en"`, `"currentLocale":"fr"`, 1), options},
		"a page rank":  {siteJSON, `{"pageRanks":{"/docs/p1":3}}`},
		"another rank": {siteJSON, `{"pageRanks":{"/docs/p1":2,"/docs/p2":-1}}`},
		"no ranks":     {siteJSON, ``},
	}
	for name, c := range changes {
		t.Run(name, func(t *testing.T) {
			if c.site == siteJSON && c.options == options {
				t.Fatal("nothing changed")
			}
			siteDir := t.TempDir()
			if _, err := tryIndexOf(t, siteJSON, siteDir, s.all(), routes, options); err != nil {
				t.Fatal(err)
			}
			if _, err := tryIndexOf(t, c.site, siteDir, nil, routes, c.options); err == nil {
				t.Fatal("the build took its records from the cache")
			}
			got, err := tryIndexOf(t, c.site, siteDir, s.all(), routes, c.options)
			if err != nil {
				t.Fatal(err)
			}
			cold, err := tryIndexOf(t, c.site, "", s.all(), routes, c.options)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, cold) {
				t.Error("the index differs from the cold one")
			}
		})
	}
	// Nothing changed: the cache serves every page.
	siteDir := t.TempDir()
	if _, err := tryIndexOf(t, siteJSON, siteDir, s.all(), routes, options); err != nil {
		t.Fatal(err)
	}
	if _, err := tryIndexOf(t, siteJSON, siteDir, nil, routes, options); err != nil {
		t.Errorf("the same parameters did not take the cache: %v", err)
	}
}

// Another index name is another index: it starts cold, and the first
// one's cache still serves it.
func TestAnIndexNameChange(t *testing.T) {
	s, _ := newTestSite(50, 3)
	siteDir := t.TempDir()
	first := indexAfter(t, siteDir, s.all(), s.routes(), "")
	if _, err := tryIndex(t, siteDir, nil, s.routes(), `{"indexName":"renamed"}`); err == nil {
		t.Fatal("the renamed index was made from the other one's cache")
	}
	renamed := indexAfter(t, siteDir, s.all(), s.routes(), `{"indexName":"renamed"}`)
	if !bytes.Equal(renamed, indexAfter(t, "", s.all(), s.routes(), `{"indexName":"renamed"}`)) {
		t.Error("the renamed index differs from a cold one")
	}
	f, err := indexfile.Read(bytes.NewReader(renamed), "renamed.index")
	if err != nil || f.Name != "renamed" {
		t.Fatalf("the renamed index is called %q (%v)", f.Name, err)
	}
	if got := indexAfter(t, siteDir, nil, s.routes(), ""); !bytes.Equal(got, first) {
		t.Error("the first index's cache was lost")
	}
}

// folio dev writes every build into one folder: a build that changes
// nothing leaves the index as it was and nothing beside it.
func TestABuildIntoTheSameFolderLeavesNoTemporaryFile(t *testing.T) {
	s, _ := newTestSite(20, 5)
	siteDir, out := t.TempDir(), t.TempDir()
	for file, html := range s.all() {
		write(t, out, file, html)
	}
	req := &pluginpb.PostBuildRequest{OutDir: out, SiteDir: siteDir, SiteConfigJson: []byte(siteJSON), Routes: s.routes()}
	for range 3 {
		if _, err := New().PostBuild(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		ents, err := os.ReadDir(filepath.Join(out, "search"))
		if err != nil {
			t.Fatal(err)
		}
		if len(ents) != 1 || ents[0].Name() != "lexical.index" {
			var names []string
			for _, e := range ents {
				names = append(names, e.Name())
			}
			t.Fatalf("the output's search folder holds %v", names)
		}
	}
}
