package bundle

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"

	"github.com/folio-docs/folio/core/markdown"
)

// prepareMDX turns the Markdown conventions folio shares between .md and
// .mdx into what the MDX compiler understands, keeping every line where it
// was so that errors still point at the right line:
//   - YAML front matter becomes blank lines (the plugin has read it);
//   - a heading's explicit "{#id}" is escaped, or MDX would read it as an
//     expression; the compiler's heading plugin then takes it as the id;
//   - ":::type Title" admonition fences become <Admonition> elements;
//   - code fences become <CodeBlock> elements carrying the code highlighted
//     at build time by core/markdown, as in .md pages; with staticFences,
//     they become the very block .md pages have, a <div> of HTML, which
//     the browser's MDX variant ships as a static part (mdx-static.mjs)
//     rather than as code and the theme's CodeBlock;
//   - HTML comments become MDX comments ({/* … */}), as Docusaurus's
//     markdown.mdx1Compat.comments (on by default) does: MDX has none, and
//     a Docusaurus site's .md files, compiled as MDX, use them
//     (<!-- truncate -->);
//   - <details> becomes the theme's <Details>, as in Docusaurus.
func prepareMDX(src []byte, magic []markdown.MagicComment, staticFences bool) []byte {
	lines := strings.Split(string(bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n"))), "\n")
	start := 0
	if len(lines) > 0 && strings.TrimSpace(lines[0]) == "---" {
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "---" {
				for j := 0; j <= i; j++ {
					lines[j] = ""
				}
				start = i + 1
				break
			}
		}
	}
	var open []int // lengths of the open admonition fences
	for i := start; i < len(lines); i++ {
		l := lines[i]
		trimmed := strings.TrimSpace(l)
		if m := codeFence.FindString(trimmed); m != "" {
			i = codeBlock(lines, i, m, magic, staticFences)
			continue
		}
		if m := admonitionOpen.FindStringSubmatch(trimmed); m != nil {
			open = append(open, len(m[1]))
			title := strings.TrimSpace(m[3])
			attrs := `type="` + m[2] + `"`
			if title != "" {
				attrs += ` title="` + strings.ReplaceAll(title, `"`, "&quot;") + `"`
			}
			// MDX parses lines between block-level tags as Markdown.
			lines[i] = "<Admonition " + attrs + ">"
			continue
		}
		if len(open) > 0 && admonitionClose.MatchString(trimmed) && len(trimmed) >= open[len(open)-1] {
			open = open[:len(open)-1]
			lines[i] = "</Admonition>"
			continue
		}
		if strings.HasPrefix(trimmed, "#") {
			lines[i] = explicitID.ReplaceAllString(l, `\{#$1\}`)
		}
		if strings.Contains(l, "<!--") || strings.Contains(l, "-->") {
			lines[i] = htmlCommentsToMDX(lines[i])
		}
		if strings.Contains(l, "details") {
			// MDX passes lowercase JSX tags to React as they are; Docusaurus
			// renders <details> with the theme's Details component.
			lines[i] = detailsTag.ReplaceAllString(lines[i], "<${1}Details$2")
		}
	}
	// An admonition never closed runs to the end of the file, as a
	// container directive does in Docusaurus (whose build accepts it, and
	// the Lexical website's serialization page has one); MDX would
	// otherwise stop at the unclosed <Admonition>. The closing tags go
	// after the last line, so no line moves.
	for range open {
		lines = append(lines, "", "</Admonition>")
	}
	return []byte(strings.Join(lines, "\n"))
}

// codeBlock replaces the fenced block opening at lines[at] with one
// <CodeBlock> (or, staticFences, <div>) line followed by blank lines, so
// later lines keep their numbers. It returns the index of the block's last
// line.
func codeBlock(lines []string, at int, fence string, magic []markdown.MagicComment, staticFences bool) int {
	indent := lines[at][:len(lines[at])-len(strings.TrimLeft(lines[at], " \t"))]
	info := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(lines[at]), fence))
	end := len(lines)
	for j := at + 1; j < len(lines); j++ {
		t := strings.TrimSpace(lines[j])
		if strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]) == "" {
			end = j
			break
		}
	}
	body := make([]string, 0, end-at)
	for _, l := range lines[at+1 : min(end, len(lines))] {
		body = append(body, strings.TrimPrefix(l, indent))
	}
	code := strings.Join(body, "\n")
	lang, title := fenceLanguage(info), fenceTitle.FindStringSubmatch(info)
	if lang == "mermaid" { // the markup of core/markdown's diagrams
		lines[at] = indent + `<div className="` + markdown.MermaidClass + `"><pre className="mermaid-source">{` + jsonString(strings.TrimRight(code, "\n")) + `}</pre></div>`
		for j := at + 1; j <= min(end, len(lines)-1); j++ {
			lines[j] = ""
		}
		return min(end, len(lines)-1)
	}
	last := min(end, len(lines)-1)
	for j := at + 1; j <= last; j++ {
		lines[j] = ""
	}
	if staticFences {
		lang, inner := markdown.CodeBlockHTML(info, code, magic)
		class := `"theme-code-block language-` + lang + `"`
		if strings.ContainsAny(lang, `"{}<>\`) {
			class = jsString("theme-code-block language-" + lang)
		}
		lines[at] = indent + `<div className=` + class + ` dangerouslySetInnerHTML={{__html: ` + jsonString(inner) + `}} />`
		return last
	}
	html, shown, _ := markdown.HighlightCode(info, code, magic)
	attrs := "language=" + jsString(lang) + " html=" + jsString(html)
	if title != nil {
		attrs += " title=" + jsString(title[1])
	}
	if n := fenceLineNumbers.FindStringSubmatch(info); n != nil {
		first := "1"
		if n[1] != "" {
			first = n[1]
		}
		attrs += " showLineNumbers={" + first + "}"
	}
	// The children are the code as shown, which the copy button copies.
	lines[at] = indent + "<CodeBlock " + attrs + ">{" + jsonString(shown) + "}</CodeBlock>"
	return last
}

func fenceLanguage(info string) string {
	if f := strings.Fields(info); len(f) > 0 && !strings.ContainsAny(f[0], "={") {
		return f[0]
	}
	return ""
}

// jsString is a JSX attribute value holding any string.
func jsString(s string) string { return "{" + jsonString(s) + "}" }

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

var (
	fenceTitle       = regexp.MustCompile(`title="([^"]*)"`)
	detailsTag       = regexp.MustCompile(`<(/?)details([\s>])`)
	fenceLineNumbers = regexp.MustCompile(`\bshowLineNumbers(?:=(\d+))?\b`)
	codeFence        = regexp.MustCompile("^(```+|~~~+)")
	admonitionOpen   = regexp.MustCompile(`^(:::+)(note|tip|info|warning|danger|caution)(?:\s+(.*))?$`)
	admonitionClose  = regexp.MustCompile(`^:::+$`)
	explicitID       = regexp.MustCompile(`\{#([^}\s]+)\}\s*$`)
)

// htmlCommentsToMDX writes a line's HTML comment markers as MDX comment
// markers, except inside `code spans`.
func htmlCommentsToMDX(line string) string {
	parts := strings.Split(line, "`")
	for i := 0; i < len(parts); i += 2 { // even parts are outside code spans
		parts[i] = strings.ReplaceAll(strings.ReplaceAll(parts[i], "<!--", "{/*"), "-->", "*/}")
	}
	return strings.Join(parts, "`")
}
