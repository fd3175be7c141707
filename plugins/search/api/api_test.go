package api

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/search/engine"
	"github.com/folio-docs/folio/plugins/search/store"
)

const (
	appID     = "APP"
	searchKey = "search-key"
	adminKey  = "admin-key"
)

var testSettings = engine.Settings{
	"searchableAttributes":  json.RawMessage(`["unordered(hierarchy.lvl0)","unordered(hierarchy.lvl1)","content"]`),
	"attributesForFaceting": json.RawMessage(`["language"]`),
	"highlightPreTag":       json.RawMessage(`"<mark>"`),
	"highlightPostTag":      json.RawMessage(`"</mark>"`),
	"distinct":              json.RawMessage(`true`),
	"attributeForDistinct":  json.RawMessage(`"url"`),
}

var testRecords = []string{
	`{"objectID":"a","url":"/docs/a","type":"lvl1","hierarchy":{"lvl0":"Docs","lvl1":"Editor State"},"content":null,"language":"en"}`,
	`{"objectID":"b","url":"/docs/b","type":"content","hierarchy":{"lvl0":"Docs","lvl1":"Selection"},"content":"Selections have an anchor <b>and</b> a focus.","language":"en"}`,
	`{"objectID":"c","url":"/fr/c","type":"lvl1","hierarchy":{"lvl0":"Docs","lvl1":"Sélection"},"content":null,"language":"fr"}`,
}

func newTestHandler(t testing.TB, admin string) (*Handler, *store.Store) {
	t.Helper()
	st := store.New()
	var objs []engine.Object
	for _, r := range testRecords {
		o, err := engine.ParseObject([]byte(r))
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, o)
	}
	if err := st.Load("docs", testSettings, objs); err != nil {
		t.Fatal(err)
	}
	return New(st, Options{AppID: appID, SearchKeys: []string{searchKey}, AdminKey: admin}), st
}

type call struct {
	method, path, body string
	key                string // "" = no credentials
	inQuery            bool   // credentials in the query string, as browsers send them
	headers            map[string]string
}

func (c call) do(t *testing.T, h http.Handler) (int, map[string]any, http.Header) {
	t.Helper()
	path := c.path
	if c.key != "" && c.inQuery {
		sep := "?"
		if strings.Contains(path, "?") {
			sep = "&"
		}
		path += sep + "x-algolia-application-id=" + appID + "&x-algolia-api-key=" + c.key
	}
	req := httptest.NewRequest(c.method, path, strings.NewReader(c.body))
	if c.key != "" && !c.inQuery {
		req.Header.Set("X-Algolia-Application-Id", appID)
		req.Header.Set("X-Algolia-API-Key", c.key)
	}
	for k, v := range c.headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if rec.Body.Len() > 0 {
		if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
			t.Fatalf("%s %s: answer is not JSON: %s", c.method, c.path, rec.Body.String())
		}
	}
	return rec.Code, out, rec.Header()
}

func TestMultiQueryAsDocSearchSendsIt(t *testing.T) {
	h, _ := newTestHandler(t, "")
	body := `{"requests":[{"query":"selec","indexName":"docs","attributesToRetrieve":["hierarchy.lvl0","hierarchy.lvl1","content","type","url"],"attributesToSnippet":["hierarchy.lvl1:10","content:10"],"snippetEllipsisText":"…","highlightPreTag":"<mark>","highlightPostTag":"</mark>","hitsPerPage":20,"clickAnalytics":true,"facetFilters":["language:en"]}]}`
	code, out, hdr := call{method: "POST", path: "/1/indexes/*/queries", body: body, key: searchKey, inQuery: true,
		headers: map[string]string{"Content-Type": "text/plain", "Origin": "https://lexical.dev"}}.do(t, h)
	if code != 200 {
		t.Fatalf("status %d: %v", code, out)
	}
	if hdr.Get("Access-Control-Allow-Origin") != "*" || !strings.HasPrefix(hdr.Get("Content-Type"), "application/json") {
		t.Errorf("headers: %v", hdr)
	}
	res := out["results"].([]any)[0].(map[string]any)
	hits := res["hits"].([]any)
	if len(hits) != 1 || res["nbHits"].(float64) != 1 || res["index"] != "docs" {
		t.Fatalf("result: %v", res)
	}
	hit := hits[0].(map[string]any)
	if hit["objectID"] != "b" || hit["url"] != "/docs/b" {
		t.Errorf("hit: %v", hit)
	}
	snippet := hit["_snippetResult"].(map[string]any)["content"].(map[string]any)["value"]
	if snippet != "<mark>Selec</mark>tions have an anchor &lt;b&gt;and&lt;/b&gt; a focus." {
		t.Errorf("snippet: %v", snippet)
	}
	if id, _ := res["queryID"].(string); len(id) != 32 {
		t.Errorf("clickAnalytics gives a queryID: %v", res["queryID"])
	}
}

