// Package search is the built-in search plugin. It adds the search page
// route, and after the build it extracts DocSearch records from every
// emitted page and writes the site's search index
// (build/search/<indexName>.index), which `folio serve` and
// `folio search serve` answer Algolia-style queries from.
//
// Subpackages: records (HTML → DocSearch records), engine (matching and
// ranking), indexfile (the index on disk), api (the HTTP API), push (the
// client that sends records to any Algolia-compatible service).
package search

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Plugin implements sdk.Plugin. Each build starts from the index the last
// one left in the site's cache (recordcache.go), in `folio dev`'s one
// plugin process as in each `folio build`'s.
type Plugin struct{}

// New returns the search plugin.
func New() *Plugin { return &Plugin{} }

var _ sdk.Plugin = (*Plugin)(nil)

// SearchPageTitle is the search page's title without a query.
const SearchPageTitle = "Search the documentation"

// Describe declares the plugin reusable: a Load reads the site
// configuration and its options only; PostBuild its request, the pages
// that request lists, and its cache of their records, which gives the
// index a cold build writes byte for byte (nothing of the clock or the
// environment is in it).
func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "search", Version: "0.1.0", Components: []string{"SearchPage"}, Reusable: true}, nil
}

// Load sends the search page's route.
func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	if _, err := decodeOptions(req.OptionsJson); err != nil {
		return err
	}
	site, err := decodeSite(req.SiteConfigJson)
	if err != nil {
		return err
	}
	if site.searchPagePath() == "" {
		return nil
	}
	return send.Route(&pluginpb.Route{
		Path:      "/" + site.searchPagePath(),
		Component: "SearchPage",
		DataJson:  []byte("{}"),
		Meta:      &pluginpb.RouteMeta{Title: SearchPageTitle, Noindex: true},
	})
}

// PostBuild writes the search index.
func (p *Plugin) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	opts, err := decodeOptions(req.OptionsJson)
	if err != nil {
		return nil, err
	}
	site, err := decodeSite(req.SiteConfigJson)
	if err != nil {
		return nil, err
	}
	return p.writeIndex(ctx, req, site, opts)
}

// Options is the plugin's [plugins.options] table.
type Options struct {
	// IndexName overrides themeConfig.search.indexName.
	IndexName string `json:"indexName"`
	// PageRanks sets weight.pageRank by path prefix, the longest prefix
	// winning: {"/docs/api/" = -1} ranks the API reference after guides
	// that match as well.
	PageRanks map[string]int `json:"pageRanks"`
	// Exclude lists path prefixes whose pages are not indexed.
	Exclude []string `json:"exclude"`
}

func decodeOptions(raw []byte) (Options, error) {
	var opts Options
	if err := sdk.DecodeOptions(raw, &opts); err != nil {
		return opts, fmt.Errorf("search plugin options: %w", err)
	}
	return opts, nil
}

// siteConfig is the part of the site configuration the plugin reads.
type siteConfig struct {
	Title   string `json:"title"`
	URL     string `json:"url"`
	BaseURL string `json:"baseUrl"`
	I18n    struct {
		CurrentLocale string `json:"currentLocale"`
		DefaultLocale string `json:"defaultLocale"`
	} `json:"i18n"`
	ThemeConfig struct {
		Search *struct {
			IndexName      string `json:"indexName"`
			SearchPagePath string `json:"searchPagePath"`
		} `json:"search"`
	} `json:"themeConfig"`
}

func decodeSite(raw []byte) (*siteConfig, error) {
	var s siteConfig
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, fmt.Errorf("site config: %w", err)
		}
	}
	return &s, nil
}

func (s *siteConfig) searchPagePath() string {
	if s.ThemeConfig.Search == nil {
		return "search"
	}
	return strings.Trim(s.ThemeConfig.Search.SearchPagePath, "/")
}

// DefaultIndexName is used when neither the options nor site.toml name
// the index.
const DefaultIndexName = "docs"

func (s *siteConfig) indexName(opts Options) string {
	switch {
	case opts.IndexName != "":
		return opts.IndexName
	case s.ThemeConfig.Search != nil && s.ThemeConfig.Search.IndexName != "":
		return s.ThemeConfig.Search.IndexName
	}
	return DefaultIndexName
}

func (s *siteConfig) language() string {
	for _, l := range []string{s.I18n.CurrentLocale, s.I18n.DefaultLocale} {
		if l != "" {
			return l
		}
	}
	return "en"
}
