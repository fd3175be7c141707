package records

import (
	"bytes"
	"errors"
	"io"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// scope says which element holds a page's content.
type scope int

const (
	scopeArticle scope = iota
	scopeMarkdown
	scopeMain
)

// scanner reads a page's tokens once, keeping an element stack, and turns
// the content scope's headings and paragraphs into entries. The HTML is
// the build's own (React and goldmark output), where every element that
// is not void is closed explicitly; an end tag without a matching start
// is ignored.
type scanner struct {
	z     *html.Tokenizer
	scope scope

	meta    map[string]string
	lang    string
	section sectionFinder

	stack     []frame
	inScope   bool
	scopeDone bool
	skipping  int // open skipped elements
	raw       int // open script, style, svg... (their text is never text)

	heading    *headingCapture
	collectors []*collector
	rows       []int // per open <tr>: the entry of its last <td>, or -1

	levels  [7]*string
	anchors [7]string
	entries []entry
	sawH1   bool
}

type frame struct {
	a    atom.Atom
	name string // for elements without an atom
	// What opening it started, to undo when it closes.
	scope, skip, raw, heading, collector, row bool
	blocked                                   *collector // the collector this element hid text from
	capture                                   *capture   // a section text capture
}

type headingCapture struct {
	level int
	id    string
	text  strings.Builder
}

type collector struct {
	entry   int // index in scanner.entries
	blocks  int // open block elements inside it: their text is not its own
	text    strings.Builder
	dropped bool
}

func newScanner(data []byte, s scope) *scanner {
	return &scanner{z: html.NewTokenizer(bytes.NewReader(data)), scope: s, meta: map[string]string{}}
}

// voidElements have no end tag.
var voidElements = map[atom.Atom]bool{
	atom.Area: true, atom.Base: true, atom.Br: true, atom.Col: true, atom.Embed: true, atom.Hr: true,
	atom.Img: true, atom.Input: true, atom.Link: true, atom.Meta: true, atom.Source: true, atom.Track: true,
	atom.Wbr: true, atom.Param: true, atom.Keygen: true,
}

var headingLevel = map[atom.Atom]int{atom.H1: 1, atom.H2: 2, atom.H3: 3, atom.H4: 4, atom.H5: 5, atom.H6: 6}

// skippedTags hold no searchable text: code blocks, scripts, navigation
// inside the article, controls.
var skippedTags = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true, atom.Svg: true,
	atom.Button: true, atom.Nav: true, atom.Footer: true, atom.Pre: true, atom.Select: true, atom.Textarea: true,
}

// rawTags hold text that is not page text at all.
var rawTags = map[atom.Atom]bool{atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true, atom.Svg: true, atom.Title: true}

var skippedClasses = []string{"hash-link", "sr-only", "breadcrumbs", "pagination-nav", "theme-doc-toc-mobile"}

// blockElements inside a paragraph, list item or cell are records of their
// own (or no records): their text is not the outer element's.
var blockElements = map[atom.Atom]bool{
	atom.P: true, atom.Li: true, atom.Ul: true, atom.Ol: true, atom.Table: true, atom.Blockquote: true,
	atom.Dl: true, atom.Details: true, atom.Div: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
}

// attrs are the attributes the scanner reads.
type attrs struct {
	id, class, name, content, lang, ariaHidden string
	hidden, exclude                            bool
}

func (a *attrs) hasClass(c string) bool { return hasWord(a.class, c) }

