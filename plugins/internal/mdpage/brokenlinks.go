package mdpage

import (
	"fmt"
	"unicode/utf8"

	"github.com/folio-docs/folio/core/diag"
)

// BrokenLink is a relative link to a .md/.mdx file that names no page.
type BrokenLink struct {
	File   string // site-relative, as messages name it
	Line   int
	Column int    // of the destination as written; 0 when unknown
	URL    string // as written
}

// ReportBrokenLinks applies the site's onBrokenMarkdownLinks: "throw"
// fails with a diagnostic at each broken link, "warn" and "log" pass each
// to warn, "ignore" says nothing. pages says what a link must name ("a post
// in the blog folder"), for the message.
func ReportBrokenLinks(policy string, links []BrokenLink, pages string, warn func(*diag.Diagnostic) error) error {
	var all diag.List
	for _, l := range links {
		d := &diag.Diagnostic{
			Severity: diag.Error, File: l.File, Line: l.Line, Column: l.Column,
			Message: fmt.Sprintf("broken Markdown link %q: a relative link to a .md or .mdx file must name %s", l.URL, pages),
		}
		if l.Column > 0 {
			d.EndLine, d.EndColumn = l.Line, l.Column+utf8.RuneCountInString(l.URL)
		}
		switch policy {
		case "ignore":
		case "warn", "log":
			d.Severity = diag.Warning
			if err := warn(d); err != nil {
				return err
			}
		default:
			// Only where the link stops the build is the way to let it pass
			// worth saying.
			d.Message += " (set onBrokenMarkdownLinks in site.toml to warn instead)"
			all = append(all, d)
		}
	}
	return all.Err()
}
