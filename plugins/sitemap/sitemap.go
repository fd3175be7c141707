// Package sitemap is the built-in plugin that writes sitemap.xml and
// robots.txt after the build, from the final route list. Pages marked
// noindex or unlisted (drafts never become routes) and the not-found page
// are left out: the sitemap lists what search engines should index.
package sitemap

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	corefiles "github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/plugins/internal/pathmatch"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Options is the plugin's [plugins.options] table.
type Options struct {
	// Filename is the sitemap's file in the output folder.
	Filename   string  `json:"filename"`
	Changefreq string  `json:"changefreq"`
	Priority   float64 `json:"priority"`
	// IgnorePatterns are paths to leave out; "*" matches one segment and a
	// trailing "/**" everything below a path.
	IgnorePatterns []string `json:"ignorePatterns"`
	// Robots writes robots.txt pointing at the sitemap, unless the site's
	// static files already have one.
	Robots *bool `json:"robots"`
}

var changefreqs = map[string]bool{"always": true, "hourly": true, "daily": true, "weekly": true, "monthly": true, "yearly": true, "never": true}

func decodeOptions(raw []byte) (Options, error) {
	opts := Options{Filename: "sitemap.xml", Changefreq: "weekly", Priority: 0.5}
	if err := sdk.DecodeOptions(raw, &opts); err != nil {
		return opts, fmt.Errorf("sitemap options in site.toml: %w", err)
	}
	if !changefreqs[opts.Changefreq] {
		return opts, fmt.Errorf("sitemap options in site.toml: changefreq = %q: want always, hourly, daily, weekly, monthly, yearly or never", opts.Changefreq)
	}
	if opts.Priority < 0 || opts.Priority > 1 {
		return opts, fmt.Errorf("sitemap options in site.toml: priority = %v: want a number from 0 to 1", opts.Priority)
	}
	for _, p := range opts.IgnorePatterns {
		if err := pathmatch.Check(p); err != nil {
			return opts, fmt.Errorf("sitemap options in site.toml: ignorePatterns: %q: %v", p, err)
		}
	}
	if opts.Robots == nil {
		yes := true
		opts.Robots = &yes
	}
	return opts, nil
}

// Plugin implements sdk.Plugin.
type Plugin struct{}

// New returns the sitemap plugin.
func New() *Plugin { return &Plugin{} }

var _ sdk.Plugin = (*Plugin)(nil)

// Describe declares the plugin reusable: a Load reads its options only,
// and PostBuild its request and whether the output holds a robots.txt
// already (one of the site's static files). Its PostBuild reads the
// routes' paths, files and meta, and no page (post_build_without_pages):
// an edit of a page's body does not start it.
func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "sitemap", Version: "0.1.0", Reusable: true, PostBuildWithoutPages: true}, nil
}

// Load only checks the options, so a mistake fails the build early.
func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	_, err := decodeOptions(req.OptionsJson)
	return err
}

type urlSet struct {
	XMLName xml.Name   `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []urlEntry `xml:"url"`
}

type urlEntry struct {
	Loc        string  `xml:"loc"`
	Changefreq string  `xml:"changefreq"`
	Priority   float64 `xml:"priority"`
}

func (p *Plugin) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	opts, err := decodeOptions(req.OptionsJson)
	if err != nil {
		return nil, err
	}
	var cfg struct {
		URL     string `json:"url"`
		BaseURL string `json:"baseUrl"`
	}
	if err := json.Unmarshal(req.SiteConfigJson, &cfg); err != nil {
		return nil, fmt.Errorf("site config: %w", err)
	}
	if strings.TrimSpace(cfg.URL) == "" {
		return &pluginpb.PostBuildResponse{Diagnostics: []*pluginpb.Diagnostic{{
			Severity: pluginpb.Diagnostic_WARNING,
			Message:  "site.toml has no url: a sitemap needs absolute URLs, so none was written",
		}}}, nil
	}
	origin := strings.TrimSuffix(cfg.URL, "/")
	set := urlSet{}
	for _, r := range req.Routes {
		if !indexable(r) || pathmatch.Any(r.Path, opts.IgnorePatterns) {
			continue
		}
		set.URLs = append(set.URLs, urlEntry{Loc: origin + r.Path, Changefreq: opts.Changefreq, Priority: opts.Priority})
	}
	body, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		return nil, err
	}
	body = append(append([]byte(xml.Header), body...), '\n')
	// Through a new file: the output may start as a recycled one whose
	// files are hard links to the served site's.
	if err := corefiles.WriteAtomic(filepath.Join(req.OutDir, filepath.FromSlash(opts.Filename)), body, 0o644); err != nil {
		return nil, err
	}
	res := &pluginpb.PostBuildResponse{Files: []string{opts.Filename}}

	if *opts.Robots {
		robots := filepath.Join(req.OutDir, "robots.txt")
		if _, err := os.Stat(robots); errors.Is(err, os.ErrNotExist) {
			// The sitemap's URL is under the base URL, like every page.
			sitemapURL := origin + strings.TrimSuffix(cfg.BaseURL, "/") + "/" + opts.Filename
			text := "User-agent: *\nAllow: /\n\nSitemap: " + sitemapURL + "\n"
			if err := corefiles.WriteAtomic(robots, []byte(text), 0o644); err != nil {
				return nil, err
			}
			res.Files = append(res.Files, "robots.txt")
		}
	}
	return res, nil
}

// indexable is false for pages search engines should not list: noindex
// and unlisted pages, and the not-found page.
func indexable(r *pluginpb.RouteSummary) bool {
	m := r.GetMeta()
	if m.GetNoindex() || m.GetUnlisted() {
		return false
	}
	return path.Base(r.File) != "404.html"
}
