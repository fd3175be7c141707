package docs

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/plugins/internal/pathmatch"
	"github.com/folio-docs/folio/plugins/internal/twin"
	"github.com/folio-docs/folio/sdk"
)

// Options is the plugin's [plugins.options] table in site.toml.
type Options struct {
	// Path is the docs folder, relative to the site directory.
	Path string `json:"path"`
	// RouteBasePath is the URL prefix of every doc ("docs" serves
	// /docs/...); empty serves the docs at the site root.
	RouteBasePath string `json:"routeBasePath"`
	// SidebarPath is a JSON file of sidebars, relative to the site
	// directory. Sidebars holds them inline instead; a site sets one.
	SidebarPath string          `json:"sidebarPath"`
	Sidebars    json.RawMessage `json:"sidebars"`
	// EditURL is the base of each doc's "Edit this page" link; the doc's
	// path relative to the site directory is appended.
	EditURL string `json:"editUrl"`
	// SidebarCollapsible and SidebarCollapsed are the defaults of every
	// category that does not set its own.
	SidebarCollapsible *bool `json:"sidebarCollapsible"`
	SidebarCollapsed   *bool `json:"sidebarCollapsed"`
	// Exclude are patterns of files under Path that are not docs
	// (pathmatch syntax, relative to Path: "drafts/**", "**/*.draft.md").
	// Files and folders starting with "_" are left out in any case.
	Exclude []string `json:"exclude"`
	// ShowLastUpdateTime and ShowLastUpdateAuthor add "Last updated on
	// <date> by <author>" below each doc, from the docs folder's git
	// history (lastupdate.go).
	ShowLastUpdateTime   bool `json:"showLastUpdateTime"`
	ShowLastUpdateAuthor bool `json:"showLastUpdateAuthor"`
	// Reference generates docs from npm packages: README pages and an API
	// reference (reference.go).
	Reference *referenceOptions `json:"reference"`

	// twins says which docs have a Markdown twin: the llms plugin's
	// options, read from the site configuration, not from this table.
	twins twin.Rule
}

func defaultOptions() Options {
	yes := true
	return Options{Path: DefaultPath, RouteBasePath: "docs", SidebarCollapsible: &yes, SidebarCollapsed: &yes}
}

// decodeOptions reads the options JSON strictly: a misspelt key would
// otherwise be silently ignored.
func decodeOptions(raw []byte) (Options, error) {
	opts := defaultOptions()
	if err := sdk.DecodeOptions(raw, &opts); err != nil {
		return opts, fmt.Errorf("site.toml: [plugins.options] of docs: %w", err)
	}
	if opts.SidebarPath != "" && len(opts.Sidebars) > 0 {
		return opts, fmt.Errorf("site.toml: [plugins.options] of docs: set sidebarPath or sidebars, not both")
	}
	for _, p := range opts.Exclude {
		if err := pathmatch.Check(p); err != nil {
			return opts, fmt.Errorf("site.toml: [plugins.options] of docs: exclude: %q: %w", p, err)
		}
	}
	opts.RouteBasePath = strings.Trim(opts.RouteBasePath, "/")
	if opts.Path == "" {
		opts.Path = "site/docs"
	}
	return opts, nil
}

// decodeSiteSettings reads the site settings the docs share with the blog
// and pages, then fills in the table-of-contents levels rather than leaving
// them to the Markdown pipeline's defaults: the parse cache's key
// includes them (settingsKey).
func decodeSiteSettings(raw []byte) (mdpage.Settings, error) {
	s, err := mdpage.DecodeSettings(raw)
	if err != nil {
		return s, err
	}
	toc := &s.ThemeConfig.TableOfContents
	if toc.MinHeadingLevel == 0 {
		toc.MinHeadingLevel = 2
	}
	if toc.MaxHeadingLevel == 0 {
		toc.MaxHeadingLevel = 3
	}
	return s, nil
}

// routePath is the path of a slug under the route base path.
func (o Options) routePath(slug string) string {
	if o.RouteBasePath == "" {
		return slug
	}
	if slug == "/" {
		return "/" + o.RouteBasePath + "/"
	}
	return "/" + o.RouteBasePath + slug
}

// DefaultPath is the docs folder when the options name none.
const DefaultPath = "site/docs"
