package build

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/scaffold"
)

// An external plugin, as `folio new plugin` writes it, is built like any
// third-party plugin (its own module, against the SDK folder) and started
// from its command in site.toml.
func TestExternalPlugin(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a Go module")
	}
	_, here, _, _ := runtime.Caller(0)
	dir := filepath.Join(t.TempDir(), "hello")
	if err := scaffold.NewPlugin(scaffold.PluginOptions{Dir: dir, SDKDir: filepath.Join(filepath.Dir(here), "..", "..", "sdk")}); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "hello")
	build := func() *exec.Cmd {
		cmd := exec.Command("go", "build", "-o", bin, ".")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=readonly")
		return cmd
	}
	if out, err := build().CombinedOutput(); err != nil {
		t.Fatalf("building the plugin: %v\n%s", err, out)
	}
	s := newTestSite(t, smallSite)
	s.write("site.toml", s.read("site.toml")+`
[[plugins]]
name = "hello"
command = ["`+bin+`"]
[plugins.options]
greeting = "Hello <from> outside"
`)
	// The build after this one may reuse the plugin only if no file it
	// read was written in the tick the build started (the ledger's racy
	// rule).
	waitForNextTick(t, s.dir)
	assertOneRoutePlugin(t, s.mustBuild(), "hello")
	s.assertFile("build/hello/index.html", "<h1>Hello &lt;from&gt; outside</h1>", "<title>Hello &lt;from&gt; outside · Tiny</title>")
	s.assertFile("build/hello/pages.json", `"path": "/hello"`, `"title": "Hello \u003cfrom\u003e outside"`, `"path": "/about"`)
	if !strings.Contains(s.read("build/index.html"), "tagline") {
		t.Error("the other plugins' pages are still built")
	}

	// The Go starter is reusable too, as the Node one.
	assertStarterReused(t, s, "hello", "<h1>Hello &lt;from&gt; outside</h1>")

	assertStarterFollowsTheRoutes(t, s, "hello")

	// Its program is its binary: rebuilt from changed code, it starts again.
	src, err := os.ReadFile(filepath.Join(dir, "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), `"<h1>"`, `"<h1 class=\"edited\">"`, 1)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := build().CombinedOutput(); err != nil {
		t.Fatalf("rebuilding the plugin: %v\n%s", err, out)
	}
	if p := pluginSummary(t, s.mustBuild(), "hello"); p.Reused || p.PID == 0 {
		t.Errorf("the starter was not started again after its binary changed: %+v", p)
	}
	s.assertFile("build/hello/index.html", `<h1 class="edited">Hello &lt;from&gt; outside</h1>`)
}

// A plugin in JavaScript, as `folio new plugin --lang node` writes it, runs
// in a site's build from its folder: its page is built, and the file its
// post-build writes is in the output. Its packages are the repository's
// own (@grpc/grpc-js is a devDependency), as `npm install` would give it.
func TestExternalNodePlugin(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	_, here, _, _ := runtime.Caller(0)
	modules, _ := filepath.Abs(filepath.Join(filepath.Dir(here), "..", "..", "node_modules"))
	if _, err := os.Stat(filepath.Join(modules, "@grpc", "grpc-js")); err != nil {
		t.Fatalf("@grpc/grpc-js is not installed: run make install (%v)", err)
	}
	s := newTestSite(t, smallSite)
	dir := filepath.Join(s.dir, "plugins", "changelog")
	if err := scaffold.NewNodePlugin(scaffold.PluginOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	s.write("site.toml", s.read("site.toml")+`
[[plugins]]
name = "changelog"
command = ["node", "plugins/changelog"]
[plugins.options]
greeting = "What's <new>"
`)
	// The build after this one may reuse the plugin only if no file it
	// read was written in the tick the build started (the ledger's racy
	// rule): on a fast machine the files above and the build share one.
	waitForNextTick(t, s.dir)
	assertOneRoutePlugin(t, s.mustBuild(), "changelog")
	s.assertFile("build/changelog/index.html", "<h1>What&#39;s &lt;new&gt;</h1>")
	s.assertFile("build/changelog/pages.json", `"path": "/changelog"`, `"title": "What's <new>"`, `"path": "/about"`)

	// The starter declares itself reusable.
	assertStarterReused(t, s, "changelog", "<h1>What&#39;s &lt;new&gt;</h1>")

	assertStarterFollowsTheRoutes(t, s, "changelog")

	// Its program is its folder: an edit to index.js starts it again.
	// Without post_build_without_pages, its PostBuild may read the pages:
	// an edit of a page's body then starts it too.
	undeclared := strings.Replace(s.read("plugins/changelog/index.js"), "<h1>", "<h1 class=\"edited\">", 1)
	undeclared = strings.Replace(undeclared, ", post_build_without_pages: true", "", 1)
	s.write("plugins/changelog/index.js", undeclared)
	if p := pluginSummary(t, s.mustBuild(), "changelog"); p.Reused || p.PID == 0 {
		t.Errorf("the starter was not started again after index.js changed: %+v", p)
	}
	s.assertFile("build/changelog/index.html", `<h1 class="edited">What&#39;s &lt;new&gt;</h1>`)
	waitForNextTick(t, s.dir)
	s.write("site/pages/about.md", s.read("site/pages/about.md")+"\nAnd one more.\n")
	if p := pluginSummary(t, s.mustBuild(), "changelog"); p.Reused || p.PID == 0 {
		t.Errorf("a plugin that does not declare post_build_without_pages was not started for its post-build after a page's body changed: %+v", p)
	}

	// What a plugin sends that the protocol cannot carry fails the build
	// with the field it is in: a diagnostic's severity that is none, then
	// a post-build's files that are not a list.
	index := s.read("plugins/changelog/index.js")
	s.write("plugins/changelog/index.js", strings.Replace(index, "send.route({", "send.report({ severity: 'FATAL', message: 'x' });\n    send.route({", 1))
	assertBuildFails(t, s, `plugin sent an item folio cannot read: folio.plugin.v1.LoadItem.batch.items[0].diagnostic.severity: "FATAL" is not one of WARNING, ERROR`)
	s.write("plugins/changelog/index.js", strings.Replace(index, "return { files: [file] };", "return { files: file };", 1))
	assertBuildFails(t, s, "folio.plugin.v1.PostBuildResponse.files: array expected")
}

// assertStarterFollowsTheRoutes checks that a starter, whose PostBuild
// reads the routes' paths and titles but no pages
// (post_build_without_pages), is not started by an edit of a page's body,
// the output being a cold build's; and that a new title, a page added and
// a page removed start it, in the background before the render, with its
// pages.json following each.
func assertStarterFollowsTheRoutes(t *testing.T, s *testSite, name string) {
	t.Helper()
	pages := "build/" + name + "/pages.json"
	s.write("site/pages/about.md", s.read("site/pages/about.md")+"\nOne more paragraph.\n")
	// Each build below keeps its plugins' work for the next one only if
	// no file it read was written in the tick it started.
	waitForNextTick(t, s.dir)
	if p := pluginSummary(t, s.mustBuild(), name); !p.Reused || p.PID != 0 {
		t.Errorf("an edit of a page's body started the starter: %+v", p)
	}
	s.assertFile("build/about/index.html", "One more paragraph.")
	s.assertFile(pages, `"title": "About us"`)
	sameTree(t, "after an edit of a page's body", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)

	started := func(what string, wants ...string) {
		t.Helper()
		waitForNextTick(t, s.dir)
		sum, spans := tracedSpans(t, s)
		if p := pluginSummary(t, sum, name); p.Reused || p.PID == 0 {
			t.Errorf("%s: the starter was not started for its post-build: %+v", what, p)
		}
		// It starts and loads once the routes are known, not at post-build.
		if !spans["plugin "+name+"/start (early)"] || !spans["plugin "+name+"/Load (background)"] || spans["plugin "+name+"/Load"] {
			t.Errorf("%s: the starter did not start and load in the background: %v", what, names(spans))
		}
		s.assertFile(pages, wants...)
	}
	s.write("site/pages/about.md", strings.Replace(s.read("site/pages/about.md"), "title: About us", "title: Edited about us", 1))
	started("a page retitled", `"title": "Edited about us"`, `! "title": "About us"`)
	s.write("site/pages/new.md", "---\ntitle: Brand new\n---\n\nNew.\n")
	started("a page added", `"path": "/new"`, `"title": "Brand new"`)
	if err := os.Remove(filepath.Join(s.dir, "site/pages/new.md")); err != nil {
		t.Fatal(err)
	}
	started("a page removed", `! "path": "/new"`, `"title": "Edited about us"`)
	sameTree(t, "after a page removed", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// assertBuildFails checks that the site's build fails with an error that
// says want.
func assertBuildFails(t *testing.T, s *testSite, want string) {
	t.Helper()
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("the build's error is %v, want one that says %s", err, want)
	}
}

// assertStarterReused checks that a build in which nothing changed does
// not start a reusable starter, and keeps its page (with heading) and the
// pages.json its post-build wrote.
func assertStarterReused(t *testing.T, s *testSite, name, heading string) {
	t.Helper()
	if p := pluginSummary(t, s.mustBuild(), name); !p.Reused || p.PID != 0 {
		t.Errorf("an unchanged build started the reusable starter: %+v", p)
	}
	s.assertFile("build/"+name+"/index.html", heading)
	s.assertFile("build/"+name+"/pages.json", `"path": "/`+name+`"`)
}

func pluginSummary(t *testing.T, sum *Summary, name string) PluginSummary {
	t.Helper()
	for _, p := range sum.Plugins {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("the summary lacks plugin %s: %+v", name, sum.Plugins)
	return PluginSummary{}
}

// assertOneRoutePlugin checks that the build's summary lists the plugin
// name, run in a process of its own, with one route.
func assertOneRoutePlugin(t *testing.T, sum *Summary, name string) {
	t.Helper()
	for _, p := range sum.Plugins {
		if p.Name == name && p.Routes == 1 && p.PID > 0 {
			return
		}
	}
	t.Errorf("the summary lacks plugin %s with one route: %+v", name, sum.Plugins)
}
