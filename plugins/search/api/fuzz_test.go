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
	}
	for _, s := range seeds {
		f.Add(s)
	}
	h, _ := newTestHandler(f, "")
	f.Fuzz(func(t *testing.T, body string) {
		req := httptest.NewRequest("POST", "/1/indexes/*/queries", strings.NewReader(body))
		req.Header.Set("X-Algolia-Application-Id", appID)
		req.Header.Set("X-Algolia-API-Key", searchKey)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 || rec.Code < 200 {
			t.Fatalf("status %d for %q: %s", rec.Code, body, rec.Body.String())
		}
		if !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("answer is not JSON for %q: %s", body, rec.Body.String())
		}
	})
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
			if rec.Code >= 500 || rec.Code < 200 {
				t.Fatalf("%s: status %d for %q: %s", req.Method, rec.Code, params, rec.Body.String())
			}
			if !json.Valid(rec.Body.Bytes()) || rec.Body.Len() > MaxAnswerBytes {
				t.Fatalf("%s: answer of %d bytes is not JSON for %q: %.200s", req.Method, rec.Body.Len(), params, rec.Body.String())
			}
		}
	})
}
