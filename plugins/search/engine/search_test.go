package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// docSearchSettings are the settings DocSearch indices use.
var docSearchSettings = Settings{
	"searchableAttributes":      json.RawMessage(`["unordered(hierarchy.lvl0)","unordered(hierarchy.lvl1)","unordered(hierarchy.lvl2)","unordered(hierarchy.lvl3)","unordered(hierarchy.lvl4)","unordered(hierarchy.lvl5)","unordered(hierarchy.lvl6)","content"]`),
	"attributesForFaceting":     json.RawMessage(`["type","lang","language","version","docusaurus_tag"]`),
	"customRanking":             json.RawMessage(`["desc(weight.pageRank)","desc(weight.level)","asc(weight.position)"]`),
	"distinct":                  json.RawMessage(`true`),
	"attributeForDistinct":      json.RawMessage(`"url"`),
	"highlightPreTag":           json.RawMessage(`"<mark>"`),
	"highlightPostTag":          json.RawMessage(`"</mark>"`),
	"allowTyposOnNumericTokens": json.RawMessage(`false`),
	"ignorePlurals":             json.RawMessage(`true`),
}

// rec builds a DocSearch record. levels are lvl0, lvl1, ...; the record's
// type is the deepest level unless content is set.
func rec(id, url string, pageRank, position int, content string, levels ...string) string {
	h := map[string]any{}
	for i := range 7 {
		h[fmt.Sprintf("lvl%d", i)] = nil
		if i < len(levels) {
			h[fmt.Sprintf("lvl%d", i)] = levels[i]
		}
	}
	typ := fmt.Sprintf("lvl%d", len(levels)-1)
	level := 100 - 10*(len(levels)-1)
	var c any
	if content != "" {
		typ, level, c = "content", 0, content
	}
	tag := "docs-default-current"
	if strings.HasPrefix(url, "/blog") {
		tag = "default"
	}
	b, _ := json.Marshal(map[string]any{
		"objectID": id, "url": url, "type": typ, "hierarchy": h, "content": c,
		"weight":   map[string]int{"pageRank": pageRank, "level": level, "position": position},
		"language": "en", "docusaurus_tag": tag,
	})
	return string(b)
}

var fixture = []string{
	rec("es1", "/docs/concepts/editor-state", 0, 0, "", "Concepts", "Editor State"),
	rec("es2", "/docs/concepts/editor-state#update", 0, 1, "", "Concepts", "Editor State", "Updating state"),
	rec("es3", "/docs/concepts/editor-state#update", 0, 2, "Use editor.update() to change the editor state of your nodes.", "Concepts", "Editor State", "Updating state"),
	rec("es4", "/docs/concepts/editor-state#update", 0, 3, "The update is applied in a batch.", "Concepts", "Editor State", "Updating state"),
	rec("sel1", "/docs/concepts/selection", 0, 0, "", "Concepts", "Selection"),
	rec("sel2", "/docs/concepts/selection#range", 0, 1, "A range selection has an anchor and a focus point inside a text node.", "Concepts", "Selection", "Range selection"),
	rec("cmd1", "/docs/concepts/commands", 0, 0, "", "Concepts", "Commands"),
	rec("cmd2", "/docs/concepts/commands#register", 0, 1, "Call registerCommand to listen to a command; it returns a function that unregisters it.", "Concepts", "Commands", "Listening"),
	rec("api1", "/docs/api/classes/lexical.LexicalEditor", -1, 0, "", "API", "Class: LexicalEditor"),
	rec("api2", "/docs/api/classes/lexical.LexicalEditor#registercommand", -1, 1, "", "API", "Class: LexicalEditor", "registerCommand()"),
	rec("api3", "/docs/api/classes/lexical.LexicalEditor#update", -1, 2, "Executes an update to the editor state. The update callback runs inside a transaction.", "API", "Class: LexicalEditor", "update()"),
	rec("blog1", "/blog/welcome", 0, 0, "", "Blog", "Welcome"),
	rec("blog2", "/blog/welcome#release", 0, 1, "Lexical 0.28 was released in 2024 with a new state serialization.", "Blog", "Welcome", "Release"),
	rec("xss", "/docs/concepts/serialization#html", 0, 1, "Never trust <script>alert(1)</script> in exported HTML & attributes.", "Concepts", "Serialization", "HTML"),
}

