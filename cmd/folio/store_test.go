//go:build linux

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/proc"
)

// These tests run real `folio build`s of one site against each other and
// against SIGKILL, and compare every byte of what is served with a cold
// build of the same sources.

// A build that starts while another of the same site runs waits for it,
// says so, and then builds: neither interleaves with the other, and what
// is served at the end is what a cold build writes.
func TestTwoBuildsOfOneSiteAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio and runs it")
	}
	bin := buildFolio(t)
	site := newProcessSite(t)
	buildOnce(t, bin, site)
	// A node that starts its work only once the file "go" exists: it
	// holds the first build in its render stage, lock held.
	gate := filepath.Join(site, "go")
	writeFiles(t, site, map[string]string{"gated-node": fmt.Sprintf("#!/bin/sh\nwhile [ ! -e %q ]; do sleep 0.05; done\nexec node \"$@\"\n", gate)})
	if err := os.Chmod(filepath.Join(site, "gated-node"), 0o755); err != nil {
		t.Fatal(err)
	}

	holder := startWithEnv(t, bin, site, "FOLIO_NODE="+filepath.Join(site, "gated-node"))
	holder.waitForChildren("gated-node", 1)

	appendFile(t, filepath.Join(site, "site", "docs", "second.md"), "\nSecond run.\n")
	waiter := startWithEnv(t, bin, site)
	want := fmt.Sprintf("waiting for another folio build of this site (pid %d)", holder.cmd.Process.Pid)
	if !waitFor(60*time.Second, func() bool { return strings.Contains(waiter.errText(), want) }) {
		t.Fatalf("the second build never printed %q; its stderr:\n%s", want, waiter.errText())
	}
	if strings.Contains(waiter.errText(), "Built") || waiter.exited() {
		t.Fatalf("the second build went on while the first held the site:\n%s", waiter.errText())
	}
	if err := os.WriteFile(gate, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for name, r := range map[string]*lockedRun{"the first": holder, "the second": waiter} {
		if err := r.wait(); err != nil {
			t.Fatalf("%s build: %v\n%s", name, err, r.errText())
		}
	}
	sameAsCold(t, bin, site, "after two builds at once")
}

// A build killed with SIGKILL at any point leaves a complete output
// served (the last good one, or its own when it died after the swap), and
// the build after it writes what a cold build writes, whatever the dead
// one left in the cache, the spare and beside the output.
func TestBuildsKilledAtRandomPoints(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio and runs it")
	}
	bin := buildFolio(t)
	site := newProcessSite(t)
	buildOnce(t, bin, site)
	buildOnce(t, bin, site)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	// How long a whole build takes here: the kills fall within it.
	start := time.Now()
	buildOnce(t, bin, site)
	span := time.Since(start)
	for i := range 4 {
		before := treeOf(t, filepath.Join(site, "build"))
		r := startWithEnv(t, bin, site)
		time.Sleep(time.Duration(rng.Int64N(int64(span))))
		_ = r.cmd.Process.Signal(syscall.SIGKILL)
		_ = r.wait()
		served := treeOf(t, filepath.Join(site, "build"))
		if !sameFiles(served, before) {
			cold := coldTree(t, bin, site)
			if !sameFiles(served, cold) {
				t.Fatalf("kill %d: what is served is neither the last build's output nor the new one's", i)
			}
		}
	}
	buildOnce(t, bin, site)
	sameAsCold(t, bin, site, "after builds killed at random points")
}

// lockedRun is a `folio build` whose stderr is read as it comes.
type lockedRun struct {
	*processRun
	mu     sync.Mutex
	errBuf bytes.Buffer
	done   chan error
	err    error
}

// startWithEnv starts `folio build` on site after an edit, with env
// added to its environment.
func startWithEnv(t *testing.T, bin, site string, env ...string) *lockedRun {
	t.Helper()
	r := &lockedRun{processRun: &processRun{t: t, bin: bin, site: site, tmp: shortTempDir(t, site), marker: fmt.Sprintf("FOLIO_TEST_RUN=%d-%d", os.Getpid(), time.Now().UnixNano())}, done: make(chan error, 1)}
	appendFile(t, filepath.Join(site, "site", "docs", "intro.md"), fmt.Sprintf("\nRun %s.\n", r.marker))
	r.cmd = exec.Command(bin, "build")
	r.cmd.Dir = site
	r.cmd.Env = append(append(os.Environ(), r.marker, "TMPDIR="+r.tmp), env...)
	stderr, err := r.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	r.cmd.Stdout = io.Discard
	if err := proc.Start(r.cmd); err != nil {
		t.Fatal(err)
	}
	go func() {
		lines := bufio.NewReader(stderr)
		for {
			line, err := lines.ReadString('\n')
			r.mu.Lock()
			r.errBuf.WriteString(line)
			r.mu.Unlock()
			if err != nil {
				break
			}
		}
		r.done <- r.cmd.Wait()
	}()
	t.Cleanup(func() { _ = r.cmd.Process.Kill(); _ = r.wait() })
	return r
}

func (r *lockedRun) errText() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.errBuf.String()
}

// wait waits for the run's end, once, and returns how it ended.
func (r *lockedRun) wait() error {
	if r.done != nil {
		r.err = <-r.done
		r.done = nil
	}
	return r.err
}

// exited says whether the run has ended already.
func (r *lockedRun) exited() bool {
	select {
	case err := <-r.done:
		r.err, r.done = err, nil
		return true
	default:
		return r.done == nil
	}
}

// sameAsCold checks that site's build/ holds exactly what a cold build of
// its sources writes.
func sameAsCold(t *testing.T, bin, site, when string) {
	t.Helper()
	got, want := treeOf(t, filepath.Join(site, "build")), coldTree(t, bin, site)
	for name, b := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("%s: %s is missing", when, name)
		} else if !bytes.Equal(g, b) {
			t.Errorf("%s: %s differs from a cold build's", when, name)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: %s is not in a cold build", when, name)
		}
	}
}

// coldTree builds a copy of site's sources with no cache, in a folder of
// the same depth, and returns its output.
func coldTree(t *testing.T, bin, site string) map[string][]byte {
	t.Helper()
	cold := filepath.Join(filepath.Dir(site), filepath.Base(site)+"c")
	_ = os.RemoveAll(cold)
	t.Cleanup(func() { os.RemoveAll(cold) })
	if err := os.MkdirAll(cold, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"site.toml", "site"} {
		if out, err := exec.Command("cp", "-a", filepath.Join(site, rel), filepath.Join(cold, rel)).CombinedOutput(); err != nil {
			t.Fatalf("cp: %v %s", err, out)
		}
	}
	modules := filepath.Join(cold, "node_modules")
	if err := os.Mkdir(modules, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Join(site, "node_modules"))
	for _, e := range entries {
		if e.Name() == ".cache" {
			continue
		}
		target, err := os.Readlink(filepath.Join(site, "node_modules", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, filepath.Join(modules, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(bin, "build", "--quiet")
	cmd.Dir = cold
	cmd.Env = append(os.Environ(), "TMPDIR="+shortTempDir(t, site))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("cold build: %v\n%s", err, out)
	}
	return treeOf(t, filepath.Join(cold, "build"))
}

// treeOf reads every file below root.
func treeOf(t *testing.T, root string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(root, path)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sameFiles(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || !bytes.Equal(v, w) {
			return false
		}
	}
	return true
}
