package llms

import (
	"html"
	"regexp"
	"strconv"
	"strings"

	"github.com/folio-docs/folio/plugins/apiref"
)

// page is what the writer needs to know of the page a twin is made for.
type page struct {
	Title, Description string
	// URL is the page's own absolute URL; Twin its twin's.
	URL, Twin string
}

// linker turns a link target of the source into an absolute URL: the
// twin of an internal page, the page itself for one without a twin, and
// the target unchanged when it leaves the site.
type linker func(target string) string

// twinMarkdown writes the twin of one page from its source (Markdown or
// MDX with front matter, or generated reference Markdown): the title as
// "# ", the description as a blockquote, then the body with what only a
// browser can show turned into Markdown or left out with a note.
func twinMarkdown(pg page, src []byte, link linker) string {
	w := &writer{page: pg, link: link}
	lines := strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n")
	lines = dropFrontMatter(lines)
	w.body(lines)

	var b strings.Builder
	b.WriteString("# " + pg.Title + "\n\n")
	if d := strings.TrimSpace(pg.Description); d != "" {
		b.WriteString("> " + strings.ReplaceAll(d, "\n", " ") + "\n\n")
	}
	b.WriteString(strings.TrimSpace(collapseBlankLines(w.out.String())))
	b.WriteString("\n")
	return b.String()
}

func dropFrontMatter(lines []string) []string {
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != "---" {
		return lines
	}
	for i := 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) == "---" {
			return lines[i+1:]
		}
	}
	return lines
}

// container is an open admonition: its lines are quoted.
type container struct{ colons int }

type writer struct {
	page page
	link linker
	out  strings.Builder
	// quotes are the open admonitions, innermost last.
	quotes []container
	// heading is the level of the last heading written, for the sections
	// tabs become.
	heading int
	// seenText is set once the body has written something: a first "# "
	// heading before it repeats the title and is dropped.
	seenText bool
}

// emit writes one line inside the open admonitions.
func (w *writer) emit(line string) {
	prefix := strings.Repeat("> ", len(w.quotes))
	if line == "" {
		w.out.WriteString(strings.TrimRight(prefix, " ") + "\n")
		return
	}
	w.seenText = true
	w.out.WriteString(prefix + line + "\n")
}

var (
	fenceOpen      = regexp.MustCompile("^(\\s*)(`{3,}|~{3,})(.*)$")
	importLine     = regexp.MustCompile(`^import\s+(?:[\w*{}\s,]+\s+from\s+)?['"][^'"]+['"];?\s*$`)
	exportLine     = regexp.MustCompile(`^export\s+(?:default\s+)?(?:const|let|var|function|class)\b`)
	admonitionOpen = regexp.MustCompile(`^(:{3,})(note|tip|info|caution|warning|danger|important|success|secondary)(?:\[[^\]]*\])?(?:\{[^}]*\})?\s*(.*)$`)
	admonitionEnd  = regexp.MustCompile(`^(:{3,})\s*$`)
	headingID      = regexp.MustCompile(`\s*\{#[^}]+\}\s*$`)
	headingLine    = regexp.MustCompile(`^(#{1,6})\s+(.*)$`)
	mdxComment     = regexp.MustCompile(`\{/\*[\s\S]*?\*/\}`)
	htmlComment    = regexp.MustCompile(`<!--[\s\S]*?-->`)
	componentOpen  = regexp.MustCompile(`^\s*<([A-Z][\w.]*)\b`)
	tabsOpen       = regexp.MustCompile(`^\s*<Tabs\b[^>]*>\s*$`)
	tabsClose      = regexp.MustCompile(`^\s*</Tabs>\s*$`)
	tabItemOpen    = regexp.MustCompile(`^\s*<TabItem\b([^>]*)>\s*$`)
	tabItemClose   = regexp.MustCompile(`^\s*</TabItem>\s*$`)
	attrLabel      = regexp.MustCompile(`\blabel=(?:"([^"]*)"|'([^']*)'|\{['"]([^'"]*)['"]\})`)
	attrValue      = regexp.MustCompile(`\bvalue=(?:"([^"]*)"|'([^']*)')`)
	selfClosing    = regexp.MustCompile(`/>\s*$`)
	preOpen        = regexp.MustCompile(`^\s*<pre\b[^>]*>\s*<code\b[^>]*>`)
)

