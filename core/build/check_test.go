package build

import (
	"strings"
	"testing"
)

const linkSite = `
-- site.toml --
title = "Links"
url = "https://links.example"
staticDirectories = ["static"]
-- static/file.txt --
a file
-- site/pages/index.tsx --
export default function Home() { return <p>home</p>; }
-- site/pages/a.md --
# Page A

## Known section

Links: [b](/b#second), [self](#known-section), [file](/file.txt), [out](https://example.com/x#y), [nowhere](/nowhere).
-- site/pages/b.md --
# Page B

## Second
`

func TestLinksAndAnchorsThatExistPass(t *testing.T) {
	s := newTestSite(t, linkSite)
	sum := s.mustBuild()
	if len(sum.Warnings) != 0 {
		t.Errorf("warnings: %v", sum.Warnings)
	}
}

func TestBrokenAnchorFailsTheBuild(t *testing.T) {
	s := newTestSite(t, linkSite)
	s.write("site/pages/b.md", "# Page B\n\n## Renamed\n")
	ds := s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "site/pages/a.md", 5, 12, "check",
		"Links: [b](/b#second), [self](#known-section), [file](/file.txt), [out](https://example.com/x#y), [nowhere](/nowhere).")
	if d.EndColumn != 21 || !strings.Contains(d.Message, `broken anchor to /b#second on page /a: the page /b has no anchor "second"`) {
		t.Errorf("range ends at %d, message %q", d.EndColumn, d.Message)
	}
}

// A .md link is rendered as the page's URL; the check finds it in the
// source by its anchor.
func TestBrokenAnchorOfARelativeMarkdownLinkIsPlaced(t *testing.T) {
	s := newTestSite(t, linkSite)
	s.write("site/pages/c.md", "# C\n\nSee\n[the part](./b.md#gone).\n")
	ds := s.buildDiagnostics()
	wantDiagnostic(t, ds, "site/pages/c.md", 4, 18, "check", "[the part](./b.md#gone).")
}

func TestBrokenLinksFollowOnBrokenLinks(t *testing.T) {
	s := newTestSite(t, linkSite)
	// Ignored by default: /nowhere is a plain link.
	s.mustBuild()

	s.write("site.toml", s.read("site.toml")+"onBrokenLinks = \"throw\"\n")
	ds := s.buildDiagnostics()
	d := wantDiagnostic(t, ds, "site/pages/a.md", 5, 109, "check",
		"Links: [b](/b#second), [self](#known-section), [file](/file.txt), [out](https://example.com/x#y), [nowhere](/nowhere).")
	if !strings.Contains(d.Message, "broken link to /nowhere on page /a") {
		t.Errorf("message %q", d.Message)
	}

	s.write("site.toml", strings.Replace(s.read("site.toml"), `onBrokenLinks = "throw"`, `onBrokenLinks = "warn"`, 1))
	sum := s.mustBuild()
	if len(sum.Warnings) != 1 || !strings.HasPrefix(sum.Warnings[0].Error(), "site/pages/a.md:5:109: broken link to /nowhere") {
		t.Errorf("warnings = %v", sum.Warnings)
	}
}

func TestInternalTarget(t *testing.T) {
	tests := []struct {
		base, page, href, target, frag string
		ok                             bool
	}{
		{"/", "/docs/a", "/docs/b#x", "/docs/b", "x", true},
		{"/", "/docs/a", "#x", "/docs/a", "x", true},
		{"/", "/docs/a/", "b", "/docs/a/b", "", true},
		{"/", "/docs/a", "../c/", "/c", "", true},
		{"/", "/docs/a", "https://x.dev/a", "", "", false},
		{"/", "/docs/a", "//cdn.x/a.js", "", "", false},
		{"/", "/docs/a", "mailto:a@b.c", "", "", false},
		{"/site/", "/site/a", "/elsewhere", "", "", false},
		{"/", "/a", "/b/index.html#%C3%A9", "/b", "é", true},
	}
	for _, tt := range tests {
		target, frag, ok := internalTarget(tt.base, tt.page, tt.href)
		if target != tt.target || frag != tt.frag || ok != tt.ok {
			t.Errorf("internalTarget(%q, %q, %q) = %q %q %v", tt.base, tt.page, tt.href, target, frag, ok)
		}
	}
}
