package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// cleanLinkSite has no broken link: its builds check incrementally.
const cleanLinkSite = `
-- site.toml --
title = "Links"
url = "https://links.example"
staticDirectories = ["static"]
onBrokenLinks = "throw"
onBrokenAnchors = "throw"
-- static/file.txt --
a file
-- site/pages/index.tsx --
export default function Home() { return <p>home</p>; }
-- site/pages/a.md --
# Page A

Links: [b](/b#second), [file](/file.txt).
-- site/pages/b.md --
# Page B

## Second
-- site/pages/c.md --
# Page C

Links to [b](/b).
`

// After a clean build, the next one checks a kept page again when a page
// it links to changed: the anchor it needs is gone, and the build says so
// at the link, although page A itself was not rendered again.
func TestAKeptPageIsCheckedAgainstAnEditedTarget(t *testing.T) {
	s := newTestSite(t, cleanLinkSite)
	s.mustBuild()
	s.write("site/pages/b.md", "# Page B\n\n## Renamed\n")
	ds := s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "site/pages/a.md", 3, 12, "check", "Links: [b](/b#second), [file](/file.txt).")
	if !strings.Contains(d.Message, `broken anchor to /b#second on page /a: the page /b has no anchor "second"`) {
		t.Errorf("message %q", d.Message)
	}
}

// A page removed, or a file deleted, breaks the kept pages that link to
// them.
func TestAKeptPageIsCheckedAgainstRemovedTargets(t *testing.T) {
	s := newTestSite(t, cleanLinkSite)
	s.mustBuild()
	if err := os.Remove(filepath.Join(s.dir, "site/pages/b.md")); err != nil {
		t.Fatal(err)
	}
	ds := s.buildDiagnostics()
	wantDiagnostic(t, ds, "site/pages/a.md", 3, 12, "check", "Links: [b](/b#second), [file](/file.txt).")
	if len(ds) != 2 {
		t.Fatalf("want a diagnostic on page A and one on page C, got %v", ds)
	}
	wantDiagnostic(t, ds[1:], "site/pages/c.md", 3, 14, "check", "Links to [b](/b).")

	s.write("site/pages/b.md", "# Page B\n\n## Second\n")
	s.mustBuild()
	if err := os.Remove(filepath.Join(s.dir, "static/file.txt")); err != nil {
		t.Fatal(err)
	}
	ds = s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "site/pages/a.md", 3, 31, "check", "Links: [b](/b#second), [file](/file.txt).")
	if !strings.Contains(d.Message, "broken link to /file.txt on page /a") {
		t.Errorf("message %q", d.Message)
	}
}

// Warnings are not remembered away: a site whose check warns warns on
// every build, changed or not.
func TestBrokenLinkWarningsRepeatOnEveryBuild(t *testing.T) {
	s := newTestSite(t, strings.Replace(cleanLinkSite, `onBrokenAnchors = "throw"`, `onBrokenAnchors = "warn"`, 1))
	s.write("site/pages/b.md", "# Page B\n\n## Renamed\n")
	for n := 1; n <= 3; n++ {
		sum := s.mustBuild()
		if len(sum.Warnings) != 1 || !strings.Contains(sum.Warnings[0].Error(), `site/pages/a.md:3:12: broken anchor to /b#second`) {
			t.Errorf("build %d: warnings = %v", n, sum.Warnings)
		}
	}
	// Fixed, then broken again elsewhere: the new breakage is found.
	s.write("site/pages/b.md", "# Page B\n\n## Second\n")
	if sum := s.mustBuild(); len(sum.Warnings) != 0 {
		t.Errorf("after the fix: warnings = %v", sum.Warnings)
	}
	s.write("site/pages/b.md", "# Page B\n\n## Third\n")
	if sum := s.mustBuild(); len(sum.Warnings) != 1 {
		t.Errorf("broken again: warnings = %v", sum.Warnings)
	}
}

// A file added where a kept page's broken link pointed mends the link.
func TestAFileAddedMendsAKeptPagesLink(t *testing.T) {
	s := newTestSite(t, strings.Replace(cleanLinkSite, `onBrokenLinks = "throw"`, `onBrokenLinks = "warn"`, 1))
	s.write("site/pages/c.md", "# Page C\n\nLinks to [later](/later.txt).\n")
	if sum := s.mustBuild(); len(sum.Warnings) != 1 || !strings.Contains(sum.Warnings[0].Error(), "site/pages/c.md:3:18: broken link to /later.txt") {
		t.Fatalf("warnings = %v", sum.Warnings)
	}
	s.write("static/later.txt", "here now")
	sum := s.mustBuild()
	if len(sum.Warnings) != 0 {
		t.Errorf("the link to the added file is still reported: %v", sum.Warnings)
	}
	if sum.Rendered != 0 {
		t.Errorf("adding a static file rendered %d pages, want 0", sum.Rendered)
	}
}
