package docs

import (
	"context"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// parseAll parses every doc with a worker per CPU, taking what the cache
// still holds. A doc's links resolve against the whole set, so the set's
// ids and URLs are complete before this runs. The first error (in source
// order) is returned.
func parseAll(ctx context.Context, set *docSet, env *parseEnv, cache *parseCache) error {
	// Each doc's kept parse goes to its own slot and into the cache's map
	// after: 10,000 parallel inserts under one lock cost a one-doc edit's
	// Load more than its parse.
	kept := make([]*parsedDoc, len(set.all))
	err := parallel.ForEach(ctx, len(set.all), func(i int) error {
		var err error
		kept[i], err = cache.parse(set.all[i], env)
		return err
	})
	for i, p := range kept {
		if p != nil {
			cache.keep(set.all[i].Display, p)
		}
	}
	return err
}

// parseDoc renders one doc and keeps what its route and sidebar need. An
// .mdx doc is compiled by the core; its parse here gives the title and
// the table of contents.
func parseDoc(d *doc, md *markdown.Pipeline, assets, read *[]string) error {
	parsed, err := md.Parse(d.Display, d.Src)
	if err != nil {
		return err
	}
	*assets, *read = parsed.Assets, parsed.ReadFiles
	d.Title = parsed.Title
	if d.Title == "" {
		d.Title = fileBaseID(d.Rel)
	}
	d.SyntheticTitle = !startsWithH1(parsed.Headings)
	d.Description = parsed.Description
	if !d.MDX {
		d.HTML = parsed.HTML
	}
	d.HideTOC = parsed.HideTOC
	d.toc = encodeTOC(mdpage.TOC(parsed.TOC))
	d.BrokenLinks = parsed.BrokenMarkdownLinks
	d.Warnings = parsed.Warnings
	d.Src = nil // no longer needed; a big site's sources need not stay in memory
	return nil
}

// startsWithH1 reports whether the article has its own title: an h1 before
// any other heading.
func startsWithH1(headings []markdown.Heading) bool {
	return len(headings) > 0 && headings[0].Level == 1
}

// reportBrokenLinks applies the site's onBrokenMarkdownLinks to relative
// links to .md/.mdx files that no doc has, as the blog and pages do.
func reportBrokenLinks(set *docSet, policy string, warn func(*diag.Diagnostic) error) error {
	var broken []mdpage.BrokenLink
	for _, d := range set.all {
		for _, l := range d.BrokenLinks {
			broken = append(broken, mdpage.BrokenLink{File: d.Display, Line: l.Line, Column: l.Column, URL: l.URL})
		}
	}
	return mdpage.ReportBrokenLinks(policy, broken, "a doc under the docs folder", warn)
}
