package config

import (
	"reflect"
	"strings"
	"testing"
)

func TestHeadTagsStylesheetsAndScripts(t *testing.T) {
	s, err := Parse("site.toml", []byte(head+`
scripts = ["https://stats.example/s.js", { src = "/js/w.js", async = true, defer = false, "data-domain" = "dino.example", "data-n" = 3 }]
stylesheets = ["https://fonts.example/a.css", { href = "/css/print.css", media = "print", type = "text/css" }]

[[headTags]]
tagName = "link"
attributes = { rel = "preconnect", href = "https://fonts.example", crossorigin = true }

[[headTags]]
tagName = "script"
innerHTML = "window.dino = 1"
`))
	if err != nil {
		t.Fatal(err)
	}
	want := []HeadTag{
		{TagName: "link", Attributes: TagAttributes{"rel": "preconnect", "href": "https://fonts.example", "crossorigin": ""}},
		{TagName: "script", Attributes: TagAttributes{}, InnerHTML: "window.dino = 1"},
		{TagName: "link", Attributes: TagAttributes{"rel": "stylesheet", "href": "https://fonts.example/a.css"}},
		{TagName: "link", Attributes: TagAttributes{"rel": "stylesheet", "href": "/css/print.css", "media": "print", "type": "text/css"}},
		{TagName: "script", Attributes: TagAttributes{"src": "https://stats.example/s.js"}},
		{TagName: "script", Attributes: TagAttributes{"src": "/js/w.js", "async": "", "data-domain": "dino.example", "data-n": "3"}},
	}
	got := s.PageHeadTags()
	for i := range got {
		if got[i].Attributes == nil {
			got[i].Attributes = TagAttributes{}
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("PageHeadTags() =\n%#v\nwant\n%#v", got, want)
	}
}

func TestHeadTagsMistakes(t *testing.T) {
	tests := []struct{ toml, want string }{
		{`scripts = [{ async = true }]`, "site.toml:3: scripts[0]: a table here needs src (the URL)"},
		{`stylesheets = [3]`, "site.toml:3: stylesheets[0]: expected a URL string or a table with href, got an integer"},
		{`scripts = ["/a.js", { src = "/b.js", "on\"load" = "x" }]`, `scripts[1]: "on\"load" is not an attribute name`},
		{"[[headTags]]\nattributes = { rel = \"me\" }", "site.toml:3: headTags[0].tagName: missing required key"},
		{"[[headTags]]\ntagName = \"meta><script\"", `headTags[0].tagName: "meta><script" is not a tag name`},
		{"[[headTags]]\ntagName = \"meta\"\nattributes = { content = [1] }", "headTags[0].attributes: attribute content: expected a string, an integer or a boolean, got an array"},
		{"[[headTags]]\ntagName = \"meta\"\nattribute = { name = \"x\" }", "headTags[0].attribute: unknown key; did you mean attributes?"},
	}
	for _, tt := range tests {
		_, err := Parse("site.toml", []byte(head+tt.toml+"\n"))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s:\n got %v\nwant %s", tt.toml, err, tt.want)
		}
	}
}
