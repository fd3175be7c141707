package search

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// indexAfter runs one PostBuild the way a build does, into a fresh output
// folder holding pages (file → HTML), and returns the index it wrote: its
// records, one JSON object a line.
func indexAfter(t *testing.T, p *Plugin, siteDir string, pages map[string]string, routes []*pluginpb.RouteSummary) []byte {
	t.Helper()
	out := t.TempDir()
	for file, html := range pages {
		write(t, out, file, html)
	}
	req := &pluginpb.PostBuildRequest{OutDir: out, SiteDir: siteDir, SiteConfigJson: []byte(siteJSON), Routes: routes}
	if _, err := p.PostBuild(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	f, err := indexfile.ReadFile(filepath.Join(out, "search", "lexical.index"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []byte
	for _, o := range f.Objects {
		b, err := o.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		lines = append(append(lines, b...), '\n')
	}
	return lines
}

// Records are extracted only from pages whose fingerprint changed, by the
// same plugin process (folio dev) and by the next one (folio build), and
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
	first := indexAfter(t, New(), siteDir, map[string]string{"docs/intro/index.html": intro, "docs/api/index.html": api}, routes("intro-1"))

	// A new process, the same fingerprints: no page is read (the output
	// holds none), the index is the same.
	again := indexAfter(t, New(), siteDir, nil, routes("intro-1"))
	if !bytes.Equal(again, first) {
		t.Error("the index built from the cache differs from the first one")
	}

	// The intro is rewritten: only it is read (the API page is absent).
	p := New()
	rewritten := `<html><body><article><h1>Introduction</h1><p>Widgets everywhere.</p></article></body></html>`
	edited := indexAfter(t, p, siteDir, map[string]string{"docs/intro/index.html": rewritten}, routes("intro-2"))
	if !bytes.Contains(edited, []byte("Widgets everywhere.")) || bytes.Contains(edited, []byte("An editor framework.")) {
		t.Errorf("the rewritten page's records are not the new ones:\n%s", edited)
	}
	if !bytes.Contains(edited, []byte("The reference.")) {
		t.Error("the unchanged page's records were lost")
	}
	cold := indexAfter(t, New(), "", map[string]string{"docs/intro/index.html": rewritten, "docs/api/index.html": api}, routes("intro-2"))
	if !bytes.Equal(edited, cold) {
		t.Error("the index of an incremental build differs from a cold one")
	}

	// The same process remembers its last build even without the file.
	if err := os.RemoveAll(filepath.Join(siteDir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	if got := indexAfter(t, p, siteDir, nil, routes("intro-2")); !bytes.Equal(got, cold) {
		t.Error("a second build in the same process did not reuse its records")
	}

	// A page without a fingerprint (a host that sends none) is read.
	out := t.TempDir()
	req := &pluginpb.PostBuildRequest{OutDir: out, SiteDir: siteDir, SiteConfigJson: []byte(siteJSON), Routes: routes("")}
	if _, err := p.PostBuild(context.Background(), req); err == nil || !strings.Contains(err.Error(), "docs/intro/index.html") {
		t.Errorf("a page without a fingerprint was not read: err = %v", err)
	}
}
