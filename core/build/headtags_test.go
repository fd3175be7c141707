package build

import (
	"strings"
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

func TestHeadTagsHTML(t *testing.T) {
	ps := []*runningPlugin{{head: []*pluginpb.HeadTag{
		{Tag: "link", Attributes: map[string]string{"rel": "alternate", "type": "application/rss+xml", "href": "/blog/rss.xml", "title": `"Blog" <RSS>`}},
		{Tag: "script", Attributes: map[string]string{"onload\" x=\"y": "z"}, InnerHtml: "window.x=1"},
		{Tag: "meta><script", Attributes: map[string]string{"name": "x"}},
	}}}
	want := `<link href="/blog/rss.xml" rel="alternate" title="&#34;Blog&#34; &lt;RSS&gt;" type="application/rss+xml">` + "\n" +
		"<script>window.x=1</script>\n"
	if got := headTagsHTML(ps); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// site.toml's headTags, stylesheets and scripts reach every page's <head>,
// in Docusaurus's order, escaped, ahead of the plugins' tags.
func TestSiteHeadTagsOnEveryPage(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Dino"
url = "https://dino.example"
scripts = ["https://stats.example/s.js?a=1&b=2", { src = "/js/w.js", defer = true, async = false }]
stylesheets = [{ href = "https://fonts.example/a.css", media = "print" }]

[[headTags]]
tagName = "meta"
attributes = { name = "dino", content = "\"roar\"" }
-- site/pages/index.md --
# Home
-- site/pages/about.md --
# About
`)
	s.mustBuild()
	for _, file := range []string{"build/index.html", "build/about/index.html"} {
		page := s.read(file)
		head, _, _ := strings.Cut(page, "</head>")
		want := `<meta content="&#34;roar&#34;" name="dino">` + "\n" +
			`<link href="https://fonts.example/a.css" media="print" rel="stylesheet">` + "\n" +
			`<script src="https://stats.example/s.js?a=1&amp;b=2"></script>` + "\n" +
			`<script defer="" src="/js/w.js"></script>` + "\n"
		if !strings.Contains(head, want) {
			t.Errorf("%s: <head> lacks\n%s\nit is:\n%s", file, want, head)
		}
	}

	// A change of the keys alone reaches pages the build would otherwise keep.
	s.write("site.toml", "title = \"Dino\"\nurl = \"https://dino.example\"\nscripts = [\"/js/new.js\"]\n")
	s.mustBuild()
	about := s.read("build/about/index.html")
	if !strings.Contains(about, `<script src="/js/new.js"></script>`) || strings.Contains(about, "stats.example") || strings.Contains(about, `name="dino"`) {
		t.Errorf("after the change, about/index.html is:\n%s", about)
	}
}
