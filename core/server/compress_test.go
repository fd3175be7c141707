package server

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"fmt"
	"io"
	"io/fs"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// decode returns the response body with its Content-Encoding undone.
func decode(t *testing.T, w *httptest.ResponseRecorder) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(w.Body.Bytes())
	switch enc := w.Header().Get("Content-Encoding"); enc {
	case "":
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		gz, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = gz
	default:
		t.Fatalf("unexpected Content-Encoding %q", enc)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestCompression(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	const asset = "/assets/js/entry-ABC123.js"
	tests := []struct{ accept, want string }{
		{"", ""},
		{"identity", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0.5, gzip;q=0.8", "gzip"},
		{"*", "br"},
		{"*;q=0", ""},
		{"gzip;q=0, br;q=0", ""},
		{"deflate", ""},
	}
	for _, tt := range tests {
		for range 2 { // the second request is served from the cache
			w := do(s, "GET", asset, "Accept-Encoding", tt.accept)
			if got := w.Header().Get("Content-Encoding"); got != tt.want {
				t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", tt.accept, got, tt.want)
			}
			if got := decode(t, w); got != bigJS {
				t.Errorf("Accept-Encoding %q: body decodes to %d bytes, want %d", tt.accept, len(got), len(bigJS))
			}
			if tt.want != "" && w.Body.Len() >= len(bigJS) {
				t.Errorf("Accept-Encoding %q: body not smaller", tt.accept)
			}
			if got := w.Header().Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("Accept-Encoding %q: Vary %q", tt.accept, got)
			}
		}
	}
}

func TestNoCompression(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	// Small files and already-compressed types are sent as they are.
	for _, p := range []string{"/", "/img/logo.png", "/fonts/inter.woff2"} {
		w := do(s, "GET", p, "Accept-Encoding", "br, gzip")
		if enc := w.Header().Get("Content-Encoding"); enc != "" {
			t.Errorf("GET %s: Content-Encoding %q", p, enc)
		}
	}
	// HEAD of a compressed response: headers, no body.
	w := do(s, "HEAD", "/assets/js/entry-ABC123.js", "Accept-Encoding", "br")
	if w.Header().Get("Content-Encoding") != "br" || w.Body.Len() != 0 {
		t.Errorf("HEAD: Content-Encoding %q, %d body bytes", w.Header().Get("Content-Encoding"), w.Body.Len())
	}
}

func TestNotFoundCompressed(t *testing.T) {
	root := testSite(t)
	page := "<h1>Page Not Found</h1>" + strings.Repeat("<p>We could not find what you were looking for.</p>", 50)
	write(t, root+"/404.html", page)
	s := newServer(t, root, Options{})
	w := do(s, "GET", "/nope", "Accept-Encoding", "gzip")
	if w.Code != 404 || w.Header().Get("Content-Encoding") != "gzip" || decode(t, w) != page {
		t.Errorf("GET /nope = %d, Content-Encoding %q", w.Code, w.Header().Get("Content-Encoding"))
	}
}

func TestRange(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	w := do(s, "GET", "/assets/js/entry-ABC123.js", "Range", "bytes=0-5")
	if w.Code != 206 || w.Body.String() != bigJS[:6] {
		t.Errorf("Range = %d %q", w.Code, w.Body.String())
	}
}

// TestCompressionConcurrent runs under -race: many first requests at once
// must share one cache safely and all get correct bodies.
func TestCompressionConcurrent(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	var wg sync.WaitGroup
	for i := range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			enc := []string{"br", "gzip"}[i%2]
			w := do(s, "GET", "/assets/js/entry-ABC123.js", "Accept-Encoding", enc)
			if got := decode(t, w); got != bigJS {
				t.Errorf("%s: wrong body", enc)
			}
		}()
	}
	wg.Wait()
}

func TestNegotiateEncoding(t *testing.T) {
	tests := map[string]string{
		"":                        "",
		"br":                      "br",
		"BR":                      "br",
		"gzip":                    "gzip",
		"x-gzip":                  "gzip",
		"gzip, br":                "br",
		"br;q=0":                  "",
		"br;q=0, *":               "gzip",
		"gzip;q=1.0, br;q=0.9":    "gzip",
		"gzip; q=0.9, br ; q=0.9": "br",
		"*;q=0.1, gzip;q=0":       "br",
		"compress, deflate":       "",
	}
	for in, want := range tests {
		if got := negotiateEncoding(in); got != want {
			t.Errorf("negotiateEncoding(%q) = %q, want %q", in, got, want)
		}
	}
}

type fakeInfo struct {
	fs.FileInfo
	size  int64
	mtime time.Time
}

func (f fakeInfo) Size() int64        { return f.size }
func (f fakeInfo) ModTime() time.Time { return f.mtime }

func TestCompressCacheBounds(t *testing.T) {
	c := newCompressCache()
	c.limit = 1000
	now := time.Now()
	text := func(i int) string { return strings.Repeat(fmt.Sprintf("line %d of some text\n", i), 2000) }
	for i := range 20 {
		body := text(i)
		data, err := c.get(fmt.Sprint(i), fakeInfo{size: int64(len(body)), mtime: now}, encGzip, strings.NewReader(body))
		if err != nil || data == nil {
			t.Fatalf("get %d: %v", i, err)
		}
		if c.bytes > c.limit && len(c.entries) > 1 {
			t.Fatalf("cache holds %d bytes in %d entries over its %d limit", c.bytes, len(c.entries), c.limit)
		}
	}

	if len(c.entries) >= 20 {
		t.Errorf("nothing evicted: %d entries, %d bytes", len(c.entries), c.bytes)
	}

	// A new version of a file replaces the old entry instead of adding one.
	c = newCompressCache()
	for i := range 5 {
		body := text(i)
		info := fakeInfo{size: int64(len(body)), mtime: now.Add(time.Duration(i) * time.Second)}
		if _, err := c.get("same", info, encBrotli, strings.NewReader(body)); err != nil {
			t.Fatal(err)
		}
	}
	if len(c.entries) != 1 {
		t.Errorf("%d entries for one file", len(c.entries))
	}

	// Too large, incompressible or truncated input: sent as is, not cached.
	if data, _ := c.get("big", fakeInfo{size: maxCompressSize + 1, mtime: now}, encGzip, strings.NewReader("")); data != nil {
		t.Error("a file over maxCompressSize was compressed")
	}
	random := make([]byte, 4096)
	rand.Read(random)
	if data, err := c.get("rand", fakeInfo{size: 4096, mtime: now}, encGzip, bytes.NewReader(random)); data != nil || err != nil {
		t.Errorf("incompressible data: %d bytes, %v", len(data), err)
	}
	if _, err := c.get("short", fakeInfo{size: 5000, mtime: now}, encGzip, strings.NewReader("abc")); err == nil {
		t.Error("truncated input: want an error")
	}
	if _, ok := c.entries[cacheKey{"short", encGzip}]; ok {
		t.Error("a failed compression stayed cached")
	}
}
