package blog

import (
	"html"
	"math"
	"regexp"
	"strings"
)

var (
	// The marker that ends a post's excerpt: an HTML comment in Markdown,
	// a JSX comment in MDX (where HTML comments are not allowed).
	truncateMarkdown = regexp.MustCompile(`(?m)^\s*<!--\s*truncate\s*-->\s*$`)
	truncateMDX      = regexp.MustCompile(`(?m)^\s*(\{/\*\s*truncate\s*\*/\}|<!--\s*truncate\s*-->)\s*$`)
)

// cutAtTruncateMarker returns the source up to the truncate marker, and
// whether there was one.
func cutAtTruncateMarker(src []byte, mdx bool) ([]byte, bool) {
	re := truncateMarkdown
	if mdx {
		re = truncateMDX
	}
	loc := re.FindIndex(src)
	if loc == nil {
		return src, false
	}
	return src[:loc[0]], true
}

var (
	// ESM statements start a block (a line after a blank one); a line of
	// prose that happens to begin with "import" does not match.
	esmStart       = regexp.MustCompile(`^(import\s+(['"]|[\w*{])|export\s+(const|let|var|function|class|default|async|\{|\*))`)
	esmEnd         = regexp.MustCompile(`(from\s*)?['"][^'"]+['"];?\s*$|[;}]\s*$`)
	jsxComment     = regexp.MustCompile(`\{/\*[\s\S]*?\*/\}`)
	selfClosingJSX = regexp.MustCompile(`^\s*<[A-Z][\w.]*(\s[^>]*)?/>\s*$`)
)

// mdxAsMarkdown keeps the Markdown of an MDX file for excerpts and word
// counts: imports, exports, JSX comments and lines holding a lone
// component are dropped, since only the compiled MDX can render those.
// Line breaks stay where they were.
func mdxAsMarkdown(src []byte) []byte {
	lines := strings.Split(jsxComment.ReplaceAllStringFunc(string(src), keepNewlines), "\n")
	inESM := false
	for i, l := range lines {
		// After a blank line, or after the "---" closing the front matter
		// (a thematic break ends a block as well).
		prev := ""
		if i > 0 {
			prev = strings.TrimSpace(lines[i-1])
		}
		blockStart := prev == "" || prev == "---"
		switch {
		case inESM:
			inESM = !esmEnd.MatchString(l)
			lines[i] = ""
		case blockStart && esmStart.MatchString(l):
			inESM = !esmEnd.MatchString(l)
			lines[i] = ""
		case selfClosingJSX.MatchString(l):
			lines[i] = ""
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

func keepNewlines(s string) string { return strings.Repeat("\n", strings.Count(s, "\n")) }

var (
	firstH1   = regexp.MustCompile(`(?s)^\s*<h1[^>]*>.*?</h1>\n?`)
	paragraph = regexp.MustCompile(`(?s)<p>(.*?)</p>`)
	anyTag    = regexp.MustCompile(`<[^>]*>`)
)

func dropFirstH1(h string) string { return firstH1.ReplaceAllString(h, "") }

// plainText is the text of rendered HTML, entities decoded.
func plainText(h string) string { return html.UnescapeString(anyTag.ReplaceAllString(h, " ")) }

// firstParagraphText describes a post that has no description: the text
// of its first paragraph, on one line.
func firstParagraphText(h string) string {
	m := paragraph.FindStringSubmatch(h)
	if m == nil {
		return ""
	}
	return strings.Join(strings.Fields(plainText(m[1])), " ")
}

// wordsPerMinute is the reading speed the reading time assumes.
const wordsPerMinute = 200

// readingTime is the minutes the article takes to read, to two decimals.
func readingTime(h string) float64 {
	words := len(strings.Fields(plainText(h)))
	return math.Round(float64(words)/wordsPerMinute*100) / 100
}