var admonitionLabels = map[string]string{
	"note": "Note", "tip": "Tip", "info": "Info", "caution": "Caution", "warning": "Warning",
	"danger": "Danger", "important": "Important", "success": "Success", "secondary": "Note",
}

// body writes the page's lines.
func (w *writer) body(lines []string) {
	lines = stripComments(lines)
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			w.emit("")
			continue
		}
		// Only a line that starts with one of these characters can be
		// anything but prose: the patterns are tried on those alone (a
		// regular expression per pattern and line was most of the cost).
		switch trimmed[0] {
		case '`', '~':
			if m := fenceOpen.FindStringSubmatch(line); m != nil {
				i = w.fence(lines, i, m)
				continue
			}
		case '<':
			if i2, ok := w.tag(lines, i); ok {
				i = i2
				continue
			}
		case 'i':
			if importLine.MatchString(trimmed) && !strings.HasPrefix(line, " ") {
				continue
			}
		case 'e':
			if exportLine.MatchString(line) {
				i = skipBalanced(lines, i)
				continue
			}
		case ':':
			if w.admonition(trimmed) {
				continue
			}
		case '#':
			if m := headingLine.FindStringSubmatch(line); m != nil {
				text := headingID.ReplaceAllString(m[2], "")
				if len(m[1]) == 1 && !w.seenText {
					continue // the title, written already
				}
				w.heading = len(m[1])
				w.emit(m[1] + " " + w.inline(text))
				continue
			}
		}
		w.emit(w.inline(line))
	}
}

// tag handles a line that starts with a tag: the reference's <pre> code,
// tabs, and components. ok is false for any other HTML, kept as it is.
func (w *writer) tag(lines []string, i int) (next int, ok bool) {
	line := lines[i]
	switch {
	case preOpen.MatchString(line):
		return w.preBlock(lines, i), true
	case tabsOpen.MatchString(line) || tabsClose.MatchString(line) || tabItemClose.MatchString(line):
		w.emit("")
		return i, true
	}
	if m := tabItemOpen.FindStringSubmatch(line); m != nil {
		w.tabSection(m[1])
		return i, true
	}
	if m := componentOpen.FindStringSubmatch(line); m != nil {
		return w.component(lines, i, m[1]), true
	}
	return i, false
}

// admonition opens or closes an admonition; false for another line.
func (w *writer) admonition(trimmed string) bool {
	if m := admonitionOpen.FindStringSubmatch(trimmed); m != nil {
		label := admonitionLabels[m[2]]
		if title := strings.TrimSpace(m[3]); title != "" {
			label += ": " + title
		}
		w.quotes = append(w.quotes, container{colons: len(m[1])})
		w.emit("**" + w.inline(label) + "**")
		w.emit("")
		return true
	}
	if admonitionEnd.MatchString(trimmed) && len(w.quotes) > 0 {
		w.quotes = w.quotes[:len(w.quotes)-1]
		w.out.WriteString("\n")
		return true
	}
	return false
}

// stripComments drops MDX and HTML comments ({/* truncate */},
// <!-- truncate -->) outside fenced code.
func stripComments(lines []string) []string {
	var out []string
	var prose []string
	flush := func() {
		if len(prose) == 0 {
			return
		}
		text := strings.Join(prose, "\n")
		if strings.Contains(text, "{/*") {
			text = mdxComment.ReplaceAllString(text, "")
		}
		if strings.Contains(text, "<!--") {
			text = htmlComment.ReplaceAllString(text, "")
		}
		out = append(out, strings.Split(text, "\n")...)
		prose = prose[:0]
	}
	fence := ""
	for _, l := range lines {
		if fence != "" {
			out = append(out, l)
			if closesFence(l, fence) {
				fence = ""
			}
			continue
		}
		if m := fenceOpen.FindStringSubmatch(l); m != nil {
			flush()
			fence = m[2]
			out = append(out, l)
			continue
		}
		prose = append(prose, l)
	}
	flush()
	return out
}

