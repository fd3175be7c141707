package search

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/search/engine"
	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

const siteJSON = `{"title":"Lexical","url":"https://lexical.dev","baseUrl":"/","i18n":{"currentLocale":"en"},
"themeConfig":{"search":{"appId":"A","apiKey":"k","indexName":"lexical","searchPagePath":"search"}}}`

func TestLoadSendsTheSearchPage(t *testing.T) {
	var routes []*pluginpb.Route
	err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteConfigJson: []byte(siteJSON)}, func(it *pluginpb.LoadItem) error {
		routes = append(routes, it.GetRoute())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(routes) != 1 {
		t.Fatalf("routes: %v", routes)
	}
	r := routes[0]
	if r.Path != "/search" || r.Component != "SearchPage" || r.Meta.Title != "Search the documentation" || !r.Meta.Noindex {
		t.Errorf("route %+v", r)
	}
	desc, _ := New().Describe(context.Background())
	if desc.Name != "search" || strings.Join(desc.Components, ",") != "SearchPage" || !desc.Reusable {
		t.Errorf("describe %+v", desc)
	}
}

func TestLoadRejectsUnknownOptions(t *testing.T) {
	err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteConfigJson: []byte(siteJSON), OptionsJson: []byte(`{"colour":"x"}`)}, func(*pluginpb.LoadItem) error { return nil })
	if err == nil || !strings.Contains(err.Error(), `unknown option "colour"`) {
		t.Errorf("err = %v", err)
	}
}

func write(t *testing.T, dir, file, html string) {
	t.Helper()
	p := filepath.Join(dir, file)
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPostBuildWritesTheIndex(t *testing.T) {
	out := t.TempDir()
	write(t, out, "docs/intro/index.html", `<html lang="en"><body><nav><a class="navbar__link navbar__link--active">Docs</a></nav><article><h1>Introduction</h1><p>An editor framework.</p></article></body></html>`)
	write(t, out, "docs/api/index.html", `<html><body><main><h1>API</h1><p>The editor reference.</p></main></body></html>`)
	write(t, out, "search/index.html", `<html><body><main><h1>Search</h1><p>editor</p></main></body></html>`)
	write(t, out, "secret/index.html", `<html><body><main><h1>Secret</h1><p>editor</p></main></body></html>`)
	req := &pluginpb.PostBuildRequest{
		OutDir:         out,
		SiteConfigJson: []byte(siteJSON),
		OptionsJson:    []byte(`{"pageRanks":{"/docs/api/":-1}}`),
		Routes: []*pluginpb.RouteSummary{
			{Path: "/docs/intro", File: "docs/intro/index.html", Meta: &pluginpb.RouteMeta{Title: "Introduction"}},
			{Path: "/docs/api/", File: "docs/api/index.html", Meta: &pluginpb.RouteMeta{Title: "API"}},
			{Path: "/search", File: "search/index.html", Meta: &pluginpb.RouteMeta{Title: "Search", Noindex: true}},
			{Path: "/secret", File: "secret/index.html", Meta: &pluginpb.RouteMeta{Title: "Secret", Unlisted: true}},
		},
	}
	res, err := New().PostBuild(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Files) != 1 || res.Files[0] != "search/lexical.index" {
		t.Errorf("files %v", res.Files)
	}
	f, err := indexfile.ReadFile(filepath.Join(out, "search", "lexical.index"))
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "lexical" || len(f.Objects) != 4 {
		t.Fatalf("index %s with %d records", f.Name, len(f.Objects))
	}
	ix, err := engine.Build(f.Objects, f.Settings)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := engine.Params{"query": json.RawMessage(`"editor"`)}.Query()
	r, err := ix.Search(q)
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for _, h := range r.Hits {
		u, _ := h.Object.Lookup("url")
		s, _ := u.String()
		l0, _ := h.Object.Lookup("hierarchy.lvl0")
		section, _ := l0.String()
		urls = append(urls, s+" ("+section+")")
	}
	// The guide outranks the API page (pageRank -1); noindex and unlisted
	// pages are not in the index.
	if got := strings.Join(urls, ", "); got != "https://lexical.dev/docs/intro (Docs), https://lexical.dev/docs/api/ (Docs)" {
		t.Errorf("hits: %s", got)
	}
}
