package blog

import (
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// pipeline is the Markdown pipeline for the posts' bodies: a relative
// link to another post's file becomes that post's URL, a file a post
// references is published under assets/blog, and the table of contents
// follows the site's heading levels, as in docs.
func (l *loader) pipeline(root string, posts []*post) *markdown.Pipeline {
	links := &mdpage.FileLinks{SiteDir: l.siteDir, Root: root, URLs: make(map[string]string, len(posts))}
	for _, p := range posts {
		links.URLs[p.file] = l.settings.URL(p.Permalink)
	}
	toc := l.settings.ThemeConfig.TableOfContents
	return markdown.NewWithOptions(markdown.Options{
		TOCMinLevel:   toc.MinHeadingLevel,
		TOCMaxLevel:   toc.MaxHeadingLevel,
		MagicComments: l.settings.ThemeConfig.CodeBlock.MagicComments,
		ResolveLink:   links.Resolve,
		AssetURL:      l.assets.URL,
		MissingAsset:  l.assets.Missing,
		ReadFile:      l.assets.Read,
		SiteDir:       l.siteDir,
		WarnMDXSyntax: l.settings.WarnMDXSyntax(),
		StaticDirs:    l.settings.StaticDirs(l.siteDir),
	})
}

// renderBody renders a post's article and its excerpt, and takes the
// title from the first h1 when the front matter has none.
func (l *loader) renderBody(p *post, md *markdown.Pipeline) error {
	src := p.src
	p.src = nil // a big blog's sources need not stay in memory
	full, err := md.Parse(p.display, src)
	if err != nil {
		return err
	}

	body := full
	if p.mdx {
		// The core compiles the MDX; what the blog renders itself is the
		// Markdown part of it, for excerpts and the reading time.
		if body, err = md.Parse(p.display, mdxAsMarkdown(src)); err != nil {
			return err
		}
	}
	excerptSrc, truncated := cutAtTruncateMarker(src, p.mdx)
	p.HasTruncateMarker = truncated
	var excerptDoc *markdown.Document
	switch {
	case !truncated:
		excerptDoc = body
	case p.mdx:
		excerptDoc, err = md.Parse(p.display, mdxAsMarkdown(excerptSrc))
	default:
		excerptDoc, err = md.Parse(p.display, excerptSrc)
	}
	if err != nil {
		return err
	}

	if p.Title == "" {
		// The first h1 is the title; the post header shows it, so the
		// article does not repeat it.
		p.Title = full.Title
		full.HTML = dropFirstH1(full.HTML)
		excerptDoc.HTML = dropFirstH1(excerptDoc.HTML)
	}
	if p.Title == "" {
		return &diag.Diagnostic{Severity: diag.Error, File: p.display, Line: 1, Column: 1, Message: "the post has no title: set `title` in its front matter or start it with a # heading"}
	}
	if !p.mdx {
		p.HTML = full.HTML
	}
	p.ExcerptHTML = excerptDoc.HTML
	if p.Description == "" {
		p.Description = firstParagraphText(excerptDoc.HTML)
	}
	p.ReadingTime = readingTime(body.HTML)
	p.TOC, p.HideTOC = mdpage.TOC(full.TOC), full.HideTOC

	// The excerpt is a part of the same file: only the whole file's
	// parse reports, so nothing is reported twice.
	p.warnings = full.Warnings
	for _, b := range full.BrokenMarkdownLinks {
		p.brokenLinks = append(p.brokenLinks, mdpage.BrokenLink{File: p.display, Line: b.Line, Column: b.Column, URL: b.URL})
	}
	return nil
}
