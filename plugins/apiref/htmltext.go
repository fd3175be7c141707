package apiref

import (
	"strings"
)

// codeHTML accumulates code (a signature, a type) as HTML that is safe to
// drop into Markdown. Inline, between HTML tags in a paragraph or a list
// item, text is still read as Markdown: Markdown's characters are escaped
// as well as HTML's. A block (a <pre> block) is not read as Markdown, so
// only HTML's characters need escaping there. It counts the visible width
// to decide where to wrap.
type codeHTML struct {
	b     strings.Builder
	width int
	block bool
}

var inlineCodeEscaper = strings.NewReplacer(
	"&", "&amp;", "<", "&lt;", ">", "&gt;",
	"*", "&#42;", "_", "&#95;", "`", "&#96;", "[", "&#91;", "]", "&#93;", `\`, "&#92;", "~", "&#126;",
)

var blockCodeEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// text writes code text.
func (c *codeHTML) text(s string) {
	if c.block {
		c.b.WriteString(blockCodeEscaper.Replace(s))
	} else {
		c.b.WriteString(inlineCodeEscaper.Replace(s))
	}
	c.width += len([]rune(s))
}

// link writes s linking to url, or plain when url is empty.
func (c *codeHTML) link(url, s string) {
	if url == "" {
		c.text(s)
		return
	}
	c.b.WriteString(`<a href="`)
	c.b.WriteString(attrEscaper.Replace(url))
	c.b.WriteString(`">`)
	c.text(s)
	c.b.WriteString("</a>")
}

// newline starts a new line indented by indent spaces.
func (c *codeHTML) newline(indent int) {
	c.b.WriteByte('\n')
	c.b.WriteString(strings.Repeat(" ", indent))
	c.width = indent
}

func (c *codeHTML) String() string { return c.b.String() }

var attrEscaper = strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;", ">", "&gt;")

// markdownEscaper escapes text (a name) for Markdown prose and headings.
var markdownEscaper = strings.NewReplacer(
	`\`, `\\`, "*", `\*`, "`", "\\`", "[", `\[`, "]", `\]`, "<", `\<`, ">", `\>`, "|", `\|`,
)

// markdownName escapes an identifier for Markdown. Underscores inside a
// word never emphasise, so only those at a word's edge are escaped, which
// keeps names like INTERNAL_$isBlock readable in the source and the TOC.
func markdownName(s string) string {
	s = markdownEscaper.Replace(s)
	if strings.HasPrefix(s, "_") {
		s = `\` + s
	}
	if strings.HasSuffix(s, "_") && len(s) > 1 {
		s = s[:len(s)-1] + `\_`
	}
	return s
}