func closesFence(line, fence string) bool {
	t := strings.TrimSpace(line)
	return strings.HasPrefix(t, fence[:3]) && strings.Trim(t, fence[:1]) == "" && len(t) >= len(fence)
}

// fence copies a fenced code block as it is, its language and meta kept
// (a title="…" tells a reader which file the code is).
func (w *writer) fence(lines []string, i int, m []string) int {
	indent, marker := m[1], m[2]
	w.emit(strings.TrimPrefix(lines[i], indent))
	for i++; i < len(lines); i++ {
		w.out.WriteString(strings.Repeat("> ", len(w.quotes)) + strings.TrimPrefix(lines[i], indent) + "\n")
		if closesFence(lines[i], marker) {
			break
		}
	}
	w.seenText = true
	return i
}

var tagRE = regexp.MustCompile(`<[^>]+>`)

// preBlock turns an HTML code block (the reference's signatures: a <pre>
// of linked names) into a fenced TypeScript block of its text.
func (w *writer) preBlock(lines []string, i int) int {
	var b strings.Builder
	start := i
	for ; i < len(lines); i++ {
		b.WriteString(lines[i])
		if strings.Contains(lines[i], "</pre>") {
			break
		}
		b.WriteString("\n")
	}
	if i == len(lines) { // never closed: not a block after all
		w.emit(w.inline(lines[start]))
		return start
	}
	text := b.String()
	text = text[strings.Index(text, "<code"):]
	text = text[strings.Index(text, ">")+1:]
	text = text[:strings.LastIndex(text, "</code>")]
	code := html.UnescapeString(tagRE.ReplaceAllString(text, ""))
	fence := "```"
	for strings.Contains(code, fence) {
		fence += "`"
	}
	w.emit(fence + "ts")
	for _, l := range strings.Split(code, "\n") {
		w.out.WriteString(strings.Repeat("> ", len(w.quotes)) + l + "\n")
	}
	w.emit(fence)
	return i
}

// skipBalanced skips an export statement, which may span lines until its
// braces and parentheses close.
func skipBalanced(lines []string, i int) int {
	depth := 0
	for ; i < len(lines); i++ {
		depth += strings.Count(lines[i], "{") + strings.Count(lines[i], "(") + strings.Count(lines[i], "[")
		depth -= strings.Count(lines[i], "}") + strings.Count(lines[i], ")") + strings.Count(lines[i], "]")
		if depth <= 0 {
			return i
		}
	}
	return i
}

// tabSection starts the section a tab becomes: a heading one level below
// the last one, with the tab's label.
func (w *writer) tabSection(attrs string) {
	label := ""
	for _, re := range []*regexp.Regexp{attrLabel, attrValue} {
		if m := re.FindStringSubmatch(attrs); m != nil {
			label = m[1] + m[2]
			if len(m) > 3 {
				label += m[3]
			}
			break
		}
	}
	if label == "" {
		label = "Tab"
	}
	level := min(max(w.heading+1, 2), 6)
	w.emit("")
	w.emit(strings.Repeat("#", level) + " " + label)
	w.emit("")
}

// component leaves out a component that has no Markdown form, up to its
// closing tag, with a one-line note in its place.
func (w *writer) component(lines []string, i int, name string) int {
	end := i
	// The opening tag may span lines: find where it ends.
	for end < len(lines) && !strings.Contains(lines[end], ">") {
		end++
	}
	if end < len(lines) && !selfClosing.MatchString(lines[end]) && !strings.Contains(strings.Join(lines[i:end+1], "\n"), "</"+name+">") {
		closing := "</" + name + ">"
		depth := 1
		for j := end + 1; j < len(lines); j++ {
			if componentOpenNamed(lines[j], name) && !selfClosing.MatchString(lines[j]) {
				depth++
			}
			if strings.Contains(lines[j], closing) {
				if depth--; depth == 0 {
					end = j
					break
				}
			}
		}
	}
	if end >= len(lines) {
		end = len(lines) - 1
	}
	w.emit("")
	w.emit("_(" + name + ", an interactive part of the page, has no Markdown form and is left out: see " + w.page.URL + ".)_")
	w.emit("")
	return end
}

