// Package jsscan splits JavaScript and TypeScript, with or without JSX,
// into chroma tokens that cover the source byte for byte. The code
// highlighter colours them; the bundler reads them to find import forms
// in code, never in strings, comments, regular expressions or JSX text.
package jsscan

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
)

// Tokens splits JavaScript or TypeScript, with JSX when jsx is set, into
// chroma tokens: consecutive slices of src, so their lengths add up to
// byte offsets. It exists for speed: chroma's regular-expression lexers
// spend about 30 µs a line on JavaScript, and the guides are mostly
// JavaScript and TypeScript. This hand-written scanner emits the same
// token types, so one stylesheet colours both, in a small fraction of the
// time. It is a highlighter, not a parser: ambiguous spots ("/" as
// division or regex, "<" as less-than or JSX) are decided from the
// previous token, which is right for code people write in guides.
func Tokens(src string, jsx, typescript bool) []chroma.Token {
	s := &jsScanner{src: src, jsx: jsx, typescript: typescript}
	s.code(false)
	for s.pos < len(s.src) {
		// A stray "}" at the top level ends code(); show it and go on.
		s.emit(chroma.Punctuation, 1)
		s.code(false)
	}
	return s.out
}

type jsScanner struct {
	src             string
	pos             int
	jsx, typescript bool
	out             []chroma.Token
	// exprEnd is true when the last significant token ends an operand, so
	// a following "/" divides and "<" compares.
	exprEnd bool
	// afterDot is true right after ".", where every word is a property.
	afterDot bool
	depth    int // nesting of templates and JSX, bounded against deep input
}

// maxJSNesting bounds recursion on adversarial input; deeper code is shown
// as plain text.
const maxJSNesting = 64

// emit turns the next n bytes into a token. Tokens are consecutive slices
// of the source, so a token of the same type as the previous one simply
// extends it: fewer spans in the HTML.
func (s *jsScanner) emit(t chroma.TokenType, n int) {
	if k := len(s.out) - 1; k >= 0 && s.out[k].Type == t {
		prev := len(s.out[k].Value)
		s.out[k].Value = s.src[s.pos-prev : s.pos+n]
	} else {
		s.out = append(s.out, chroma.Token{Type: t, Value: s.src[s.pos : s.pos+n]})
	}
	s.pos += n
}

func (s *jsScanner) peek(off int) byte {
	if s.pos+off < len(s.src) {
		return s.src[s.pos+off]
	}
	return 0
}

// code scans statements and expressions. With untilBrace it returns at
// the "}" that closes an enclosing "${" or JSX "{", without consuming it.
func (s *jsScanner) code(untilBrace bool) {
	braces := 0
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			s.whitespace()
		case c == '/' && s.peek(1) == '/':
			s.lineComment()
		case c == '/' && s.peek(1) == '*':
			s.blockComment()
		case c == '/' && !s.exprEnd && s.regex():
			// regex() scanned a literal; when there was none, the cases
			// below see the "/" as an operator.
		case c == '\'' || c == '"':
			s.quoted(c)
		case c == '`':
			s.template()
		case c >= '0' && c <= '9' || c == '.' && isDigit(s.peek(1)):
			s.number()
		case isIdentStart(c) || c >= utf8.RuneSelf:
			s.word()
		case c == '<' && s.jsx && !s.exprEnd && (isIdentStart(s.peek(1)) || s.peek(1) == '>'):
			s.jsxElement()
		case c == '@' && isIdentStart(s.peek(1)):
			s.pos++
			n := s.identLen()
			s.pos--
			s.emit(chroma.NameDecorator, n+1)
			s.exprEnd = false
		case c == '{':
			braces++
			s.punct(false)
		case c == '}':
			if braces == 0 {
				if untilBrace {
					return
				}
				// Unbalanced: let the caller decide.
				s.exprEnd = true
				return
			}
			braces--
			s.punct(true)
		case c == ')' || c == ']':
			s.punct(true)
		case c == '.' && !(s.peek(1) == '.' && s.peek(2) == '.'):
			s.punct(false)
			s.afterDot = true
		case strings.IndexByte("([;,", c) >= 0:
			s.punct(false)
		default:
			s.operator()
		}
	}
}

