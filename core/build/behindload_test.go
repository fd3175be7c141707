package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nodeScriptEnv lets a plugin script of a test site require the
// repository's @grpc/grpc-js and read its plugin.proto.
func nodeScriptEnv(t *testing.T) {
	t.Helper()
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(repo, "node_modules", "@grpc", "grpc-js")); err != nil {
		t.Fatalf("@grpc/grpc-js is not installed: run make install (%v)", err)
	}
	t.Setenv("NODE_PATH", filepath.Join(repo, "node_modules"))
	t.Setenv("FOLIO_TEST_PROTO", filepath.Join(repo, "sdk", "proto", "plugin.proto"))
}

// unwatchedPluginSite has the docs plugin and a reusable Node.js plugin
// that breaks its promise: its Load reads site/notes.txt without watching
// it. Its PostBuild reads the routes, so an edit to a doc starts it.
var unwatchedPluginSite = `
-- site.toml --
title = "Unwatched"
url = "https://unwatched.example"
[themeConfig.navbar]
title = "Unwatched"
[[plugins]]
name = "docs"
[[plugins]]
name = "notes"
command = ["node", "site/plugins/notes"]
-- site/docs/intro.md --
# Introduction

Hello.
-- site/notes.txt --
Notes, first edition
` + notesPlugin("fs.readFileSync(path.join(call.request.site_dir, 'site/notes.txt'), 'utf8').trim()")

// A reused plugin started for its PostBuild loads in the background while
// the build renders from its replayed stream. When that Load answers
// otherwise (here: from a file the plugin reads but does not watch), the
// build does not publish the replayed page: it is made again from the
// new answer, says so in a warning, and writes what a cold build writes.
func TestAReusedPluginWhoseLiveLoadDiffersIsBuiltAgain(t *testing.T) {
	nodeScriptEnv(t)
	s := newTestSite(t, unwatchedPluginSite)
	backdate(t, s.dir)
	s.mustBuild()
	s.assertFile("build/notes/index.html", "Notes, first edition")

	// An edit the notes plugin's Load does not see: it is replayed.
	s.write("site/docs/intro.md", "# Introduction\n\nHello again.\n")
	sum, spans := tracedSpans(t, s)
	if !spans["plugin notes/Load (reused)"] || !spans["plugin notes/Load (background)"] || spans["plugin notes/Load"] {
		t.Errorf("the notes plugin was not replayed and loaded in the background: %v", names(spans))
	}
	if len(sum.Warnings) > 0 {
		t.Errorf("a Load that answered as its replayed stream was warned about: %v", sum.Warnings)
	}

	// Its unwatched file and a doc edited: the replayed page is stale.
	s.write("site/notes.txt", "Notes, second edition\n")
	s.write("site/docs/intro.md", "# Introduction\n\nHello a third time.\n")
	sum = s.mustBuild()
	s.assertFile("build/notes/index.html", "Notes, second edition", "! first edition")
	s.assertFile("build/docs/intro/index.html", "Hello a third time.")
	var warned bool
	for _, w := range sum.Warnings {
		warned = warned || strings.Contains(w.Message, "plugin notes is reusable, but its Load answered other than in the last build")
	}
	if !warned {
		t.Errorf("the build made again said nothing of why: %v", sum.Warnings)
	}
	sameTree(t, "after the unwatched file changed", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)

	// The next build replays the new answer, with no warning.
	s.write("site/docs/intro.md", "# Introduction\n\nHello a fourth time.\n")
	if sum := s.mustBuild(); len(sum.Warnings) > 0 {
		t.Errorf("the build after was warned about: %v", sum.Warnings)
	}
	s.assertFile("build/notes/index.html", "Notes, second edition")
}
