package build

import (
	"reflect"
	"strings"
	"testing"
)

// A scan stored in the cache comes back as it was, strings shared between
// pages included.
func TestStoredScanRoundTrips(t *testing.T) {
	pages := []*pageLinks{
		newPageLinks([]string{"intro", "__docusaurus"}, []link{{"/docs/b#x", "/docs/b", "x"}, {"/docs/c", "/docs/c", ""}}),
		newPageLinks([]string{"__docusaurus"}, []link{{"/docs/c", "/docs/c", ""}}),
		newPageLinks(nil, nil),
	}
	table := stringTableOf(nil)
	var stored []*storedScan
	for _, p := range pages {
		stored = append(stored, table.store(p))
	}
	if len(table.list) != 7 {
		t.Errorf("the table holds %d strings, want each of the 7 once: %q", len(table.list), table.list)
	}
	for i, s := range stored {
		if got := loadScan(table.list, s); !reflect.DeepEqual(got, pages[i]) {
			t.Errorf("page %d came back as %+v, want %+v", i, got, pages[i])
		}
	}
	if table.store(nil) != nil || loadScan(table.list, nil) != nil {
		t.Error("an unknown scan should stay unknown")
	}
	if loadScan(table.list[:2], stored[0]) != nil {
		t.Error("a scan pointing past the strings should be refused, so the page is scanned again")
	}
	if loadScan(table.list, &storedScan{Links: []byte{0x80}}) != nil {
		t.Error("a cut varint should be refused")
	}
	if loadScan(table.list, &storedScan{Links: []byte{0, 0}}) != nil {
		t.Error("a link cut after its target should be refused")
	}
}

// The check asks a kept page's stored scan where its links lead without
// decoding it; a scan it cannot read counts as leading anywhere, so that
// the page is checked.
func TestAStoredScanIsAskedWhereItsLinksLead(t *testing.T) {
	table := stringTableOf(nil)
	page := newPageLinks(nil, []link{{"/docs/b#x", "/docs/b", "x"}, {"/docs/c", "/docs/c", ""}})
	stored := table.store(page)
	scans := func(st *storedScan) *pageScans {
		return &pageScans{links: []*pageLinks{nil}, stored: []*storedScan{st}, strings: table.list}
	}
	for target, want := range map[string]bool{"/docs/c": true, "/docs/b": true, "/docs/d": false, "/docs/b#x": false} {
		if got := scans(stored).anyTarget(0, func(t string) bool { return t == target }); got != want {
			t.Errorf("a link to %s: %v, want %v", target, got, want)
		}
	}
	never := func(string) bool { return false }
	for name, st := range map[string]*storedScan{"cut varint": {Links: []byte{0x80}}, "cut link": {Links: []byte{0, 0}}, "past the strings": {Links: []byte{0, 100, 0}}, "none": nil} {
		if !scans(st).anyTarget(0, never) {
			t.Errorf("a stored scan with %s should count as leading anywhere", name)
		}
	}
}

// A table continued from a cache's strings keeps the scans stored against
// them valid: a warm build stores its kept pages' scans as they were and
// only the new pages' strings are added.
func TestAContinuedTableKeepsStoredScansValid(t *testing.T) {
	first := stringTableOf(nil)
	old := first.store(newPageLinks([]string{"a"}, []link{{"/docs/b#x", "/docs/b", "x"}}))
	next := stringTableOf(first.list)
	fresh := newPageLinks([]string{"a", "new"}, []link{{"/docs/c", "/docs/c", ""}})
	stored := next.store(fresh)
	if got := loadScan(next.list, old); got == nil || !got.hasID("a") || got.links[0].link().frag != "x" {
		t.Errorf("the old page's scan came back as %+v", got)
	}
	if got := loadScan(next.list, stored); !reflect.DeepEqual(got, fresh) {
		t.Errorf("the new page's scan came back as %+v, want %+v", got, fresh)
	}
	if len(next.list) != len(first.list)+3 {
		t.Errorf("the table grew by %d strings, want 3 (new, /docs/c and the empty fragment): %q", len(next.list)-len(first.list), next.list)
	}
}

// A new `folio build` keeps unchanged pages without reading them: their
// links are checked from the stored scan, so a link on a kept page to an
// anchor another edit removed is still reported where it is written. A
// served page changed behind the build's back is not kept: it is
// rendered again (outstamp.go).
func TestWarmBuildChecksKeptPagesFromTheStoredScan(t *testing.T) {
	s := newTestSite(t, linkSite)
	s.mustBuild()
	if warm := s.mustBuild(); warm.Rendered != 0 {
		t.Errorf("a warm build rendered %d pages, want 0", warm.Rendered)
	}

	s.write("build/a/index.html", "<html><body>no links here</body></html>")
	if warm := s.mustBuild(); warm.Rendered != 1 {
		t.Errorf("a warm build after a served page changed rendered %d pages, want that one", warm.Rendered)
	}
	if page := s.read("build/a/index.html"); strings.Contains(page, "no links here") {
		t.Errorf("the changed served page was kept: %q", page)
	}

	s.write("site/pages/b.md", "# Page B\n\n## Renamed\n")
	ds := s.buildDiagnostics()
	wantDiagnostic(t, ds, "site/pages/a.md", 5, 12, "check",
		"Links: [b](/b#second), [self](#known-section), [file](/file.txt), [out](https://example.com/x#y), [nowhere](/nowhere).")
}
