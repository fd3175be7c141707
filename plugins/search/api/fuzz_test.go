package api

import (
	"encoding/json"
	"net/http/httptest"
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
