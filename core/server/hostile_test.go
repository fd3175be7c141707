//go:build unix

package server

import (
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A FIFO, where a page could be, is a 404: opening it would wait for a
// writer forever (the test would hang).
func TestNonRegularFilesAreMissing(t *testing.T) {
	root := testSite(t)
	for _, name := range []string{"fifo.html", "docs/pipe/index.html"} {
		path := filepath.Join(root, name)
		write(t, path, "")
		if err := syscall.Unlink(path); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(path, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := newServer(t, root, Options{})
	for _, target := range []string{"/fifo.html", "/fifo", "/docs/pipe/", "/docs/pipe", "/docs/pipe.html"} {
		w := do(s, "GET", target)
		if w.Code != 404 || !strings.Contains(body(t, w), "Page Not Found") {
			t.Errorf("%s: %d, want the site's 404", target, w.Code)
		}
	}
}

// ".html" and "/index.html" are stripped once: a path of them repeated
// names no route (and costs a few lookups, not one per repeat).
func TestHTMLSuffixIsStrippedOnce(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	for target, want := range map[string]int{
		"/docs/intro.html":                             200,
		"/docs/intro/index.html":                       200,
		"/index.html":                                  200,
		"/markdown-page.html":                          200,
		"/docs/intro/index.html/index.html":            200, // one strip finds a real file
		"/docs/intro/index.html/index.html/index.html": 404,
		"/docs/intro.html.html":                        404,
		strings.Repeat("/index.html", 700):             404,
		"/docs/intro" + strings.Repeat(".html", 3):     404,
	} {
		if w := do(s, "GET", target); w.Code != want {
			t.Errorf("%.60s: %d, want %d", target, w.Code, want)
		}
	}
}

// Over MaxPathBytes, 414 before any lookup; in JSON for an API.
func TestLongPathsGet414(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	long := "/" + strings.Repeat("a", MaxPathBytes)
	for _, jsonErrors := range []bool{false, true} {
		w := do(limitPath(s, jsonErrors), "GET", long)
		b := body(t, w)
		if w.Code != http.StatusRequestURITooLong || !strings.Contains(b, "over 8192 bytes") {
			t.Errorf("json %v: %d %q", jsonErrors, w.Code, b)
		}
		if jsonErrors && !strings.HasPrefix(b, `{"message":`) {
			t.Errorf("JSON errors: %q", b)
		}
		if w := do(limitPath(s, jsonErrors), "GET", "/docs/intro/"); w.Code != 200 {
			t.Errorf("a short path: %d", w.Code)
		}
	}
}

// At the cap, a new connection closes the one idle longest; a busy one is
// never closed, and when all are busy the new one is refused.
func TestConnLimiterClosesTheOldestIdle(t *testing.T) {
	l := newConnLimiter(nil, 3)
	pipe := func() (net.Conn, net.Conn) { return net.Pipe() }
	a, aPeer := pipe()
	b, _ := pipe()
	c, _ := pipe()
	for _, conn := range []net.Conn{a, b, c} {
		if !l.admit(conn) {
			t.Fatal("refused under the cap")
		}
	}
	l.track(b, http.StateActive)
	l.track(a, http.StateActive)
	l.track(a, http.StateIdle) // a is now the idle one of most recent use
	d, _ := pipe()
	if !l.admit(d) {
		t.Fatal("refused with idle connections to close")
	}
	if _, ok := l.conns[c]; ok {
		t.Error("c, idle longest, is still open")
	}
	if _, ok := l.conns[a]; !ok {
		t.Error("a, idle more recently than c, was closed")
	}
	// a and d are idle: a (older) goes next, b (busy) never.
	e, _ := pipe()
	l.admit(e)
	if _, err := aPeer.Write([]byte("x")); err == nil {
		t.Error("a was not closed")
	}
	l.track(d, http.StateActive)
	l.track(e, http.StateActive)
	f, _ := pipe()
	if l.admit(f) {
		t.Error("admitted with every connection busy")
	}
	l.track(b, http.StateClosed)
	if !l.admit(f) {
		t.Error("refused after a connection closed")
	}
}
