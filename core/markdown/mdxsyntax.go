package markdown

import (
	"bytes"
	"regexp"
	"unicode/utf8"
)

// What MDX reads as code and CommonMark prints as text, at the start of a
// line: an ES import or export, or a JSX element (a capitalised tag, so
// that plain HTML is not taken for it).
var (
	mdxImport = regexp.MustCompile(`^import\s+(?:[\w*{}\s,]+\s+from\s+)?['"]`)
	mdxExport = regexp.MustCompile(`^export\s+(?:const|let|var|function|default|async|class|\{)`)
	mdxJSX    = regexp.MustCompile(`^\s*<[A-Z][\w.]*(?:[\s/>]|$)`)
)

// mdxSyntax finds the first line of a Markdown body that only MDX
// understands, outside fenced code. line counts from firstLine (the
// body's first line in the file); col is in characters from 1.
func mdxSyntax(body []byte, firstLine int) (line, col int, what string, found bool) {
	var fence []byte // the open fence's marker, nil outside code
	n := firstLine
	for len(body) > 0 {
		text := body
		if i := bytes.IndexByte(body, '\n'); i >= 0 {
			text, body = body[:i], body[i+1:]
		} else {
			body = nil
		}
		trimmed := bytes.TrimLeft(text, " ")
		switch {
		case fence != nil:
			if bytes.HasPrefix(trimmed, fence) && len(bytes.TrimSpace(bytes.TrimLeft(trimmed, string(fence[:1])))) == 0 {
				fence = nil
			}
		case bytes.HasPrefix(trimmed, []byte("```")) || bytes.HasPrefix(trimmed, []byte("~~~")):
			fence = trimmed[:3]
		// The first byte rules out most lines before a regexp runs.
		case len(text) > 0 && text[0] == 'i' && mdxImport.Match(text):
			return n, 1, "an import", true
		case len(text) > 0 && text[0] == 'e' && mdxExport.Match(text):
			return n, 1, "an export", true
		case len(trimmed) > 1 && (trimmed[0] == '<' || trimmed[0] == '\t') && mdxJSX.Match(text):
			indent := len(text) - len(bytes.TrimLeft(text, " \t"))
			return n, utf8.RuneCount(text[:indent]) + 1, "JSX", true
		}
		n++
	}
	return 0, 0, "", false
}