func TestLegacyParamsString(t *testing.T) {
	h, _ := newTestHandler(t, "")
	body := `{"requests":[{"indexName":"docs","params":"query=state&hitsPerPage=5&attributesToRetrieve=%5B%22url%22%5D&facetFilters=%5B%22language%3Aen%22%5D"}]}`
	code, out, _ := call{method: "POST", path: "/1/indexes/*/queries", body: body, key: searchKey}.do(t, h)
	if code != 200 {
		t.Fatalf("status %d: %v", code, out)
	}
	res := out["results"].([]any)[0].(map[string]any)
	hit := res["hits"].([]any)[0].(map[string]any)
	if hit["objectID"] != "a" || hit["hierarchy"] != nil || res["hitsPerPage"].(float64) != 5 {
		t.Errorf("result: %v", res)
	}
	if _, ok := res["queryID"]; ok {
		t.Errorf("no clickAnalytics, no queryID")
	}
}

func TestSingleIndexQuery(t *testing.T) {
	h, _ := newTestHandler(t, "")
	code, out, _ := call{method: "POST", path: "/1/indexes/docs/query", body: `{"params":"query=selection","hitsPerPage":1}`, key: searchKey}.do(t, h)
	if code != 200 || out["nbHits"].(float64) != 2 || len(out["hits"].([]any)) != 1 {
		t.Errorf("status %d: %v", code, out)
	}
	code, out, _ = call{method: "GET", path: "/1/indexes/docs?query=editor", key: searchKey, inQuery: true}.do(t, h)
	if code != 200 || out["nbHits"].(float64) != 1 {
		t.Errorf("GET query: status %d: %v", code, out)
	}
}

func TestAuth(t *testing.T) {
	h, _ := newTestHandler(t, adminKey)
	q := `{"requests":[{"indexName":"docs","query":"a"}]}`
	cases := []struct {
		name string
		c    call
		code int
		msg  string
	}{
		{"no credentials", call{method: "POST", path: "/1/indexes/*/queries", body: q}, 403, "Invalid Application-ID or API key"},
		{"wrong key", call{method: "POST", path: "/1/indexes/*/queries", body: q, key: "nope"}, 403, "Invalid Application-ID or API key"},
		{"search key reads", call{method: "POST", path: "/1/indexes/*/queries", body: q, key: searchKey}, 200, ""},
		{"admin key reads", call{method: "POST", path: "/1/indexes/*/queries", body: q, key: adminKey, inQuery: true}, 200, ""},
		{"search key cannot write", call{method: "POST", path: "/1/indexes/docs/clear", key: searchKey}, 403, "Method not allowed with this API key"},
		{"search key cannot read settings", call{method: "GET", path: "/1/indexes/docs/settings", key: searchKey}, 403, "Method not allowed with this API key"},
		{"admin key writes", call{method: "POST", path: "/1/indexes/docs/clear", key: adminKey}, 200, ""},
	}
	for _, c := range cases {
		code, out, _ := c.c.do(t, h)
		if code != c.code || (c.msg != "" && (out["message"] != c.msg || out["status"].(float64) != float64(c.code))) {
			t.Errorf("%s: %d %v, want %d %q", c.name, code, out, c.code, c.msg)
		}
	}
	// Wrong application id with a right key.
	req := httptest.NewRequest("POST", "/1/indexes/*/queries", strings.NewReader(q))
	req.Header.Set("X-Algolia-Application-Id", "OTHER")
	req.Header.Set("X-Algolia-API-Key", searchKey)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 403 {
		t.Errorf("wrong app id: %d", rec.Code)
	}
}

