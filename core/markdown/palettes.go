package markdown

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"
)

// Our own palettes, in the colours of Visual Studio Code's default dark
// and light themes. chroma ships a light "vs" style but no dark one, and
// the product's code blocks are dark by default.
var palettes = map[string]*chroma.Style{
	"vsdark": chroma.MustNewStyle("vsdark", chroma.StyleEntries{
		chroma.Background:            "#d4d4d4 bg:#1e1e1e",
		chroma.LineHighlight:         "bg:#363d46",
		chroma.LineNumbers:           "#858585",
		chroma.Comment:               "#6a9955",
		chroma.CommentPreproc:        "#c586c0",
		chroma.Keyword:               "#c586c0",
		chroma.KeywordConstant:       "#569cd6",
		chroma.KeywordDeclaration:    "#569cd6",
		chroma.KeywordPseudo:         "#569cd6",
		chroma.KeywordReserved:       "#569cd6",
		chroma.KeywordType:           "#4ec9b0",
		chroma.Name:                  "#9cdcfe",
		chroma.NameBuiltin:           "#4ec9b0",
		chroma.NameClass:             "#4ec9b0",
		chroma.NameConstant:          "#4fc1ff",
		chroma.NameDecorator:         "#dcdcaa",
		chroma.NameFunction:          "#dcdcaa",
		chroma.NameTag:               "#569cd6",
		chroma.LiteralString:         "#ce9178",
		chroma.LiteralStringEscape:   "#d7ba7d",
		chroma.LiteralStringInterpol: "#569cd6",
		chroma.LiteralStringRegex:    "#d16969",
		chroma.LiteralNumber:         "#b5cea8",
		chroma.OperatorWord:          "#569cd6",
		chroma.GenericDeleted:        "#ce9178",
		chroma.GenericInserted:       "#b5cea8",
		chroma.GenericHeading:        "bold #569cd6",
		chroma.GenericSubheading:     "#569cd6",
		chroma.GenericEmph:           "italic",
		chroma.GenericStrong:         "bold",
	}),
	"vslight": chroma.MustNewStyle("vslight", chroma.StyleEntries{
		chroma.Background:            "#000000 bg:#f5f5f5",
		chroma.LineHighlight:         "bg:#e0e4ea",
		chroma.LineNumbers:           "#237893",
		chroma.Comment:               "#008000",
		chroma.CommentPreproc:        "#af00db",
		chroma.Keyword:               "#af00db",
		chroma.KeywordConstant:       "#0000ff",
		chroma.KeywordDeclaration:    "#0000ff",
		chroma.KeywordPseudo:         "#0000ff",
		chroma.KeywordReserved:       "#0000ff",
		chroma.KeywordType:           "#267f99",
		chroma.Name:                  "#001080",
		chroma.NameBuiltin:           "#267f99",
		chroma.NameClass:             "#267f99",
		chroma.NameConstant:          "#0070c1",
		chroma.NameDecorator:         "#795e26",
		chroma.NameFunction:          "#795e26",
		chroma.NameTag:               "#800000",
		chroma.NameAttribute:         "#e50000",
		chroma.LiteralString:         "#a31515",
		chroma.LiteralStringEscape:   "#ee0000",
		chroma.LiteralStringInterpol: "#0000ff",
		chroma.LiteralStringRegex:    "#811f3f",
		chroma.LiteralNumber:         "#098658",
		chroma.OperatorWord:          "#0000ff",
		chroma.GenericDeleted:        "#a31515",
		chroma.GenericInserted:       "#098658",
		chroma.GenericHeading:        "bold #0000ff",
		chroma.GenericSubheading:     "#0000ff",
		chroma.GenericEmph:           "italic",
		chroma.GenericStrong:         "bold",
	}),
}

// DefaultPalette colours code blocks in both colour modes unless the site
// picks others.
const DefaultPalette = "vsdark"

// palette finds a palette by name: ours first, then chroma's styles
// ("github", "dracula", "monokai"…).
func palette(name string) (*chroma.Style, bool) {
	name = strings.ToLower(name)
	if p, ok := palettes[name]; ok {
		return p, true
	}
	p, ok := styles.Registry[name]
	return p, ok
}
