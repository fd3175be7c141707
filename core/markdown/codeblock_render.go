package markdown

import (
	"bufio"
	"strconv"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// codeBlockRenderer writes fenced and indented code blocks, highlighted at
// build time:
//
//	<div class="theme-code-block language-ts">
//	  <div class="code-block-title">App.tsx</div>
//	  <pre tabindex="0" class="code-block"><code><span class="token-line">…</span>…</code></pre>
//	</div>
//
// Tokens carry chroma's short class names ("k", "s2"…), coloured by the
// stylesheet from HighlightCSS, so one page serves both colour modes.
type codeBlockRenderer struct {
	magic []MagicComment
}

func (r codeBlockRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindFencedCodeBlock, r.renderCodeBlock)
	reg.Register(ast.KindCodeBlock, r.renderCodeBlock)
}

func (r codeBlockRenderer) renderCodeBlock(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkSkipChildren, nil
	}
	var info fenceInfo
	if fenced, ok := node.(*ast.FencedCodeBlock); ok && fenced.Info != nil {
		info = parseFenceInfo(string(fenced.Info.Segment.Value(src)))
	}
	var code strings.Builder
	lines := node.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		code.Write(seg.Value(src))
	}
	writeCodeBlock(w, info, code.String(), r.magic)
	return ast.WalkSkipChildren, nil
}

func writeCodeBlock(w util.BufWriter, info fenceInfo, code string, magic []MagicComment) {
	if info.lang == "mermaid" {
		writeMermaid(w, code)
		return
	}
	_, _ = w.WriteString(`<div class="theme-code-block language-`)
	writeEscaped(w, blockLanguage(info))
	_, _ = w.WriteString(`">`)
	writeCodeBlockInside(w, info, code, magic)
	_, _ = w.WriteString("</div>\n")
}

// blockLanguage is the language a code block's class names.
func blockLanguage(info fenceInfo) string {
	if info.lang == "" {
		return "text"
	}
	return info.lang
}

// writeCodeBlockInside writes what a code block's <div> holds: the title
// and the <pre>.
func writeCodeBlockInside(w util.BufWriter, info fenceInfo, code string, magic []MagicComment) {
	if info.title != "" {
		_, _ = w.WriteString(`<div class="code-block-title">`)
		writeEscaped(w, info.title)
		_, _ = w.WriteString(`</div>`)
	}
	// tabindex: a block wider than the page scrolls, and keyboard users
	// must be able to scroll it too.
	_, _ = w.WriteString(`<pre tabindex="0" class="code-block`)
	if info.firstLineNumber > 0 {
		_, _ = w.WriteString(` code-block-line-numbers`)
	}
	_, _ = w.WriteString(`"><code`)
	if info.firstLineNumber > 1 {
		// The numbers are a CSS counter, so copying the code never copies
		// them; a later start moves the counter.
		_, _ = w.WriteString(` style="counter-reset:line `)
		_, _ = w.WriteString(strconv.Itoa(info.firstLineNumber - 1))
		_, _ = w.WriteString(`"`)
	}
	_ = w.WriteByte('>')
	writeLines(w, info, code, magic)
	_, _ = w.WriteString("</code></pre>")
}

// CodeBlockHTML is a fenced code block as Parse renders it, for a fence
// that does not come through Parse (one in MDX): the language its
// <div class="theme-code-block language-…"> names, and the div's inner
// HTML. info is the fence's info string, code its lines with their
// newlines; mermaid diagrams are not code blocks.
func CodeBlockHTML(info, code string, magic []MagicComment) (lang, inner string) {
	f := parseFenceInfo(info)
	var b strings.Builder
	w := bufio.NewWriter(&b)
	writeCodeBlockInside(w, f, code, magic)
	_ = w.Flush()
	return blockLanguage(f), b.String()
}

// lineClasses are the classes of the code's lines (1-based) and the code
// to show: the lines of the fence's {1,3-5} when it has them, as in
// Docusaurus, else those the magic comments mark, which are then removed.
func lineClasses(info fenceInfo, code string, magic []MagicComment) (string, map[int]string) {
	if len(info.highlight) > 0 {
		classes := make(map[int]string, len(info.highlight))
		for n := range info.highlight {
			classes[n] = HighlightedLineClass
		}
		return code, classes
	}
	return applyMagicComments(code, magic)
}

