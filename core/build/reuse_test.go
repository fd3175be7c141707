package build

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/ledger"
)

// reuseSite has a plugin of each kind of work: docs (a folder and a
// sidebars file), pages, search (a PostBuild that reads every page) and
// sitemap (a PostBuild that looks for the static robots.txt).
const reuseSite = `
-- site.toml --
title = "Reuse"
url = "https://reuse.example"
staticDirectories = ["static"]
[themeConfig.navbar]
title = "Reuse"
[themeConfig.search]
appId = "R"
apiKey = "r-search-only"
indexName = "reuse"
[[plugins]]
name = "docs"
[plugins.options]
sidebarPath = "site/sidebars.json"
[[plugins]]
name = "pages"
[plugins.options]
path = "site/pages"
[[plugins]]
name = "search"
[[plugins]]
name = "sitemap"
-- site/sidebars.json --
{ "guide": ["intro", "setup"] }
-- site/docs/intro.md --
# Introduction

Read [the setup](setup.md).
-- site/docs/setup.md --
# Setup

Install it.
-- site/pages/about.md --
# About

We write docs.
-- static/robots.txt --
User-agent: *
`

// backdate sets the time of every file of the site (not its output or
// node_modules) an hour back, as if the last edit were long past, and
// waits for the file system's clock to pass the files' change times: a
// file changed in the tick a build starts is not trusted by its stamp
// (core/ledger), so without this a build here could start its plugins.
func backdate(t *testing.T, dir string) {
	t.Helper()
	when := time.Now().Add(-time.Hour)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "build" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		return os.Chtimes(p, when, when)
	})
	if err != nil {
		t.Fatal(err)
	}
	waitForNextTick(t, dir)
}

// builtReuseSite is reuseSite, its files long unchanged, built once.
func builtReuseSite(t *testing.T) *testSite {
	s := newTestSite(t, reuseSite)
	backdate(t, s.dir)
	s.mustBuild()
	return s
}

// reusedPlugins names the plugins a build did not start, and started
// those it did.
func reusedPlugins(sum *Summary) (reused, started []string) {
	for _, p := range sum.Plugins {
		if p.Reused {
			reused = append(reused, p.Name)
		} else {
			started = append(started, p.Name)
		}
	}
	return reused, started
}

// coldTree builds the site's sources afresh in a copy (its own cache and
// output) and returns what that build wrote, for comparison.
func (s *testSite) coldTree() map[string][]byte {
	s.t.Helper()
	cold := newTestSite(s.t, "")
	err := filepath.WalkDir(s.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(s.dir, p)
		if d.IsDir() && (rel == "build" || rel == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		to := filepath.Join(cold.dir, rel)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		return os.WriteFile(to, b, 0o644)
	})
	if err != nil {
		s.t.Fatal(err)
	}
	cold.mustBuild()
	return readTree(s.t, filepath.Join(cold.dir, "build"))
}

func TestABuildThatChangesNothingStartsNoPlugin(t *testing.T) {
	s := newTestSite(t, reuseSite)
	backdate(t, s.dir)
	first := s.mustBuild()
	if reused, _ := reusedPlugins(first); len(reused) > 0 {
		t.Fatalf("the first build reused %v, with nothing to reuse", reused)
	}
	firstOut := readTree(t, filepath.Join(s.dir, "build"))

	second := s.mustBuild()
	reused, started := reusedPlugins(second)
	if len(started) > 0 {
		t.Fatalf("a build that changes nothing started %v", started)
	}
	for _, p := range second.Plugins {
		if p.PID != 0 {
			t.Errorf("plugin %s has a pid (%d) though it was not started", p.Name, p.PID)
		}
	}
	if len(reused) != 4 || second.Routes != first.Routes {
		t.Errorf("reused %v with %d routes; want the 4 plugins and %d routes", reused, second.Routes, first.Routes)
	}
	var printed strings.Builder
	second.Print(&printed)
	if !strings.Contains(printed.String(), "plugin docs       not started") {
		t.Errorf("the summary does not say the docs plugin was not started:\n%s", printed.String())
	}
	// Every file, the PostBuilds' (search index, sitemap) among them, is
	// what the first build wrote.
	sameTree(t, "the build that started no plugin", readTree(t, filepath.Join(s.dir, "build")), firstOut, nil)
	if _, ok := firstOut["sitemap.xml"]; !ok {
		t.Fatal("the site has no sitemap.xml: the test reuses no PostBuild file")
	}

	// A third build reuses the second's record as it stands.
	third := s.mustBuild()
	if _, started := reusedPlugins(third); len(started) > 0 {
		t.Errorf("the third build started %v", started)
	}
	sameTree(t, "the third build", readTree(t, filepath.Join(s.dir, "build")), firstOut, nil)
}

