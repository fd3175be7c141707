package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"strings"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// query is one entry of the query set.
type query struct {
	Query  string   `json:"query"`
	Kind   string   `json:"kind"`
	Expect []string `json:"expect"`
}

func loadQueries(path string) ([]query, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f struct {
		Queries []query `json:"queries"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for i, q := range f.Queries {
		if q.Query == "" || len(q.Expect) == 0 {
			return nil, fmt.Errorf("%s: query %d needs a query and expected pages", path, i+1)
		}
	}
	return f.Queries, nil
}

// modalParams are the parameters DocSearch 3.9 sends from a page outside
// the docs, as the modal's own requests carry them.
func modalParams(q string) engine.Params {
	p := engine.Params{}
	set := func(k string, v any) {
		b, _ := json.Marshal(v)
		p[k] = b
	}
	set("query", q)
	set("attributesToRetrieve", []string{"hierarchy.lvl0", "hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3", "hierarchy.lvl4", "hierarchy.lvl5", "hierarchy.lvl6", "content", "type", "url"})
	set("attributesToSnippet", []string{"hierarchy.lvl1:10", "hierarchy.lvl2:10", "hierarchy.lvl3:10", "hierarchy.lvl4:10", "hierarchy.lvl5:10", "hierarchy.lvl6:10", "content:10"})
	set("snippetEllipsisText", "…")
	set("highlightPreTag", "<mark>")
	set("highlightPostTag", "</mark>")
	set("hitsPerPage", 20)
	set("clickAnalytics", false)
	set("facetFilters", []any{"language:en", []string{"docusaurus_tag:default", "docusaurus_tag:docs-default-current"}})
	return p
}

// modalBody is the HTTP body DocSearch posts for a query.
func modalBody(index, q string) []byte {
	req := map[string]json.RawMessage{}
	for k, v := range modalParams(q) {
		req[k] = v
	}
	req["indexName"], _ = json.Marshal(index)
	b, _ := json.Marshal(map[string]any{"requests": []any{req}})
	return b
}

// pagePath reduces a hit's URL to the page it belongs to.
func pagePath(u string) string {
	parsed, err := url.Parse(u)
	if err != nil {
		return u
	}
	p := parsed.Path
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	return p
}