// writeLines writes the highlighted lines of code, the inside of <code>.
func writeLines(w util.BufWriter, info fenceInfo, code string, magic []MagicComment) {
	g, _ := grammarFor(info.lang)
	code, classes := lineClasses(info, code, magic)
	lw := lineWriter{w: w, classes: classes}
	for _, t := range g.tokens(code) {
		lw.token(t)
	}
	lw.endLine("")
}

// HighlightCode returns the inside of a code block's <code> element, the
// same lines and token spans a Markdown fence gets, for code that does
// not come through Parse (an MDX <CodeBlock>). info is a fence's info
// string: the language, then options such as {1,3-5}; magic are the magic
// comments (nil: none). shown is the code as the block shows it, without
// its magic comments, for copying. known is false when the language has
// no grammar; the code is then plain, escaped text.
func HighlightCode(info, code string, magic []MagicComment) (html, shown string, known bool) {
	f := parseFenceInfo(info)
	_, known = grammarFor(f.lang)
	var b strings.Builder
	w := bufio.NewWriter(&b)
	writeLines(w, f, code, magic)
	_ = w.Flush()
	shown, _ = lineClasses(f, code, magic)
	return b.String(), shown, known
}

// lineWriter wraps each source line in <span class="token-line">, and
// highlighted lines in one more span. A line is opened lazily, at its
// first character, so a final newline does not leave an empty line.
type lineWriter struct {
	w       util.BufWriter
	classes map[int]string // line → the classes of its wrapping span
	line    int            // current line, 1-based; 0 before the first
	open    bool
}

func (lw *lineWriter) token(t chroma.Token) {
	v := t.Value
	for v != "" {
		lw.startLine()
		text, rest, newline := strings.Cut(v, "\n")
		lw.text(t.Type, text)
		if !newline {
			return
		}
		lw.endLine("\n")
		v = rest
	}
}

func (lw *lineWriter) startLine() {
	if lw.open {
		return
	}
	lw.open = true
	lw.line++
	if class := lw.classes[lw.line]; class != "" {
		_, _ = lw.w.WriteString(`<span class="`)
		writeEscaped(lw.w, class)
		_, _ = lw.w.WriteString(`">`)
	}
	_, _ = lw.w.WriteString(`<span class="token-line">`)
}

// endLine closes the open line; the newline goes inside the line's span,
// so each line stays one box.
func (lw *lineWriter) endLine(newline string) {
	if !lw.open {
		return
	}
	_, _ = lw.w.WriteString(newline)
	_, _ = lw.w.WriteString(`</span>`)
	if lw.classes[lw.line] != "" {
		_, _ = lw.w.WriteString(`</span>`)
	}
	lw.open = false
}

func (lw *lineWriter) text(t chroma.TokenType, text string) {
	if text == "" {
		return
	}
	class := tokenClass(t)
	if class != "" {
		_, _ = lw.w.WriteString(`<span class="`)
		_, _ = lw.w.WriteString(class)
		_, _ = lw.w.WriteString(`">`)
	}
	writeEscaped(lw.w, text)
	if class != "" {
		_, _ = lw.w.WriteString(`</span>`)
	}
}

// tokenClass is chroma's short class name for a token type, or "" for
// text that takes the block's own colour.
func tokenClass(t chroma.TokenType) string {
	switch t {
	case chroma.Text, chroma.TextWhitespace, chroma.Background, chroma.None, chroma.Other:
		return ""
	}
	return chroma.StandardTypes[t]
}

// writeEscaped writes s with HTML's special characters escaped, without
// copying it first: code blocks are the bulk of a page's bytes.
func writeEscaped(w util.BufWriter, s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '&':
			esc = "&amp;"
		case '"':
			esc = "&quot;"
		default:
			continue
		}
		_, _ = w.WriteString(s[start:i])
		_, _ = w.WriteString(esc)
		start = i + 1
	}
	_, _ = w.WriteString(s[start:])
}

// MermaidClass marks a Mermaid diagram's container. The page holds the
// diagram's source; the theme draws it in the browser (Mermaid lays text
// out with the browser's fonts), loading Mermaid only on pages that have
// one. Readers without JavaScript see the source.
const MermaidClass = "mermaid-diagram"

func writeMermaid(w util.BufWriter, code string) {
	_, _ = w.WriteString(`<div class="` + MermaidClass + `"><pre class="mermaid-source">`)
	writeEscaped(w, strings.TrimRight(code, "\n"))
	_, _ = w.WriteString("</pre></div>\n")
}