func TestReadOnlyServiceRefusesWrites(t *testing.T) {
	h, _ := newTestHandler(t, "")
	code, out, _ := call{method: "POST", path: "/1/indexes/docs/batch", body: `{"requests":[]}`, key: searchKey}.do(t, h)
	if code != 403 || out["message"] != "Method not allowed with this API key" {
		t.Errorf("%d %v", code, out)
	}
}

func TestErrors(t *testing.T) {
	h, _ := newTestHandler(t, adminKey)
	long := strings.Repeat("a", engine.MaxQueryLength+1)
	many := "[" + strings.TrimSuffix(strings.Repeat(`{"indexName":"docs"},`, MaxQueries+1), ",") + "]"
	cases := []struct {
		name string
		c    call
		code int
		msg  string
	}{
		{"unknown path", call{method: "GET", path: "/1/nothing", key: searchKey}, 404, "Path not found"},
		{"unknown sub-path", call{method: "GET", path: "/1/indexes/docs/nothing", key: searchKey}, 404, "Path not found"},
		{"wrong method", call{method: "GET", path: "/1/indexes/*/queries", key: searchKey}, 405, "Method not allowed: use POST"},
		{"unknown index", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"indexName":"nope"}]}`, key: searchKey}, 404, "Index does not exist"},
		{"not JSON", call{method: "POST", path: "/1/indexes/*/queries", body: `requests`, key: searchKey}, 400, "Invalid JSON: the body must be a JSON object"},
		{"broken JSON", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[`, key: searchKey}, 400, "Invalid JSON: unexpected end of JSON input (at byte 13)"},
		{"no requests", call{method: "POST", path: "/1/indexes/*/queries", body: `{}`, key: searchKey}, 400, "requests: at least one request is required"},
		{"too many requests", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":` + many + `}`, key: searchKey}, 400, fmt.Sprintf("requests: at most %d requests per call", MaxQueries)},
		{"no index name", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"query":"a"}]}`, key: searchKey}, 400, "requests[0]: indexName is required"},
		{"unknown parameter", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"indexName":"docs","colour":"red"}]}`, key: searchKey}, 400, "requests[0]: Unknown parameter: colour"},
		{"bad parameter", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"indexName":"docs","hitsPerPage":"many"}]}`, key: searchKey}, 400, "requests[0]: invalid value for hitsPerPage: must be an integer"},
		{"negative page", call{method: "POST", path: "/1/indexes/docs/query", body: `{"page":-1}`, key: searchKey}, 400, "invalid value for page: must be 0 or more"},
		{"query too long", call{method: "POST", path: "/1/indexes/docs/query", body: `{"query":"` + long + `"}`, key: searchKey}, 400, "query is too long: at most 512 bytes"},
		{"bad facetFilters", call{method: "POST", path: "/1/indexes/docs/query", body: `{"facetFilters":[1]}`, key: searchKey}, 400, "invalid value for facetFilters: items must be strings or arrays of strings"},
		{"unsupported filters", call{method: "POST", path: "/1/indexes/docs/query", body: `{"filters":"a:b"}`, key: searchKey}, 400, "filters is not supported by this search service: use facetFilters"},
		{"facet search", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"indexName":"docs","type":"facet","facet":"language"}]}`, key: searchKey}, 400, `requests[0]: type: only "default" queries are supported`},
		{"bad index name", call{method: "POST", path: "/1/indexes/a%2Fb/batch", body: `{"requests":[]}`, key: adminKey}, 400, `Invalid index name "a/b": use letters, digits, '.', '_' and '-'`},
		{"bad action", call{method: "POST", path: "/1/indexes/docs/batch", body: `{"requests":[{"action":"explode","body":{}}]}`, key: adminKey}, 400, `requests[0]: unknown action "explode"`},
		{"update without objectID", call{method: "POST", path: "/1/indexes/docs/batch", body: `{"requests":[{"action":"updateObject","body":{"a":1}}]}`, key: adminKey}, 400, `requests[0]: objectID is missing or empty`},
		{"bad setting", call{method: "PUT", path: "/1/indexes/docs/settings", body: `{"customRanking":["up(x)"]}`, key: adminKey}, 400, `invalid value for customRanking: "up(x)" must be asc(attribute) or desc(attribute)`},
		{"unknown task", call{method: "GET", path: "/1/indexes/docs/task/999", key: adminKey}, 404, "Task does not exist"},
		{"settings of unknown index", call{method: "GET", path: "/1/indexes/nope/settings", key: adminKey}, 404, "Index does not exist"},
	}
	for _, c := range cases {
		code, out, _ := c.c.do(t, h)
		if code != c.code || out["message"] != c.msg || out["status"].(float64) != float64(c.code) {
			t.Errorf("%s: %d %v\nwant %d %q", c.name, code, out, c.code, c.msg)
		}
	}
}

