package server

import (
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestNewMissingRoot(t *testing.T) {
	if _, err := New(filepath.Join(t.TempDir(), "nope"), Options{}); err == nil {
		t.Fatal("New on a missing directory: want error")
	}
	file := filepath.Join(t.TempDir(), "file")
	write(t, file, "x")
	if _, err := New(file, Options{}); err == nil {
		t.Fatal("New on a file: want error")
	}
}

func TestRoutes(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	tests := []struct {
		path, want string
	}{
		{"/", "<h1>home</h1>"},
		{"/index.html", "<h1>home</h1>"},
		{"/docs/intro", "<h1>intro</h1>"},
		{"/docs/intro/", "<h1>intro</h1>"},
		{"/docs/intro/index.html", "<h1>intro</h1>"},
		{"/docs//intro/", "<h1>intro</h1>"},
		{"/markdown-page", "<h1>markdown page</h1>"},
		{"/markdown-page.html", "<h1>markdown page</h1>"},
		{"/robots.txt", "User-agent: *"},
		{"/inside-link.html", "<h1>home</h1>"},
		{"/.well-known/security.txt", "Contact: x"},
	}
	for _, tt := range tests {
		w := do(s, "GET", tt.path)
		if w.Code != http.StatusOK || body(t, w) != tt.want {
			t.Errorf("GET %s = %d %q, want 200 %q", tt.path, w.Code, w.Body.String(), tt.want)
		}
	}
}

func TestNotFound(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	for _, p := range []string{
		"/nope", "/docs/nope/", "/docs/intro/nope", "/markdown-page/", "/markdown-page.html/x",
		"/assets/js/missing.js", "/docs", // a directory without index.html
	} {
		w := do(s, "GET", p)
		if w.Code != http.StatusNotFound || body(t, w) != "<h1>Page Not Found</h1>" {
			t.Errorf("GET %s = %d %q, want 404 page", p, w.Code, w.Body.String())
		}
		if ct := w.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("GET %s: Content-Type %q", p, ct)
		}
		if cc := w.Header().Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q", p, cc)
		}
	}
	if w := do(s, "HEAD", "/nope"); w.Code != http.StatusNotFound || w.Body.Len() != 0 {
		t.Errorf("HEAD /nope = %d with %d body bytes", w.Code, w.Body.Len())
	}
}

func TestNotFoundWithoutPage(t *testing.T) {
	root := testSite(t)
	if err := os.Remove(filepath.Join(root, "404.html")); err != nil {
		t.Fatal(err)
	}
	s := newServer(t, root, Options{})
	w := do(s, "GET", "/nope")
	if w.Code != http.StatusNotFound || !strings.Contains(body(t, w), "404") {
		t.Errorf("GET /nope = %d %q, want a plain 404", w.Code, w.Body.String())
	}
}

func TestCustomNotFoundFile(t *testing.T) {
	root := testSite(t)
	write(t, filepath.Join(root, "errors/missing.html"), "custom missing")
	s := newServer(t, root, Options{NotFoundFile: "/errors/missing.html"})
	if w := do(s, "GET", "/nope"); w.Code != 404 || body(t, w) != "custom missing" {
		t.Errorf("GET /nope = %d %q", w.Code, w.Body.String())
	}
}

func TestContentTypes(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	tests := map[string]string{
		"/":                              "text/html; charset=utf-8",
		"/assets/js/entry-ABC123.js":     "text/javascript; charset=utf-8",
		"/mod.mjs":                       "text/javascript; charset=utf-8",
		"/assets/css/main-1A2B.css":      "text/css; charset=utf-8",
		"/assets/data/route-9F.json":     "application/json",
		"/assets/js/entry-ABC123.js.map": "application/json",
		"/icon.svg":                      "image/svg+xml",
		"/sitemap.xml":                   "application/xml",
		"/robots.txt":                    "text/plain; charset=utf-8",
		"/img/logo.png":                  "image/png",
		"/img/photo.webp":                "image/webp",
		"/favicon.ico":                   "image/x-icon",
		"/fonts/inter.woff2":             "font/woff2",
		"/app.wasm":                      "application/wasm",
		"/unknownext.zzq":                "text/plain; charset=utf-8", // sniffed
	}
	for p, want := range tests {
		w := do(s, "GET", p)
		if got := w.Header().Get("Content-Type"); w.Code != 200 || got != want {
			t.Errorf("GET %s = %d, Content-Type %q, want %q", p, w.Code, got, want)
		}
		if got := w.Header().Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("GET %s: X-Content-Type-Options %q", p, got)
		}
	}
}