// An edit, then the builds after it: the edit reaches the output, the
// builds that follow keep it (reusing the plugins once the edited file's
// stamp is older than a build's start, core/ledger), and the next edit is
// seen again.
func TestAnEditAfterAReusedBuildStartsThePlugins(t *testing.T) {
	s := builtReuseSite(t)
	s.mustBuild()

	s.write("site/docs/setup.md", "# Setup\n\nInstall it with npm.\n")
	sum := s.mustBuild()
	// The pages plugin's PostBuild reads no routes: it alone is kept.
	if reused, _ := reusedPlugins(sum); fmt.Sprint(reused) != "[pages]" {
		t.Fatalf("a build after an edit reused %v, want [pages]", reused)
	}
	s.assertFile("build/docs/setup/index.html", "Install it with npm.")
	s.mustBuild()
	s.assertFile("build/docs/setup/index.html", "Install it with npm.")
	backdate(t, s.dir)
	s.mustBuild()
	if _, started := reusedPlugins(s.mustBuild()); len(started) > 0 {
		t.Errorf("started %v with nothing changed", started)
	}
	s.assertFile("build/docs/setup/index.html", "Install it with npm.")

	// The second edit reaches the page as the first did.
	s.write("site/docs/setup.md", "# Setup\n\nInstall it with yarn.\n")
	s.mustBuild()
	s.assertFile("build/docs/setup/index.html", "Install it with yarn.")
	sameTree(t, "after the edits", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

func TestAFileAddedToAWatchedFolderStartsThePlugins(t *testing.T) {
	s := builtReuseSite(t)
	s.write("site/docs/faq.md", "# FAQ\n\nAsk.\n")
	backdate(t, s.dir)
	sum := s.mustBuild()
	if reused, _ := reusedPlugins(sum); len(reused) > 0 {
		t.Fatalf("a build after a new doc reused %v", reused)
	}
	s.assertFile("build/docs/faq/index.html", "Ask.")
	// Removed again: the page goes.
	if err := os.Remove(filepath.Join(s.dir, "site/docs/faq.md")); err != nil {
		t.Fatal(err)
	}
	s.mustBuild()
	if _, err := os.Stat(filepath.Join(s.dir, "build/docs/faq/index.html")); err == nil {
		t.Error("the removed doc's page is still there")
	}
}

func TestChangedOptionsStartThePlugins(t *testing.T) {
	s := builtReuseSite(t)
	s.write("site.toml", strings.Replace(s.read("site.toml"), `sidebarPath = "site/sidebars.json"`, `sidebarPath = "site/sidebars.json"
routeBasePath = "guide"`, 1))
	backdate(t, s.dir)
	if reused, _ := reusedPlugins(s.mustBuild()); len(reused) > 0 {
		t.Errorf("a build after the docs plugin's options changed reused %v", reused)
	}
	s.assertFile("build/guide/setup/index.html", "Install it.")
	// The site's own keys are the plugins' input too.
	backdate(t, s.dir)
	s.mustBuild()
	s.write("site.toml", strings.Replace(s.read("site.toml"), `title = "Reuse"`, `title = "Reused"`, 1))
	backdate(t, s.dir)
	if reused, _ := reusedPlugins(s.mustBuild()); len(reused) > 0 {
		t.Errorf("a build after the site's title changed reused %v", reused)
	}
	s.assertFile("build/guide/setup/index.html", "| Reused</title>")
}

// A theme edit changes no plugin's input but every page, so the request
// of every PostBuild that reads the pages: search is started for it,
// after its Load was replayed. The docs and pages plugins, whose PostBuild
// reads no routes (it copies the images their Load found), and the
// sitemap, whose PostBuild reads the routes but no page, are not started:
// their last PostBuild's files are kept. The output is a cold build's.
func TestAThemeEditRunsThePostBuildsAgain(t *testing.T) {
	s := builtReuseSite(t)
	s.write("site/docs/intro.md", s.read("site/docs/intro.md")+"\n![The editor](./editor.png)\n")
	s.write("site/docs/editor.png", "not really a png")
	backdate(t, s.dir)
	s.mustBuild()
	s.assertFile("build/docs/intro/index.html", "The editor")
	s.mustBuild()
	if err := os.MkdirAll(filepath.Join(s.dir, "site/theme"), 0o755); err != nil {
		t.Fatal(err)
	}
	s.write("site/theme/Footer.tsx", `export default function Footer() { return <footer>Reused footer</footer>; }`+"\n")
	// Not backdate, which would change every doc's change time: only the
	// theme changes.
	waitForNextTick(t, s.dir)
	sum := s.mustBuild()
	if reused, started := reusedPlugins(sum); fmt.Sprint(reused) != "[docs pages sitemap]" || fmt.Sprint(started) != "[search]" {
		t.Errorf("after a theme edit, reused %v and started %v; want the docs, pages and sitemap plugins reused (their PostBuild reads no page), search started", reused, started)
	}
	s.assertFile("build/docs/intro/index.html", "Reused footer")
	if !strings.Contains(s.read("build/docs/intro/index.html"), "editor") {
		t.Error("the doc's image is gone from its page")
	}
	sameTree(t, "after a theme edit", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// What the cache keeps of a plugin may be lost or damaged, and a file a
// PostBuild wrote may be gone from the output: the plugin then runs.
func TestAReusedPluginWhoseRecordIsDamagedRuns(t *testing.T) {
	s := builtReuseSite(t)
	main, _ := cachePaths(s.dir, filepath.Join(s.dir, "build"))
	head := readCacheHead(main)
	if head == nil || len(head.Plugins) != 4 {
		t.Fatal("the cache keeps no record of the 4 plugins")
	}
	for _, p := range head.Plugins {
		if p.Name == "docs" {
			if err := os.WriteFile(filepath.Join(filepath.Dir(main), p.Stream[0]), []byte("damaged"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.Remove(filepath.Join(s.dir, "build", "sitemap.xml")); err != nil {
		t.Fatal(err)
	}
	sum := s.mustBuild()
	reused, started := reusedPlugins(sum)
	if strings.Join(started, " ") != "docs sitemap" {
		t.Errorf("started %v, reused %v; want docs (its stream is damaged) and sitemap (its file is gone) started", started, reused)
	}
	s.assertFile("build/sitemap.xml", "https://reuse.example/docs/setup")
	sameTree(t, "after the damaged record", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// The files changed last are looked at first; an edit of a file changed
// long ago is found by the stamp of every file.
func TestAnEditOfAnOldFileIsSeen(t *testing.T) {
	s := newTestSite(t, reuseSite)
	for i := range 20 { // more than the ledger keeps as recent
		s.write(fmt.Sprintf("site/docs/page%02d.md", i), fmt.Sprintf("# Page %d\n", i))
	}
	backdate(t, s.dir)
	// The oldest of all.
	oldest := filepath.Join(s.dir, "site/docs/page00.md")
	long := time.Now().Add(-48 * time.Hour)
	if err := os.Chtimes(oldest, long, long); err != nil {
		t.Fatal(err)
	}
	s.mustBuild()
	if err := os.WriteFile(oldest, []byte("# Page zero, edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(oldest, long.Add(time.Second), long.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	// The pages plugin, whose PostBuild reads no routes, is kept.
	if reused, _ := reusedPlugins(s.mustBuild()); fmt.Sprint(reused) != "[pages]" {
		t.Errorf("a build after an edit of the oldest doc reused %v, want [pages]", reused)
	}
	s.assertFile("build/docs/page00/index.html", "Page zero, edited")
}

// A plugin is reused with the program that ran it: a built-in with the
// folio binary, an external one with its program file, one run through
// an interpreter with its package; one whose program cannot be known
// never.
func TestTheProgramAPluginIsReusedWith(t *testing.T) {
	dir := t.TempDir()
	site := &config.Site{Dir: dir}
	write := func(rel, text string) {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write("bin/notes", "\x7fELF a program\n")
	write("plugins/feed/cli.mjs", "#!/usr/bin/env node\nimport './lib.mjs';\n")
	write("loose-cli.mjs", "#!/usr/bin/env node\n")
	write("plugins/feed/package.json", `{"name":"feed"}`)
	write("plugins/feed/index.mjs", "import './lib.mjs';")
	write("plugins/feed/lib.mjs", "export {};")
	write("plugins/feed/node_modules/dep/index.js", "1")
	write("loose.mjs", "1")
	clock := func() ledger.Clock { return ledger.ClockAt(time.Now().Add(time.Hour)) }
	record := func(command ...string) (*pluginRecord, bool) {
		p := &runningPlugin{cfg: config.Plugin{Name: "notes", Command: command}}
		r, known, _ := p.takeProgram(nil, site, "", clock())
		return &r, known
	}
	same := func(r *pluginRecord, command ...string) bool {
		_, _, same := (&runningPlugin{cfg: config.Plugin{Name: "notes", Command: command}}).takeProgram(r, site, "", clock())
		return same
	}
	if r, ok := record(); !ok || !same(r) {
		t.Error("a built-in plugin is not reused with the same folio")
	}
	bin, ok := record("./bin/notes")
	if !ok || !same(bin, "./bin/notes") {
		t.Fatal("an external program is not reused as it is")
	}
	script, ok := record("node", "plugins/feed")
	if !ok || !same(script, "node", "plugins/feed") {
		t.Fatal("a script plugin with a package is not reused as it is")
	}
	write("bin/notes", "\x7fELF a program\n") // rebuilt, the same bytes
	if !same(bin, "./bin/notes") {
		t.Error("a program rebuilt with the same content counts as another")
	}
	write("bin/notes", "\x7fELF another program\n")
	if same(bin, "./bin/notes") {
		t.Error("a rebuilt program counts as the same")
	}
	cli, ok := record("./plugins/feed/cli.mjs")
	if !ok || !same(cli, "./plugins/feed/cli.mjs") {
		t.Fatal("a script run on its own, with a package, is not reused as it is")
	}
	write("plugins/feed/lib.mjs", "export const changed = 1;")
	if same(cli, "./plugins/feed/cli.mjs") {
		t.Error("a module of a script run on its own changed, yet its program counts as the same")
	}
	if _, ok := record("./loose-cli.mjs"); ok {
		t.Error("a script run on its own with no package has a known program")
	}
	for _, rel := range []string{"plugins/feed/lib.mjs", "plugins/feed/node_modules/dep/index.js"} {
		script, _ = record("node", "plugins/feed")
		write(rel, "2")
		if same(script, "node", "plugins/feed") {
			t.Errorf("%s changed, yet the script plugin's program counts as the same", rel)
		}
	}
	if _, ok := record("node", "loose.mjs"); ok {
		t.Error("a script with no package of its own has a known program; want none (always started)")
	}
	if _, ok := record("node", "-e", "console.log(1)"); ok {
		t.Error("a program given as code has a known program")
	}
}

// The cache keeps the record of a plugin's program taken before it
// started, not one taken again at the build's end: a file of its package
// edited while it ran (which the process may or may not have read) makes
// the next build start it again.
func TestAProgramEditedWhileThePluginRanStartsItAgain(t *testing.T) {
	dir := t.TempDir()
	site := &config.Site{Dir: dir}
	for rel, text := range map[string]string{
		"plugins/feed/package.json":              `{"name":"feed"}`,
		"plugins/feed/index.mjs":                 "import './lib.mjs';",
		"plugins/feed/lib.mjs":                   "export {};",
		"plugins/feed/node_modules/dep/index.js": "1",
	} {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A clock started after every write: no file is racy.
	clock := ledger.ClockAt(time.Now().Add(time.Hour))
	plugin := func() *runningPlugin {
		return &runningPlugin{cfg: config.Plugin{Name: "feed", Command: []string{"node", "plugins/feed"}}}
	}
	last, known, _ := plugin().takeProgram(nil, site, "", clock)
	if !known {
		t.Fatal("a script plugin with a package has no known program")
	}
	// The next build: the program is the same, the plugin starts (its
	// pages changed), and meanwhile a module of it is edited.
	p := plugin()
	if _, _, same := p.takeProgram(&last, site, "", clock); !same {
		t.Fatal("an unchanged program counts as another")
	}
	if err := os.WriteFile(filepath.Join(dir, "plugins/feed/node_modules/dep/index.js"), []byte("2"), 0o644); err != nil {
		t.Fatal(err)
	}
	kept, known, _ := p.takeProgram(nil, site, "", clock)
	if !known {
		t.Fatal("no program recorded")
	}
	if _, _, same := plugin().takeProgram(&kept, site, "", clock); same {
		t.Error("a module edited while the plugin ran counts as the program that ran; the next build would replay it")
	}
}

// waitForNextTick returns once a file written in dir gets a later change
// time than every file written there so far: the file system's clock
// moves in ticks (a few milliseconds on Linux).
func waitForNextTick(t *testing.T, dir string) {
	t.Helper()
	var newest int64
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil {
			if info, err := d.Info(); err == nil {
				s := ledger.FromInfo(info)
				newest = max(newest, s.Ctime, s.Mtime)
			}
		}
		return nil
	})
	probe := t.TempDir()
	for {
		if ledger.Start(probe).After(newest) {
			return
		}
	}
}

// A plugin that declares itself reusable but whose program folio cannot
// know (here a shell command line that runs it) is started on every
// build, and the summary says so and how to change it; one whose program
// is known says nothing of the kind.
func TestTheSummaryNamesAReusablePluginWhoseProgramIsUnknown(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	command := fmt.Sprintf("command = [\"/bin/sh\", \"-c\", 'exec \"$0\" plugin pages', %q]\n", exe)
	s := newTestSite(t, strings.Replace(smallSite, "name = \"pages\"\n", "name = \"pages\"\n"+command, 1))
	for i := range 2 {
		sum := s.mustBuild()
		var out strings.Builder
		sum.Print(&out)
		if !strings.Contains(out.String(), "pid") || !strings.Contains(out.String(), "(reusable, but started every build: folio cannot tell which files are its program; name them in program_paths)") {
			t.Errorf("build %d: the summary does not say why the reusable plugin started:\n%s", i+1, out.String())
		}
	}
	s.write("site.toml", strings.Replace(s.read("site.toml"), command, "", 1))
	s.mustBuild()
	var out strings.Builder
	s.mustBuild().Print(&out)
	if strings.Contains(out.String(), "started every build") || !strings.Contains(out.String(), "not started") {
		t.Errorf("a built-in plugin with nothing changed:\n%s", out.String())
	}
}
