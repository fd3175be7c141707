package markdown

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// headingRenderer writes headings with their anchor: class "anchor", the
// id, and a trailing hash link that the theme shows on hover. h1 and
// headings without an id are written plain.
type headingRenderer struct{}

func (headingRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindHeading, renderHeading)
}

func renderHeading(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	h := node.(*ast.Heading)
	id := util.EscapeHTML([]byte(anchorID(h)))
	if entering {
		_, _ = w.WriteString("<h")
		_ = w.WriteByte('0' + byte(h.Level))
		if len(id) > 0 {
			_, _ = w.WriteString(` class="anchor" id="`)
			_, _ = w.Write(id)
			_ = w.WriteByte('"')
		}
		_ = w.WriteByte('>')
		return ast.WalkContinue, nil
	}
	if len(id) > 0 {
		label := util.EscapeHTML([]byte("Direct link to " + plainText(h, src)))
		_, _ = w.WriteString(`<a href="#`)
		_, _ = w.Write(id)
		_, _ = w.WriteString(`" class="hash-link" aria-label="`)
		_, _ = w.Write(label)
		_, _ = w.WriteString(`" title="`)
		_, _ = w.Write(label)
		// A zero-width space gives the link a box to hover and focus
		// without adding visible text to the heading.
		_, _ = w.WriteString(`">&#8203;</a>`)
	}
	_, _ = w.WriteString("</h")
	_ = w.WriteByte('0' + byte(h.Level))
	_, _ = w.WriteString(">\n")
	return ast.WalkContinue, nil
}
