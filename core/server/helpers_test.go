package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const secretBody = "TOP SECRET outside root"

// bigJS is over minCompressSize so that it gets compressed.
var bigJS = strings.Repeat("export const answer = 42; // folio\n", 100)

// testSite writes a small build output into a temp dir and returns its path.
// Next to it (outside root) lies secret.txt, which no request may reach.
func testSite(t *testing.T) string {
	t.Helper()
	parent := t.TempDir()
	root := filepath.Join(parent, "out")
	files := map[string]string{
		"index.html":                    "<h1>home</h1>",
		"docs/intro/index.html":         "<h1>intro</h1>",
		"markdown-page.html":            "<h1>markdown page</h1>",
		"404.html":                      "<h1>Page Not Found</h1>",
		"assets/js/entry-ABC123.js":     bigJS,
		"assets/css/main-1A2B.css":      "body{color:red}",
		"assets/data/route-9F.json":     `{"a":1}`,
		"sitemap.xml":                   "<urlset></urlset>",
		"robots.txt":                    "User-agent: *",
		"img/logo.png":                  "\x89PNG\r\n\x1a\n0000",
		"img/photo.webp":                "RIFF0000WEBP",
		"fonts/inter.woff2":             "wOF2",
		"favicon.ico":                   "\x00\x00\x01\x00",
		"app.wasm":                      "\x00asm",
		"assets/js/entry-ABC123.js.map": `{"version":3}`,
		"mod.mjs":                       "export {}",
		"icon.svg":                      "<svg/>",
		"unknownext.zzq":                "plain words",
		".env":                          "SECRET=1",
		".git/config":                   "[core]",
		"docs/.hidden.html":             "hidden",
		".well-known/security.txt":      "Contact: x",
	}
	for name, body := range files {
		write(t, filepath.Join(root, name), body)
	}
	write(t, filepath.Join(parent, "secret.txt"), secretBody)
	symlink(t, "../secret.txt", filepath.Join(root, "leak.txt"))
	symlink(t, "..", filepath.Join(root, "leakdir"))
	symlink(t, "index.html", filepath.Join(root, "inside-link.html"))
	return root
}

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("symlinks unsupported: %v", err)
	}
}

func newServer(t *testing.T, root string, opts Options) *Server {
	t.Helper()
	s, err := New(root, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// do sends one request straight to h and returns the recorded response.
func do(h http.Handler, method, target string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func body(t *testing.T, w *httptest.ResponseRecorder) string {
	t.Helper()
	b, err := io.ReadAll(w.Result().Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
