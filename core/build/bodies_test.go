package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/config"
)

// unchangedRoutes is how many routes the pages plugin sent without their
// body in the build sum summarises.
func unchangedRoutes(t *testing.T, sum *Summary) int {
	t.Helper()
	for _, p := range sum.Plugins {
		if p.Name == "pages" {
			return p.Unchanged
		}
	}
	t.Fatal("the pages plugin did not run")
	return 0
}

// A page whose route came without its body is rendered again from the
// body its data file holds: a code change re-renders every page, and the
// pages must be those a cold build writes.
func TestAnOmittedBodyIsReadBackWhenItsPageRendersAgain(t *testing.T) {
	s := newTestSite(t, smallSite)
	cold := s.mustBuild()
	if got := unchangedRoutes(t, cold); got != 0 {
		t.Fatalf("a cold build had %d routes without their body, want 0", got)
	}
	time.Sleep(10 * time.Millisecond) // a distinct modification time
	s.write("site/theme/Footer.tsx", "export default function Footer() { return <footer>A new footer</footer>; }\n")
	warm := s.mustBuild()
	if got := unchangedRoutes(t, warm); got != 2 {
		t.Fatalf("after a code change, %d routes came without their body, want 2 (both pages are unchanged)", got)
	}
	if warm.Rendered != 3 {
		t.Fatalf("after a code change, %d pages rendered, want 3", warm.Rendered)
	}
	s.assertFile("build/about/index.html", "A new footer", "<strong>small</strong>", "Who we are")
	incremental := s.read("build/about/index.html")

	// The cold build is of a copy, with a cache of its own: this site's
	// node_modules is the repository's, whose cache other tests use at
	// the same time (removing it took the unpacked runtime from under
	// them).
	if got := string(s.coldTree()["about/index.html"]); got != incremental {
		t.Errorf("the page rendered from a body read back differs from a cold build's:\n%s", firstDifference([]byte(incremental), []byte(got)))
	}
}

// A data file removed from the output by hand cannot give its body back:
// the build is made again with every body sent, and succeeds.
func TestALostDataFileIsSentAgain(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.mustBuild()
	about := dataFiles(t, s.read("build/__folio/routes.json"))["/about"]
	if about == "" {
		t.Fatal("no data file for /about")
	}
	if err := os.Remove(filepath.Join(s.dir, "build", filepath.FromSlash(about))); err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * time.Millisecond)
	s.write("site/theme/Footer.tsx", "export default function Footer() { return <footer>A new footer</footer>; }\n")
	sum := s.mustBuild()
	if got := unchangedRoutes(t, sum); got != 0 {
		t.Errorf("the build that succeeded had %d routes without their body, want 0 (it asked for all of them)", got)
	}
	s.assertFile("build/about/index.html", "A new footer", "<strong>small</strong>")
	s.assertFile("build"+about, `\u003cstrong\u003esmall\u003c/strong\u003e`)
	// The next build is offered the bodies again.
	if got := unchangedRoutes(t, s.mustBuild()); got != 2 {
		t.Errorf("the build after the lost file had %d routes without their body, want 2", got)
	}
}

// A plugin may leave out only a body the core said it holds.
func TestAnOmissionTheCoreDidNotOfferIsAPluginBug(t *testing.T) {
	p := &runningPlugin{cfg: config.Plugin{Name: "notes"}, known: map[string]string{"/a": "d1"}}
	if err := checkOmitted(p, "/a", "d1"); err != nil {
		t.Errorf("an offered omission was refused: %v", err)
	}
	for _, c := range []struct{ path, digest string }{{"/a", "d2"}, {"/b", "d1"}, {"/a", ""}} {
		err := checkOmitted(p, c.path, c.digest)
		if err == nil || !strings.Contains(err.Error(), `plugin "notes": route `+c.path+` is sent without its body`) {
			t.Errorf("omitting %s with digest %q: err = %v", c.path, c.digest, err)
		}
	}
}
