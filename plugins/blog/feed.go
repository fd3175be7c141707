package blog

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	corefiles "github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// feedFileNames are the feeds' files, under the blog's path.
var feedFileNames = map[string]string{"rss": "rss.xml", "atom": "atom.xml", "json": "feed.json"}

// feed is what the three formats share.
type feed struct {
	Title       string
	Description string
	Link        string // the blog's first page, absolute
	SelfURLs    map[string]string
	Copyright   string
	Language    string
	Icon        string
	Updated     time.Time
	SiteTitle   string
	Items       []feedItem
}

type feedItem struct {
	URL         string
	Title       string
	Summary     string
	ContentHTML string
	Date        time.Time
	Authors     []*Author
	Tags        []Tag
	Image       string
}

// writeFeeds writes the configured feeds of the newest listed posts. It
// needs site.toml's url, since feed readers need absolute links.
func writeFeeds(s *site, cfg siteConfig, outDir string, routes []*pluginpb.RouteSummary) (files, warnings []string, err error) {
	if strings.TrimSpace(cfg.URL) == "" {
		return nil, []string{"site.toml has no url: the blog feeds need absolute links and were not written"}, nil
	}
	f := feed{
		Title:       s.opts.Feed.Title,
		Description: s.opts.Feed.Description,
		Link:        cfg.absolute(orRoot(s.opts.base())),
		SelfURLs:    map[string]string{},
		Copyright:   s.opts.Feed.Copyright,
		Language:    cfg.language(),
		SiteTitle:   cfg.Title,
	}
	if f.Title == "" {
		f.Title = cfg.Title + " " + s.opts.BlogTitle
	}
	if f.Description == "" {
		f.Description = cfg.Title + " " + s.opts.BlogTitle
	}
	if cfg.Favicon != "" {
		f.Icon = strings.TrimSuffix(cfg.URL, "/") + strings.TrimSuffix(cfg.BaseURL, "/") + "/" + strings.TrimPrefix(cfg.Favicon, "/")
	}
	pages := pageFiles(routes)
	listed := s.listed()
	if len(listed) > s.opts.Feed.Limit {
		listed = listed[:s.opts.Feed.Limit]
	}
	for _, p := range listed {
		item := feedItem{URL: cfg.absolute(p.Permalink), Title: p.Title, Summary: p.Description, Date: p.Date, Authors: p.Authors, Tags: p.Tags}
		if p.Image != "" {
			item.Image = absoluteURL(cfg, p.Image)
		}
		item.ContentHTML, err = articleFromPage(outDir, pages[strings.TrimSuffix(cfg.path(p.Permalink), "/")], cfg)
		if err != nil {
			return nil, nil, err
		}
		if item.ContentHTML == "" {
			// No rendered page to take the article from (a theme that does
			// not mark it): the Markdown's own HTML, or the excerpt for MDX.
			item.ContentHTML = p.HTML
			if p.mdx {
				item.ContentHTML = p.ExcerptHTML
			}
		}
		if p.Date.After(f.Updated) {
			f.Updated = p.Date
		}
		f.Items = append(f.Items, item)
	}
	if f.Updated.IsZero() {
		f.Updated = time.Unix(0, 0).UTC()
	}

	types := s.opts.Feed.feedTypes()
	for _, t := range []string{"rss", "atom", "json"} {
		if types[t] {
			f.SelfURLs[t] = cfg.absolute(s.opts.base() + "/" + feedFileNames[t])
		}
	}
	for _, t := range []string{"rss", "atom", "json"} {
		if !types[t] {
			continue
		}
		var body []byte
		switch t {
		case "rss":
			body, err = f.rss()
		case "atom":
			body, err = f.atom()
		case "json":
			body, err = f.jsonFeed()
		}
		if err != nil {
			return nil, nil, fmt.Errorf("blog %s feed: %w", t, err)
		}
		// The output folder is the base URL's root: the file is under the blog's path only.
		rel := filepath.FromSlash(strings.TrimPrefix(s.opts.base()+"/"+feedFileNames[t], "/"))
		if err := os.MkdirAll(filepath.Join(outDir, filepath.Dir(rel)), 0o755); err != nil {
			return nil, nil, err
		}
		// Through a new file, never into one that may be a hard link to
		// the served site's.
		if err := corefiles.WriteAtomic(filepath.Join(outDir, rel), body, 0o644); err != nil {
			return nil, nil, err
		}
		files = append(files, filepath.ToSlash(rel))
	}
	return files, nil, nil
}

// pageFiles maps each route's path (without a trailing slash) to its HTML file.
func pageFiles(routes []*pluginpb.RouteSummary) map[string]string {
	out := make(map[string]string, len(routes))
	for _, r := range routes {
		out[strings.TrimSuffix(r.Path, "/")] = r.File
	}
	return out
}

// absoluteURL makes a site path or URL absolute; full URLs pass through.
func absoluteURL(cfg siteConfig, u string) string {
	if strings.Contains(u, "://") || strings.HasPrefix(u, "//") {
		return u
	}
	return strings.TrimSuffix(cfg.URL, "/") + strings.TrimSuffix(cfg.BaseURL, "/") + "/" + strings.TrimPrefix(u, "/")
}
