package blog

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// post is one blog post, read and rendered.
type post struct {
	file    string // absolute path
	display string // site-relative path, for messages
	mdx     bool
	// src is the file's text, kept from reading the front matter until
	// the body is rendered.
	src []byte

	Permalink   string
	Title       string
	Description string
	Date        time.Time
	Tags        []Tag
	Authors     []*Author
	Image       string
	Unlisted    bool
	// HTML is the whole article (Markdown posts; MDX is compiled by the core).
	HTML string
	// ExcerptHTML is what list pages show: the post up to its truncate
	// marker, or all of it when it has none.
	ExcerptHTML       string
	HasTruncateMarker bool
	// ReadingTime is in minutes.
	ReadingTime float64
	// TOC is the article's table of contents, within the site's heading
	// levels (themeConfig.tableOfContents) unless the post sets its own.
	TOC     []mdpage.TOCItem
	HideTOC bool
	// brokenLinks are relative links to .md/.mdx files that are not
	// posts; Load reports them as onBrokenMarkdownLinks says.
	brokenLinks []mdpage.BrokenLink
	// warnings are the Markdown pipeline's, for Load to pass on.
	warnings diag.List
	// headerWarnings are the front matter's (tags the tags file lacks).
	headerWarnings diag.List
}

// Tag is a tag with its page.
type Tag struct {
	Label     string `json:"label"`
	Permalink string `json:"permalink"`
	// Description is the tags file's, for the tag's page.
	Description string `json:"description,omitempty"`
}

// datedName is a post's file or folder name: "2021-08-26-welcome".
var datedName = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})-(.+)$`)

// postFiles lists the Markdown and MDX files under the blog folder. Names
// starting with "_" or "." are partials or hidden, never posts.
func postFiles(root string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(root, func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if skip, err := mdpage.SkipPartial(d); skip && file != root {
			return err
		}
		name := d.Name()
		if ext := filepath.Ext(name); !d.IsDir() && (ext == ".md" || ext == ".mdx") {
			out = append(out, file)
		}
		return nil
	})
	return out, err
}

// nameOf is the name a post's URL and date come from: the file's name, or
// its folder's for an index file.
func nameOf(file string) string {
	base := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	if base == "index" {
		return filepath.Base(filepath.Dir(file))
	}
	return base
}

// loader reads posts in two passes: every post's front matter first, so
// that each post's URL is known, then every body, whose relative links to
// other posts resolve to those URLs.
type loader struct {
	siteDir  string
	opts     Options
	settings mdpage.Settings
	// assets collects the files posts reference, for PostBuild to copy.
	assets  *mdpage.AssetTable
	authors map[string]*Author
	// tags are the tags file's definitions, by key.
	tags map[string]tagDefinition
	dev  bool
}

// loadPosts reads every post, newest first. Drafts are left out (except in
// dev mode) without an error, and their bodies are never rendered.
func (l *loader) loadPosts() ([]*post, error) {
	root := filepath.Join(l.siteDir, l.opts.Path)
	files, err := postFiles(root)
	if err != nil {
		return nil, fmt.Errorf("blog folder %s: %w", l.opts.Path, err)
	}
	var posts []*post
	byPermalink := map[string]*post{}
	for _, f := range files {
		p, err := l.readHeader(f)
		if err != nil {
			return nil, err
		}
		if p == nil {
			continue
		}
		if other := byPermalink[p.Permalink]; other != nil {
			return nil, diag.Errorf(p.display, 1, 1, "the post's URL %s is already taken by %s: give one of them another slug", p.Permalink, other.display)
		}
		byPermalink[p.Permalink] = p
		posts = append(posts, p)
	}
	md := l.pipeline(root, posts)
	for _, p := range posts {
		if err := l.renderBody(p, md); err != nil {
			return nil, err
		}
	}
	sort.SliceStable(posts, func(i, j int) bool {
		if !posts[i].Date.Equal(posts[j].Date) {
			return posts[i].Date.After(posts[j].Date)
		}
		return posts[i].Permalink < posts[j].Permalink
	})
	return posts, nil
}

func authorKeys(m map[string]*Author) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		return []string{"none"}
	}
	return keys
}

// tag gives a tag its page under /blog/tags.
func (l *loader) tag(t tagRef) Tag {
	if def, ok := l.tags[t.Label]; ok && t.Permalink == "" {
		return Tag{Label: def.Label, Permalink: l.opts.base() + "/tags/" + strings.Trim(def.Permalink, "/"), Description: def.Description}
	}
	permalink := l.opts.base() + "/tags/" + slugify(t.Label)
	if t.Permalink != "" {
		permalink = l.opts.base() + "/tags/" + strings.Trim(t.Permalink, "/")
	}
	return Tag{Label: t.Label, Permalink: permalink}
}

// slugify makes a label a URL segment: lower case, words joined by "-".
func slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r > 127:
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		default:
			dash = true
		}
	}
	return b.String()
}
