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
	_, err := s.build()
	if err == nil {
		t.Fatal("a broken anchor should fail the build (onBrokenAnchors defaults to throw)")
	}
	for _, want := range []string{"Broken anchors found!", "On source page /a:", "-> linking to /b#second"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}

func TestBrokenLinksFollowOnBrokenLinks(t *testing.T) {
	s := newTestSite(t, linkSite)
	// Ignored by default: /nowhere is a plain link.
	s.mustBuild()

	s.write("site.toml", s.read("site.toml")+"onBrokenLinks = \"throw\"\n")
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "-> linking to /nowhere") {
		t.Fatalf("err = %v", err)
	}

	s.write("site.toml", strings.Replace(s.read("site.toml"), `onBrokenLinks = "throw"`, `onBrokenLinks = "warn"`, 1))
	sum := s.mustBuild()
	if len(sum.Warnings) != 1 || !strings.Contains(sum.Warnings[0], "Broken links found!") {
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
