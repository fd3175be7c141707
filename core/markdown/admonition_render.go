package markdown

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// admonitionRenderer writes
//
//	<div class="theme-admonition theme-admonition-tip admonition alert alert--success">
//	  <div class="admonition-heading"><span class="admonition-icon">svg</span>Title</div>
//	  <div class="admonition-content">…</div>
//	</div>
//
// The heading is opened by the admonition and closed after its title: the
// author's title is a child node rendered in between, the default title
// is written directly.
type admonitionRenderer struct{}

func (admonitionRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(kindAdmonition, renderAdmonition)
	reg.Register(kindAdmonitionTitle, renderAdmonitionTitle)
}

func renderAdmonition(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		_, _ = w.WriteString("</div></div>\n")
		return ast.WalkContinue, nil
	}
	a := node.(*admonition)
	style := admonitionStyles[a.name]
	_, _ = w.WriteString(`<div class="theme-admonition theme-admonition-`)
	_, _ = w.WriteString(a.name)
	_, _ = w.WriteString(` admonition alert alert--`)
	_, _ = w.WriteString(style.alert)
	_, _ = w.WriteString(`"><div class="admonition-heading"><span class="admonition-icon">`)
	_, _ = w.WriteString(style.icon)
	_, _ = w.WriteString(`</span>`)
	if _, titled := a.FirstChild().(*admonitionTitle); !titled {
		_, _ = w.WriteString(style.title)
		_, _ = w.WriteString(headingToContent)
	}
	return ast.WalkContinue, nil
}

func renderAdmonitionTitle(w util.BufWriter, _ []byte, _ ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		_, _ = w.WriteString(headingToContent)
	}
	return ast.WalkContinue, nil
}

const headingToContent = `</div><div class="admonition-content">`

// Icons, 16×16, drawn in the text colour. The holes (the "i", the "!")
// come from the even-odd fill rule.
const (
	svgOpen = `<svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="`
	svgEnd  = `"/></svg>`
	// A sheet of paper with two lines of text.
	iconNote = svgOpen + `M3 1h7l3 3v11H3zM5 7h6v1H5zm0 3h6v1H5z` + svgEnd
	// A light bulb on its base.
	iconTip = svgOpen + `M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9zM6 13h4v2H6z` + svgEnd
	// A circle with an "i".
	iconInfo = svgOpen + `M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM7 7h2v5H7z` + svgEnd
	// A triangle with an exclamation mark.
	iconWarning = svgOpen + `M8 1l7 14H1zM7 6h2v4H7zm0 5h2v2H7z` + svgEnd
	// An octagon with an exclamation mark.
	iconDanger = svgOpen + `M5 1h6l4 4v6l-4 4H5l-4-4V5zM7 4h2v5H7zm0 6h2v2H7z` + svgEnd
)
