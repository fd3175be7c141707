package diag

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFormatPrintsLocationExcerptAndCaret(t *testing.T) {
	d := &Diagnostic{File: "site/docs/intro.md", Line: 2, Column: 8, Severity: Error,
		Message: "did not find expected ',' or ']'", Source: "docs", Excerpt: "title: [unclosed"}
	want := "site/docs/intro.md:2:8: error: did not find expected ',' or ']' [docs]\n" +
		"  2 | title: [unclosed\n" +
		"    |        ^\n"
	if got := Format(d); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestFormatUnderlinesARangeAndKeepsTabs(t *testing.T) {
	d := &Diagnostic{File: "a.tsx", Line: 12, Column: 3, EndColumn: 8, Severity: Warning,
		Message: "unused", Excerpt: "\t\tfoo();"}
	want := "a.tsx:12:3: warning: unused\n" +
		"  12 | \t\tfoo();\n" +
		"     | \t\t^~~~~\n"
	if got := Format(d); got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestFormatCountsCharactersNotBytes(t *testing.T) {
	d := &Diagnostic{File: "é.md", Line: 1, Column: 4, Severity: Error, Message: "m", Excerpt: "ééé!"}
	if got := strings.Split(Format(d), "\n")[2]; got != "    |    ^" {
		t.Errorf("caret line %q", got)
	}
}

func TestFormatWithoutPlaceOrExcerpt(t *testing.T) {
	d := &Diagnostic{Severity: Error, Message: "plugin \"docs\" crashed", Source: "docs", Detail: "panic: boom\ngoroutine 1"}
	want := "error: plugin \"docs\" crashed [docs]\n    panic: boom\n    goroutine 1\n"
	if got := Format(d); got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
	d = &Diagnostic{File: "site.toml", Line: 3, Severity: Error, Message: "unknown key", Excerpt: "titel = 1"}
	want = "site.toml:3: error: unknown key\n  3 | titel = 1\n"
	if got := Format(d); got != want {
		t.Errorf("a line without a column has no caret: got\n%q", got)
	}
}

func TestPrinterReadsExcerptsAndShortensPaths(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "docs"), 0o755)
	os.WriteFile(filepath.Join(dir, "docs", "a.md"), []byte("---\ntitle: [x\n---\n"), 0o644)
	var out bytes.Buffer
	p := &Printer{W: &out, Dir: dir}
	p.PrintError(fmt.Errorf("load: %w", Errorf(filepath.Join(dir, "docs", "a.md"), 2, 8, "bad")), "docs")
	want := "docs/a.md:2:8: error: bad [docs]\n  2 | title: [x\n    |        ^\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

func TestPrinterJSONLines(t *testing.T) {
	var out bytes.Buffer
	p := &Printer{W: &out, JSON: true}
	p.Print(List{
		{File: "x.md", Line: 1, Column: 2, Severity: Error, Message: "one", Source: "docs", Excerpt: "ab"},
		{Severity: Warning, Message: "two"},
	})
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 JSON lines, got %q", out.String())
	}
	var first map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]any{"file": "x.md", "line": 1.0, "column": 2.0, "severity": "error", "message": "one", "source": "docs", "excerpt": "ab"} {
		if first[k] != v {
			t.Errorf("%s = %v, want %v", k, first[k], v)
		}
	}
	if lines[1] != `{"severity":"warning","message":"two"}` {
		t.Errorf("second line %s", lines[1])
	}
}

func TestFromFindsDiagnosticsThroughWrapping(t *testing.T) {
	l := List{Errorf("a.md", 1, 1, "x"), Warnf("b.md", 2, 0, "y")}
	got := From(fmt.Errorf("stage: %w", l), "docs")
	if len(got) != 2 || got[0].Source != "docs" || got[1].File != "b.md" {
		t.Errorf("got %v", got)
	}
	plain := From(errors.New("disk full"), "commit")
	if len(plain) != 1 || plain[0].Message != "disk full" || plain[0].Source != "commit" || plain[0].Severity != Error {
		t.Errorf("a plain error: %+v", plain[0])
	}
	if From(nil, "x") != nil {
		t.Error("nil error gives diagnostics")
	}
	if (List{Warnf("a", 1, 1, "w")}).Err() != nil {
		t.Error("warnings alone fail")
	}
}

func TestPositionAndLineText(t *testing.T) {
	src := []byte("ab\ncé d\r\nlast")
	if l, c := Position(src, bytes.Index(src, []byte("d"))); l != 2 || c != 4 {
		t.Errorf("Position = %d:%d, want 2:4", l, c)
	}
	if got := LineText(src, 2); got != "cé d" {
		t.Errorf("LineText = %q", got)
	}
	if got := LineText(src, 4); got != "" {
		t.Errorf("past the end: %q", got)
	}
	if got := ColumnOfByte("é!", 2); got != 2 {
		t.Errorf("ColumnOfByte = %d", got)
	}
}
