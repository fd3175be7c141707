package records

import (
	"encoding/json"
	"strings"
	"testing"
)

const docPage = `<!DOCTYPE html><html lang="en"><head>
<meta name="docsearch:language" content="en">
<meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/docs/intro">Docs</a><p>Navbar text</p></nav>
<aside><ul class="menu__list"><li><a class="menu__link menu__link--sublist menu__link--active" href="#">Concepts</a></li></ul></aside>
<main><article>
<nav class="breadcrumbs"><ul>
 <li class="breadcrumbs__item"><a class="breadcrumbs__link" aria-label="Home page" href="/"><svg></svg></a></li>
 <li class="breadcrumbs__item"><span class="breadcrumbs__link">Concepts</span></li>
 <li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Editor State</span></li>
</ul></nav>
<div class="markdown"><header><h1>Editor State</h1></header>
<p>The <code>EditorState</code> is the source of truth.</p>
<h2 id="updating-state">Updating state<a class="hash-link" href="#updating-state" aria-label="Direct link to Updating state">&#8203;</a></h2>
<p>Call   editor.update()
 to change it.</p>
<ul><li>First item</li><li><p>Item in a paragraph</p></li></ul>
<pre><code>const code = "not indexed";</code></pre>
<h3>Without an id</h3>
<p>Under a heading with no id.</p>
<table><tr><th>Name</th><th>Description</th></tr><tr><td>read</td><td>Reads the state.</td></tr></table>
<p>The update is applied in a batch.</p>
<p>The update is applied in a batch.</p>
</div>
<footer><a href="/edit">Edit this page</a></footer>
</article></main>
<footer class="footer"><p>Footer text</p></footer>
</body></html>`

func extract(t *testing.T, page string, p Page) []Record {
	t.Helper()
	recs, err := Extract(strings.NewReader(page), p)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

func hier(r Record) string {
	var parts []string
	for _, l := range r.Hierarchy {
		if l != nil {
			parts = append(parts, *l)
		}
	}
	return strings.Join(parts, " > ")
}

func TestExtractDocPage(t *testing.T) {
	recs := extract(t, docPage, Page{URL: "https://lexical.dev/docs/concepts/editor-state", Title: "Editor State | Lexical", Section: "Docs", Language: "en"})
	type row struct{ typ, hier, content, url string }
	var got []row
	for _, r := range recs {
		c := ""
		if r.Content != nil {
			c = *r.Content
		}
		got = append(got, row{r.Type, hier(r), c, strings.TrimPrefix(r.URL, "https://lexical.dev")})
	}
	const page = "/docs/concepts/editor-state"
	want := []row{
		{"lvl1", "Concepts > Editor State", "", page},
		{"content", "Concepts > Editor State", "The EditorState is the source of truth.", page},
		{"lvl2", "Concepts > Editor State > Updating state", "", page + "#updating-state"},
		{"content", "Concepts > Editor State > Updating state", "Call editor.update() to change it.", page + "#updating-state"},
		{"content", "Concepts > Editor State > Updating state", "First item", page + "#updating-state"},
		{"content", "Concepts > Editor State > Updating state", "Item in a paragraph", page + "#updating-state"},
		{"lvl3", "Concepts > Editor State > Updating state > Without an id", "", page + "#updating-state"},
		{"content", "Concepts > Editor State > Updating state > Without an id", "Under a heading with no id.", page + "#updating-state"},
		{"content", "Concepts > Editor State > Updating state > Without an id", "Reads the state.", page + "#updating-state"},
		{"content", "Concepts > Editor State > Updating state > Without an id", "The update is applied in a batch.", page + "#updating-state"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d records:\n%v\nwant %d:\n%v", len(got), got, len(want), want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("record %d = %+v\nwant %+v", i, got[i], want[i])
		}
	}
	r := recs[3]
	if r.Language != "en" || r.Version != "current" || r.DocusaurusTag != "docs-default-current" || r.Lang != "en" {
		t.Errorf("meta fields: %+v", r)
	}
	if r.Weight != (Weight{PageRank: 0, Level: 0, Position: 3}) || recs[2].Weight.Level != 80 || recs[0].Weight.Level != 90 {
		t.Errorf("weights: %+v %+v %+v", recs[0].Weight, recs[2].Weight, r.Weight)
	}
	if *r.Anchor != "updating-state" || r.URLWithoutAnchor != "https://lexical.dev"+page || recs[0].Anchor != nil {
		t.Errorf("anchors: %+v", r)
	}
}

func TestExtractJSONShape(t *testing.T) {
	recs := extract(t, docPage, Page{URL: "/docs/x", Title: "X"})
	b, err := json.Marshal(recs[2])
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	h := m["hierarchy"].(map[string]any)
	if h["lvl2"] != "Updating state" || h["lvl3"] != nil || len(h) != 7 {
		t.Errorf("hierarchy = %v", h)
	}
	if m["content"] != nil || m["type"] != "lvl2" || m["recordVersion"] != "v3" || m["objectID"] == "" {
		t.Errorf("record = %s", b)
	}
}

func TestObjectIDsAreStable(t *testing.T) {
	a := extract(t, docPage, Page{URL: "/docs/x", Title: "X"})
	b := extract(t, docPage, Page{URL: "/docs/x", Title: "X"})
	ids := map[string]bool{}
	for i := range a {
		if a[i].ObjectID != b[i].ObjectID {
			t.Errorf("record %d: objectID changed between builds", i)
		}
		if ids[a[i].ObjectID] {
			t.Errorf("duplicate objectID %s", a[i].ObjectID)
		}
		ids[a[i].ObjectID] = true
	}
}

func TestExtractSkipsNoindexPages(t *testing.T) {
	page := `<html><head><meta name="robots" content="noindex, nofollow"></head><body><article><h1>Hidden</h1><p>Secret</p></article></body></html>`
	if recs := extract(t, page, Page{URL: "/x"}); len(recs) != 0 {
		t.Errorf("noindex page gave %d records", len(recs))
	}
}

func TestExtractWithoutH1UsesTitleAndFallbacks(t *testing.T) {
	page := `<html><body><nav><p>Menu</p></nav><main><p>Hello there.</p><h2 id="a">Part</h2><p>More.</p></main><footer><p>Bye</p></footer></body></html>`
	recs := extract(t, page, Page{URL: "/blog/welcome", Title: "Welcome", Section: "Blog", Language: "en"})
	if len(recs) != 4 {
		t.Fatalf("got %d records: %+v", len(recs), recs)
	}
	if hier(recs[1]) != "Blog > Welcome" || *recs[1].Content != "Hello there." || recs[1].Language != "en" || recs[1].DocusaurusTag != "default" {
		t.Errorf("record = %+v (%s)", recs[1], hier(recs[1]))
	}
}
