package markdown

import "github.com/folio-docs/folio/core/diag"

// Document is a parsed Markdown file, ready for a plugin to turn into a
// route.
type Document struct {
	FrontMatter map[string]any
	// Title is the front matter's title, else the text of the first h1.
	Title string
	// Description is the front matter's description, else the page's
	// first line of text, as Docusaurus takes it (excerpt.go).
	Description string
	HTML        string
	// Headings lists every heading in document order, h1 included.
	Headings []Heading
	// TOC is the table of contents: headings within the page's level range,
	// each nested under the last heading of a lower level.
	TOC []TOCItem
	// HideTOC is the front matter's hide_table_of_contents. TOC is filled
	// either way; the theme decides what to show.
	HideTOC bool
	// Links lists every <a href> of the page (Markdown links, autolinks and
	// raw HTML anchors) with the URL as written into the HTML, for the
	// core's broken-link and broken-anchor checks. Heading hash links and
	// links listed in BrokenMarkdownLinks are left out.
	Links []Link
	// BrokenMarkdownLinks lists relative links to .md/.mdx files that
	// Options.ResolveLink could not resolve; their href is left as written.
	BrokenMarkdownLinks []Link
	// Assets lists the local files the page references (images,
	// downloads), as absolute paths, each once.
	Assets []string
	// ReadFiles lists the files, found or not, that the HTML depends on
	// without publishing them (Options.ReadFile), as absolute paths.
	ReadFiles []string
	// Warnings are problems that do not stop the page from rendering.
	Warnings diag.List
}

// Heading is one heading of the page.
type Heading struct {
	Level int
	// ID is the anchor id, empty for h1 and for a heading whose text gives
	// no slug: those get no anchor.
	ID string
	// Text is the plain text, as a screen reader would say it.
	Text string
	// HTML is the inline HTML of the heading's content (code, emphasis…).
	HTML string
}

// TOCItem is one entry of the table of contents.
type TOCItem struct {
	// Value is the inline HTML of the heading's content.
	Value    string
	ID       string
	Level    int
	Children []TOCItem
}

// Link is a URL and the line of the file it was written on.
type Link struct {
	URL  string
	Line int
	// Column (characters, 1-based) is set for broken links: where the
	// destination is written, for a diagnostic's caret.
	Column int
}
