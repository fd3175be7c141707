package docs

import (
	"slices"
	"strings"
	"testing"
)

// markdown.format decides which docs the core compiles as MDX (the route
// names the file as its module, with no HTML) and which the plugin renders:
// "mdx" makes .md docs MDX as in Docusaurus 3; "detect" keeps them
// CommonMark and warns about the import it prints as text.
func TestMarkdownFormat(t *testing.T) {
	const site = `
-- docs/a.md --
# A

import Tabs from '@theme/Tabs';

<Tabs />
-- docs/b.mdx --
# B
`
	opts := `{"path": "docs", "routeBasePath": "docs"}`
	for _, c := range []struct {
		format      string
		mdxA, mdxB  bool
		warnAtLine3 bool
	}{
		{"mdx", true, true, false},
		{"detect", false, true, true},
		{"md", false, false, true},
	} {
		l, err := loadSite(t, site, opts, `{"markdown": {"format": "`+c.format+`"}}`)
		if err != nil {
			t.Fatalf("%s: %v", c.format, err)
		}
		for _, r := range []struct {
			path string
			mdx  bool
		}{{"/docs/a", c.mdxA}, {"/docs/b", c.mdxB}} {
			rt := l.routes[r.path]
			if rt == nil {
				t.Fatalf("%s: no route %s", c.format, r.path)
			}
			if gotMDX := rt.Module != ""; gotMDX != r.mdx || (r.mdx && rt.ContentHtml != "") || (!r.mdx && rt.ContentHtml == "") {
				t.Errorf("%s: %s module=%q html=%d bytes, want MDX %v", c.format, r.path, rt.Module, len(rt.ContentHtml), r.mdx)
			}
		}
		warned := false
		for _, w := range l.warnings {
			if strings.HasPrefix(w, "docs/a.md:3: an import in a .md file") {
				warned = true
			}
		}
		if warned != c.warnAtLine3 {
			t.Errorf("%s: warnings = %v, want the import's: %v", c.format, l.warnings, c.warnAtLine3)
		}
	}
}

// A site moved from Docusaurus keeps its docs in docs/: the edit link is
// editUrl followed by the doc's path from the site folder, as Docusaurus
// makes it (…/tree/main/website/ + docs/intro.md).
func TestEditURLFollowsTheDocsFolder(t *testing.T) {
	l, err := loadSite(t, "-- docs/guides/intro.md --\n# Intro\n", `{"path": "docs", "editUrl": "https://github.com/o/r/tree/main/website/"}`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.data(t, "/docs/guides/intro").EditURL; got != "https://github.com/o/r/tree/main/website/docs/guides/intro.md" {
		t.Errorf("editUrl = %q", got)
	}
}

// exclude leaves the files its patterns match out of the docs, at any depth
// with a leading "**/", as Docusaurus's exclude option; a bad pattern is
// an error naming it.
func TestExcludeLeavesFilesOut(t *testing.T) {
	archive := "-- docs/intro.md --\n# Intro\n-- docs/drafts/next.md --\n# Next\n-- docs/guides/setup.md --\n# Setup\n-- docs/guides/setup.test.md --\n# A test page\n"
	l, err := loadSite(t, archive, `{"path": "docs", "exclude": ["drafts/**", "**/*.test.md"]}`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for p := range l.routes {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	if want := []string{"/docs/guides/setup", "/docs/intro"}; !slices.Equal(paths, want) {
		t.Errorf("routes = %v, want %v", paths, want)
	}
	_, err = loadSite(t, archive, `{"path": "docs", "exclude": ["drafts/[x"]}`, `{}`)
	if err == nil || !strings.Contains(err.Error(), `[plugins.options] of docs: exclude: "drafts/[x": syntax error in pattern`) {
		t.Errorf("a bad pattern: err = %v", err)
	}
}
