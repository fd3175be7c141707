// Package twin is the one rule for which pages have a Markdown twin and
// at what path. The content plugins (docs, blog, pages) set each route's
// RouteMeta.markdown from it, so that themes can offer "Copy page"; the
// llms plugin writes a twin for exactly the routes that carry one. Both
// read the llms plugin's options from the site configuration, so the two
// sides cannot disagree.
package twin

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/folio-docs/folio/plugins/internal/pathmatch"
	"github.com/folio-docs/folio/sdk"
)

// PluginName is the name the llms plugin is listed under in site.toml.
const PluginName = "llms"

// Kind is what a page is, for the options that say what goes in.
type Kind int

const (
	Doc      Kind = iota // a doc of the docs plugin, package pages included
	API                  // a generated API reference page (plugins/apiref)
	BlogPost             // a blog post
	Page                 // a Markdown or MDX page of the pages plugin
)

// Options is the llms plugin's [plugins.options] table.
type Options struct {
	// Docs, Blog, API and Pages say which kinds of pages get a twin and
	// are listed in llms.txt.
	Docs  bool `json:"docs"`
	Blog  bool `json:"blog"`
	API   bool `json:"api"`
	Pages bool `json:"pages"`
	// Exclude are paths to leave out: "*" matches one segment and a
	// trailing "/**" everything below a path ("/docs/api/**").
	Exclude []string `json:"exclude"`
	// FullText writes llms-full.txt beside llms.txt.
	FullText bool `json:"fullText"`
}

// DecodeOptions reads the llms plugin's options over the defaults: every
// kind in, nothing excluded, llms-full.txt written.
func DecodeOptions(raw []byte) (Options, error) {
	opts := Options{Docs: true, Blog: true, API: true, Pages: true, FullText: true}
	if err := sdk.DecodeOptions(raw, &opts); err != nil {
		return opts, fmt.Errorf("llms options in site.toml: %w", err)
	}
	for _, p := range opts.Exclude {
		if !strings.HasPrefix(p, "/") {
			return opts, fmt.Errorf("llms options in site.toml: exclude: %q: a path starts with /", p)
		}
		if err := pathmatch.Check(p); err != nil {
			return opts, fmt.Errorf("llms options in site.toml: exclude: %q: %v", p, err)
		}
	}
	return opts, nil
}

// Rule says which routes have a twin. The zero Rule (no llms plugin in
// the site) gives none.
type Rule struct {
	on   bool
	opts Options
}

// FromSiteConfig finds the llms plugin in the site configuration (the
// LoadRequest's site_config_json). A site without it has no twins. Bad
// options are the llms plugin's to report: here they give no twins.
func FromSiteConfig(siteConfigJSON []byte) Rule {
	var cfg struct {
		Plugins []struct {
			Name    string          `json:"name"`
			Command []string        `json:"command"`
			Options json.RawMessage `json:"options"`
		} `json:"plugins"`
	}
	if json.Unmarshal(siteConfigJSON, &cfg) != nil {
		return Rule{}
	}
	for _, p := range cfg.Plugins {
		if p.Name != PluginName || len(p.Command) > 0 {
			continue
		}
		opts, err := DecodeOptions(p.Options)
		if err != nil {
			return Rule{}
		}
		return Rule{on: true, opts: opts}
	}
	return Rule{}
}

// For is the twin path of a route of the given kind ("/docs/intro.md"),
// or "" when it has none: no llms plugin, the kind left out, the path
// excluded, or an unlisted page (which llms.txt never names either).
func (r Rule) For(kind Kind, routePath string, unlisted bool) string {
	if !r.on || unlisted || !r.kindIn(kind) || pathmatch.Any(routePath, r.opts.Exclude) {
		return ""
	}
	return Path(routePath)
}

func (r Rule) kindIn(k Kind) bool {
	switch k {
	case Doc:
		return r.opts.Docs
	case API:
		return r.opts.API
	case BlogPost:
		return r.opts.Blog
	case Page:
		return r.opts.Pages
	}
	return false
}

// Path is a page's twin: its URL plus ".md", an index page's without its
// trailing slash ("/docs/react/" → "/docs/react.md"), and the site root's
// "/index.md".
func Path(routePath string) string {
	p := strings.TrimSuffix(routePath, "/")
	p = strings.TrimSuffix(p, ".html")
	if p == "" {
		p = "/index"
	}
	return p + ".md"
}
