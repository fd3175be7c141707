package markdown

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// documentScan runs once per document after inline parsing: it gives
// headings their ids, resolves links and assets, and checks code
// languages. One walk does it all; each node kind's work lives in the
// file of its feature.
type documentScan struct{}

func (documentScan) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := stateOf(pc)
	if st == nil {
		return
	}
	src := reader.Source()
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			st.assignHeadingID(n, src)
		case *ast.Link:
			st.visitLink(n)
		case *ast.Image:
			st.visitImage(n)
		case *ast.AutoLink:
			st.visitAutoLink(n, src)
		case *ast.RawHTML:
			st.visitRawHTML(n.Segments, src)
		case *ast.HTMLBlock:
			st.visitRawHTML(n.Lines(), src)
		case *ast.FencedCodeBlock:
			st.checkLanguage(n, src)
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
}

// checkLanguage warns about a fence language without a grammar; the block
// then renders as plain text.
func (st *docState) checkLanguage(n *ast.FencedCodeBlock, src []byte) {
	if n.Info == nil {
		return
	}
	info := parseFenceInfo(string(n.Info.Segment.Value(src)))
	if _, ok := grammarFor(info.lang); !ok && info.lang != "mermaid" {
		st.warn(n.Info.Segment.Start, `The language "`+info.lang+`" has no grammar.`)
	}
}
