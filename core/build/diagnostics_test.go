package build

import (
	"testing"

	"github.com/folio-docs/folio/core/diag"
)

// buildDiagnostics builds s, which must fail, and returns the diagnostics
// the failure carries, as the CLI prints them.
func (s *testSite) buildDiagnostics() diag.List {
	s.t.Helper()
	_, err := s.build()
	if err == nil {
		s.t.Fatal("the build succeeded; want a failure")
	}
	return diag.From(err, "build").Relative(s.dir).Fill(s.dir)
}

// wantDiagnostic checks the first diagnostic's place, source and excerpt.
func wantDiagnostic(t *testing.T, ds diag.List, file string, line, column int, source, excerpt string) *diag.Diagnostic {
	t.Helper()
	if len(ds) == 0 {
		t.Fatal("no diagnostics")
	}
	d := ds[0]
	if d.File != file || d.Line != line || d.Column != column || d.Source != source || d.Excerpt != excerpt || d.Severity != diag.Error {
		t.Errorf("got %s:%d:%d [%s] %q (%s): %s\nwant %s:%d:%d [%s] %q (error)", d.File, d.Line, d.Column, d.Source, d.Excerpt, d.Severity, d.Message,
			file, line, column, source, excerpt)
	}
	return d
}

// The docs plugin runs in its own process: bad front matter crosses gRPC
// as a structured diagnostic with its column.
func TestBadFrontMatterInADocIsADiagnostic(t *testing.T) {
	s := newTestSite(t, docsSite)
	s.write("site/docs/intro.md", "---\ntitle: [unclosed\n---\n# Intro\n")
	ds := s.buildDiagnostics()
	wantDiagnostic(t, ds, "site/docs/intro.md", 2, 8, "docs", "title: [unclosed")
}
