package server

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// escapeAttempts try to read secret.txt, which lies next to the root.
var escapeAttempts = []string{
	"/../secret.txt",
	"/docs/../../secret.txt",
	"/%2e%2e/secret.txt",
	"/%2E%2E/secret.txt",
	"/.%2e/secret.txt",
	"/assets/..%2f..%2fsecret.txt",
	"/assets/..%2F..%2Fsecret.txt",
	"/..%5csecret.txt",
	"/%5c..%5csecret.txt",
	"/leak.txt",
	"/leakdir/secret.txt",
	"/leakdir/out/index.html",
	"/secret.txt%00.html",
	"/%2fsecret.txt",
}

func TestEscapesInProcess(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	for _, p := range escapeAttempts {
		w := do(s, "GET", p)
		if b := body(t, w); strings.Contains(b, "SECRET") || w.Code != http.StatusNotFound {
			t.Errorf("GET %s = %d %q, want 404 without the secret", p, w.Code, b)
		}
	}
}

// TestEscapesOverTheWire sends raw request lines, so that no client-side
// cleaning of the path hides a server bug.
func TestEscapesOverTheWire(t *testing.T) {
	ts := httptest.NewServer(newServer(t, testSite(t), Options{}))
	defer ts.Close()
	attempts := append([]string{"/..\\secret.txt", "/%zz", "/a%"}, escapeAttempts...)
	for _, p := range attempts {
		status, b := rawGet(t, ts.Listener.Addr().String(), p)
		if strings.Contains(b, "SECRET") || (status != 404 && status != 400) {
			t.Errorf("raw GET %s = %d %q, want 404 or 400 without the secret", p, status, b)
		}
	}
}

func rawGet(t *testing.T, addr, target string) (int, string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", target)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("raw GET %s: %v", target, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestDotfiles(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	for _, p := range []string{"/.env", "/.git/config", "/docs/.hidden.html", "/docs/.hidden", "/%2eenv", "/docs/.well-known/security.txt"} {
		w := do(s, "GET", p)
		if w.Code != http.StatusNotFound || body(t, w) != "<h1>Page Not Found</h1>" {
			t.Errorf("GET %s = %d %q, want the 404 page", p, w.Code, w.Body.String())
		}
	}
}

func TestCleanName(t *testing.T) {
	tests := []struct {
		in       string
		name     string
		trailing bool
		status   int // 0: accepted
	}{
		{"", "", true, 0},
		{"docs/intro", "docs/intro", false, 0},
		{"docs/intro/", "docs/intro", true, 0},
		{"a%20b/c.html", "a b/c.html", false, 0},
		{"docs//intro", "docs/intro", false, 0},
		{"..", "", false, 404},
		{"a/./b", "", false, 404},
		{"%2e%2e/x", "", false, 404},
		{"a%2fb", "", false, 404},
		{"a%5cb", "", false, 404},
		{"a\\b", "", false, 404},
		{"a%00b", "", false, 404},
		{".env", "", false, 404},
		{".well-known/x", ".well-known/x", false, 0},
		{"a/.well-known/x", "", false, 404},
		{"%zz", "", false, 400},
		{"a%", "", false, 400},
	}
	for _, tt := range tests {
		name, trailing, err := cleanName(tt.in)
		status := 0
		if bad, ok := err.(errBadPath); ok {
			status = bad.status
		} else if err != nil {
			t.Fatalf("cleanName(%q): unexpected error %v", tt.in, err)
		}
		if status != tt.status || (status == 0 && (name != tt.name || trailing != tt.trailing)) {
			t.Errorf("cleanName(%q) = %q, %v, %d; want %q, %v, %d", tt.in, name, trailing, status, tt.name, tt.trailing, tt.status)
		}
	}
}