func fixtureIndex(t testing.TB, extra ...Settings) *Index {
	t.Helper()
	var objs []Object
	for _, r := range fixture {
		objs = append(objs, mustObject(t, r))
	}
	s := docSearchSettings
	for _, e := range extra {
		s = s.Merge(e)
	}
	ix, err := Build(objs, s)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func mustObject(t testing.TB, s string) Object {
	t.Helper()
	o, err := ParseObject([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// search runs a query given as a params JSON object and returns the
// response as a client decodes it.
func search(t testing.TB, ix *Index, params string) response {
	t.Helper()
	res := searchQuery(t, ix, params)
	var b bytes.Buffer
	res.AppendJSON(&b, ResponseInfo{Index: "test"})
	var out response
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatalf("invalid JSON %s: %v", b.String(), err)
	}
	return out
}

// searchQuery runs a query given as a params JSON object.
func searchQuery(t testing.TB, ix *Index, params string) *Result {
	t.Helper()
	var p Params
	if err := json.Unmarshal([]byte(params), &p); err != nil {
		t.Fatal(err)
	}
	q, err := p.Query()
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(q)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

type response struct {
	Hits    []map[string]any `json:"hits"`
	NbHits  int              `json:"nbHits"`
	NbPages int              `json:"nbPages"`
	Page    int              `json:"page"`
	Facets  map[string]map[string]int
}

func (r response) ids() []string {
	var out []string
	for _, h := range r.Hits {
		out = append(out, h["objectID"].(string))
	}
	return out
}

func (r response) has(id string) bool {
	for _, h := range r.ids() {
		if h == id {
			return true
		}
	}
	return false
}

func TestEveryWordMustMatch(t *testing.T) {
	ix := fixtureIndex(t)
	if r := search(t, ix, `{"query":"editor state"}`); r.NbHits == 0 || !r.has("es1") {
		t.Errorf("editor state: %v", r.ids())
	}
	if r := search(t, ix, `{"query":"editor zebra"}`); r.NbHits != 0 {
		t.Errorf("editor zebra should find nothing, got %v", r.ids())
	}
}

func TestNoResultsCanMakeWordsOptional(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"selection zebra","removeWordsIfNoResults":"allOptional"}`)
	if len(r.Hits) == 0 || r.ids()[0] != "sel1" {
		t.Errorf("with allOptional, selection zebra should fall back to selection: %v", r.ids())
	}
}

func TestLastWordIsAPrefix(t *testing.T) {
	ix := fixtureIndex(t)
	if r := search(t, ix, `{"query":"selec"}`); len(r.Hits) == 0 || r.ids()[0] != "sel1" {
		t.Errorf("selec: %v", r.ids())
	}
	if r := search(t, ix, `{"query":"selec "}`); r.NbHits != 0 {
		t.Errorf("a finished word is not a prefix: %v", r.ids())
	}
	if r := search(t, ix, `{"query":"selec editor"}`); r.NbHits != 0 {
		t.Errorf("only the last word is a prefix: %v", r.ids())
	}
}

func TestTypoTolerance(t *testing.T) {
	ix := fixtureIndex(t)
	cases := []struct {
		query string
		want  bool
	}{
		{"nodd ", true},      // 4 letters: one typo
		{"nod ", false},      // 3 letters: none
		{"selectoin ", true}, // swapped letters are one typo
		{"cmomands ", true},  // 8 letters, one typo
		{"cmomandz ", true},  // 8 letters: two typos
		{"cmoands ", false},  // 7 letters: two typos are too many
		{"2025 ", false},     // no typos on numbers
		{"2024 ", true},
	}
	for _, c := range cases {
		r := search(t, ix, fmt.Sprintf(`{"query":%q}`, c.query))
		if (r.NbHits > 0) != c.want {
			t.Errorf("%q: found %v, want matches=%v", c.query, r.ids(), c.want)
		}
	}
	if r := search(t, ix, `{"query":"nodd ","typoTolerance":false}`); r.NbHits != 0 {
		t.Errorf("typoTolerance false still matched %v", r.ids())
	}
}

func TestFewerTyposRankFirst(t *testing.T) {
	ix := fixtureIndex(t)
	// "state" is exact in the Editor State page and a typo of nothing else;
	// "stat" as a prefix matches state; "statd " needs a typo.
	r := search(t, ix, `{"query":"update"}`)
	if r.ids()[0] != "es2" && r.ids()[0] != "api3" {
		t.Errorf("update: %v", r.ids())
	}
	r = search(t, ix, `{"query":"comands "}`)
	if len(r.Hits) == 0 || r.ids()[0] != "cmd1" {
		t.Errorf("comands: %v", r.ids())
	}
}

func TestRankingOrder(t *testing.T) {
	ix := fixtureIndex(t)
	// Attribute: the page titled Selection (lvl1) comes before pages that
	// only mention selection in their text; within the page, the lvl1
	// record before its lvl2 (custom ranking: level).
	r := search(t, ix, `{"query":"selection"}`)
	want := []string{"sel1", "sel2"}
	if got := r.ids(); len(got) < 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("selection: %v, want %v first", got, want)
	}
	// A heading (lvl2 "update()") before a paragraph that mentions update;
	// of two paragraphs under one heading, the one where it comes first.
	// "Updating state" matches "update" only with a typo, which does not
	// make it a heading match for that paragraph.
	r = search(t, ix, `{"query":"update"}`)
	if got := r.ids(); len(got) != 2 || got[0] != "api3" || got[1] != "es4" {
		t.Errorf("update: %v, want [api3 es4]", got)
	}
}

func TestCustomRankingBreaksTies(t *testing.T) {
	objs := []Object{
		mustObject(t, rec("api", "/docs/api/x", -1, 0, "", "API", "Plugins")),
		mustObject(t, rec("deep", "/docs/guide#p", 0, 3, "", "Docs", "Plugins", "More")),
		mustObject(t, rec("guide", "/docs/guide", 0, 0, "", "Docs", "Plugins")),
		mustObject(t, rec("later", "/docs/other", 0, 5, "", "Docs", "Plugins")),
	}
	ix, err := Build(objs, docSearchSettings)
	if err != nil {
		t.Fatal(err)
	}
	// pageRank desc, then level desc, then position asc.
	r := search(t, ix, `{"query":"plugins"}`)
	if got := strings.Join(r.ids(), " "); got != "guide later deep api" {
		t.Errorf("plugins: %s", got)
	}
}

func TestProximity(t *testing.T) {
	objs := []Object{
		mustObject(t, rec("apart", "/a", 0, 0, "The editor has many other things in it, and then a state.", "Docs", "A")),
		mustObject(t, rec("near", "/b", 0, 1, "Every editor state is immutable.", "Docs", "B")),
		mustObject(t, rec("reversed", "/c", 0, 2, "The state of the editor.", "Docs", "C")),
	}
	ix, err := Build(objs, docSearchSettings)
	if err != nil {
		t.Fatal(err)
	}
	r := search(t, ix, `{"query":"editor state"}`)
	if got := strings.Join(r.ids(), " "); got != "near reversed apart" {
		t.Errorf("editor state: %s", got)
	}
}

func TestDistinctOnURL(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"update","hitsPerPage":50}`)
	urls := map[string]bool{}
	for _, h := range r.Hits {
		u := h["url"].(string)
		if urls[u] {
			t.Errorf("url %s appears twice", u)
		}
		urls[u] = true
	}
	if r.NbHits != len(r.Hits) {
		t.Errorf("nbHits %d counts records, not urls (%d)", r.NbHits, len(r.Hits))
	}
	r = search(t, ix, `{"query":"update","hitsPerPage":50,"distinct":false}`)
	if r.NbHits <= len(urls) {
		t.Errorf("distinct false should return every record, got %d", r.NbHits)
	}
}

func TestFacetFilters(t *testing.T) {
	ix := fixtureIndex(t)
	cases := []struct {
		filters string
		want    int // hits for "state"
	}{
		{`[]`, 4},
		{`["language:en"]`, 4},
		{`["language:fr"]`, 0},
		{`["docusaurus_tag:default"]`, 1},
		{`["language:en",["docusaurus_tag:default","docusaurus_tag:docs-default-current"]]`, 4},
		{`["language:en",["docusaurus_tag:default","docusaurus_tag:docs-other"]]`, 1},
		{`["-docusaurus_tag:default"]`, 3},
		{`"language:en,(docusaurus_tag:default,docusaurus_tag:x)"`, 1},
		{`"[\"docusaurus_tag:default\"]"`, 1},
	}
	for _, c := range cases {
		r := search(t, ix, `{"query":"state","hitsPerPage":100,"facetFilters":`+c.filters+`}`)
		if r.NbHits != c.want {
			t.Errorf("facetFilters %s: %d hits %v, want %d", c.filters, r.NbHits, r.ids(), c.want)
		}
	}
}

func TestFacetCounts(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"","hitsPerPage":0,"facets":["docusaurus_tag"]}`)
	if r.Facets["docusaurus_tag"]["default"] != 2 || r.Facets["docusaurus_tag"]["docs-default-current"] != len(fixture)-2 {
		t.Errorf("facets: %v", r.Facets)
	}
	if len(r.Hits) != 0 {
		t.Errorf("hitsPerPage 0 returned hits")
	}
}

func TestPagination(t *testing.T) {
	ix := fixtureIndex(t)
	all := search(t, ix, `{"query":"","hitsPerPage":100,"distinct":false}`)
	if all.NbHits != len(fixture) {
		t.Fatalf("empty query: %d hits, want every record", all.NbHits)
	}
	var paged []string
	for page := 0; page < 5; page++ {
		r := search(t, ix, fmt.Sprintf(`{"query":"","hitsPerPage":3,"page":%d,"distinct":false}`, page))
		if r.NbPages != 5 || r.Page != page {
			t.Errorf("page %d: nbPages %d", page, r.NbPages)
		}
		paged = append(paged, r.ids()...)
	}
	if strings.Join(paged, ",") != strings.Join(all.ids(), ",") {
		t.Errorf("pages %v differ from one page %v", paged, all.ids())
	}
}

func TestAttributesToRetrieve(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"selection","attributesToRetrieve":["hierarchy.lvl0","hierarchy.lvl1","url"],"attributesToHighlight":[]}`)
	h := r.Hits[0]
	if _, ok := h["content"]; ok {
		t.Errorf("content was not asked for: %v", h)
	}
	hier := h["hierarchy"].(map[string]any)
	if len(hier) != 2 || hier["lvl1"] != "Selection" || h["url"] != "/docs/concepts/selection" || h["objectID"] != "sel1" {
		t.Errorf("retrieved %v", h)
	}
	if _, ok := h["_highlightResult"]; ok {
		t.Errorf("attributesToHighlight [] should drop _highlightResult")
	}
}

