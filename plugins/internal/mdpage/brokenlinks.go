package mdpage

import (
	"fmt"
	"strings"
)

// BrokenLink is a relative link to a .md/.mdx file that names no page.
type BrokenLink struct {
	File string // site-relative, as messages name it
	Line int
	URL  string // as written
}

// ReportBrokenLinks applies the site's onBrokenMarkdownLinks: "throw"
// fails with every broken link listed, "warn" and "log" warn about each,
// "ignore" says nothing. pages says what a link must name ("a post in the
// blog folder"), for the hint under the list.
func ReportBrokenLinks(policy string, links []BrokenLink, pages string, warn func(file string, line int, msg string) error) error {
	var all []string
	for _, l := range links {
		msg := fmt.Sprintf("broken Markdown link %q", l.URL)
		switch policy {
		case "ignore":
		case "warn", "log":
			if err := warn(l.File, l.Line, msg); err != nil {
				return err
			}
		default:
			all = append(all, fmt.Sprintf("%s:%d: %s", l.File, l.Line, msg))
		}
	}
	if len(all) > 0 {
		return fmt.Errorf("%s\n(a relative link to a .md or .mdx file must name %s; set onBrokenMarkdownLinks in site.toml to warn instead)", strings.Join(all, "\n"), pages)
	}
	return nil
}
