package markdown

import (
	"html"
	"regexp"
	"strings"
)

// The description of a page whose front matter has none is its first line
// of text, as Docusaurus takes it: the first line that is not blank, an
// import or export, a code block, an admonition fence or a comment, and not
// the h1 that titles the page, with Markdown's markup taken off. Unlike
// Docusaurus, table rows are passed over too: a row's cells make a poor
// description.
var (
	excerptImport  = regexp.MustCompile(`^(?:import|export)\s`)
	excerptComment = regexp.MustCompile(`^(?:<!--.*-->|\{/\*.*\*/\})$`)
	excerptHeading = regexp.MustCompile(`^#{1,6}\s+(.*?)(?:\s+#+)?$`)
	excerptImage   = regexp.MustCompile(`!\[([^\]]*)\]\([^)]*\)`)
	excerptLink    = regexp.MustCompile(`\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])`)
	excerptCode    = regexp.MustCompile("`+([^`]*)`+")
	// Go's regexps have no backreferences: one per kind of delimiter.
	excerptEmphasis = []*regexp.Regexp{
		regexp.MustCompile(`\*{1,3}(\S(?:[^*]*?\S)?)\*{1,3}`),
		regexp.MustCompile(`(?:^|\b)_{1,3}(\S(?:[^_]*?\S)?)_{1,3}(?:\b|$)`),
		regexp.MustCompile(`~~(\S(?:.*?\S)?)~~`),
	}
	excerptTag        = regexp.MustCompile(`</?[A-Za-z][^>]*>`)
	excerptListMarker = regexp.MustCompile(`^(?:>\s*)*(?:[-*+]|\d+[.)])\s+`)
	excerptQuote      = regexp.MustCompile(`^(?:>\s*)+`)
	excerptHeadingID  = regexp.MustCompile(`\s*\{#[^}]*\}\s*$`)
)

func firstLineExcerpt(body []byte) string {
	inCode, inImport, sawText := "", false, false
	for _, line := range strings.Split(string(body), "\n") {
		trimmed := strings.TrimSpace(line)
		if inCode != "" {
			if strings.HasPrefix(trimmed, inCode) && strings.Trim(trimmed, inCode[:1]) == "" {
				inCode = ""
			}
			continue
		}
		if trimmed == "" {
			inImport = false
			continue
		}
		if inImport || excerptImport.MatchString(line) {
			inImport = true
			continue
		}
		if fence := codeFenceOpen(trimmed); fence != "" {
			inCode = fence
			continue
		}
		// Admonition fences, comments and table rows describe nothing.
		if strings.HasPrefix(trimmed, ":::") || strings.HasPrefix(trimmed, "|") || excerptComment.MatchString(trimmed) {
			continue
		}
		if m := excerptHeading.FindStringSubmatch(trimmed); m != nil {
			if !sawText && strings.HasPrefix(trimmed, "# ") {
				sawText = true // the page's title
				continue
			}
			trimmed = excerptHeadingID.ReplaceAllString(m[1], "")
		}
		sawText = true
		if text := cleanExcerptLine(trimmed); text != "" {
			return text
		}
	}
	return ""
}

// codeFenceOpen is the fence a line opens a code block with, or "".
func codeFenceOpen(line string) string {
	for _, c := range []string{"`", "~"} {
		n := len(line) - len(strings.TrimLeft(line, c))
		if n >= 3 {
			return strings.Repeat(c, n)
		}
	}
	return ""
}

func cleanExcerptLine(line string) string {
	line = excerptListMarker.ReplaceAllString(line, "")
	line = excerptQuote.ReplaceAllString(line, "")
	line = excerptImage.ReplaceAllString(line, "$1")
	line = excerptLink.ReplaceAllString(line, "$1")
	line = excerptCode.ReplaceAllString(line, "$1")
	for _, re := range excerptEmphasis {
		line = re.ReplaceAllString(line, "$1")
	}
	line = excerptTag.ReplaceAllString(line, "")
	return strings.Join(strings.Fields(html.UnescapeString(line)), " ")
}
