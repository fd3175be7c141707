package dev

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/diag"
)

// A failed build reaches open pages as structured diagnostics, with the
// excerpt read from the site, and the terminal as the CLI prints them.
func TestBuildErrorEventCarriesDiagnostics(t *testing.T) {
	site := t.TempDir()
	os.MkdirAll(filepath.Join(site, "docs"), 0o755)
	os.WriteFile(filepath.Join(site, "docs", "a.md"), []byte("---\ntitle: [x\n---\n"), 0o644)

	r := newReloader()
	srv := httptest.NewServer(r)
	defer srv.Close()
	res, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	events := bufio.NewReader(res.Body)
	if line, _ := events.ReadString('\n'); !strings.HasPrefix(line, ": connected") {
		t.Fatalf("first line %q", line)
	}
	events.ReadString('\n')

	var terminal bytes.Buffer
	fault := diag.Errorf(filepath.Join(site, "docs", "a.md"), 2, 8, "front matter: unclosed").In("docs")
	r.failed(fmt.Errorf("load: %w", fault), &diag.Printer{W: &terminal, Dir: site})

	name, _ := events.ReadString('\n')
	data, _ := events.ReadString('\n')
	if name != "event: build-error\n" || !strings.HasPrefix(data, "data: ") {
		t.Fatalf("event %q %q", name, data)
	}
	var payload struct {
		Message     string
		Diagnostics []diag.Diagnostic
	}
	if err := json.Unmarshal([]byte(strings.TrimPrefix(data, "data: ")), &payload); err != nil {
		t.Fatal(err)
	}
	want := diag.Diagnostic{File: "docs/a.md", Line: 2, Column: 8, Severity: diag.Error, Message: "front matter: unclosed", Source: "docs", Excerpt: "title: [x"}
	if len(payload.Diagnostics) != 1 || payload.Diagnostics[0] != want {
		t.Errorf("diagnostics %+v\nwant %+v", payload.Diagnostics, want)
	}
	printed := "docs/a.md:2:8: error: front matter: unclosed [docs]\n  2 | title: [x\n    |        ^\n"
	if payload.Message != printed || terminal.String() != printed {
		t.Errorf("message %q\nterminal %q\nwant %q", payload.Message, terminal.String(), printed)
	}
}
