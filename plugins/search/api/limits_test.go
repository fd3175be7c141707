package api

import (
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

// Every parameter that multiplies an answer has a cap, and integers are
// range-checked before any arithmetic: a page that overflowed
// page × hitsPerPage used to panic, by each of the three ways a page can
// be sent.
func TestLimitsOnOneRequest(t *testing.T) {
	h, _ := newTestHandler(t, "")
	longTag := strings.Repeat("x", 65)
	hugePage := "461168601842738791"
	hitsOf := func(hitsPerPage []int) string {
		var reqs []string
		for _, n := range hitsPerPage {
			reqs = append(reqs, fmt.Sprintf(`{"indexName":"docs","query":"e","hitsPerPage":%d}`, n))
		}
		return `{"requests":[` + strings.Join(reqs, ",") + `]}`
	}
	manyItems := `["` + strings.Repeat(`content","`, 100) + `url"]`
	intRange := "must be an integer between -2147483648 and 2147483647"
	cases := []struct {
		name string
		c    call
		code int
		msg  string
	}{
		{"page overflow in a body", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"indexName":"docs","page":` + hugePage + `}]}`, key: searchKey},
			400, "requests[0]: invalid value for page: " + intRange},
		{"page overflow in a query string", call{method: "GET", path: "/1/indexes/docs?page=" + hugePage, key: searchKey, inQuery: true},
			400, "invalid value for page: " + intRange},
		{"page overflow in params", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"indexName":"docs","params":"query=a&page=` + hugePage + `&hitsPerPage=1000"}]}`, key: searchKey},
			400, "requests[0]: invalid value for page: " + intRange},
		{"long highlightPreTag", call{method: "POST", path: "/1/indexes/docs/query", body: `{"highlightPreTag":"` + longTag + `"}`, key: searchKey},
			400, "invalid value for highlightPreTag: at most 64 bytes"},
		{"long highlightPostTag in params", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":[{"indexName":"docs","params":"highlightPostTag=` + longTag + `"}]}`, key: searchKey},
			400, "requests[0]: invalid value for highlightPostTag: at most 64 bytes"},
		{"long snippetEllipsisText", call{method: "GET", path: "/1/indexes/docs?snippetEllipsisText=" + longTag, key: searchKey, inQuery: true},
			400, "invalid value for snippetEllipsisText: at most 64 bytes"},
		{"a list of 101 items", call{method: "POST", path: "/1/indexes/docs/query", body: `{"attributesToHighlight":` + manyItems + `}`, key: searchKey},
			400, "invalid value for attributesToHighlight: at most 100 items"},
		{"maxValuesPerFacet over Algolia's maximum", call{method: "POST", path: "/1/indexes/docs/query", body: `{"facets":["language"],"maxValuesPerFacet":1001}`, key: searchKey},
			400, "invalid value for maxValuesPerFacet: must be between 0 and 1000"},
		{"more than 1,000 hits in one call", call{method: "POST", path: "/1/indexes/*/queries", body: hitsOf([]int{1000, 1000}), key: searchKey},
			400, "requests: at most 1000 hits in one call (the sum of hitsPerPage over its queries; this call asks for 2000)"},
		{"the issue's 50 × 1,000 hits", call{method: "POST", path: "/1/indexes/*/queries", body: hitsOf(repeat(1000, 50)), key: searchKey},
			400, "requests: at most 1000 hits in one call (the sum of hitsPerPage over its queries; this call asks for 50000)"},
		{"no Go type in a wrong member's message", call{method: "POST", path: "/1/indexes/*/queries", body: `{"requests":{"indexName":"docs"}}`, key: searchKey},
			400, "Invalid JSON: requests must be an array, not an object"},
	}
	for _, c := range cases {
		code, out, _ := c.c.do(t, h)
		if code != c.code || out["message"] != c.msg || out["status"] != float64(c.code) {
			t.Errorf("%s: %d %v\nwant %d %q", c.name, code, out, c.code, c.msg)
		}
	}
}

func TestSettingsErrorsNameNoGoType(t *testing.T) {
	h, _ := newTestHandler(t, adminKey)
	code, out, _ := call{method: "PUT", path: "/1/indexes/docs/settings", body: `{"hitsPerPage":"many"}`, key: adminKey}.do(t, h)
	if code != 400 || out["message"] != "invalid value for hitsPerPage: expected an integer, not a string" {
		t.Errorf("%d %v", code, out)
	}
}

func repeat(n, times int) []int {
	out := make([]int, times)
	for i := range out {
		out[i] = n
	}
	return out
}

// Algolia clamps hitsPerPage at 1,000 rather than refusing more, and a
// page past the last one is empty, however far.
func TestHitsPerPageClampsAndFarPagesAreEmpty(t *testing.T) {
	h, _ := newTestHandler(t, "")
	code, out, _ := call{method: "POST", path: "/1/indexes/docs/query", body: `{"hitsPerPage":5000}`, key: searchKey}.do(t, h)
	if code != 200 || out["hitsPerPage"] != float64(1000) || len(out["hits"].([]any)) != 3 {
		t.Errorf("hitsPerPage 5000: %d %v", code, out)
	}
	code, out, _ = call{method: "GET", path: "/1/indexes/docs?page=2147483647&hitsPerPage=1000", key: searchKey, inQuery: true}.do(t, h)
	if code != 200 || len(out["hits"].([]any)) != 0 || out["page"] != float64(2147483647) || out["nbHits"] != float64(3) {
		t.Errorf("last possible page: %d %v", code, out)
	}
}

