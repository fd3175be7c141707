package markdown

import (
	"regexp"
	"strings"
)

// MagicComment is a comment in code that gives lines a class instead of
// being shown, as Docusaurus's magicComments: `// highlight-next-line`
// marks the next line, `// highlight-start` … `// highlight-end` the lines
// between. Any of the usual comment forms works in any language: `//`,
// `/* */`, `{/* */}`, `#`, `--`, `;;`, `%` and `<!-- -->`.
type MagicComment struct {
	ClassName string `json:"className" toml:"className"`
	// Line is the comment that marks the next line ("highlight-next-line").
	Line string `json:"line,omitempty" toml:"line"`
	// Block marks the lines between its start and end comments.
	Block *MagicCommentBlock `json:"block,omitempty" toml:"block"`
}

type MagicCommentBlock struct {
	Start string `json:"start" toml:"start"`
	End   string `json:"end" toml:"end"`
}

// HighlightedLineClass is the class of a highlighted line.
const HighlightedLineClass = "theme-code-block-highlighted-line"

// DefaultMagicComments are Docusaurus's.
var DefaultMagicComments = []MagicComment{{
	ClassName: HighlightedLineClass,
	Line:      "highlight-next-line",
	Block:     &MagicCommentBlock{Start: "highlight-start", End: "highlight-end"},
}}

// commentLine reads a line holding nothing but one comment; it gives the
// comment's text.
var commentLine = regexp.MustCompile(`^\s*(?://|#|--|;;|%|/\*|\{\s*/\*|<!--)\s*(.+?)\s*(?:\*/\s*\}|\*/|-->)?\s*$`)

// applyMagicComments removes the magic comment lines from code and gives
// each remaining line (1-based) its classes. A comment opening a block
// without its end marks every line to the end of the code.
func applyMagicComments(code string, magic []MagicComment) (string, map[int]string) {
	if len(magic) == 0 || !strings.Contains(code, "highlight") && !customMagic(magic) {
		return code, nil
	}
	lines := strings.SplitAfter(code, "\n")
	var out strings.Builder
	classes := map[int]string{}
	open := map[int]int{} // index in magic → open block depth
	nextLine := map[int]bool{}
	n := 0
	for _, line := range lines {
		if m := commentLine.FindStringSubmatch(strings.TrimRight(line, "\n")); m != nil {
			if i, kind := findMagic(magic, m[1]); i >= 0 {
				switch kind {
				case "line":
					nextLine[i] = true
				case "start":
					open[i]++
				case "end":
					if open[i] > 0 {
						open[i]--
					}
				}
				continue
			}
		}
		if line == "" {
			continue
		}
		n++
		out.WriteString(line)
		var cls []string
		for i, mc := range magic {
			if nextLine[i] || open[i] > 0 {
				cls = append(cls, mc.ClassName)
			}
			delete(nextLine, i)
		}
		if len(cls) > 0 {
			classes[n] = strings.Join(cls, " ")
		}
	}
	return out.String(), classes
}

// customMagic tells whether the comments are other than the defaults,
// whose names all contain "highlight" (a quick way out for most code).
func customMagic(magic []MagicComment) bool {
	for _, m := range magic {
		for _, name := range []string{m.Line, blockName(m.Block, true), blockName(m.Block, false)} {
			if name != "" && !strings.Contains(name, "highlight") {
				return true
			}
		}
	}
	return false
}

func blockName(b *MagicCommentBlock, start bool) string {
	switch {
	case b == nil:
		return ""
	case start:
		return b.Start
	}
	return b.End
}

// findMagic finds the comment named name: its index and whether it is a
// "line", a block "start" or a block "end".
func findMagic(magic []MagicComment, name string) (int, string) {
	for i, m := range magic {
		switch name {
		case m.Line:
			return i, "line"
		case blockName(m.Block, true):
			return i, "start"
		case blockName(m.Block, false):
			return i, "end"
		}
	}
	return -1, ""
}