func (s *jsScanner) punct(endsOperand bool) {
	s.emit(chroma.Punctuation, 1)
	s.exprEnd = endsOperand
	s.afterDot = false
}

func (s *jsScanner) operator() {
	if s.src[s.pos] == '.' {
		// The spread operator "...".
		s.emit(chroma.Operator, 3)
	} else {
		_, size := utf8.DecodeRuneInString(s.src[s.pos:])
		s.emit(chroma.Operator, size)
	}
	s.exprEnd = false
	s.afterDot = false
}

func (s *jsScanner) whitespace() {
	n := 0
	for s.pos+n < len(s.src) && strings.IndexByte(" \t\r\n", s.src[s.pos+n]) >= 0 {
		n++
	}
	s.emit(chroma.Text, n)
}

func (s *jsScanner) lineComment() {
	n := strings.IndexByte(s.src[s.pos:], '\n')
	if n < 0 {
		n = len(s.src) - s.pos
	}
	s.emit(chroma.CommentSingle, n)
}

func (s *jsScanner) blockComment() {
	n := strings.Index(s.src[s.pos+2:], "*/")
	if n < 0 {
		n = len(s.src) - s.pos
	} else {
		n += 4
	}
	s.emit(chroma.CommentMultiline, n)
}

// regex scans a regular expression literal and reports whether there was
// one: it must close on the same line.
func (s *jsScanner) regex() bool {
	inClass := false
	for i := s.pos + 1; i < len(s.src); i++ {
		switch s.src[i] {
		case '\\':
			i++
		case '[':
			inClass = true
		case ']':
			inClass = false
		case '\n':
			return false
		case '/':
			if inClass {
				continue
			}
			i++
			for i < len(s.src) && isIdentPart(s.src[i]) {
				i++
			}
			s.emit(chroma.LiteralStringRegex, i-s.pos)
			s.exprEnd = true
			return true
		}
	}
	return false
}

// quoted scans a '…' or "…" string; an unterminated one ends at the line.
func (s *jsScanner) quoted(q byte) {
	i := s.pos + 1
	for i < len(s.src) && s.src[i] != q && s.src[i] != '\n' {
		if s.src[i] == '\\' {
			i++
		}
		i++
	}
	if i < len(s.src) && s.src[i] == q {
		i++
	}
	i = min(i, len(s.src))
	t := chroma.LiteralStringDouble
	if q == '\'' {
		t = chroma.LiteralStringSingle
	}
	s.emit(t, i-s.pos)
	s.exprEnd = true
	s.afterDot = false
}

// template scans a `…${expr}…` string, expressions included.
func (s *jsScanner) template() {
	s.emit(chroma.LiteralStringBacktick, 1)
	start := s.pos
	for s.pos < len(s.src) {
		switch s.src[s.pos] {
		case '\\':
			s.pos = min(s.pos+2, len(s.src))
			continue
		case '`':
			s.pos++
			s.flushString(start)
			s.exprEnd = true
			return
		case '$':
			if s.peek(1) == '{' && s.depth < maxJSNesting {
				s.flushString(start)
				s.emit(chroma.LiteralStringInterpol, 2)
				s.nested(func() { s.code(true) })
				if s.pos < len(s.src) {
					s.emit(chroma.LiteralStringInterpol, 1)
				}
				start = s.pos
				continue
			}
		}
		s.pos++
	}
	s.flushString(start)
	s.exprEnd = true
}

// flushString emits the template text from start to the current position.
func (s *jsScanner) flushString(start int) {
	if s.pos > start {
		end := s.pos
		s.pos = start
		s.emit(chroma.LiteralStringBacktick, end-start)
	}
}

