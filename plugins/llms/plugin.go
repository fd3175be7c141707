// Package llms is the built-in plugin that writes the site for readers'
// tools: a Markdown twin of every docs page, blog post, Markdown page and
// API reference page at the page's URL plus ".md", an index of them as
// /llms.txt and the docs in one file as /llms-full.txt (llmstxt.org).
//
// The content plugins mark the routes that get a twin (RouteMeta.markdown,
// from the one rule in plugins/internal/twin); this plugin writes them at
// post-build, from each page's source: the Markdown file the page was
// made of, or for the generated reference the Markdown the docs plugin
// made its pages from (plugins/apiref, the same generation and cache), so
// no twin is scraped from HTML.
package llms

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/plugins/internal/twin"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Plugin implements sdk.Plugin.
type Plugin struct{}

// New returns the llms plugin.
func New() *Plugin { return &Plugin{} }

var _ sdk.Plugin = (*Plugin)(nil)

// Describe declares the plugin reusable: its Load reads the site
// configuration and watches the content folders; its PostBuild reads its
// request, the output's manifest and sidebars, and the sources of the
// pages the request lists (under the folders Load watched, or the
// generated reference, whose inputs change those pages too).
func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: twin.PluginName, Version: "0.1.0", Reusable: true}, nil
}

// Load checks the options, so a mistake fails the build early, and
// watches the folders the twins are made from.
func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	if _, err := twin.DecodeOptions(req.OptionsJson); err != nil {
		return err
	}
	cfg, err := readSiteConfig(req.SiteConfigJson)
	if err != nil {
		return err
	}
	for _, dir := range cfg.contentFolders() {
		if err := send.Watch(filepath.Join(req.SiteDir, filepath.FromSlash(dir))); err != nil {
			return err
		}
	}
	return nil
}

// PostBuild writes the twins, llms.txt and llms-full.txt.
func (p *Plugin) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	opts, err := twin.DecodeOptions(req.OptionsJson)
	if err != nil {
		return nil, err
	}
	cfg, err := readSiteConfig(req.SiteConfigJson)
	if err != nil {
		return nil, err
	}
	res := &pluginpb.PostBuildResponse{}
	if strings.TrimSpace(cfg.URL) == "" {
		res.Diagnostics = append(res.Diagnostics, &pluginpb.Diagnostic{
			Severity: pluginpb.Diagnostic_WARNING,
			Message:  "site.toml has no url: the Markdown twins and llms.txt link to paths instead of absolute URLs",
		})
	}
	pages := cfg.twinPages(req.Routes)
	sources := &sourceReader{siteDir: req.SiteDir, siteConfig: req.SiteConfigJson, cfg: cfg}
	links := newLinkTable(cfg, req.SiteDir, req.Routes)
	out := newOutput(req.OutDir)
	// Each twin is read, converted and written on its own, on every core:
	// the plugin's PostBuild runs beside the other plugins' and the build
	// waits for the last of them.
	err = parallel.ForEach(ctx, len(pages), func(i int) error {
		pg := pages[i]
		src, err := sources.read(ctx, pg.route)
		if err != nil {
			return err
		}
		pg.text = twinMarkdown(pg.page, src, links.forSource(pg.route.GetMeta().GetSourcePath(), pg.kind))
		return out.write(pg.file, pg.text)
	})
	if err != nil {
		return nil, err
	}
	for _, pg := range pages {
		res.Files = append(res.Files, pg.file)
	}

	idx, err := newIndex(cfg, req.OutDir, pages)
	if err != nil {
		return nil, err
	}
	if err := out.write("llms.txt", idx.llmsTxt()); err != nil {
		return nil, err
	}
	res.Files = append(res.Files, "llms.txt")
	if opts.FullText {
		if err := out.write("llms-full.txt", idx.llmsFullTxt()); err != nil {
			return nil, err
		}
		res.Files = append(res.Files, "llms-full.txt")
	}
	return res, nil
}

// twinPage is a page that gets a twin.
type twinPage struct {
	route *pluginpb.RouteSummary
	kind  twin.Kind
	page  page
	// file is the twin's output file; text its Markdown.
	file, text string
}

// twinPages lists the routes the content plugins gave a twin, in the
// request's order.
func (c *siteConfig) twinPages(routes []*pluginpb.RouteSummary) []*twinPage {
	var out []*twinPage
	for _, r := range routes {
		m := r.GetMeta()
		if m.GetMarkdown() == "" || m.GetUnlisted() {
			continue
		}
		out = append(out, &twinPage{
			route: r,
			kind:  c.kindOf(m.GetSourcePath()),
			page:  page{Title: m.GetTitle(), Description: m.GetDescription(), URL: c.absolute(r.Path), Twin: c.absolute(m.GetMarkdown())},
			file:  strings.TrimPrefix(path.Clean(m.GetMarkdown()), "/"),
		})
	}
	return out
}

// siteConfig is what the plugin reads of the site configuration.
type siteConfig struct {
	Title   string `json:"title"`
	Tagline string `json:"tagline"`
	URL     string `json:"url"`
	BaseURL string `json:"baseUrl"`
	Theme   struct {
		Navbar struct {
			Items []struct {
				Type      string `json:"type"`
				SidebarID string `json:"sidebarId"`
				Label     string `json:"label"`
			} `json:"items"`
		} `json:"navbar"`
	} `json:"themeConfig"`
	Plugins []struct {
		Name    string          `json:"name"`
		Command []string        `json:"command"`
		Options json.RawMessage `json:"options"`
	} `json:"plugins"`
}

func readSiteConfig(raw []byte) (*siteConfig, error) {
	var c siteConfig
	if err := json.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("site config: %w", err)
	}
	return &c, nil
}

// absolute is the public URL of a path below the base URL.
func (c *siteConfig) absolute(p string) string {
	return strings.TrimSuffix(c.URL, "/") + strings.TrimSuffix(c.BaseURL, "/") + p
}

// builtinOptions are the options of the first built-in plugin name.
func (c *siteConfig) builtinOptions(name string) (json.RawMessage, bool) {
	for _, p := range c.Plugins {
		if p.Name == name && len(p.Command) == 0 {
			return p.Options, true
		}
	}
	return nil, false
}

// folder is the "path" option of a built-in content plugin, or def.
func (c *siteConfig) folder(name, def string) (string, bool) {
	raw, ok := c.builtinOptions(name)
	if !ok {
		return "", false
	}
	var o struct {
		Path string `json:"path"`
	}
	_ = json.Unmarshal(raw, &o)
	if o.Path == "" {
		o.Path = def
	}
	return path.Clean(filepath.ToSlash(o.Path)), true
}
