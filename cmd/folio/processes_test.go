//go:build linux

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/internal/sitetest"
)

// These tests stop real `folio build` and `folio dev` runs the ways
// editors, process managers and the OOM killer do, and look at what is
// left: processes (found through /proc by a variable every child inherits)
// and temporary folders (the run's TMPDIR and the output's siblings).

// processRun is one folio run on a private site, marked so that its
// processes can be found.
type processRun struct {
	t      *testing.T
	bin    string
	site   string
	tmp    string // the run's TMPDIR
	marker string // FOLIO_TEST_RUN=<unique>
	cmd    *exec.Cmd
	stdout *bufio.Reader
	stderr bytes.Buffer
}

// newProcessSite writes a site with three plugins (pages, docs, sitemap)
// and a node_modules of its own that links to the checkout's packages, so
// that its caches stay out of the checkout.
func newProcessSite(t *testing.T) (site string) {
	t.Helper()
	site = t.TempDir()
	writeFiles(t, site, map[string]string{
		"site.toml": "title = \"Small\"\nurl = \"https://small.example\"\n\n" +
			"[[plugins]]\nname = \"pages\"\n[plugins.options]\npath = \"site/pages\"\n\n" +
			"[[plugins]]\nname = \"docs\"\n[plugins.options]\npath = \"site/docs\"\n\n" +
			"[[plugins]]\nname = \"sitemap\"\n",
		"site/pages/index.tsx": "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p>Welcome home</p></Layout>; }\n",
		"site/docs/intro.md":   "---\ntitle: Intro\n---\n# Intro\n\nHello.\n",
		"site/docs/second.md":  "---\ntitle: Second\n---\n# Second\n\nSee [the intro](intro.md).\n",
		// A render worker that never answers: it holds a build in its
		// render stage, with every plugin and worker running.
		"stuck-node": "#!/usr/bin/env node\nsetInterval(() => {}, 1000);\n",
	})
	if err := os.Chmod(filepath.Join(site, "stuck-node"), 0o755); err != nil {
		t.Fatal(err)
	}
	sitetest.LinkNodeModules(t, site)
	shortTempDir(t, site)
	return site
}

// start runs folio args in site; stuck makes its render workers hang.
func startMarked(t *testing.T, bin, site string, stuck bool, args ...string) *processRun {
	t.Helper()
	r := &processRun{t: t, bin: bin, site: site, tmp: shortTempDir(t, site), marker: fmt.Sprintf("FOLIO_TEST_RUN=%d-%d", os.Getpid(), time.Now().UnixNano())}
	// Each run renders something: an unchanged page would be reused.
	appendFile(t, filepath.Join(site, "site", "docs", "intro.md"), fmt.Sprintf("\nRun %s.\n", r.marker))
	r.cmd = exec.Command(bin, args...)
	r.cmd.Dir = site
	r.cmd.Env = append(os.Environ(), r.marker, "TMPDIR="+r.tmp)
	if stuck {
		r.cmd.Env = append(r.cmd.Env, "FOLIO_NODE="+filepath.Join(site, "stuck-node"))
	}
	r.cmd.Stderr = &r.stderr
	out, err := r.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	r.stdout = bufio.NewReader(out)
	// Through proc.Start, so that a failing test cannot leave folio behind.
	if err := proc.Start(r.cmd); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = r.cmd.Process.Kill(); _ = r.cmd.Wait() })
	return r
}

// shortTempDir is the TMPDIR of the runs on site, one for all of them so
// that a run finds what the last one left. Its path is short: plugins'
// sockets live in it, and a socket's path holds 107 bytes at most.
func shortTempDir(t *testing.T, site string) string {
	t.Helper()
	link := filepath.Join(site, "tmp")
	if dir, err := os.Readlink(link); err == nil {
		return dir
	}
	dir, err := os.MkdirTemp("", "fp")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	return dir
}