// hasWord reports whether a space-separated list holds w, without
// splitting it.
func hasWord(list, w string) bool {
	for {
		i := strings.Index(list, w)
		if i < 0 {
			return false
		}
		end := i + len(w)
		if (i == 0 || isSpace(list[i-1])) && (end == len(list) || isSpace(list[end])) {
			return true
		}
		list = list[end:]
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

func (sc *scanner) run() error {
	for {
		switch sc.z.Next() {
		case html.ErrorToken:
			if err := sc.z.Err(); !errors.Is(err, io.EOF) {
				return err
			}
			sc.closeAll()
			return nil
		case html.StartTagToken:
			sc.start(false)
		case html.SelfClosingTagToken:
			sc.start(true)
		case html.EndTagToken:
			name, _ := sc.z.TagName()
			sc.end(atom.Lookup(name), string(name))
		case html.TextToken:
			// Most text (sidebars, scripts) is nobody's: skip the copy.
			if sc.wantsText() {
				sc.text(string(sc.z.Text()))
			}
		}
	}
}

func (sc *scanner) readAttrs(more bool) attrs {
	var a attrs
	for more {
		var k, v []byte
		k, v, more = sc.z.TagAttr()
		switch string(k) {
		case "id":
			a.id = string(v)
		case "class":
			a.class = string(v)
		case "name":
			a.name = strings.ToLower(string(v))
		case "content":
			a.content = string(v)
		case "lang":
			a.lang = string(v)
		case "aria-hidden":
			a.ariaHidden = string(v)
		case "hidden":
			a.hidden = true
		case "data-search-exclude":
			a.exclude = true
		}
	}
	return a
}

func (sc *scanner) start(selfClosing bool) {
	name, more := sc.z.TagName()
	at := atom.Lookup(name)
	a := sc.readAttrs(more)
	switch at {
	case atom.Meta:
		if a.name != "" {
			sc.meta[a.name] = a.content
		}
	case atom.Html:
		sc.lang = a.lang
	case atom.Br:
		sc.text(" ")
	}
	if selfClosing || voidElements[at] {
		return
	}
	f := frame{a: at}
	if at == 0 {
		f.name = string(name)
	}
	if rawTags[at] {
		f.raw = true
		sc.raw++
	}
	f.capture = sc.section.open(&a)
	if !sc.inScope && !sc.scopeDone && sc.isScope(at, &a) {
		f.scope, sc.inScope = true, true
	}
	if sc.inScope {
		sc.openInScope(&f, at, &a)
	}
	sc.stack = append(sc.stack, f)
}

func (sc *scanner) isScope(at atom.Atom, a *attrs) bool {
	switch sc.scope {
	case scopeArticle:
		return at == atom.Article
	case scopeMarkdown:
		return a.hasClass("markdown")
	}
	return at == atom.Main
}

func isSkipped(at atom.Atom, a *attrs) bool {
	if skippedTags[at] || a.hidden || a.exclude || a.ariaHidden == "true" {
		return true
	}
	for _, c := range skippedClasses {
		if a.hasClass(c) {
			return true
		}
	}
	return false
}

// openInScope handles an element opening inside the content scope.
func (sc *scanner) openInScope(f *frame, at atom.Atom, a *attrs) {
	if sc.skipping > 0 || isSkipped(at, a) {
		f.skip = true
		sc.skipping++
		return
	}
	if n := len(sc.collectors); n > 0 && blockElements[at] {
		f.blocked = sc.collectors[n-1]
		f.blocked.blocks++
	}
	if level, ok := headingLevel[at]; ok && sc.heading == nil {
		f.heading = true
		sc.heading = &headingCapture{level: level, id: a.id}
		return
	}
	switch at {
	case atom.Tr:
		f.row = true
		sc.rows = append(sc.rows, -1)
	case atom.Th:
		sc.dropPreviousCell(-1)
	case atom.P, atom.Li, atom.Td:
		f.collector = true
		c := &collector{entry: len(sc.entries)}
		sc.entries = append(sc.entries, entry{level: -1, levels: sc.levels, anchor: sc.anchor()})
		sc.collectors = append(sc.collectors, c)
		if at == atom.Td {
			// Only a row's last cell is read: the first ones name and type.
			sc.dropPreviousCell(c.entry)
		}
	}
}

// dropPreviousCell forgets the row's last <td> now that another cell
// follows it, and remembers next (a <td>'s entry, or -1 for a <th>).
func (sc *scanner) dropPreviousCell(next int) {
	n := len(sc.rows)
	if n == 0 {
		return
	}
	if prev := sc.rows[n-1]; prev >= 0 {
		sc.entries[prev].content = nil
		for _, c := range sc.collectors {
			if c.entry == prev {
				c.dropped = true
			}
		}
	}
	sc.rows[n-1] = next
}

func (sc *scanner) anchor() string {
	for l := 6; l >= 1; l-- {
		if sc.levels[l] != nil {
			return sc.anchors[l]
		}
	}
	return ""
}

func (sc *scanner) wantsText() bool {
	if sc.raw > 0 {
		return false
	}
	return len(sc.section.active) > 0 || (sc.inScope && sc.skipping == 0 && (sc.heading != nil || len(sc.collectors) > 0))
}

func (sc *scanner) text(s string) {
	if sc.raw > 0 {
		return
	}
	sc.section.text(s)
	if !sc.inScope || sc.skipping > 0 {
		return
	}
	if sc.heading != nil {
		sc.heading.text.WriteString(s)
		return
	}
	if n := len(sc.collectors); n > 0 && sc.collectors[n-1].blocks == 0 {
		sc.collectors[n-1].text.WriteString(s)
	}
}

// end closes the innermost open element of that name, and any left open
// inside it.
func (sc *scanner) end(at atom.Atom, name string) {
	for i := len(sc.stack) - 1; i >= 0; i-- {
		f := &sc.stack[i]
		if f.a == at && (at != 0 || f.name == name) {
			for len(sc.stack) > i {
				sc.pop()
			}
			return
		}
	}
}

func (sc *scanner) closeAll() {
	for len(sc.stack) > 0 {
		sc.pop()
	}
}

func (sc *scanner) pop() {
	f := sc.stack[len(sc.stack)-1]
	sc.stack = sc.stack[:len(sc.stack)-1]
	if f.raw {
		sc.raw--
	}
	sc.section.close(f.capture)
	if f.skip {
		sc.skipping--
	}
	if f.heading {
		h := sc.heading
		sc.heading = nil
		sc.addHeading(h.level, collapseSpace(h.text.String()), h.id)
	}
	if f.collector {
		c := sc.collectors[len(sc.collectors)-1]
		sc.collectors = sc.collectors[:len(sc.collectors)-1]
		if s := collapseSpace(c.text.String()); s != "" && !c.dropped {
			s = truncate(s, maxContentBytes)
			sc.entries[c.entry].content = &s
		}
	}
	if f.blocked != nil {
		f.blocked.blocks--
	}
	if f.row {
		sc.rows = sc.rows[:len(sc.rows)-1]
	}
	if f.scope {
		sc.inScope, sc.scopeDone = false, true
	}
}

// addHeading makes a heading the parent of what follows. An h1 keeps no
// anchor: its record is the page itself; a heading without id points to
// the nearest one above it that has one.
func (sc *scanner) addHeading(level int, title, id string) {
	if title == "" {
		return
	}
	if level == 1 {
		sc.sawH1 = true
	}
	t := title
	sc.levels[level] = &t
	for l := level + 1; l < len(sc.levels); l++ {
		sc.levels[l], sc.anchors[l] = nil, ""
	}
	switch {
	case level == 1:
		sc.anchors[1] = ""
	case id != "":
		sc.anchors[level] = id
	default:
		sc.anchors[level] = sc.anchors[level-1]
	}
	sc.entries = append(sc.entries, entry{level: level, levels: sc.levels, anchor: sc.anchors[level]})
}
