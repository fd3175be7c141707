//go:build unix

package main

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/folio-docs/folio/plugins/search/engine"
	"github.com/folio-docs/folio/plugins/search/indexfile"
)

// buildFolio builds the folio binary of this checkout for a test.
func buildFolio(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "folio")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startFolio runs folio with args and waits for it to print ready.
func startFolio(t *testing.T, bin, ready string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(bin, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		if strings.Contains(lines.Text(), ready) {
			go io.Copy(io.Discard, stdout)
			return cmd
		}
	}
	cmd.Wait()
	t.Fatalf("folio %s stopped before printing %q: %s", args[0], ready, stderr.String())
	return nil
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// exitCode waits for cmd and returns its exit status.
func exitCode(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	err := cmd.Wait()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

// writeTestIndex writes an index called "docs" of 3,000 records that all
// match "e" to path.
func writeTestIndex(t *testing.T, path string) {
	t.Helper()
	var records [][]byte
	for i := range 3000 {
		records = append(records, fmt.Appendf(nil, `{"objectID":"r%d","url":"/p%d","hierarchy":{"lvl0":"Every element","lvl1":"Entry %d"},"content":"Each editor emits events; every entry explains an element of the editor engine."}`, i, i, i))
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := indexfile.WriteRecordsFile(path, "docs", engine.Settings{}, records); err != nil {
		t.Fatal(err)
	}
}

// startSearchService runs `folio search serve` on writeTestIndex's index,
// with app id APP and search key "key".
func startSearchService(t *testing.T, bin string) (*exec.Cmd, int) {
	t.Helper()
	dir := t.TempDir()
	index := filepath.Join(dir, "docs.index")
	writeTestIndex(t, index)
	port := freePort(t)
	cmd := startFolio(t, bin, "Search API", "search", "serve", "--index", index, "--listen", fmt.Sprintf("127.0.0.1:%d", port),
		"--app-id", "APP", "--search-key", "key", "--config", filepath.Join(dir, "no-site.toml"))
	return cmd, port
}

// SIGTERM stops `folio serve` gracefully: a large download in flight is
// sent whole, then folio exits 0. (It used to die at once, cutting the
// download.)
func TestServeDrainsADownloadOnSIGTERM(t *testing.T) {
	bin := buildFolio(t)
	dir := t.TempDir()
	big := make([]byte, 24<<20) // random: no compression shrinks it
	rand.Read(big)
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	port := freePort(t)
	cmd := startFolio(t, bin, "Serving", "serve", "--dir", dir, "--config", filepath.Join(dir, "no-site.toml"), "--host", "127.0.0.1", "--port", fmt.Sprint(port))

	resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/big.bin", port))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got := make([]byte, 0, len(big))
	chunk := make([]byte, 1<<20)
	n, err := io.ReadFull(resp.Body, chunk)
	got = append(got, chunk[:n]...)
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	// Read the rest slowly, so the download is still going when the
	// server stops listening.
	for {
		time.Sleep(20 * time.Millisecond)
		n, err := io.ReadFull(resp.Body, chunk)
		got = append(got, chunk[:n]...)
		if err != nil {
			break
		}
	}
	if !bytes.Equal(got, big) {
		t.Errorf("downloaded %d of %d bytes, or different ones", len(got), len(big))
	}
	if code := exitCode(t, cmd); code != 0 {
		t.Errorf("folio serve exited %d after SIGTERM, want 0", code)
	}
	if _, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/big.bin", port)); err == nil {
		t.Error("folio serve still answers after stopping")
	}
}

// `folio search serve` too finishes an answer in flight on SIGTERM and
// exits 0; a request that comes after the signal is not taken.
func TestSearchServeDrainsOnSIGTERM(t *testing.T) {
	cmd, port := startSearchService(t, buildFolio(t))
	url := fmt.Sprintf("http://127.0.0.1:%d/1/indexes/docs/query?x-algolia-application-id=APP&x-algolia-api-key=key", port)
	resp, err := http.Post(url, "text/plain", strings.NewReader(`{"query":"e","hitsPerPage":1000,"attributesToSnippet":["content:5"]}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	head := make([]byte, 4096)
	if _, err := io.ReadFull(resp.Body, head); err != nil {
		t.Fatal(err)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	time.Sleep(200 * time.Millisecond)
	rest, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("answer cut after SIGTERM: %v", err)
	}
	var answer struct {
		Hits []json.RawMessage `json:"hits"`
	}
	if err := json.Unmarshal(append(head, rest...), &answer); err != nil || len(answer.Hits) != 1000 {
		t.Errorf("answer after SIGTERM: %d hits, %v", len(answer.Hits), err)
	}
	if code := exitCode(t, cmd); code != 0 {
		t.Errorf("folio search serve exited %d after SIGTERM, want 0", code)
	}
}