func TestCacheControl(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	tests := map[string]string{
		"/assets/js/entry-ABC123.js": "public, max-age=31536000, immutable",
		"/assets/css/main-1A2B.css":  "public, max-age=31536000, immutable",
		"/":                          "no-cache",
		"/docs/intro":                "no-cache",
		"/sitemap.xml":               "no-cache",
	}
	for p, want := range tests {
		w := do(s, "GET", p)
		if got := w.Header().Get("Cache-Control"); got != want {
			t.Errorf("GET %s: Cache-Control %q, want %q", p, got, want)
		}
		if w.Header().Get("ETag") == "" || w.Header().Get("Last-Modified") == "" {
			t.Errorf("GET %s: missing validators: %v", p, w.Header())
		}
	}
}

func TestConditionalRequests(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	for _, p := range []string{"/docs/intro/", "/assets/js/entry-ABC123.js"} {
		for _, enc := range []string{"", "gzip", "br"} {
			first := do(s, "GET", p, "Accept-Encoding", enc)
			tag := first.Header().Get("ETag")
			w := do(s, "GET", p, "Accept-Encoding", enc, "If-None-Match", tag)
			if w.Code != http.StatusNotModified || w.Body.Len() != 0 {
				t.Errorf("GET %s (%q) If-None-Match %s = %d", p, enc, tag, w.Code)
			}
			lm := first.Header().Get("Last-Modified")
			w = do(s, "GET", p, "Accept-Encoding", enc, "If-Modified-Since", lm)
			if w.Code != http.StatusNotModified {
				t.Errorf("GET %s (%q) If-Modified-Since = %d", p, enc, w.Code)
			}
			w = do(s, "GET", p, "Accept-Encoding", enc, "If-None-Match", `"stale"`)
			if w.Code != http.StatusOK {
				t.Errorf("GET %s (%q) stale If-None-Match = %d", p, enc, w.Code)
			}
		}
	}
	// Each coding is its own representation with its own tag.
	plain := do(s, "GET", "/assets/js/entry-ABC123.js").Header().Get("ETag")
	br := do(s, "GET", "/assets/js/entry-ABC123.js", "Accept-Encoding", "br").Header().Get("ETag")
	if plain == br {
		t.Errorf("identity and br share ETag %s", plain)
	}
	w := do(s, "GET", "/assets/js/entry-ABC123.js", "Accept-Encoding", "gzip", "If-None-Match", br)
	if w.Code != http.StatusOK {
		t.Errorf("gzip request with the br tag = %d, want 200", w.Code)
	}
}

func TestFileChangeInvalidates(t *testing.T) {
	root := testSite(t)
	s := newServer(t, root, Options{})
	p := filepath.Join(root, "assets/js/entry-ABC123.js")
	if got := decode(t, do(s, "GET", "/assets/js/entry-ABC123.js", "Accept-Encoding", "br")); got != bigJS {
		t.Fatal("first body differs")
	}
	changed := strings.Repeat("changed ", 400)
	write(t, p, changed)
	later := time.Now().Add(time.Minute)
	os.Chtimes(p, later, later)
	if got := decode(t, do(s, "GET", "/assets/js/entry-ABC123.js", "Accept-Encoding", "br")); got != changed {
		t.Errorf("after a change the cached body is still served")
	}
}

func TestMethods(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS"} {
		w := do(s, m, "/")
		if w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("%s / = %d, Allow %q", m, w.Code, w.Header().Get("Allow"))
		}
	}
	w := do(s, "HEAD", "/docs/intro")
	if w.Code != 200 || w.Body.Len() != 0 {
		t.Errorf("HEAD = %d with %d body bytes", w.Code, w.Body.Len())
	}
	if w.Header().Get("Content-Length") != "14" {
		t.Errorf("HEAD Content-Length %q", w.Header().Get("Content-Length"))
	}
}

func TestBaseURL(t *testing.T) {
	root := testSite(t)
	for _, base := range []string{"/site/", "site", "/site", "https://example.org/site/"} {
		s := newServer(t, root, Options{BaseURL: base})
		ok := map[string]string{
			"/site/":                          "<h1>home</h1>",
			"/site":                           "<h1>home</h1>",
			"/site/docs/intro":                "<h1>intro</h1>",
			"/site/markdown-page":             "<h1>markdown page</h1>",
			"/site/assets/js/entry-ABC123.js": bigJS,
		}
		for p, want := range ok {
			if w := do(s, "GET", p); w.Code != 200 || body(t, w) != want {
				t.Errorf("base %q: GET %s = %d", base, p, w.Code)
			}
		}
		for _, p := range []string{"/", "/docs/intro", "/sitex/", "/other/site/", "/site/../site/"} {
			if w := do(s, "GET", p); w.Code != 404 || body(t, w) != "<h1>Page Not Found</h1>" {
				t.Errorf("base %q: GET %s = %d %q, want the 404 page", base, p, w.Code, w.Body.String())
			}
		}
		if cc := do(s, "GET", "/site/assets/js/entry-ABC123.js").Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
			t.Errorf("base %q: asset Cache-Control %q", base, cc)
		}
	}
}

