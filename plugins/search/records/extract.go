package records

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"
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
//
// The page is read as a stream of tokens rather than parsed into a tree:
// half the time, on pages where sidebars make up most of the HTML.
func Extract(r io.Reader, page Page) ([]Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	sc := newScanner(data, scopeOf(data))
	if err := sc.run(); err != nil {
		return nil, fmt.Errorf("reading HTML: %w", err)
	}
	if strings.Contains(strings.ToLower(sc.meta["robots"]), "noindex") {
		return nil, nil
	}
	return sc.records(page), nil
}

// markdownClass finds an element whose class list holds "markdown".
var markdownClass = regexp.MustCompile(`class="(?:[^"]*\s)?markdown(?:\s[^"]*)?"`)

// scopeOf picks the element that holds the page's content: an <article>
// if there is one, else the .markdown block, else <main>. Markup cannot
// appear unescaped in text, so finding the tag in the bytes is enough.
func scopeOf(data []byte) scope {
	switch {
	case bytes.Contains(data, []byte("<article")):
		return scopeArticle
	case markdownClass.Match(data):
		return scopeMarkdown
	}
	return scopeMain
}

// entry is a record before the page is fully read: its section, position
// and objectID are known only at the end.
type entry struct {
	level   int // 1-6 for headings, -1 for content
	levels  [7]*string
	anchor  string
	content *string
}

func (sc *scanner) records(page Page) []Record {
	entries := sc.entries
	if !sc.sawH1 {
		// Every record needs a lvl1: a page without h1 uses its title.
		if page.Title == "" {
			return nil
		}
		title := page.Title
		head := entry{level: 1}
		head.levels[1] = &title
		for i := range entries {
			if entries[i].levels[1] == nil {
				entries[i].levels[1] = &title
			}
		}
		entries = append([]entry{head}, entries...)
	}
	section := collapseSpace(sc.meta["docsearch:lvl0"])
	if section == "" {
		section = sc.section.best()
	}
	if section == "" {
		section = page.Section
	}
	language := sc.meta["docsearch:language"]
	if language == "" {
		language = page.Language
	}
	tag := sc.meta["docsearch:docusaurus_tag"]
	if tag == "" {
		tag = "default"
	}
	seen := map[string]bool{}
	var out []Record
	for _, e := range entries {
		if e.levels[1] == nil || (e.level < 0 && e.content == nil) {
			continue // text before the h1, or an element without text
		}
		typ := "content"
		if e.level > 0 {
			typ = fmt.Sprintf("lvl%d", e.level)
		} else {
			key := e.anchor + "\x00" + *e.content
			if seen[key] {
				continue
			}
			seen[key] = true
		}
		if len(out) >= maxRecordsPerPage {
			break
		}
		position := len(out)
		url := page.URL
		var anchor *string
		if e.anchor != "" {
			a := e.anchor
			anchor = &a
			url += "#" + a
		}
		h := e.levels
		lvl0 := section
		h[0] = &lvl0
		out = append(out, Record{
			ObjectID:         objectID(page.URL, e.anchor, position, typ),
			URL:              url,
			URLWithoutAnchor: page.URL,
			Anchor:           anchor,
			Type:             typ,
			Hierarchy:        h,
			Content:          e.content,
			Weight:           Weight{PageRank: page.PageRank, Level: levelWeight(e.level), Position: position},
			Language:         language,
			Version:          sc.meta["docsearch:version"],
			DocusaurusTag:    tag,
			Lang:             sc.lang,
			RecordVersion:    "v3",
		})
	}
	return out
}

// collapseSpace joins runs of white space into one space, trims the ends,
// and drops zero-width spaces (heading anchors hold one).
func collapseSpace(s string) string {
	s = strings.ReplaceAll(s, "\u200b", "")
	return strings.Join(strings.Fields(s), " ")
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