// processes lists the live processes of the run other than folio itself:
// those whose environment holds the run's marker.
func (r *processRun) processes() []string {
	var found []string
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil || pid == r.cmd.Process.Pid {
			continue
		}
		env, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", pid))
		if err != nil || !bytes.Contains(env, []byte(r.marker+"\x00")) || !proc.Running(pid) {
			continue
		}
		cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		found = append(found, fmt.Sprintf("%d %s", pid, strings.ReplaceAll(string(cmdline), "\x00", " ")))
	}
	return found
}

// waitFor polls until ok or the limit; it reports whether ok came.
func waitFor(limit time.Duration, ok func() bool) bool {
	deadline := time.Now().Add(limit)
	for !ok() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(50 * time.Millisecond)
	}
	return true
}

// waitForChildren waits until the run has started n processes whose
// command line contains what (render workers: "stuck-node").
func (r *processRun) waitForChildren(what string, n int) {
	r.t.Helper()
	ok := waitFor(60*time.Second, func() bool {
		count := 0
		for _, p := range r.processes() {
			if strings.Contains(p, what) {
				count++
			}
		}
		return count >= n
	})
	if !ok {
		r.t.Fatalf("the run never started %s; its processes: %q\nstderr:\n%s", what, r.processes(), r.stderr.String())
	}
}

// waitForLine reads stdout until a line contains s.
func (r *processRun) waitForLine(s string) {
	r.t.Helper()
	found := make(chan bool, 1)
	go func() {
		for {
			line, err := r.stdout.ReadString('\n')
			if strings.Contains(line, s) {
				found <- true
				_, _ = io.Copy(io.Discard, r.stdout) // keeps folio's writes from blocking
				return
			}
			if err != nil {
				found <- false
				return
			}
		}
	}()
	select {
	case ok := <-found:
		if !ok {
			r.t.Fatalf("folio ended before printing %q:\n%s", s, r.stderr.String())
		}
	case <-time.After(90 * time.Second):
		r.t.Fatalf("folio did not print %q:\n%s", s, r.stderr.String())
	}
}

// stop sends sig to folio and waits for it to end.
func (r *processRun) stop(sig syscall.Signal) {
	r.t.Helper()
	if len(r.processes()) == 0 {
		r.t.Fatal("no plugin or worker was running when folio was stopped: the test proves nothing")
	}
	if err := r.cmd.Process.Signal(sig); err != nil {
		r.t.Fatal(err)
	}
	ended := make(chan struct{})
	go func() { _ = r.cmd.Wait(); close(ended) }()
	select {
	case <-ended:
	case <-time.After(30 * time.Second):
		r.t.Fatalf("folio did not end on %v:\n%s", sig, r.stderr.String())
	}
}

// assertNoProcessLeft checks, 5 seconds after folio ended at the latest,
// that none of its children runs.
func (r *processRun) assertNoProcessLeft() {
	r.t.Helper()
	if !waitFor(5*time.Second, func() bool { return len(r.processes()) == 0 }) {
		left := r.processes()
		for _, p := range left {
			if pid, err := strconv.Atoi(strings.Fields(p)[0]); err == nil {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
		r.t.Errorf("5 s after folio ended, its children still run:\n%s", strings.Join(left, "\n"))
	}
}

// leftovers lists the temporary folders of runs: in TMPDIR and beside the
// output.
func (r *processRun) leftovers() []string {
	var out []string
	for _, dir := range []string{r.tmp, r.site} {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if n := e.Name(); strings.HasPrefix(n, "folio-") || strings.HasPrefix(n, ".build.") || strings.HasPrefix(n, "build.old-") {
				out = append(out, filepath.Join(dir, n))
			}
		}
	}
	return out
}

func (r *processRun) assertNoTemporaryFolder(when string) {
	r.t.Helper()
	if left := r.leftovers(); len(left) > 0 {
		r.t.Errorf("%s, temporary folders are left: %q", when, left)
	}
}

// buildOnce runs a build to its end.
func buildOnce(t *testing.T, bin, site string) {
	t.Helper()
	r := startMarked(t, bin, site, false, "build", "--quiet")
	if err := r.cmd.Wait(); err != nil {
		t.Fatalf("folio build: %v\n%s", err, r.stderr.String())
	}
}

func servedPage(t *testing.T, site string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(site, "build", "docs", "intro", "index.html"))
	if err != nil {
		t.Fatalf("no servable build/: %v", err)
	}
	return string(b)
}