func TestMount(t *testing.T) {
	root := testSite(t)
	// A real file under the mounted prefix must lose to the handler.
	write(t, filepath.Join(root, "1/indexes/x.json"), "file")
	s := newServer(t, root, Options{BaseURL: "/site/", Logger: log.New(io.Discard, "", 0)})
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "api "+r.Method+" "+r.URL.Path)
	})
	s.Mount("/1/", api)
	s.Mount("/1/special", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "special")
	}))
	tests := []struct{ method, path, want string }{
		{"GET", "/1/indexes/x.json", "api GET /1/indexes/x.json"},
		{"POST", "/1/indexes/*/queries", "api POST /1/indexes/*/queries"},
		{"GET", "/1", "api GET /1"},
		{"GET", "/1/special/x", "special"},
	}
	for _, tt := range tests {
		if w := do(s, tt.method, tt.path); w.Code != 200 || body(t, w) != tt.want {
			t.Errorf("%s %s = %d %q, want %q", tt.method, tt.path, w.Code, w.Body.String(), tt.want)
		}
	}
	if w := do(s, "GET", "/10/x"); w.Code != 404 {
		t.Errorf("GET /10/x = %d, want 404 (not the /1/ mount)", w.Code)
	}
	if w := do(s, "GET", "/site/1/indexes/x.json"); body(t, w) != "file" {
		t.Errorf("mounts are matched below BaseURL: %q", w.Body.String())
	}
}

func TestLogger(t *testing.T) {
	var buf strings.Builder
	s := newServer(t, testSite(t), Options{Logger: log.New(&buf, "", 0)})
	do(s, "GET", "/docs/intro")
	do(s, "GET", "/leak.txt")
	out := buf.String()
	if !strings.Contains(out, "GET /docs/intro 200 14B") {
		t.Errorf("access log: %q", out)
	}
	if !strings.Contains(out, "GET /leak.txt 404") || !strings.Contains(out, `"/leak.txt": `) {
		t.Errorf("escape attempt not logged: %q", out)
	}
}

// TestRootReplaced follows core/build's commit, which renames a new output
// directory over the old one: the server must serve the new tree.
func TestRootReplaced(t *testing.T) {
	root := testSite(t)
	s := newServer(t, root, Options{})
	if got := body(t, do(s, "GET", "/")); got != "<h1>home</h1>" {
		t.Fatalf("GET / = %q", got)
	}
	next := root + ".next"
	write(t, filepath.Join(next, "index.html"), "<h1>rebuilt</h1>")
	if err := os.Rename(root, root+".old"); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(next, root); err != nil {
		t.Fatal(err)
	}
	if got := body(t, do(s, "GET", "/")); got != "<h1>rebuilt</h1>" {
		t.Errorf("after the swap GET / = %q", got)
	}
	if err := os.RemoveAll(root + ".old"); err != nil {
		t.Fatal(err)
	}
}

// TestMountStreaming checks that the access log wrapper keeps Flush working
// for mounted handlers that stream (server-sent events).
func TestMountStreaming(t *testing.T) {
	s := newServer(t, testSite(t), Options{Logger: log.New(io.Discard, "", 0)})
	s.Mount("/events/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "data: hi\n\n")
		if err := http.NewResponseController(w).Flush(); err != nil {
			t.Errorf("Flush: %v", err)
		}
	}))
	w := do(s, "GET", "/events/")
	if !w.Flushed || w.Body.String() != "data: hi\n\n" {
		t.Errorf("flushed %v, body %q", w.Flushed, w.Body.String())
	}
}

func TestHTMLSuffixFindsTheRoute(t *testing.T) {
	root := t.TempDir()
	for name, content := range map[string]string{
		"index.html":               "home",
		"markdown-page/index.html": "markdown page",
		"docs/intro/index.html":    "intro",
		"404.html":                 "not found",
	} {
		write(t, filepath.Join(root, name), content)
	}
	srv := newServer(t, root, Options{})
	for target, want := range map[string]string{
		"/markdown-page.html":    "markdown page",
		"/docs/intro.html":       "intro",
		"/docs/intro/index.html": "intro",
		"/index.html":            "home",
	} {
		w := do(srv, "GET", target)
		if got := body(t, w); w.Code != 200 || got != want {
			t.Errorf("GET %s = %d %q, want 200 %q", target, w.Code, got, want)
		}
	}
	if w := do(srv, "GET", "/nothing.html"); w.Code != 404 {
		t.Errorf("GET /nothing.html = %d, want 404", w.Code)
	}
}
