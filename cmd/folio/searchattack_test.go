//go:build linux

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/folio-docs/folio/plugins/search/api"
)

// rssCeiling is what `folio search serve` may use, all attacks included:
// its soft limit (64 MB) and room for the runtime and 16 connections.
// `folio serve` has a soft limit of 128 MB and gets that much more.
const rssCeiling = 128 << 20

// The attacks of issue 18 against a running `folio search serve`: answer
// amplification through tags and hit counts, the parameter cache filled
// with distinct large parameters. Each gets a bounded answer, and the
// process stays under rssCeiling throughout (read from /proc).
func TestSearchServiceHoldsUnderAttack(t *testing.T) {
	cmd, port := startSearchService(t, buildFolio(t))
	attackSearchAPI(t, cmd.Process.Pid, port, rssCeiling, true)
}

// `folio serve` mounts the same API on the site's origin: one request
// once took it from 90 MB to 5.3 GB.
func TestServeHoldsUnderAttack(t *testing.T) {
	bin := buildFolio(t)
	dir := t.TempDir()
	writeTestIndex(t, filepath.Join(dir, "build", "search", "docs.index"))
	os.WriteFile(filepath.Join(dir, "build", "index.html"), []byte("<h1>Home</h1>"), 0o644)
	site := "title = \"Attack\"\nurl = \"https://example.org\"\n\n[themeConfig.search]\nappId = \"APP\"\napiKey = \"key\"\nindexName = \"docs\"\n"
	if err := os.WriteFile(filepath.Join(dir, "site.toml"), []byte(site), 0o644); err != nil {
		t.Fatal(err)
	}
	port := freePort(t)
	cmd := startFolio(t, bin, "Serving", "serve", "--config", filepath.Join(dir, "site.toml"), "--host", "127.0.0.1", "--port", fmt.Sprint(port))
	attackSearchAPI(t, cmd.Process.Pid, port, 2*rssCeiling, false)
}

// attackSearchAPI sends the attacks to the search API at port, the cache
// attack too when cache is set, and checks pid's peak RSS against ceiling.
func attackSearchAPI(t *testing.T, pid, port int, ceiling int64, cache bool) {
	t.Helper()
	url := fmt.Sprintf("http://127.0.0.1:%d/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key", port)

	var peak atomic.Int64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			if rss := processRSS(pid); rss > peak.Load() {
				peak.Store(rss)
			}
			select {
			case <-stop:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()

	// send posts a body and reads the answer whole: status, size, message.
	send := func(body string) (int, int64, string) {
		resp, err := http.Post(url, "text/plain", strings.NewReader(body))
		if err != nil {
			t.Error(err)
			return 0, 0, ""
		}
		defer resp.Body.Close()
		if resp.StatusCode == 200 {
			n, err := io.Copy(io.Discard, resp.Body)
			if err != nil {
				t.Errorf("answer cut at %d bytes: %v", n, err)
			}
			return 200, n, ""
		}
		var e struct{ Message string }
		b, _ := io.ReadAll(resp.Body)
		json.Unmarshal(b, &e)
		return resp.StatusCode, int64(len(b)), e.Message
	}
	queries := func(n int, member string) string {
		return `{"requests":[` + strings.TrimSuffix(strings.Repeat(`{"indexName":"docs",`+member+`},`, n), ",") + `]}`
	}
	parallel := func(n int, run func(i int)) {
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() { defer wg.Done(); run(i) }()
		}
		wg.Wait()
	}

	// Huge tags: a 1 MB request once returned 1.85 GB.
	hugeTag := strings.Repeat("x", 900<<10)
	parallel(4, func(int) {
		code, size, msg := send(queries(1, `"query":"e","hitsPerPage":1000,"highlightPreTag":"`+hugeTag+`"`))
		if code != 400 || size > 512 || !strings.Contains(msg, "highlightPreTag: at most 64 bytes") {
			t.Errorf("huge tag: %d, %d bytes, %q", code, size, msg)
		}
	})
	// 50 queries × 1,000 hits: a 3 KB body once returned 47 MB.
	parallel(8, func(int) {
		code, size, msg := send(queries(50, `"query":"e","hitsPerPage":1000`))
		if code != 400 || size > 512 || !strings.Contains(msg, "at most 1000 hits in one call") {
			t.Errorf("50 × 1,000 hits: %d, %d bytes, %q", code, size, msg)
		}
	})
	// The heaviest call the limits allow, from 16 connections at once.
	tag := `<` + strings.Repeat("b", 62) + `>`
	heaviest := queries(1, `"query":"e","hitsPerPage":1000,"highlightPreTag":"`+tag+`","highlightPostTag":"`+tag+`","attributesToSnippet":["content:100","hierarchy.lvl1:100"]`)
	parallel(16, func(int) {
		code, size, msg := send(heaviest)
		if (code != 200 && code != http.StatusTooManyRequests) || size > api.MaxAnswerBytes {
			t.Errorf("heaviest allowed call: %d, %d bytes, %q", code, size, msg)
		}
	})
	// The parameter cache: 300 requests, each with a distinct 450 KB tag,
	// once raised RSS by 670 MB, for good. Refused ones now (a tag too
	// long), and valid ones as well (analyticsTags is accepted, ignored).
	big := strings.Repeat("t", 450<<10)
	for i := range 300 {
		if !cache {
			break
		}
		code, _, _ := send(queries(1, fmt.Sprintf(`"query":"e","highlightPreTag":"%d%s"`, i, big)))
		if code != 400 {
			t.Fatalf("distinct large tag: %d", code)
		}
		if i%3 != 0 {
			continue
		}
		code, size, _ := send(queries(1, fmt.Sprintf(`"query":"e","hitsPerPage":1,"analyticsTags":["%d%s"]`, i, big)))
		if code != 200 || size > 2<<20 {
			t.Fatalf("distinct large analyticsTags: %d, %d bytes", code, size)
		}
	}
	close(stop)
	<-sampled
	if p := peak.Load(); p == 0 || p > ceiling {
		t.Errorf("peak RSS %.1f MB, want at most %d MB", float64(p)/(1<<20), ceiling>>20)
	} else {
		t.Logf("peak RSS %.1f MB", float64(p)/(1<<20))
	}
}

// processRSS reads a process's resident memory from /proc.
func processRSS(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			if f := strings.Fields(rest); len(f) > 0 {
				kb, _ := strconv.ParseInt(f[0], 10, 64)
				return kb << 10
			}
		}
	}
	return 0
}
