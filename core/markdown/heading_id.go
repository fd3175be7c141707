package markdown

import (
	"regexp"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// explicitIDParser wraps goldmark's ATX or setext heading parser. When the
// heading closes, before its text is parsed for inlines, a trailing
// "{#my-id}", "{/* #my-id */}" or "<!-- #my-id -->" is cut from the text
// and becomes the heading's id. Doing it at
// block level means the braces never reach the inline parser, whatever
// characters the id holds.
type explicitIDParser struct {
	parser.BlockParser
}

// explicitID matches Docusaurus's three forms: {#id} (word characters and
// "-" only), and an MDX or HTML comment alone at the end whose first word
// starts with "#" (the rest of the comment is ignored). The MDX compiler
// (core/client/tools/mdx-compiler.mjs) reads the MDX comment the same way,
// so the table of contents made here links to the id the page shows.
var explicitID = regexp.MustCompile(`[ \t]*(?:\{#([\w-]+)\}|\{/\*\s*#(\S+?)(?:\s[^}]*?)?\s*\*/\}|<!--\s*#(\S+?)(?:\s[\s\S]*?)?\s*-->)\s*$`)

func (p explicitIDParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	p.BlockParser.Close(node, reader, pc)
	h, ok := node.(*ast.Heading)
	if !ok || h.Parent() == nil || h.Lines().Len() == 0 {
		// A setext underline without text above it turns back into a
		// paragraph; nothing to do.
		return
	}
	lines := h.Lines()
	last := lines.At(lines.Len() - 1)
	m := explicitID.FindSubmatchIndex(last.Value(reader.Source()))
	if m == nil {
		return
	}
	var id []byte
	for g := 2; g < len(m); g += 2 {
		if m[g] >= 0 {
			id = last.Value(reader.Source())[m[g]:m[g+1]]
		}
	}
	lines.Set(lines.Len()-1, last.WithStop(last.Start+m[0]))
	h.SetAttribute(attrID, append([]byte(nil), id...))
}

var attrID = []byte("id")
