package api

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzQueries sends arbitrary bodies to the multi-query endpoint: the
// request parser and the engine behind it must answer every one with JSON
// and a 2xx or 4xx status, never a panic or a 5xx.
//
//	go test ./plugins/search/api -run '^$' -fuzz FuzzQueries -fuzztime 10s
func FuzzQueries(f *testing.F) {
	seeds := []string{
		`{"requests":[{"indexName":"docs","query":"selec","hitsPerPage":20,"facetFilters":["language:en",["language:fr","-language:de"]]}]}`,
		`{"requests":[{"indexName":"docs","params":"query=state&hitsPerPage=2&attributesToSnippet=content:3&facetFilters=%5B%22language%3Aen%22%5D"}]}`,
		`{"requests":[{"indexName":"docs","query":"","facets":["*"],"hitsPerPage":0}]}`,
		`{"requests":[{"indexName":"docs","query":"édïtor  sta","typoTolerance":"min","distinct":2,"page":3}]}`,
		`{"requests":[{"indexName":"docs","params":"facetFilters=language:en,(language:fr,language:xx)&queryType=prefixAll"}]}`,
		`{"requests":[{"indexName":"docs","attributesToRetrieve":["*","-content"],"attributesToHighlight":["hierarchy.lvl1"],"getRankingInfo":true}]}`,
		`{"requests":[]}`, `[]`, `{"requests":[{}]}`, `{"requests":[{"indexName":"docs","query":1}]}`,
		`{"requests":[{"indexName":"docs","page":461168601842738791,"hitsPerPage":1000}]}`,
		`{"requests":[{"indexName":"docs","query":"e","hitsPerPage":1000},{"indexName":"docs","query":"e","hitsPerPage":1000}]}`,
		`{"requests":[{"indexName":"docs","highlightPreTag":"<aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa>"}]}`,
		`{"requests":{"indexName":"docs"}}`,
		// The string form of facetFilters, alone and in the params string.
		`{"requests":[{"indexName":"docs","facetFilters":"language:en,(language:fr,language:de),-version:1"}]}`,
		`{"requests":[{"indexName":"docs","facetFilters":"(` + strings.Repeat("a:1,", 120) + `a:2)"}]}`,
		`{"requests":[{"indexName":"docs","facetFilters":"` + strings.Repeat("(", 2000) + `"}]}`,
		`{"requests":[{"indexName":"docs","highlightPreTag":["x"],"queryType":{},"removeWordsIfNoResults":[1]}]}`,
		// The input as a facetFilters string, see below.
		"language:en,(version:1,version:2)", "(" + strings.Repeat("a:1,", 120) + "a:2)", "(a:1", "a", "\\-a:1,-b:2", "(a:1),,b:2",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	h, _ := newTestHandler(f, "")
	f.Fuzz(func(t *testing.T, body string) {
		rec := fuzzSearch(h, "POST", "/1/indexes/*/queries", body)
		checkAnswer(t, rec, body)
		// The input as the string form of facetFilters. An accepted one
		// has at most 100 items, and each comma parts two of them.
		asFilter, _ := json.Marshal(map[string]any{"requests": []any{map[string]any{"indexName": "docs", "query": "e", "facetFilters": body}}})
		rec = fuzzSearch(h, "POST", "/1/indexes/*/queries", string(asFilter))
		checkAnswer(t, rec, body)
		trimmed := strings.TrimSpace(body)
		if rec.Code == 200 && !strings.HasPrefix(trimmed, "[") && strings.Count(trimmed, ",") > 100 {
			t.Fatalf("facetFilters string of %d commas accepted: %.200q", strings.Count(trimmed, ","), body)
		}
	})
}

// fuzzSearch sends one search request with the search key.
func fuzzSearch(h http.Handler, method, target, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	req.Header.Set("X-Algolia-Application-Id", appID)
	req.Header.Set("X-Algolia-API-Key", searchKey)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// checkAnswer asserts what every answer to any input must be: JSON, a 2xx
// or 4xx status, and for an error a short message in the client's terms,
// not Go's.
func checkAnswer(t *testing.T, rec *httptest.ResponseRecorder, input string) {
	t.Helper()
	if rec.Code >= 500 || rec.Code < 200 {
		t.Fatalf("status %d for %.200q: %.300s", rec.Code, input, rec.Body.String())
	}
	if !json.Valid(rec.Body.Bytes()) || rec.Body.Len() > MaxAnswerBytes {
		t.Fatalf("answer of %d bytes is not JSON for %.200q: %.200s", rec.Body.Len(), input, rec.Body.String())
	}
	if rec.Code < 400 {
		return
	}
	var e struct{ Message string }
	json.Unmarshal(rec.Body.Bytes(), &e)
	if e.Message == "" || rec.Body.Len() > 2*maxMessageBytes {
		t.Fatalf("error answer of %d bytes for %.200q: %.300s", rec.Body.Len(), input, rec.Body.String())
	}
	for _, goism := range []string{"Go value", "Go struct", "json: ", "unmarshal"} {
		if strings.Contains(e.Message, goism) {
			t.Fatalf("message speaks Go for %.200q: %q", input, e.Message)
		}
	}
}

// FuzzParamsString sends arbitrary search parameters the two other ways
// they arrive: as a GET query string and as the legacy "params" string of
// a multi-query. Every answer is JSON with a 2xx or 4xx status, and none
// is larger than an answer may be.
//
//	go test ./plugins/search/api -run '^$' -fuzz FuzzParamsString -fuzztime 10s
func FuzzParamsString(f *testing.F) {
	seeds := []string{
		"query=selec&hitsPerPage=20&attributesToSnippet=content:10&highlightPreTag=%3Cmark%3E",
		"query=a&page=461168601842738791&hitsPerPage=1000",
		"query=e&page=2147483647&hitsPerPage=1000",
		"facetFilters=%5B%22language%3Aen%22%5D&facets=*&maxValuesPerFacet=1000",
		"attributesToHighlight=content,content,content&attributesToRetrieve=hierarchy.lvl1,-content",
		"typoTolerance=min&distinct=3&minWordSizefor1Typo=0",
		"facetFilters=language:en,(version:1,version:2)", "facetFilters=(" + strings.Repeat("a:1%2C", 150) + "a:2)",
		"facetFilters=" + strings.Repeat("(", 3000), "highlightPreTag=%5B1%5D&queryType=%7B%7D",
		"query=%zz", "page=-1", "hitsPerPage=99999999999999999999", "snippetEllipsisText=" + strings.Repeat("%E2%80%A6", 30),
	}
	for _, s := range seeds {
		f.Add(s)
	}
	h, _ := newTestHandler(f, "")
	f.Fuzz(func(t *testing.T, params string) {
		body, _ := json.Marshal(map[string]any{"requests": []any{map[string]string{"indexName": "docs", "params": params}}})
		requests := []*http.Request{
			httptest.NewRequest("POST", "/1/indexes/*/queries", bytes.NewReader(body)),
		}
		if u, err := url.Parse("/1/indexes/docs?" + params); err == nil {
			get := httptest.NewRequest("GET", "/", nil)
			get.URL = u
			requests = append(requests, get)
		}
		for _, req := range requests {
			req.Header.Set("X-Algolia-Application-Id", appID)
			req.Header.Set("X-Algolia-API-Key", searchKey)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			checkAnswer(t, rec, req.Method+" "+params)
		}
	})
}
