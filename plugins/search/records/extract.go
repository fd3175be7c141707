package records

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Page describes one built page to extract records from.
type Page struct {
	// URL is the page's address without anchor: absolute when the site
	// has a url, else its path.
	URL string
	// Title is lvl1 when the page has no h1.
	Title string
	// Section is lvl0 when the page names none (no docsearch:lvl0 meta,
	// breadcrumbs, active sidebar category or active navbar item).
	Section  string
	PageRank int
	// Language is used when the page has no docsearch:language meta.
	Language string
}

// Limits that keep one odd page from bloating the index.
const (
	maxContentBytes   = 2000
	maxRecordsPerPage = 5000
)

// Extract reads a page's HTML and returns its records. A page whose robots
// meta says noindex has none. Only the article is read (<article>, else
// the .markdown block, else <main>), never the navbar, sidebars or footer.
func Extract(r io.Reader, page Page) ([]Record, error) {
	doc, err := html.Parse(r)
	if err != nil {
		return nil, fmt.Errorf("parsing HTML: %w", err)
	}
	meta := metaTags(doc)
	if strings.Contains(strings.ToLower(meta["robots"]), "noindex") {
		return nil, nil
	}
	w := &walker{
		page:    page,
		lang:    htmlLang(doc),
		meta:    meta,
		seen:    map[string]bool{},
		section: section(doc, meta, page.Section),
	}
	scope := articleOf(doc)
	if scope == nil {
		return nil, nil
	}
	if find(scope, isElement(atom.H1)) == nil {
		// Every record needs a lvl1: a page without h1 uses its title.
		w.heading(1, page.Title, "")
	}
	w.walk(scope)
	return w.records, nil
}

// metaTags collects <meta name=… content=…> values.
func metaTags(doc *html.Node) map[string]string {
	out := map[string]string{}
	for _, m := range findAll(doc, isElement(atom.Meta)) {
		name, ok := attr(m, "name")
		if !ok {
			continue
		}
		content, _ := attr(m, "content")
		out[strings.ToLower(name)] = content
	}
	return out
}

func htmlLang(doc *html.Node) string {
	if h := find(doc, isElement(atom.Html)); h != nil {
		v, _ := attr(h, "lang")
		return v
	}
	return ""
}

// articleOf picks the part of the page that holds its content.
func articleOf(doc *html.Node) *html.Node {
	if a := find(doc, isElement(atom.Article)); a != nil {
		return a
	}
	if m := find(doc, withClass("markdown")); m != nil {
		return m
	}
	return find(doc, isElement(atom.Main))
}

// section names the page's area for lvl0: a docsearch:lvl0 meta tag, the
// nearest category in the breadcrumbs, the active sidebar category, the
// active navbar item, or the fallback.
func section(doc *html.Node, meta map[string]string, fallback string) string {
	if v := collapseSpace(meta["docsearch:lvl0"]); v != "" {
		return v
	}
	last := func(nodes []*html.Node, ok func(*html.Node) bool) string {
		for i := len(nodes) - 1; i >= 0; i-- {
			if ok == nil || ok(nodes[i]) {
				if t := text(nodes[i], skipped); t != "" {
					return t
				}
			}
		}
		return ""
	}
	var crumbs []*html.Node
	for _, item := range findAll(doc, withClass("breadcrumbs__item")) {
		if !hasClass(item, "breadcrumbs__item--active") {
			crumbs = append(crumbs, item)
		}
	}
	if t := last(crumbs, nil); t != "" {
		return t
	}
	categories := findAll(doc, withClass("menu__link--sublist"))
	if t := last(categories, withClass("menu__link--active")); t != "" {
		return t
	}
	if t := last(findAll(doc, withClass("navbar__link--active")), nil); t != "" {
		return t
	}
	return fallback
}

// skipped says which elements hold no searchable text: code blocks,
// scripts, navigation inside the article, heading anchors, hidden parts,
// and anything marked data-search-exclude.
func skipped(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Svg, atom.Button,
		atom.Nav, atom.Footer, atom.Pre, atom.Select, atom.Textarea:
		return true
	}
	if _, ok := attr(n, "hidden"); ok {
		return true
	}
	if v, _ := attr(n, "aria-hidden"); v == "true" {
		return true
	}
	if _, ok := attr(n, "data-search-exclude"); ok {
		return true
	}
	return hasClass(n, "hash-link") || hasClass(n, "sr-only") || hasClass(n, "breadcrumbs") ||
		hasClass(n, "pagination-nav") || hasClass(n, "theme-doc-toc-mobile")
}

