package blog

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/markdown"
)

// readHeader reads what a post's front matter and file name say: its URL,
// date, tags and authors. It returns nil for a draft outside dev mode, so
// a draft's body is never rendered.
func (l *loader) readHeader(file string) (*post, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	rel, _ := filepath.Rel(l.siteDir, file)
	display := filepath.ToSlash(rel)

	values, err := markdown.ReadFrontMatter(display, src)
	if err != nil {
		return nil, err
	}
	ps := postSource{file: display, src: src, values: values}
	fm, err := ps.decodeFrontMatter()
	if err != nil {
		return nil, err
	}
	if fm.Draft && !l.dev {
		return nil, nil
	}

	p := &post{
		file: file, display: display, mdx: l.settings.IsMDX(file), src: src,
		Title: fm.Title, Description: fm.Description, Image: fm.Image, Unlisted: fm.Unlisted,
	}
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
		return nil, &diag.Diagnostic{Severity: diag.Error, File: display, Line: 1, Column: 1, Message: "the post has no date: start its file or folder name with one (2021-08-26-welcome.md) or set `date` in its front matter"}
	}
	if fm.Slug != "" {
		slug = strings.Trim(fm.Slug, "/")
	}
	p.Permalink = l.opts.base() + "/" + slug

	for _, t := range fm.Tags {
		p.Tags = append(p.Tags, l.tag(t))
	}
	if d, err := l.inlineTags(ps, fm.Tags); err != nil {
		return nil, err
	} else if d != nil {
		p.headerWarnings = append(p.headerWarnings, d)
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
