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
// node_modules) an hour back, as if the last edit were long past: a file
// changed in the last seconds before a build is not trusted by its stamp
// (racyWindow), so without this every build here would start its plugins.
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
// build that follows it starts the plugins (the edited file is too recent
// to be trusted by its stamp), and once its stamp can be trusted the next
// edit is seen again.
func TestAnEditAfterAReusedBuildStartsThePlugins(t *testing.T) {
	s := builtReuseSite(t)
	s.mustBuild()

	s.write("site/docs/setup.md", "# Setup\n\nInstall it with npm.\n")
	sum := s.mustBuild()
	if reused, _ := reusedPlugins(sum); len(reused) > 0 {
		t.Fatalf("a build after an edit reused %v", reused)
	}
	s.assertFile("build/docs/setup/index.html", "Install it with npm.")
	// Just edited: its stamp is not trusted, so the next build loads again.
	if reused, _ := reusedPlugins(s.mustBuild()); len(reused) > 0 {
		t.Errorf("a build seconds after an edit reused %v", reused)
	}
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

// A theme edit changes no plugin's input but every page, so every
// PostBuild's request: the plugins are started for it, after their Loads
// were replayed, and the output is a cold build's.
func TestAThemeEditRunsThePostBuildsAgain(t *testing.T) {
	s := builtReuseSite(t)
	if err := os.MkdirAll(filepath.Join(s.dir, "site/theme"), 0o755); err != nil {
		t.Fatal(err)
	}
	s.write("site/theme/Footer.tsx", `export default function Footer() { return <footer>Reused footer</footer>; }`+"\n")
	backdate(t, s.dir)
	sum := s.mustBuild()
	if reused, _ := reusedPlugins(sum); len(reused) > 0 {
		t.Errorf("the plugins ran their PostBuild for the new pages, yet %v count as reused", reused)
	}
	s.assertFile("build/docs/intro/index.html", "Reused footer")
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

func TestInputsKey(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string, when time.Time) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Now().Add(-time.Hour)
	write("docs/a.md", "a", past)
	write("docs/sub/b.md", "b", past.Add(-time.Minute))
	write("sidebars.json", "{}", past.Add(-2*time.Minute))
	watch := []string{"docs", filepath.Join(dir, "sidebars.json"), "missing.json"}
	key := func() string {
		st := stampInputsNow(dir, watch)
		if st.Racy {
			t.Fatal("an hour-old file counts as racy")
		}
		return st.Key
	}
	base := key()
	if key() != base {
		t.Fatal("the same files give another key")
	}
	changes := []struct {
		what string
		do   func()
	}{
		{"a file's content and size", func() { write("docs/a.md", "aa", past) }},
		{"a file's time", func() { write("docs/a.md", "aa", past.Add(time.Second)) }},
		{"a file added in a subfolder", func() { write("docs/sub/c.md", "c", past) }},
		{"a watched file that was missing", func() { write("missing.json", "[]", past) }},
		{"a file removed", func() { os.Remove(filepath.Join(dir, "docs/sub/c.md")) }},
	}
	for _, c := range changes {
		c.do()
		if next := key(); next == base {
			t.Errorf("%s: the key did not change", c.what)
		} else {
			base = next
		}
	}
	write("docs/a.md", "new", time.Now())
	st := stampInputsNow(dir, watch)
	if !st.Racy {
		t.Error("a file written just now is not racy")
	}
	if st.Files != 4 || len(st.Recent) != 4 || st.Recent[0].Path != filepath.Join(dir, "docs/a.md") {
		t.Errorf("%d files, the files changed last %+v; want 4 (missing.json was added), docs/a.md first", st.Files, st.Recent)
	}
}

// The files changed last are looked at first; an edit of a file changed
// long ago is found by the stamp of every file.
func TestAnEditOfAnOldFileIsSeen(t *testing.T) {
	s := newTestSite(t, reuseSite)
	for i := range recentFiles + 4 {
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
	if reused, _ := reusedPlugins(s.mustBuild()); len(reused) > 0 {
		t.Errorf("a build after an edit of the oldest doc reused %v", reused)
	}
	s.assertFile("build/docs/page00/index.html", "Page zero, edited")
}

func TestAStampThatIsOnlyKeptStopsAtARacyFile(t *testing.T) {
	dir := t.TempDir()
	past := time.Now().Add(-time.Hour)
	for i := range 50 {
		p := filepath.Join(dir, fmt.Sprintf("d%02d.md", i))
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if i != 7 {
			if err := os.Chtimes(p, past, past); err != nil {
				t.Fatal(err)
			}
		}
	}
	racyAfter := time.Now().Add(-racyWindow)
	if st := stampUnlessRacy(dir, []string{dir}, racyAfter); !st.Racy || st.Key != "" {
		t.Errorf("a folder with a file written now stamps as %+v; want racy, no key", st)
	}
	if st := stampInputs(dir, []string{dir}, racyAfter); !st.Racy || st.Key == "" || st.Files != 50 {
		t.Errorf("the full stamp of the same folder is %+v; want racy, with its key and 50 files", st)
	}
}

// A plugin is reused with the program that ran it: a built-in with the
// folio binary, an external one with its program file as it was; one run
// through an interpreter never, since its script's changes are not seen.
func TestTheProgramAPluginIsReusedWith(t *testing.T) {
	dir := t.TempDir()
	site := &config.Site{Dir: dir}
	prog := filepath.Join(dir, "bin", "notes")
	if err := os.MkdirAll(filepath.Dir(prog), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(prog, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	stamp := func(command ...string) string {
		return programStamp(&runningPlugin{cfg: config.Plugin{Name: "notes", Command: command}}, site, "")
	}
	if stamp() == "" {
		t.Error("a built-in plugin has no program stamp")
	}
	before := stamp("./bin/notes")
	if before == "" {
		t.Fatal("an external program has no stamp")
	}
	if err := os.WriteFile(prog, []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if after := stamp("./bin/notes"); after == before || after == "" {
		t.Errorf("a rebuilt program stamps as %q, before %q", after, before)
	}
	if s := stamp("node", "plugin.mjs"); s != "" {
		t.Errorf("a program with arguments stamps as %q; want none (always started)", s)
	}
	if s := stamp("./bin/missing"); s != "" {
		t.Errorf("a missing program stamps as %q", s)
	}
}
