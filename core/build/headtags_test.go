package build

import (
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