func TestBodyLimit(t *testing.T) {
	h, _ := newTestHandler(t, adminKey)
	big := `{"requests":[{"indexName":"docs","query":"` + strings.Repeat("a", MaxReadBody) + `"}]}`
	code, out, _ := call{method: "POST", path: "/1/indexes/*/queries", body: big, key: searchKey}.do(t, h)
	if code != 413 || out["message"] != fmt.Sprintf("Request body is too large: at most %d bytes", MaxReadBody) {
		t.Errorf("%d %v", code, out)
	}
	// A gzip bomb is measured after decompression.
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	io.WriteString(zw, big)
	zw.Close()
	req := httptest.NewRequest("POST", "/1/indexes/*/queries", &z)
	req.Header.Set("Content-Encoding", "gzip")
	req.Header.Set("X-Algolia-Application-Id", appID)
	req.Header.Set("X-Algolia-API-Key", searchKey)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 413 {
		t.Errorf("gzipped body over the limit: %d", rec.Code)
	}
}

func TestCORSPreflight(t *testing.T) {
	h, _ := newTestHandler(t, "")
	req := httptest.NewRequest("OPTIONS", "/1/indexes/*/queries", nil)
	req.Header.Set("Origin", "https://example.org")
	req.Header.Set("Access-Control-Request-Method", "POST")
	req.Header.Set("Access-Control-Request-Headers", "x-algolia-api-key, x-algolia-application-id, content-type")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	hdr := rec.Header()
	if rec.Code != 204 || hdr.Get("Access-Control-Allow-Origin") != "*" ||
		!strings.Contains(hdr.Get("Access-Control-Allow-Methods"), "POST") ||
		hdr.Get("Access-Control-Allow-Headers") != "x-algolia-api-key, x-algolia-application-id, content-type" {
		t.Errorf("%d %v", rec.Code, hdr)
	}
	// Odd header names are not reflected.
	req.Header.Set("Access-Control-Request-Headers", "x<script>")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if strings.Contains(rec.Header().Get("Access-Control-Allow-Headers"), "<") {
		t.Errorf("reflected %q", rec.Header().Get("Access-Control-Allow-Headers"))
	}
}