func componentOpenNamed(line, name string) bool {
	m := componentOpen.FindStringSubmatch(line)
	return m != nil && m[1] == name
}

var (
	inlineCode = regexp.MustCompile("`+")
	mdLink     = regexp.MustCompile(`(!?)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^)\s>]*)>?((?:\s+"[^"]*")?)\s*\)`)
	refDef     = regexp.MustCompile(`^(\s*\[[^\]]+\]:\s*)(\S+)(.*)$`)
	htmlCode   = regexp.MustCompile(`<code>([\s\S]*?)</code>`)
	htmlAnchor = regexp.MustCompile(`<a href="([^"]*)">([\s\S]*?)</a>`)
)

// inline rewrites one line of prose: links absolute (twins for internal
// pages), inline HTML code and links as Markdown. Code spans are left as
// they are.
func (w *writer) inline(line string) string {
	if strings.HasPrefix(strings.TrimSpace(line), "[") {
		if m := refDef.FindStringSubmatch(line); m != nil {
			return m[1] + w.link(m[2]) + m[3]
		}
	}
	if strings.Contains(line, "<code>") {
		line = htmlCode.ReplaceAllStringFunc(line, func(s string) string {
			inner := htmlCode.FindStringSubmatch(s)[1]
			return apiref.CodeSpan(html.UnescapeString(tagRE.ReplaceAllString(inner, "")))
		})
	}
	if strings.Contains(line, "<a href=") {
		line = htmlAnchor.ReplaceAllStringFunc(line, func(s string) string {
			m := htmlAnchor.FindStringSubmatch(s)
			return "[" + m[2] + "](" + html.UnescapeString(m[1]) + ")"
		})
	}
	if !strings.Contains(line, "](") {
		return line
	}
	if !strings.Contains(line, "`") {
		return w.links(line)
	}
	// Rewrite links outside code spans only: the spans are set aside
	// while the links are found, since a link's text may hold one.
	var spans []string
	var masked strings.Builder
	rest := line
	for {
		loc := inlineCode.FindStringIndex(rest)
		if loc == nil {
			masked.WriteString(rest)
			break
		}
		masked.WriteString(rest[:loc[0]])
		ticks := rest[loc[0]:loc[1]]
		after := rest[loc[1]:]
		end := strings.Index(after, ticks)
		if end < 0 { // an unclosed run is text
			masked.WriteString(ticks)
			rest = after
			continue
		}
		masked.WriteString(spanMark + strconv.Itoa(len(spans)) + spanMark)
		spans = append(spans, ticks+after[:end+len(ticks)])
		rest = after[end+len(ticks):]
	}
	out := w.links(masked.String())
	return spanRef.ReplaceAllStringFunc(out, func(m string) string {
		n, _ := strconv.Atoi(strings.Trim(m, spanMark))
		return spans[n]
	})
}

// spanMark brackets the number of a code span set aside (a character of
// Unicode's private use area, which no source holds).
const spanMark = "\uE000"

var spanRef = regexp.MustCompile(spanMark + `[0-9]+` + spanMark)

func (w *writer) links(s string) string {
	return mdLink.ReplaceAllStringFunc(s, func(m string) string {
		p := mdLink.FindStringSubmatch(m)
		return p[1] + "[" + p[2] + "](" + w.link(p[3]) + p[4] + ")"
	})
}

var blankRun = regexp.MustCompile(`\n{3,}`)

func collapseBlankLines(s string) string { return blankRun.ReplaceAllString(s, "\n\n") }