// A list naming an attribute many times costs as much as naming it once.
func TestRepeatedAttributesAreWrittenOnce(t *testing.T) {
	h, _ := newTestHandler(t, "")
	body := `{"query":"selection","attributesToHighlight":["content","content","content"],"attributesToSnippet":["content:3","content:3"],"attributesToRetrieve":["hierarchy.lvl1","hierarchy.lvl1"]}`
	code, out, _ := call{method: "POST", path: "/1/indexes/docs/query", body: body, key: searchKey}.do(t, h)
	if code != 200 {
		t.Fatalf("%d %v", code, out)
	}
	for _, hit := range out["hits"].([]any) {
		hit := hit.(map[string]any)
		if hit["objectID"] != "b" {
			continue
		}
		if got := hit["_snippetResult"].(map[string]any)["content"].(map[string]any)["value"]; got != "<mark>Selection</mark>s have an…" {
			t.Errorf("snippet %q", got)
		}
		return
	}
	t.Errorf("no hit b: %v", out)
}

// More heavy calls than may wait are refused with 429 and Retry-After,
// which Algolia's clients honour; a light call still goes through.
func TestHeavyCallsQueueThenGet429(t *testing.T) {
	h, _ := newTestHandler(t, "")
	for range cap(h.admission.heavy) {
		h.admission.heavy <- struct{}{} // every heavy place taken
	}
	h.admission.heavyWaiting.Store(maxHeavyWaiting)
	code, out, header := call{method: "POST", path: "/1/indexes/docs/query", body: `{"query":"e","hitsPerPage":500}`, key: searchKey}.do(t, h)
	if code != 429 || header.Get("Retry-After") != "1" || !strings.HasPrefix(out["message"].(string), "Too many heavy searches at once") {
		t.Errorf("heavy call: %d %v %v", code, header, out)
	}
	code, out, _ = call{method: "POST", path: "/1/indexes/docs/query", body: `{"query":"selection","hitsPerPage":20}`, key: searchKey}.do(t, h)
	if code != 200 || out["nbHits"] != float64(2) {
		t.Errorf("light call: %d %v", code, out)
	}
}

// An answer over MaxAnswerBytes (records an admin made huge) is cut by
// closing the connection: the client sees an error, never a short answer
// that parses.
func TestAnswerOverTheByteBudgetIsCut(t *testing.T) {
	st := store.New()
	var objs []engine.Object
	content := strings.Repeat("every editor ", 2000) // 26 KB
	for i := range 800 {
		o, err := engine.ParseObject(fmt.Appendf(nil, `{"objectID":"r%d","content":%q}`, i, content))
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, o)
	}
	if err := st.Load("big", engine.Settings{"attributesToHighlight": json.RawMessage(`[]`)}, objs); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(st, Options{AppID: appID, SearchKeys: []string{searchKey}}))
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/1/indexes/big/query?x-algolia-application-id="+appID+"&x-algolia-api-key="+searchKey,
		"text/plain", strings.NewReader(`{"query":"editor","hitsPerPage":800}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if resp.StatusCode != 200 || err == nil || n > MaxAnswerBytes+flushAt+64<<10 || n < MaxAnswerBytes-flushAt-64<<10 {
		t.Errorf("status %d, %d bytes read, error %v: want the answer cut near %d bytes", resp.StatusCode, n, err, MaxAnswerBytes)
	}
}

// Slow uploads hold no place searches work in: with more large bodies
// trickling in than there are places of any kind, DocSearch's query is
// still answered.
func TestSlowUploadsDoNotBlockSearches(t *testing.T) {
	h, _ := newTestHandler(t, "")
	srv := httptest.NewServer(h)
	defer srv.Close()
	url := srv.URL + "/1/indexes/*/queries?x-algolia-application-id=" + appID + "&x-algolia-api-key=" + searchKey
	slow := cap(h.admission.slots) + cap(h.admission.bigBodies) + 2
	var writers []*io.PipeWriter
	defer func() {
		for _, w := range writers {
			w.CloseWithError(io.ErrUnexpectedEOF)
		}
	}()
	for range slow {
		r, w := io.Pipe()
		writers = append(writers, w)
		req, _ := http.NewRequest("POST", url, r)
		req.ContentLength = 512 << 10 // announced, never sent
		go func() {
			if resp, err := http.DefaultClient.Do(req); err == nil {
				resp.Body.Close()
			}
		}()
		go w.Write([]byte(`{"requests":[`)) // a first byte, then nothing
	}
	resp, err := http.Post(url, "text/plain", strings.NewReader(`{"requests":[{"indexName":"docs","query":"selection"}]}`))
	if err != nil {
		t.Fatalf("a small search beside %d slow uploads: %v", slow, err)
	}
	defer resp.Body.Close()
	var out struct{ Results []struct{ NbHits int } }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != 200 || len(out.Results) != 1 || out.Results[0].NbHits != 2 {
		t.Errorf("%d %+v %v", resp.StatusCode, out, err)
	}
}