func TestStoppedBuildsLeaveNothingBehind(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio and runs it")
	}
	bin := buildFolio(t)
	site := newProcessSite(t)
	buildOnce(t, bin, site)

	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGKILL} {
		t.Run(sig.String(), func(t *testing.T) {
			before := servedPage(t, site)
			// Stopped in the middle of rendering: plugins and workers run.
			r := startMarked(t, bin, site, true, "build")
			r.waitForChildren("stuck-node", 1)
			r.stop(sig)
			r.assertNoProcessLeft()
			if sig == syscall.SIGTERM {
				r.assertNoTemporaryFolder("after folio build stopped on SIGTERM")
			}
			if servedPage(t, site) != before {
				t.Errorf("the stopped build changed the last output")
			}
			// The next build cleans up after a killed one, and works.
			buildOnce(t, bin, site)
			r.assertNoTemporaryFolder("after the next build")
		})
	}
}

func TestStoppedDevSessionsLeaveNothingBehind(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio and runs it")
	}
	bin := buildFolio(t)
	site := newProcessSite(t)
	// Stopped once it serves, and in the middle of its first build.
	points := []struct {
		name  string
		stuck bool
		reach func(r *processRun)
	}{
		{"serving", false, func(r *processRun) { r.waitForLine("serving at") }},
		{"first-build", true, func(r *processRun) { r.waitForChildren("stuck-node", 1) }},
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGKILL} {
		for _, at := range points {
			t.Run(at.name+"/"+sig.String(), func(t *testing.T) {
				r := startMarked(t, bin, site, at.stuck, "dev", "--port", strconv.Itoa(freePort(t)))
				at.reach(r)
				r.stop(sig)
				r.assertNoProcessLeft()
				if sig == syscall.SIGTERM {
					r.assertNoTemporaryFolder("after folio dev stopped on SIGTERM")
				}
				buildOnce(t, bin, site)
				r.assertNoTemporaryFolder("after the next run")
			})
		}
	}
}

// folio dev stopped by SIGTERM in the middle of a rebuild ends quietly:
// the build was told to stop, it did not fail, so no error is printed,
// and nothing is left running.
func TestDevStoppedInARebuildPrintsNoError(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio and runs it")
	}
	bin := buildFolio(t)
	site := newProcessSite(t)
	// Node as usual, until the test asks the next render workers to hang.
	hang := filepath.Join(t.TempDir(), "hang")
	writeFiles(t, site, map[string]string{"hang-node": "#!/bin/sh\nif [ -e \"$FOLIO_TEST_HANG\" ]; then exec sleep 600; fi\nexec node \"$@\"\n"})
	if err := os.Chmod(filepath.Join(site, "hang-node"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("FOLIO_NODE", filepath.Join(site, "hang-node"))
	t.Setenv("FOLIO_TEST_HANG", hang)
	r := startMarked(t, bin, site, false, "dev", "--port", strconv.Itoa(freePort(t)))
	r.waitForLine("serving at")
	writeFiles(t, site, map[string]string{"hang": ""})
	if err := os.Rename(filepath.Join(site, "hang"), hang); err != nil {
		t.Fatal(err)
	}
	// A component edit bundles again, so the rebuild starts new render
	// workers, which hang.
	writeFiles(t, site, map[string]string{"site/pages/index.tsx": "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p>Welcome back</p></Layout>; }\n"})
	r.waitForChildren("sleep 600", 1)
	r.stop(syscall.SIGTERM)
	r.assertNoProcessLeft()
	if strings.Contains(r.stderr.String(), "error") {
		t.Errorf("folio dev stopped in a rebuild printed an error:\n%s", r.stderr.String())
	}
}
