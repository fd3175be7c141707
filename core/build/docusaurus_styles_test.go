package build

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const customCSSSite = `
-- site.toml --
title = "Tiny"
url = "https://tiny.example"
customCss = ["src/css/custom.css"]
-- site/pages/index.tsx --
export default function Home() { return <p>home</p>; }
-- src/css/custom.css --
:root { --ifm-color-primary: #2e8555; }
.site-rule { color: rebeccapurple; }
`

var stylesheetLink = regexp.MustCompile(`<link rel="stylesheet" href="/(?:[^"]*/)?(assets/[^"]+\.css)"`)

// stylesheet is the site's stylesheet, as a page links it.
func (s *testSite) stylesheet(page string) string {
	s.t.Helper()
	m := stylesheetLink.FindStringSubmatch(s.read(page))
	if m == nil {
		s.t.Fatalf("%s links no stylesheet", page)
	}
	return s.read("build/" + m[1])
}

func TestCustomCSSIsBundledAfterTheTheme(t *testing.T) {
	s := newTestSite(t, customCSSSite)
	s.mustBuild()
	css := s.stylesheet("build/index.html")
	site := strings.Index(css, ".site-rule")
	if site < 0 {
		t.Fatalf("the stylesheet lacks the customCss rule:\n%.400s", css)
	}
	// The theme's own rules come first, so the site's win at equal specificity.
	if theme := strings.Index(css, ".navbar"); theme < 0 || theme > site {
		t.Errorf("the theme's .navbar rule should come before the site's (theme at %d, site at %d)", theme, site)
	}
}

func TestCustomCSSMissingFileNamesTheKey(t *testing.T) {
	s := newTestSite(t, strings.Replace(customCSSSite, "src/css/custom.css\"]", "src/css/nope.css\"]", 1))
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "site.toml:3: customCss[0]") || !strings.Contains(err.Error(), "src/css/nope.css: no such file") {
		t.Fatalf("want an error at site.toml:3 naming the missing file, got %v", err)
	}
}

// The Infima utilities ship only to a site whose code names them: the
// grid and the hero here, not the spacing or the text helpers.
func TestInfimaUtilitiesShipWhenTheSiteUsesThem(t *testing.T) {
	s := newTestSite(t, customCSSSite)
	s.write("site/pages/index.tsx", `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout><header className="hero hero--primary"><div className="row"><div className="col col--4">a</div></div></header></Layout>;
}
`)
	s.mustBuild()
	css := s.stylesheet("build/index.html")
	for _, want := range []string{".col--4{", ".hero--primary{"} {
		if !strings.Contains(css, want) {
			t.Errorf("the stylesheet lacks %s", want)
		}
	}
	for _, unwanted := range []string{".padding-horiz--md", ".text--truncate"} {
		if strings.Contains(css, unwanted) {
			t.Errorf("the stylesheet ships %s, which the site does not use", unwanted)
		}
	}
	// After the theme's base rules (.col), before the site's customCss.
	base, grid, site := strings.Index(css, ".col{"), strings.Index(css, ".col--4{"), strings.Index(css, ".site-rule")
	if !(base >= 0 && base < grid && grid < site) {
		t.Errorf("order: base .col at %d, .col--4 at %d, customCss at %d", base, grid, site)
	}

	// A page that stops naming them: they go.
	s.write("site/pages/index.tsx", "export default function Home() { return <p>home</p>; }\n")
	s.mustBuild()
	if css := s.stylesheet("build/index.html"); strings.Contains(css, ".col--4{") || strings.Contains(css, ".hero--primary{") {
		t.Errorf("the utilities still ship after the site stopped using them")
	}
}

// Another output folio wrote inside the site (build/ while folio dev or
// `--out` writes elsewhere) is not the site's code: the theme's own
// bundles name utility classes, and reading them would make the
// stylesheet depend on which outputs lie around.
func TestInfimaUtilitiesIgnoreOtherOutputs(t *testing.T) {
	s := newTestSite(t, customCSSSite)
	s.mustBuild()
	want := s.stylesheet("build/index.html")
	// An earlier output whose script names a utility class, as the theme's
	// bundles do.
	s.write("build/assets/old.js", `const c = "col col--4 padding-horiz--md";`+"\n")
	other := filepath.Join(s.dir, "elsewhere")
	if _, err := Build(context.Background(), Options{ConfigFile: filepath.Join(s.dir, "site.toml"), OutDir: other, Log: &strings.Builder{}}); err != nil {
		t.Fatalf("build into another folder: %v", err)
	}
	page, err := os.ReadFile(filepath.Join(other, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	m := stylesheetLink.FindStringSubmatch(string(page))
	if m == nil {
		t.Fatal("the page links no stylesheet")
	}
	got, err := os.ReadFile(filepath.Join(other, m[1]))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("the stylesheet differs when another output lies in the site (has .col--4: %v)", strings.Contains(string(got), ".col--4{"))
	}
}

// A site that compiles .md as MDX (markdown.format = "mdx") names utility
// classes in its .md pages too; a site that reads .md as CommonMark does
// not have them read.
func TestInfimaUtilitiesReadMDWhenItIsMDX(t *testing.T) {
	const page = `# Intro

<p className="text--truncate">a long line</p>
`
	s := newTestSite(t, `
-- site.toml --
title = "Tiny"
url = "https://tiny.example"
[markdown]
format = "mdx"
[[plugins]]
name = "docs"
-- site/docs/intro.md --
`+page)
	s.mustBuild()
	if css := s.stylesheet("build/docs/intro/index.html"); !strings.Contains(css, ".text--truncate{") {
		t.Errorf("an MDX .md page names text--truncate, and the stylesheet lacks it")
	}
	s.write("site.toml", strings.Replace(s.read("site.toml"), `format = "mdx"`, `format = "detect"`, 1))
	s.mustBuild()

	if css := s.stylesheet("build/docs/intro/index.html"); strings.Contains(css, ".text--truncate{") {
		t.Errorf("with .md read as CommonMark, the text utilities still ship")
	}
}
