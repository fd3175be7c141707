package build

import (
	"strings"
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

func TestUndefinedMDXComponentIsReportedAtItsLine(t *testing.T) {
	s := newTestSite(t, mdxSite)
	s.write("site/pages/hello.mdx", "---\ntitle: x\n---\n\n# Hello\n\nSome text.\n\n  <Missing label=\"a\" />\n")
	ds := s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "site/pages/hello.mdx", 9, 4, "render", "  <Missing label=\"a\" />")
	if d.EndColumn != 11 || !strings.Contains(d.Message, "<Missing> is not defined") || d.Detail != "" {
		t.Errorf("range to %d, message %q, detail %q", d.EndColumn, d.Message, d.Detail)
	}
}

// A component that throws is reported where it threw, through the server
// bundle's source map, with the first frames of the stack.
func TestRenderErrorIsPlacedInTheComponentsSource(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.write("site/pages/index.tsx", "export default function Home() { throw new Error('boom in home'); }\n")
	ds := s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "site/pages/index.tsx", 1, 40, "render", "export default function Home() { throw new Error('boom in home'); }")
	if d.Message != "rendering /: boom in home" || !strings.Contains(d.Detail, "at Home") {
		t.Errorf("message %q, detail %q", d.Message, d.Detail)
	}
}

func TestMDXSyntaxErrorIsADiagnosticWithColumn(t *testing.T) {
	s := newTestSite(t, mdxSite)
	s.write("site/pages/hello.mdx", "---\ntitle: x\n---\n\n# Hello\n\nTwo plus {2 +} is four.\n")
	ds := s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "site/pages/hello.mdx", 7, 14, "mdx", "Two plus {2 +} is four.")
	if d.Detail != "" {
		t.Errorf("detail %q", d.Detail)
	}
}

// esbuild's own errors (a theme or page component that does not compile)
// keep esbuild's position and underline.
func TestTypeScriptErrorInAComponentIsADiagnostic(t *testing.T) {
	s := newTestSite(t, mdxSite)
	s.write("site/components/Greeting.tsx", "export function Greeting({ name }: { name: string }) {\n  return <p className=\"greeting\">Hello, {name}!</p>;\n}}\n")
	ds := s.buildDiagnostics()
	wantDiagnostic(t, ds, "site/components/Greeting.tsx", 3, 2, "bundle", "}}")
}

// A plugin that dies is one diagnostic from that plugin, without a file,
// carrying what it last wrote to stderr.
func TestCrashedPluginIsADiagnosticWithItsStderr(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.write("site.toml", s.read("site.toml")+"\n[[plugins]]\nname = \"crashy\"\ncommand = [\"sh\", \"-c\", \"echo 'panic: out of cheese' >&2; exit 3\"]\n")
	ds := s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "", 0, 0, "crashy", "")
	if !strings.Contains(d.Message, `plugin "crashy"`) || !strings.Contains(d.Detail, "panic: out of cheese") {
		t.Errorf("message %q, detail %q", d.Message, d.Detail)
	}
}
