package markdown

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// An admonition is a callout box:
//
//	:::tip Optional title
//	Markdown content.
//	:::
//
// The title may also be written in brackets, ":::tip[Optional title]".
// A longer fence ("::::") may wrap shorter ones; a line of colons closes the
// innermost open admonition whose fence is not longer than it.

// admonitionStyle is what one admonition type looks like.
type admonitionStyle struct {
	alert string // the alert--* colour class
	title string // the title shown when the author gives none
	icon  string // inline SVG
}

var admonitionStyles = map[string]admonitionStyle{
	"note":    {"secondary", "Note", iconNote},
	"tip":     {"success", "Tip", iconTip},
	"info":    {"info", "Info", iconInfo},
	"warning": {"warning", "Warning", iconWarning},
	"danger":  {"danger", "Danger", iconDanger},
	"caution": {"warning", "Caution", iconWarning},
}

var (
	kindAdmonition      = ast.NewNodeKind("Admonition")
	kindAdmonitionTitle = ast.NewNodeKind("AdmonitionTitle")
)

// admonition is the container node; its children are an optional
// admonitionTitle followed by the content blocks.
type admonition struct {
	ast.BaseBlock
	name  string // "tip", a key of admonitionStyles
	fence int    // number of colons that opened it
}

func (n *admonition) Kind() ast.NodeKind { return kindAdmonition }

func (n *admonition) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Type": n.name}, nil)
}

// admonitionTitle holds the author's title as a line of inline Markdown.
type admonitionTitle struct {
	ast.BaseBlock
}

func (n *admonitionTitle) Kind() ast.NodeKind { return kindAdmonitionTitle }

func (n *admonitionTitle) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

type admonitionParser struct{}

func (admonitionParser) Trigger() []byte { return []byte{':'} }

func (admonitionParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	start := pc.BlockOffset()
	if start < 0 || pc.BlockIndent() > 3 {
		return nil, parser.NoChildren
	}
	fence := countColons(line[start:])
	if fence < 3 {
		return nil, parser.NoChildren
	}
	nameStart := start + fence
	nameEnd := nameStart
	for nameEnd < len(line) && line[nameEnd] >= 'a' && line[nameEnd] <= 'z' {
		nameEnd++
	}
	name := string(line[nameStart:nameEnd])
	if _, known := admonitionStyles[name]; !known {
		// ":::foo" and a bare ":::" stay ordinary text.
		return nil, parser.NoChildren
	}
	node := &admonition{name: name, fence: fence}
	if title, ok := titleSegment(line, seg.Start, nameEnd); ok {
		t := &admonitionTitle{}
		t.Lines().Append(title)
		node.AppendChild(node, t)
	}
	reader.AdvanceToEOL()
	return node, parser.HasChildren
}

// titleSegment finds the title after the type name: "[Title]" right after
// it, or the rest of the line after a space.
func titleSegment(line []byte, lineStart, from int) (text.Segment, bool) {
	rest := line[from:]
	if len(rest) > 0 && rest[0] == '[' {
		if end := bytes.LastIndexByte(rest, ']'); end > 0 {
			// "[]" asks for no title: the default one shows.
			return text.NewSegment(lineStart+from+1, lineStart+from+end), end > 1
		}
	}
	if len(rest) == 0 || !util.IsSpace(rest[0]) {
		return text.Segment{}, false
	}
	trimmed := bytes.TrimSpace(rest)
	if len(trimmed) == 0 {
		return text.Segment{}, false
	}
	at := lineStart + from + bytes.Index(rest, trimmed)
	return text.NewSegment(at, at+len(trimmed)), true
}

func (admonitionParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	a := node.(*admonition)
	if n := closingFence(line); n >= a.fence && !innerBlockTakesFence(node, n, pc) {
		reader.AdvanceToEOL()
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

// closingFence returns the number of colons when line is only colons (up
// to three spaces of indent and trailing blanks allowed), else 0.
func closingFence(line []byte) int {
	indent := 0
	for indent < len(line) && indent < 4 && line[indent] == ' ' {
		indent++
	}
	if indent > 3 {
		return 0
	}
	n := countColons(line[indent:])
	if n < 3 || !util.IsBlank(line[indent+n:]) {
		return 0
	}
	return n
}

// innerBlockTakesFence reports whether a line of n colons belongs to a
// block opened inside node: a fenced code block shows it as code, and a
// nested admonition with a fence no longer than n closes first.
func innerBlockTakesFence(node ast.Node, n int, pc parser.Context) bool {
	opened := pc.OpenedBlocks()
	inside := false
	for _, b := range opened {
		if b.Node == node {
			inside = true
			continue
		}
		if !inside {
			continue
		}
		switch inner := b.Node.(type) {
		case *ast.FencedCodeBlock:
			return true
		case *admonition:
			if inner.fence <= n {
				return true
			}
		}
	}
	return false
}

func countColons(b []byte) int {
	n := 0
	for n < len(b) && b[n] == ':' {
		n++
	}
	return n
}

func (admonitionParser) Close(ast.Node, text.Reader, parser.Context) {}

// An admonition may start right after a paragraph line, as in Docusaurus.
func (admonitionParser) CanInterruptParagraph() bool { return true }

func (admonitionParser) CanAcceptIndentedLine() bool { return false }
