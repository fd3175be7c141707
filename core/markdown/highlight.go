package markdown

import (
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
	"github.com/folio-docs/folio/core/jsscan"
)

// grammar is how one fence language is highlighted.
type grammar struct {
	// js is set for the JavaScript family, scanned by scanJS.
	js, jsx, typescript bool
	// lexer is chroma's lexer for every other known language.
	lexer chroma.Lexer
}

// plainLanguages render as escaped text, without a warning.
var plainLanguages = map[string]bool{"": true, "text": true, "plain": true, "txt": true, "plaintext": true}

var jsGrammars = map[string]grammar{
	"js":         {js: true, jsx: true},
	"javascript": {js: true, jsx: true},
	"jsx":        {js: true, jsx: true},
	"mjs":        {js: true},
	"cjs":        {js: true},
	"ts":         {js: true, typescript: true},
	"typescript": {js: true, typescript: true},
	"mts":        {js: true, typescript: true},
	"tsx":        {js: true, jsx: true, typescript: true},
}

// grammarCache remembers chroma lookups: an unknown name makes chroma
// try every lexer's file patterns, which is slow to repeat per block.
var grammarCache sync.Map // language → grammar (zero grammar: none)

// grammarFor finds the grammar of a fence language. ok is false when the
// language is neither plain text nor known.
func grammarFor(lang string) (g grammar, ok bool) {
	lang = strings.ToLower(lang)
	if plainLanguages[lang] {
		return grammar{}, true
	}
	if g, ok := jsGrammars[lang]; ok {
		return g, true
	}
	if lang == "mdx" {
		// No lexer knows MDX; its text is Markdown, which is what the
		// docs that show it (Docusaurus's own template among them) show.
		lang = "markdown"
	}
	if cached, ok := grammarCache.Load(lang); ok {
		g := cached.(grammar)
		return g, g.lexer != nil
	}
	if l := lexerFor(lang); l != nil {
		g = grammar{lexer: chroma.Coalesce(l)}
	}
	grammarCache.Store(lang, g)
	return g, g.lexer != nil
}

// tokens splits code into highlighted tokens; plain text (or a lexer
// failure) gives one Text token.
func (g grammar) tokens(code string) []chroma.Token {
	switch {
	case g.js:
		return jsscan.Tokens(code, g.jsx, g.typescript)
	case g.lexer != nil:
		if it, err := g.lexer.Tokenise(nil, code); err == nil {
			return it.Tokens()
		}
	}
	return []chroma.Token{{Type: chroma.Text, Value: code}}
}
