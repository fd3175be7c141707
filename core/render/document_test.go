package render

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestDocument(t *testing.T) {
	d := Document{
		Lang: "en", Dir: "ltr", Title: `Intro | "Lexical"`, Description: "A <b>guide</b>",
		Preloads: []string{"/assets/a.js"}, Stylesheets: []string{"/assets/a.css"}, EntryScript: "/assets/folio.js",
		Body:  "<main>hi</main>",
		State: map[string]any{"data": json.RawMessage(`{"x":"</script><script>alert(1)</script>"}`)},
	}
	b, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	for _, want := range []string{
		`<html lang="en" dir="ltr">`,
		`<meta name="viewport" content="width=device-width, initial-scale=1.0">`,
		`<title>Intro | &#34;Lexical&#34;</title>`,
		`<meta name="description" content="A &lt;b&gt;guide&lt;/b&gt;">`,
		`<link rel="stylesheet" href="/assets/a.css">`,
		`<link rel="modulepreload" href="/assets/a.js" fetchpriority="low">`,
		`<div id="__folio"><main>hi</main></div>`,
		`<script type="module" src="/assets/folio.js"></script>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("document lacks %q:\n%s", want, html)
		}
	}
	// Route data can never close the state's script element.
	if strings.Count(html, "</script>") != 2 || !strings.Contains(html, `\u003c/script\u003e`) {
		t.Errorf("state is not escaped:\n%s", html)
	}
}

// The attributes a page asks for on <html> and <body> (@docusaurus/Head)
// join the document's own: its class is added to the own class, its other
// attributes are added, and lang, dir and the document's own attributes
// (data-theme) stay; a name that would break the tag is dropped.
func TestDocumentPageAttributes(t *testing.T) {
	d := Document{
		Lang: "en", Dir: "ltr",
		HTMLAttrs:     map[string]string{"data-theme": "light", "class": "folio"},
		PageHTMLAttrs: map[string]string{"class": "plugin-home", "data-page": `a"b`, "data-theme": "dark", "lang": "fr", `x"><script`: "1"},
		PageBodyAttrs: map[string]string{"class": "home-body", "style": "margin:0"},
	}
	b, err := d.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	for _, want := range []string{
		`<html lang="en" dir="ltr" class="folio plugin-home" data-page="a&#34;b" data-theme="light">`,
		"<body class=\"home-body\" style=\"margin:0\">\n<div id=\"__folio\">",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("document lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "<script") {
		t.Errorf("an attribute name broke the tag:\n%s", html)
	}
	// A page that asks for nothing gets the tags as before.
	plain, err := (&Document{Lang: "en"}).Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(plain), "</head>\n<body>\n<div") {
		t.Errorf("plain body tag changed:\n%s", plain)
	}
}
