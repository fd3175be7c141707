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