func (s *jsScanner) nested(scan func()) {
	s.depth++
	s.exprEnd = false
	s.afterDot = false
	scan()
	s.depth--
}

func (s *jsScanner) number() {
	i := s.pos
	t := chroma.LiteralNumberInteger
	if s.src[i] == '0' && i+1 < len(s.src) && strings.IndexByte("xXbBoO", s.src[i+1]) >= 0 {
		switch s.src[i+1] | 0x20 { // lower-case
		case 'x':
			t = chroma.LiteralNumberHex
		case 'b':
			t = chroma.LiteralNumberBin
		default:
			t = chroma.LiteralNumberOct
		}
		i += 2
	}
	for i < len(s.src) {
		c := s.src[i]
		switch {
		case isIdentPart(c):
			if c == 'e' || c == 'E' {
				if t == chroma.LiteralNumberInteger {
					t = chroma.LiteralNumberFloat
				}
				if i+1 < len(s.src) && (s.src[i+1] == '+' || s.src[i+1] == '-') {
					i++
				}
			}
		case c == '.' && t == chroma.LiteralNumberInteger:
			t = chroma.LiteralNumberFloat
		default:
			s.emit(t, i-s.pos)
			s.exprEnd = true
			s.afterDot = false
			return
		}
		i++
	}
	s.emit(t, i-s.pos)
	s.exprEnd = true
}