// blockInContent is left out of a content element's own text: it is read
// as records of its own.
func blockInContent(n *html.Node) bool {
	switch n.DataAtom {
	case atom.P, atom.Li, atom.Ul, atom.Ol, atom.Table, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6,
		atom.Blockquote, atom.Dl, atom.Details, atom.Div:
		return true
	}
	return skipped(n)
}

type walker struct {
	page    Page
	lang    string
	meta    map[string]string
	section string

	levels  [7]*string
	anchors [7]string
	anchor  string
	seen    map[string]bool
	records []Record
}

var headingLevel = map[atom.Atom]int{atom.H1: 1, atom.H2: 2, atom.H3: 3, atom.H4: 4, atom.H5: 5, atom.H6: 6}

func (w *walker) walk(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || skipped(c) {
			continue
		}
		if level, ok := headingLevel[c.DataAtom]; ok {
			id, _ := attr(c, "id")
			w.heading(level, text(c, skipped), id)
			continue
		}
		switch c.DataAtom {
		case atom.P, atom.Li:
			w.content(text(c, blockInContent))
		case atom.Td:
			// The last cell of a row describes; the first ones name and type.
			if isLastCell(c) {
				w.content(text(c, blockInContent))
			}
		}
		w.walk(c)
	}
}

func isLastCell(td *html.Node) bool {
	for s := td.NextSibling; s != nil; s = s.NextSibling {
		if s.Type == html.ElementNode && (s.DataAtom == atom.Td || s.DataAtom == atom.Th) {
			return false
		}
	}
	return true
}

// heading records a heading of the given level and makes it the parent
// of what follows. An h1 keeps no anchor: its record is the page itself.
func (w *walker) heading(level int, title, id string) {
	if title == "" {
		return
	}
	t := title
	w.levels[level] = &t
	for l := level + 1; l < len(w.levels); l++ {
		w.levels[l], w.anchors[l] = nil, ""
	}
	switch {
	case level == 1:
		w.anchors[1] = ""
	case id != "":
		w.anchors[level] = id
	default:
		w.anchors[level] = w.anchors[level-1]
	}
	w.anchor = w.anchors[level]
	w.add(fmt.Sprintf("lvl%d", level), level, nil)
}

func (w *walker) content(s string) {
	if s == "" || w.levels[1] == nil {
		return
	}
	s = truncate(s, maxContentBytes)
	key := w.anchor + "\x00" + s
	if w.seen[key] {
		return
	}
	w.seen[key] = true
	w.add("content", -1, &s)
}

func (w *walker) add(typ string, level int, content *string) {
	if len(w.records) >= maxRecordsPerPage {
		return
	}
	position := len(w.records)
	url := w.page.URL
	var anchor *string
	if w.anchor != "" {
		a := w.anchor
		anchor = &a
		url += "#" + a
	}
	lvl0 := w.section
	h := w.levels
	h[0] = &lvl0
	language := w.meta["docsearch:language"]
	if language == "" {
		language = w.page.Language
	}
	tag := w.meta["docsearch:docusaurus_tag"]
	if tag == "" {
		tag = "default"
	}
	w.records = append(w.records, Record{
		ObjectID:         objectID(w.page.URL, w.anchor, position, typ),
		URL:              url,
		URLWithoutAnchor: w.page.URL,
		Anchor:           anchor,
		Type:             typ,
		Hierarchy:        h,
		Content:          content,
		Weight:           Weight{PageRank: w.page.PageRank, Level: levelWeight(level), Position: position},
		Language:         language,
		Version:          w.meta["docsearch:version"],
		DocusaurusTag:    tag,
		Lang:             w.lang,
		RecordVersion:    "v3",
	})
}

// truncate cuts s to at most n bytes, at a word boundary when it can.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	if sp := strings.LastIndexByte(s[:cut], ' '); sp > n/2 {
		cut = sp
	}
	return s[:cut] + "…"
}