func TestWrites(t *testing.T) {
	h, st := newTestHandler(t, adminKey)
	admin := func(method, path, body string) map[string]any {
		t.Helper()
		code, out, _ := call{method: method, path: path, body: body, key: adminKey}.do(t, h)
		if code != 200 {
			t.Fatalf("%s %s: %d %v", method, path, code, out)
		}
		return out
	}
	searchIDs := func(index, query string) string {
		t.Helper()
		st.Publish(index)
		out := admin("POST", "/1/indexes/"+index+"/query", `{"query":"`+query+`","attributesToRetrieve":["objectID"],"distinct":false}`)
		var ids []string
		for _, hit := range out["hits"].([]any) {
			ids = append(ids, hit.(map[string]any)["objectID"].(string))
		}
		return strings.Join(ids, ",")
	}

	out := admin("PUT", "/1/indexes/new/settings", `{"searchableAttributes":["title"],"customRanking":["asc(rank)"]}`)
	task := int64(out["taskID"].(float64))
	out = admin("POST", "/1/indexes/new/batch", `{"requests":[
		{"action":"addObject","body":{"objectID":"1","title":"Lexical nodes","rank":2}},
		{"action":"addObject","body":{"objectID":"2","title":"Lexical commands","rank":1}},
		{"action":"addObject","body":{"title":"Lexical without id","rank":3}},
		{"action":"updateObject","body":{"objectID":"3","title":"Something else"}}]}`)
	if ids := out["objectIDs"].([]any); len(ids) != 4 || ids[0] != "1" || ids[3] != "3" {
		t.Errorf("objectIDs %v", ids)
	}
	task = int64(out["taskID"].(float64))
	st.Publish("new")
	if s := admin("GET", fmt.Sprintf("/1/indexes/new/task/%d", task), ""); s["status"] != "published" {
		t.Errorf("task status %v", s)
	}
	if got := searchIDs("new", "lexical"); !strings.HasPrefix(got, "2,1,") || strings.Count(got, ",") != 2 {
		t.Errorf("after add: %s", got)
	}
	admin("POST", "/1/indexes/new/batch", `{"requests":[
		{"action":"partialUpdateObject","body":{"objectID":"1","rank":0}},
		{"action":"partialUpdateObjectNoCreate","body":{"objectID":"404","title":"Lexical ghost"}},
		{"action":"deleteObject","body":{"objectID":"2"}}]}`)
	if got := searchIDs("new", "lexical"); !strings.HasPrefix(got, "1,") || strings.Contains(","+got+",", ",2,") || strings.Contains(got, "404") {
		t.Errorf("after partial update and delete: %s", got)
	}
	s := admin("GET", "/1/indexes/new/settings", "")
	if fmt.Sprint(s["customRanking"]) != "[asc(rank)]" {
		t.Errorf("settings %v", s)
	}
	admin("PUT", "/1/indexes/new/settings", `{"customRanking":null}`)
	if s := admin("GET", "/1/indexes/new/settings", ""); s["customRanking"] != nil || s["searchableAttributes"] == nil {
		t.Errorf("null resets one setting: %v", s)
	}

	// Move replaces an index in one step; the source disappears.
	admin("POST", "/1/indexes/new/operation", `{"operation":"move","destination":"docs"}`)
	if got := searchIDs("docs", "lexical"); !strings.HasPrefix(got, "1,") {
		t.Errorf("after move: %s", got)
	}
	if code, _, _ := (call{method: "POST", path: "/1/indexes/new/query", body: `{}`, key: adminKey}).do(t, h); code != 404 {
		t.Errorf("moved index still answers: %d", code)
	}
	list := admin("GET", "/1/indexes", "")
	if items := list["items"].([]any); len(items) != 1 || items[0].(map[string]any)["name"] != "docs" {
		t.Errorf("index list %v", list)
	}

	admin("POST", "/1/indexes/docs/clear", "")
	if got := searchIDs("docs", ""); got != "" {
		t.Errorf("after clear: %s", got)
	}
	out = admin("DELETE", "/1/indexes/docs", "")
	if out["deletedAt"] == nil {
		t.Errorf("delete: %v", out)
	}
	if code, _, _ := (call{method: "POST", path: "/1/indexes/docs/query", body: `{}`, key: searchKey}).do(t, h); code != 404 {
		t.Errorf("deleted index answers %d", code)
	}
}

func TestMultiIndexBatch(t *testing.T) {
	h, st := newTestHandler(t, adminKey)
	code, out, _ := call{method: "POST", path: "/1/indexes/*/batch", key: adminKey, body: `{"requests":[
		{"action":"addObject","indexName":"one","body":{"objectID":"x","t":"hello"}},
		{"action":"addObject","indexName":"two","body":{"objectID":"y","t":"world"}}]}`}.do(t, h)
	if code != 200 {
		t.Fatalf("%d %v", code, out)
	}
	tasks := out["taskID"].(map[string]any)
	if tasks["one"] == nil || tasks["two"] == nil {
		t.Errorf("tasks %v", tasks)
	}
	st.Publish("two")
	code, out, _ = call{method: "POST", path: "/1/indexes/two/query", body: `{"query":"world"}`, key: searchKey}.do(t, h)
	if code != 200 || out["nbHits"].(float64) != 1 {
		t.Errorf("%d %v", code, out)
	}
}