func (s *jsScanner) identLen() int {
	i := s.pos
	for i < len(s.src) {
		c := s.src[i]
		if c < utf8.RuneSelf {
			if !isIdentPart(c) {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s.src[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		i += size
	}
	return i - s.pos
}

// word scans an identifier or keyword and decides its colour.
func (s *jsScanner) word() {
	n := s.identLen()
	if n == 0 {
		// A non-identifier character outside ASCII: show it plain.
		_, size := utf8.DecodeRuneInString(s.src[s.pos:])
		s.emit(chroma.Text, size)
		return
	}
	w := s.src[s.pos : s.pos+n]
	next := s.nextSignificant(n)
	t, endsOperand := s.classify(w, next)
	s.emit(t, n)
	s.exprEnd = endsOperand
	s.afterDot = false
}

// nextSignificant is the first character after the word that is not a
// space or tab on the same line, or 0.
func (s *jsScanner) nextSignificant(n int) byte {
	for i := s.pos + n; i < len(s.src); i++ {
		if c := s.src[i]; c != ' ' && c != '\t' {
			return c
		}
	}
	return 0
}

func (s *jsScanner) classify(w string, next byte) (chroma.TokenType, bool) {
	if s.afterDot {
		if next == '(' {
			return chroma.NameFunction, true
		}
		return chroma.NameOther, true
	}
	switch {
	case jsConstants[w]:
		return chroma.KeywordConstant, true
	case jsDeclarations[w]:
		return chroma.KeywordDeclaration, false
	case jsKeywords[w]:
		return chroma.Keyword, false
	case jsContextual[w] && (isIdentStart(next) || next == '{' || next == '\'' || next == '"' || next == '`' || next >= utf8.RuneSelf):
		if jsContextualFlow[w] {
			return chroma.Keyword, false
		}
		return chroma.KeywordReserved, false
	case s.typescript && tsTypes[w] && next != ':' && next != '(':
		return chroma.KeywordType, true
	case next == '(':
		return chroma.NameFunction, true
	case jsBuiltins[w]:
		return chroma.NameBuiltin, true
	case isConstantName(w):
		return chroma.NameConstant, true
	case w[0] >= 'A' && w[0] <= 'Z':
		return chroma.NameClass, true
	}
	return chroma.NameOther, true
}

// jsxElement scans <Tag attr="x" {...spread}>children</Tag>, fragments and
// self-closing tags.
func (s *jsScanner) jsxElement() {
	if s.depth >= maxJSNesting {
		s.operator()
		return
	}
	s.depth++
	defer func() { s.depth--; s.exprEnd = true; s.afterDot = false }()
	s.emit(chroma.Punctuation, 1)
	s.tagName()
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			s.whitespace()
		case c == '/' && s.peek(1) == '>':
			s.emit(chroma.Punctuation, 2)
			return
		case c == '>':
			s.emit(chroma.Punctuation, 1)
			s.jsxChildren()
			return
		case c == '{':
			s.jsxExpression()
		case c == '"' || c == '\'':
			end := strings.IndexByte(s.src[s.pos+1:], c)
			if end < 0 {
				end = len(s.src) - s.pos - 2
			}
			s.emit(chroma.LiteralString, end+2)
		case c == '=':
			s.emit(chroma.Operator, 1)
		case isIdentStart(c):
			s.emit(chroma.NameAttribute, s.jsxNameLen())
		default:
			s.emit(chroma.Text, 1)
		}
	}
}

// jsxChildren scans text, expressions and elements up to the closing tag.
func (s *jsScanner) jsxChildren() {
	for s.pos < len(s.src) {
		switch c := s.src[s.pos]; {
		case c == '<' && s.peek(1) == '/':
			s.emit(chroma.Punctuation, 2)
			s.tagName()
			for s.pos < len(s.src) && s.src[s.pos] != '>' {
				s.emit(chroma.Text, 1)
			}
			if s.pos < len(s.src) {
				s.emit(chroma.Punctuation, 1)
			}
			return
		case c == '<':
			s.jsxElement()
		case c == '{':
			s.jsxExpression()
		default:
			n := strings.IndexAny(s.src[s.pos:], "<{")
			if n < 0 {
				n = len(s.src) - s.pos
			}
			s.emit(chroma.Text, n)
		}
	}
}

func (s *jsScanner) jsxExpression() {
	s.emit(chroma.Punctuation, 1)
	s.nested(func() { s.code(true) })
	if s.pos < len(s.src) {
		s.emit(chroma.Punctuation, 1)
	}
}

func (s *jsScanner) tagName() {
	if n := s.jsxNameLen(); n > 0 {
		s.emit(chroma.NameTag, n)
	}
}

// jsxNameLen measures a tag or attribute name: identifiers joined by ".",
// ":" or "-" (Foo.Bar, xlink:href, aria-label).
func (s *jsScanner) jsxNameLen() int {
	i := s.pos
	for i < len(s.src) && (isIdentPart(s.src[i]) || s.src[i] == '.' || s.src[i] == ':' || s.src[i] == '-') {
		i++
	}
	return i - s.pos
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c == '#'
}

func isIdentPart(c byte) bool { return isIdentStart(c) || isDigit(c) }

// isConstantName reports an ALL_CAPS name (two characters or more).
func isConstantName(w string) bool {
	if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= 'a' && c <= 'z' {
			return false
		}
	}
	return true
}

func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

var (
	jsConstants    = wordSet("true false null undefined NaN Infinity this super")
	jsDeclarations = wordSet("var let const function class")
	jsKeywords     = wordSet(`if else for while do switch case default break continue return throw try catch
		finally new delete typeof instanceof void in yield await import export with debugger extends`)
	// Words that are keywords only in some places; they count as keywords
	// when a name, a string or a brace follows ("type Props =", "from 'x'").
	jsContextual = wordSet(`async of from as get set static type interface enum namespace module declare
		abstract implements private public protected readonly override satisfies keyof infer is unique
		asserts accessor global`)
	jsContextualFlow = wordSet("from as of")
	tsTypes          = wordSet("string number boolean any unknown never object symbol bigint")
	jsBuiltins       = wordSet(`console window document globalThis navigator Math JSON Object Array String Number
		Boolean Symbol Promise Map Set WeakMap WeakSet Date RegExp Error TypeError Intl Reflect Proxy
		require module exports process`)
)
