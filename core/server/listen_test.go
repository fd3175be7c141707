package server

import (
	"context"
	"io"
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
