package dev

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/internal/sitetest"
	"github.com/folio-docs/folio/plugins/builtin"
	"github.com/folio-docs/folio/sdk"
)

// The test binary doubles as the folio binary for the built-in plugins.
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == "test-plugin" && os.Args[2] == "panicky" {
		sdk.Serve(panickyPlugin{})
		os.Exit(0)
	}
	if len(os.Args) == 3 && os.Args[1] == "plugin" {
		if err := builtin.Serve(os.Args[2]); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func writeSite(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sitetest.LinkNodeModules(t, dir)
	return dir
}

func freeAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

func get(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return string(b)
}

func TestEditRebuildsAndReloads(t *testing.T) {
	dir := writeSite(t, map[string]string{
		"site.toml":              "title = \"Dev\"\nurl = \"https://dev.example\"\n",
		"site/pages/index.tsx":   "export default function Home() { return <p>home</p>; }\n",
		"site/pages/note.md":     "# Note\n\nFirst version.\n",
		"site/pages/other.md":    "# Other\n\nUnchanged.\n",
		"site/i18n/en/code.json": "{}\n",
	})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addr := freeAddr(t)
	ready := make(chan string, 1)
	var log syncBuilder
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, Options{ConfigFile: filepath.Join(dir, "site.toml"), Addr: addr, Log: &log, Ready: func(u string) { ready <- u }})
	}()
	var base string
	select {
	case base = <-ready:
	case err := <-done:
		t.Fatalf("dev stopped: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("dev did not start")
	}

	page := get(t, base+"/note")
	if !strings.Contains(page, "First version.") || !strings.Contains(page, EventsPath) {
		t.Fatalf("first page lacks its text or the reload client:\n%s", page)
	}

	res, err := http.Get(base + EventsPath)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	events := pump(bufio.NewReader(res.Body))
	if line := <-events; !strings.HasPrefix(line, ": connected") {
		t.Fatalf("events stream began with %q", line)
	}

	// A log written in the site folder (folio dev > dev.log) is no input.
	if err := os.WriteFile(filepath.Join(dir, "dev.log"), []byte("built\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "site/pages/note.md"), []byte("# Note\n\nSecond version.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, events, "event: reload")
	if page := get(t, base+"/note"); !strings.Contains(page, "Second version.") {
		t.Errorf("the edit did not reach the page:\n%s", page)
	}
	// The log line follows the reload event.
	if logged := waitLog(&log, "rebuilt "); !strings.Contains(logged, "rebuilt site/pages/note.md in ") || !strings.Contains(logged, "(1 routes rendered again;") {
		t.Errorf("only the edited page should start a build and render again; log:\n%s", logged)
	}

	// Translations are read when the session opens: an edit starts a new one.
	translations := `{"theme.common.skipToMainContent": "Direkt zum Inhalt"}`
	if err := os.WriteFile(filepath.Join(dir, "site/i18n/en/code.json"), []byte(translations), 0o644); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, events, "event: reload")
	if page := get(t, base+"/note"); !strings.Contains(page, "Direkt zum Inhalt") {
		t.Errorf("the new translation did not reach the page:\n%s", page)
	}

	// So is site.toml.
	if err := os.WriteFile(filepath.Join(dir, "site.toml"), []byte("title = \"Dev Two\"\nurl = \"https://dev.example\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, events, "event: reload")
	if page := get(t, base+"/note"); !strings.Contains(page, "<title>Note | Dev Two</title>") {
		t.Errorf("the new site title did not reach the page:\n%s", page)
	}

	// A broken page: the error reaches the browser, the last good page stays.
	if err := os.WriteFile(filepath.Join(dir, "site/pages/index.tsx"), []byte("export default function Home( {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, events, "event: build-error")
	if page := get(t, base+"/"); !strings.Contains(page, "<p>home</p>") {
		t.Errorf("the last good page should still be served:\n%s", page)
	}
	cancel()
	<-done
}

// pump turns the event stream into a channel of lines.
func pump(r *bufio.Reader) <-chan string {
	lines := make(chan string, 64)
	go func() {
		defer close(lines)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			lines <- line
		}
	}()
	return lines
}

func waitEvent(t *testing.T, lines <-chan string, want string) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				t.Fatalf("event stream closed before %q", want)
			}
			if strings.HasPrefix(line, want) {
				return
			}
		case <-deadline:
			t.Fatalf("no %q within 30s", want)
		}
	}
}

// waitLog returns the log once it holds want, or after 30 seconds.
func waitLog(log *syncBuilder, want string) string {
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if s := log.String(); strings.Contains(s, want) {
			return s
		}
	}
	return log.String()
}

// An editor's save reports the temporary file it renamed over the page
// too; the log line names the page.
func TestTheRebuildLineNamesTheFileThatExists(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "docs", "intro.md")
	if err := os.MkdirAll(filepath.Dir(page), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, []byte("# Intro\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gone := filepath.Join(dir, "docs", "sedX1y2Z3")
	if got, want := describe([]string{gone, page}, dir), filepath.Join("docs", "intro.md")+" and 1 more"; got != want {
		t.Errorf("describe = %q, want %q", got, want)
	}
	if got, want := describe([]string{gone}, dir), filepath.Join("docs", "sedX1y2Z3"); got != want {
		t.Errorf("a deletion alone: describe = %q, want %q", got, want)
	}
}
