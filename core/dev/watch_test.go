package dev

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/build"
)

// TestWatcherReportsInputsOnly writes what is not an input (a log in the
// site folder, the build output, dependencies, editor swap and backup
// files), then one input, and checks that only the input is reported;
// after the inputs change, the new ones are watched and the old ones not.
func TestWatcherReportsInputsOnly(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"site/docs/deep", "site/blog", "build", "site/docs/node_modules/x", "site/docs/.cache"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	p := func(name string) string { return filepath.Join(dir, name) }
	write := func(name string) {
		t.Helper()
		if err := os.WriteFile(p(name), []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("site.toml")
	w, err := newWatcher(build.Inputs{Trees: []string{p("site/docs")}, Files: []string{p("site.toml")}, Skip: []string{p("build")}})
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()

	for _, noise := range []string{"dev.log", "build/index.html", "site/docs/node_modules/x/a.js", "site/docs/.cache/a",
		"site/docs/.intro.md.swp", "site/docs/intro.md.swp", "site/docs/intro.md~", "site/docs/4913", "site/docs/#intro.md#", "site/blog/post.md"} {
		write(noise)
	}
	write("site/docs/deep/intro.md")
	expect(t, w, p("site/docs/deep/intro.md"))
	write("site.toml")
	expect(t, w, p("site.toml"))

	// A folder made inside a tree is watched from then on.
	if err := os.MkdirAll(p("site/docs/new"), 0o755); err != nil {
		t.Fatal(err)
	}
	expect(t, w, p("site/docs/new"))
	write("site/docs/new/page.md")
	expect(t, w, p("site/docs/new/page.md"))

	// A tree that does not exist yet (site/theme before the first
	// override) is watched once it is made, with what it holds.
	w.follow(build.Inputs{Trees: []string{p("site/docs"), p("site/theme")}, Files: []string{p("site.toml")}, Skip: []string{p("build")}})
	for _, dir := range []string{"site/theme", "site/theme/Footer"} {
		if err := os.Mkdir(p(dir), 0o755); err != nil {
			t.Fatal(err)
		}
		expect(t, w, p(dir))
	}
	write("site/theme/Footer/index.tsx")
	expect(t, w, p("site/theme/Footer/index.tsx"))

	// The inputs follow the configuration: the blog now, the docs no more.
	w.follow(build.Inputs{Trees: []string{p("site/blog")}, Files: []string{p("site.toml")}})
	write("site/docs/deep/intro.md")
	write("site/blog/post.md")
	expect(t, w, p("site/blog/post.md"))
}

// expect reads batches until one holds want, failing on any other path.
func expect(t *testing.T, w *watcher, want string) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		select {
		case batch := <-w.changes:
			found := false
			for _, f := range batch {
				if f != want {
					t.Errorf("reported %s, which is not an input (waiting for %s)", f, want)
				}
				found = found || f == want
			}
			if found {
				return
			}
		case <-deadline:
			t.Fatalf("%s was not reported within 30s", want)
		}
	}
}
