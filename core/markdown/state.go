package markdown

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"

	"github.com/folio-docs/folio/core/diag"
)

// docState is what one Parse call gathers while goldmark walks the
// document. The goldmark instance is shared by every goroutine, so
// per-document data travels in the parser.Context, never in the
// extensions themselves.
type docState struct {
	file      string
	dir       string // absolute directory of file, for relative asset paths
	lines     *lineIndex
	opts      *Options
	slugs     *slugger
	headings  []*ast.Heading
	links     []Link
	broken    []Link
	assets    []string
	readFiles []string        // static files read, found or not (Options.ReadFile)
	seen      map[string]bool // assets already listed
	warnings  diag.List
}

var docStateKey = parser.NewContextKey()

func stateOf(pc parser.Context) *docState {
	st, _ := pc.Get(docStateKey).(*docState)
	return st
}

func (st *docState) warn(offset int, msg string) {
	line, column := st.lines.position(offset)
	st.warnings = append(st.warnings, diag.Warnf(st.file, line, column, "%s", msg))
}

func (st *docState) addAsset(path string) {
	if !st.seen[path] {
		st.seen[path] = true
		st.assets = append(st.assets, path)
	}
}
