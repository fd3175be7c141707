package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// In one session (folio dev), an edit to one MDX page compiles that page
// again and no other, in the compiler already running: one Node process
// serves every bundle, and the MDX compiler's replies are kept from the last
// bundle (core/bundle/mdxsession.go). The edited page shows its new text, the
// others their own, and the output is a cold build's.
func TestAnMDXEditInOneSessionCompilesThatPageOnly(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Memo"
url = "https://memo.example"

[[plugins]]
name = "docs"
-- site/docs/one.mdx --
# One

First page, {1 + 1} times.
-- site/docs/two.mdx --
# Two

Second page.
-- site/docs/three.mdx --
# Three

Third page.
`)
	// A Node that writes down each MDX compile request it is given.
	requests := filepath.Join(t.TempDir(), "requests")
	shim := filepath.Join(t.TempDir(), "node")
	starts := filepath.Join(t.TempDir(), "starts")
	t.Setenv("FOLIO_TEST_STARTS", starts)
	writeFile(t, shim, `#!/bin/sh
case "$1" in
*mdx-compiler.mjs) echo started >> "$FOLIO_TEST_STARTS"; tee -a "$FOLIO_TEST_REQUESTS" | node "$@" ;;
*) exec node "$@" ;;
esac
`)
	if err := os.Chmod(shim, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("FOLIO_TEST_REQUESTS", requests)
	seen := 0 // the requests read so far: the compiler stays up, appending
	compiled := func() []string {
		data, _ := os.ReadFile(requests)
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		fresh := lines[min(seen, len(lines)):]
		seen = len(lines)
		var files []string
		for _, line := range fresh {
			for _, name := range []string{"one", "two", "three"} {
				if strings.Contains(line, "site/docs/"+name+".mdx\"") {
					files = append(files, name)
				}
			}
		}
		return files
	}

	ctx := t.Context()
	dev, err := Open(ctx, Options{ConfigFile: filepath.Join(s.dir, "site.toml"), Node: shim, Live: true})
	if err != nil {
		t.Fatal(err)
	}
	defer dev.Close()
	if _, err := dev.Build(ctx, Everything()); err != nil {
		t.Fatal(err)
	}
	if got := compiled(); len(got) != 6 {
		t.Fatalf("the first bundle compiled %v, want each of the 3 pages in 2 variants", got)
	}
	s.write("site/docs/two.mdx", "# Two\n\nSecond page, edited.\n")
	if _, err := dev.Build(ctx, Changed([]string{filepath.Join(s.dir, "site/docs/two.mdx")})); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(compiled(), " "); got != "two two" {
		t.Errorf("after an edit to two.mdx the bundle compiled %q, want two.mdx in its 2 variants only", got)
	}
	if started := countLines(t, starts); started != 1 {
		t.Errorf("the MDX compiler was started %d times for 2 bundles, want once", started)
	}
	s.assertFile("build/docs/two/index.html", "Second page, edited.")
	s.assertFile("build/docs/one/index.html", "First page, <!-- -->2<!-- --> times.")
	sameTree(t, "after an MDX edit in one session", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), devLeftover)
}

func countLines(t *testing.T, file string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		return 0
	}
	return strings.Count(string(data), "\n")
}
