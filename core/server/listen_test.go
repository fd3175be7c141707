package server

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestListenAndServe(t *testing.T) {
	s := newServer(t, testSite(t), Options{})
	ctx, cancel := context.WithCancel(context.Background())
	urls := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- ListenAndServe(ctx, "127.0.0.1:0", s, func(u string) { urls <- u }) }()

	var url string
	select {
	case url = <-urls:
	case err := <-done:
		t.Fatalf("ListenAndServe returned early: %v", err)
	case <-time.After(5 * time.Second):
		t.Fatal("ready was not called")
	}
	if !strings.HasPrefix(url, "http://localhost:") || strings.HasSuffix(url, ":0") {
		t.Fatalf("ready url %q", url)
	}
	resp, err := http.Get(strings.Replace(url, "localhost", "127.0.0.1", 1) + "/docs/intro")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(b) != "<h1>intro</h1>" {
		t.Errorf("GET = %d %q", resp.StatusCode, b)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("ListenAndServe after cancel = %v, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no shutdown after cancel")
	}
}

func TestListenAndServeBadAddr(t *testing.T) {
	err := ListenAndServe(context.Background(), "127.0.0.1:-1", http.NotFoundHandler(), func(string) {
		t.Error("ready called for a failed listen")
	})
	if err == nil {
		t.Error("want an error for a bad address")
	}
}

// The answers net/http writes before any handler runs are JSON with
// JSONErrors: a bad escape in the URL, headers too large.
func TestJSONErrorsBeforeTheHandler(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	urls := make(chan string, 1)
	go ListenAndServe(ctx, "127.0.0.1:0", http.NotFoundHandler(), func(u string) { urls <- u }, JSONErrors())
	addr := strings.TrimPrefix(<-urls, "http://localhost")
	cases := []struct {
		name, request string
		status        int
		message       string
	}{
		{"bad escape", "GET /1/indexes/%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400, "Bad Request"},
		{"headers too large", "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 128<<10) + "\r\n\r\n", 431, "Request Header Fields Too Large"},
		{"no host", "GET / HTTP/1.1\r\n\r\n", 400, "Bad Request: missing required Host header"},
	}
	for _, c := range cases {
		conn, err := net.Dial("tcp", "127.0.0.1"+addr)
		if err != nil {
			t.Fatal(err)
		}
		go io.WriteString(conn, c.request) // the server may answer before reading it all
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var body struct {
			Message string `json:"message"`
			Status  int    `json:"status"`
		}
		err = json.NewDecoder(resp.Body).Decode(&body)
		conn.Close()
		if err != nil || resp.StatusCode != c.status || body.Status != c.status || body.Message != c.message ||
			resp.Header.Get("Content-Type") != "application/json; charset=UTF-8" {
			t.Errorf("%s: %d %s %+v (%v)", c.name, resp.StatusCode, resp.Header.Get("Content-Type"), body, err)
		}
	}
	// A handler's own answers pass unchanged.
	resp, err := http.Get("http://127.0.0.1" + addr + "/x")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 404 || string(b) != "404 page not found\n" {
		t.Errorf("handler answer: %d %q", resp.StatusCode, b)
	}
}
