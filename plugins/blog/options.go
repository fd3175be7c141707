package blog

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/folio-docs/folio/sdk"
)

// Options is the blog plugin's [plugins.options] table in site.toml. The
// defaults are those of the blog most documentation sites already know, so
// moving a blog over needs no configuration.
type Options struct {
	// Path is the folder of posts, relative to the site directory.
	Path string `json:"path"`
	// RouteBasePath is the URL segment of the blog: "blog" gives /blog.
	RouteBasePath string `json:"routeBasePath"`
	// BlogTitle and BlogDescription head the list page and the feeds.
	BlogTitle       string `json:"blogTitle"`
	BlogDescription string `json:"blogDescription"`
	// PostsPerPage is the page size of the list, tag and author pages.
	PostsPerPage Count `json:"postsPerPage"`
	// BlogSidebarCount is how many recent posts the sidebar lists.
	BlogSidebarCount Count  `json:"blogSidebarCount"`
	BlogSidebarTitle string `json:"blogSidebarTitle"`
	ShowReadingTime  *bool  `json:"showReadingTime"`
	// AuthorsMapPath is the authors file, relative to Path.
	AuthorsMapPath string `json:"authorsMapPath"`
	// Tags is the tags file (label, permalink and description of each
	// tag), relative to Path, as Docusaurus's tags option.
	Tags string `json:"tags"`
	// OnInlineTags is what a post's tag that the tags file does not define
	// does, when there is a tags file: "ignore", "log", "warn" (the
	// default, as in Docusaurus) or "throw".
	OnInlineTags string `json:"onInlineTags"`
	// EditURL is the base of each post's "Edit this page" link; the
	// post's path from the site folder (blog/2021-08-26-welcome.md) is
	// appended, as Docusaurus does.
	EditURL string      `json:"editUrl"`
	Feed    FeedOptions `json:"feedOptions"`
}

// FeedOptions configures the RSS, Atom and JSON feeds.
type FeedOptions struct {
	// Type lists the feeds to write: "rss", "atom", "json"; "all" or an
	// empty list writes the three.
	Type        stringList `json:"type"`
	Title       string     `json:"title"`
	Description string     `json:"description"`
	Copyright   string     `json:"copyright"`
	// Limit is how many of the newest posts a feed holds.
	Limit int `json:"limit"`
}

// stringList is a list of strings; a lone string is a list of one.
type stringList []string

func (l *stringList) UnmarshalJSON(b []byte) error {
	var one string
	if json.Unmarshal(b, &one) == nil {
		*l = stringList{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("want a string or a list of strings, got %s", b)
	}
	*l = many
	return nil
}

// Count is a number of items, or "ALL" (stored as 0) for no limit.
type Count int

// All reports whether the count means "no limit".
func (c Count) All() bool { return c <= 0 }

func (c *Count) UnmarshalJSON(b []byte) error {
	if string(b) == `"ALL"` {
		*c = 0
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err != nil || n < 1 {
		return fmt.Errorf("want a positive whole number or \"ALL\", got %s", b)
	}
	*c = Count(n)
	return nil
}

func defaultOptions() Options {
	return Options{
		Path:             DefaultPath,
		RouteBasePath:    "blog",
		BlogTitle:        "Blog",
		BlogDescription:  "Blog",
		PostsPerPage:     10,
		BlogSidebarCount: 5,
		BlogSidebarTitle: "Recent posts",
		AuthorsMapPath:   "authors.yml",
		Tags:             "tags.yml",
		OnInlineTags:     "warn",
		Feed:             FeedOptions{Limit: 20},
	}
}

// decodeOptions reads the options table over the defaults; an unknown key
// is an error, so a typo does not silently keep a default.
func decodeOptions(raw []byte) (Options, error) {
	opts := defaultOptions()
	if err := sdk.DecodeOptions(raw, &opts); err != nil {
		return opts, fmt.Errorf("blog options in site.toml: %w", err)
	}
	opts.RouteBasePath = strings.Trim(opts.RouteBasePath, "/")
	if opts.ShowReadingTime == nil {
		yes := true
		opts.ShowReadingTime = &yes
	}
	if opts.Feed.Limit <= 0 {
		opts.Feed.Limit = 20
	}
	switch opts.OnInlineTags {
	case "ignore", "log", "warn", "throw":
	default:
		return opts, fmt.Errorf("blog options in site.toml: onInlineTags: unknown value %q (want ignore, log, warn or throw)", opts.OnInlineTags)
	}
	for _, t := range opts.Feed.Type {
		switch t {
		case "rss", "atom", "json", "all":
		default:
			return opts, fmt.Errorf("blog options in site.toml: feedOptions.type: unknown feed %q (want rss, atom, json or all)", t)
		}
	}
	return opts, nil
}

// feedTypes is the set of feeds to write.
func (o FeedOptions) feedTypes() map[string]bool {
	out := map[string]bool{}
	for _, t := range o.Type {
		out[t] = true
	}
	if len(out) == 0 || out["all"] {
		return map[string]bool{"rss": true, "atom": true, "json": true}
	}
	return out
}

// base is the blog's URL prefix, "/blog", or "" when the blog is the site root.
func (o Options) base() string {
	if o.RouteBasePath == "" {
		return ""
	}
	return "/" + o.RouteBasePath
}

// DefaultPath is the blog folder when the options name none.
const DefaultPath = "site/blog"

// editURL is a post's "Edit this page" link, or "" without the option.
func (o Options) editURL(display string) string {
	if o.EditURL == "" {
		return ""
	}
	return strings.TrimSuffix(o.EditURL, "/") + "/" + display
}
