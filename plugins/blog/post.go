package blog

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"folio/core/markdown"
)

// post is one blog post, read and rendered.
type post struct {
	file    string // absolute path
	display string // site-relative path, for messages
	mdx     bool

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
}

// Tag is a tag with its page.
type Tag struct {
	Label     string `json:"label"`
	Permalink string `json:"permalink"`
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
		name := d.Name()
		if file != root && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".")) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
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

// loader reads posts with the shared Markdown pipeline.
type loader struct {
	siteDir string
	opts    Options
	md      *markdown.Pipeline
	authors map[string]*Author
	dev     bool
}

// loadPosts reads every post, newest first. Drafts are left out (except in
// dev mode) without an error.
func (l *loader) loadPosts() ([]*post, error) {
	root := filepath.Join(l.siteDir, l.opts.Path)
	files, err := postFiles(root)
	if err != nil {
		return nil, fmt.Errorf("blog folder %s: %w", l.opts.Path, err)
	}
	var posts []*post
	byPermalink := map[string]*post{}
	for _, f := range files {
		p, err := l.readPost(f)
		if err != nil {
			return nil, err
		}
		if p == nil {
			continue
		}
		if other := byPermalink[p.Permalink]; other != nil {
			return nil, fmt.Errorf("%s:1:1: the post's URL %s is already taken by %s: give one of them another slug", p.display, p.Permalink, other.display)
		}
		byPermalink[p.Permalink] = p
		posts = append(posts, p)
	}
	sort.SliceStable(posts, func(i, j int) bool {
		if !posts[i].Date.Equal(posts[j].Date) {
			return posts[i].Date.After(posts[j].Date)
		}
		return posts[i].Permalink < posts[j].Permalink
	})
	return posts, nil
}

// readPost reads one file; it returns nil for a draft.
func (l *loader) readPost(file string) (*post, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	rel, _ := filepath.Rel(l.siteDir, file)
	display := filepath.ToSlash(rel)
	mdx := filepath.Ext(file) == ".mdx"

	// Front matter first: a draft is skipped before its body is rendered.
	full, err := l.md.Parse(display, src)
	if err != nil {
		return nil, err
	}
	ps := postSource{file: display, src: src, values: full.FrontMatter}
	fm, err := ps.decodeFrontMatter()
	if err != nil {
		return nil, err
	}
	if fm.Draft && !l.dev {
		return nil, nil
	}

	p := &post{file: file, display: display, mdx: mdx, Description: fm.Description, Image: fm.Image, Unlisted: fm.Unlisted}
	name := nameOf(file)
	slug := name
	if m := datedName.FindStringSubmatch(name); m != nil {
		slug = m[2]
		d, _ := time.Parse("2006-01-02", m[1])
		p.Date = d
	}
	if fm.Date != nil {
		p.Date = *fm.Date
	}
	if p.Date.IsZero() {
		return nil, &markdown.Error{File: display, Line: 1, Column: 1, Msg: "the post has no date: start its file or folder name with one (2021-08-26-welcome.md) or set `date` in its front matter"}
	}
	if fm.Slug != "" {
		slug = strings.Trim(fm.Slug, "/")
	}
	p.Permalink = l.opts.base() + "/" + slug

	var excerptDoc *markdown.Document
	body := full
	if mdx {
		// The core compiles the MDX; what the blog renders itself is the
		// Markdown part of it, for excerpts and the reading time.
		if body, err = l.md.Parse(display, mdxAsMarkdown(src)); err != nil {
			return nil, err
		}
	}
	excerptSrc, truncated := cutAtTruncateMarker(src, mdx)
	p.HasTruncateMarker = truncated
	switch {
	case !truncated:
		excerptDoc = body
	case mdx:
		excerptDoc, err = l.md.Parse(display, mdxAsMarkdown(excerptSrc))
	default:
		excerptDoc, err = l.md.Parse(display, excerptSrc)
	}
	if err != nil {
		return nil, err
	}

	p.Title = fm.Title
	if p.Title == "" {
		// The first h1 is the title; the post header shows it, so the
		// article does not repeat it.
		p.Title = full.Title
		full.HTML = dropFirstH1(full.HTML)
		excerptDoc.HTML = dropFirstH1(excerptDoc.HTML)
	}
	if p.Title == "" {
		return nil, &markdown.Error{File: display, Line: 1, Column: 1, Msg: "the post has no title: set `title` in its front matter or start it with a # heading"}
	}
	if !mdx {
		p.HTML = full.HTML
	}
	p.ExcerptHTML = excerptDoc.HTML
	if p.Description == "" {
		p.Description = firstParagraphText(excerptDoc.HTML)
	}
	p.ReadingTime = readingTime(body.HTML)

	for _, t := range fm.Tags {
		p.Tags = append(p.Tags, l.tag(t))
	}
	for _, ref := range fm.Authors {
		if ref.Inline != nil {
			p.Authors = append(p.Authors, ref.Inline)
			continue
		}
		a, ok := l.authors[ref.Key]
		if !ok {
			return nil, ps.errorf("authors", "no author %q in %s (known: %s)", ref.Key, filepath.ToSlash(filepath.Join(l.opts.Path, l.opts.AuthorsMapPath)), strings.Join(authorKeys(l.authors), ", "))
		}
		p.Authors = append(p.Authors, a)
	}
	return p, nil
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