func TestHighlight(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"editor sta"}`)
	h := r.Hits[0]["_highlightResult"].(map[string]any)
	lvl1 := h["hierarchy"].(map[string]any)["lvl1"].(map[string]any)
	if lvl1["value"] != "<mark>Editor</mark> <mark>Sta</mark>te" {
		t.Errorf("lvl1 highlight = %v", lvl1["value"])
	}
	if lvl1["matchLevel"] != "full" || fmt.Sprint(lvl1["matchedWords"]) != "[editor sta]" {
		t.Errorf("lvl1 = %v", lvl1)
	}
	lvl0 := h["hierarchy"].(map[string]any)["lvl0"].(map[string]any)
	if lvl0["value"] != "Concepts" || lvl0["matchLevel"] != "none" {
		t.Errorf("lvl0 = %v", lvl0)
	}
	// A part of a compound word is highlighted alone.
	r = search(t, ix, `{"query":"command listen"}`)
	found := false
	for _, hit := range r.Hits {
		if hit["objectID"] == "cmd2" {
			found = true
			c := hit["_highlightResult"].(map[string]any)["content"].(map[string]any)["value"].(string)
			if !strings.Contains(c, "register<mark>Command</mark>") || !strings.Contains(c, "<mark>listen</mark>") {
				t.Errorf("content highlight = %s", c)
			}
		}
	}
	if !found {
		t.Errorf("command listen: %v", r.ids())
	}
}

func TestSnippet(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"transaction","attributesToSnippet":["content:5"],"snippetEllipsisText":"…"}`)
	sn := r.Hits[0]["_snippetResult"].(map[string]any)["content"].(map[string]any)
	if sn["value"] != "…callback runs inside a <mark>transaction</mark>." || sn["matchLevel"] != "full" {
		t.Errorf("snippet = %v", sn)
	}
	if _, ok := sn["matchedWords"]; ok {
		t.Errorf("snippets carry no matchedWords: %v", sn)
	}
	r = search(t, ix, `{"query":"executes","attributesToSnippet":["content:3"],"snippetEllipsisText":"..."}`)
	sn = r.Hits[0]["_snippetResult"].(map[string]any)["content"].(map[string]any)
	if sn["value"] != "<mark>Executes</mark> an update..." {
		t.Errorf("snippet at the start = %v", sn["value"])
	}
}

func TestHighlightEscapesRecordText(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"exported","attributesToSnippet":["content:30"]}`)
	for _, key := range []string{"_highlightResult", "_snippetResult"} {
		v := r.Hits[0][key].(map[string]any)["content"].(map[string]any)["value"].(string)
		want := "Never trust &lt;script&gt;alert(1)&lt;/script&gt; in <mark>exported</mark> HTML &amp; attributes."
		if v != want {
			t.Errorf("%s = %s\nwant %s", key, v, want)
		}
	}
	// The record itself is returned as stored.
	if c := r.Hits[0]["content"].(string); !strings.Contains(c, "<script>") {
		t.Errorf("content = %q", c)
	}
}

func TestPluralsMatchExactly(t *testing.T) {
	ix := fixtureIndex(t)
	r := search(t, ix, `{"query":"node "}`)
	if !r.has("es3") || !r.has("sel2") {
		t.Errorf("node should find nodes and node: %v", r.ids())
	}
}
