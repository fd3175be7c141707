package bundle

import (
	"bytes"
	"regexp"
)

// JSON module namespaces with every key, as webpack (and so Docusaurus)
// gives them. Under webpack, `(await import('./codes.json'))['0']` and
// `import * as ns from './x.json'; ns['my-key']` read the file's keys. An
// ES module's namespace can only name identifier exports at the client's
// target (ES2020: string export names came in ES2022), so esbuild's JSON
// namespace has `default` and the identifier keys, and the rest read as
// undefined: the Lexical website's error page found no error code.
//
// The site's own code is rewritten where it takes a JSON file's namespace,
// on the same line so that positions in messages and source maps hold:
//
//	import('./x.json')            → import('./x.json').then(ns)
//	import * as n from './x.json' → import * as n$json from './x.json'; const n = ns(n$json);
//
// where ns makes a namespace-like object (no prototype, toStringTag
// "Module") with every top-level key of the file and `default`. Named
// imports (`import {a} from './x.json'`) and default imports are left to
// esbuild, which keeps tree-shaking the keys they do not use.
// jsonNamespace is that function, written once per rewrite so that a file
// needs no extra import (which would make a CommonJS file a module).
const jsonNamespace = `(function(n){var o=Object.create(null),d=n.default;` +
	`if(d!==null&&typeof d=="object")Object.assign(o,d);Object.assign(o,n);` +
	`Object.defineProperty(o,Symbol.toStringTag,{value:"Module"});return o})`

var (
	// The rest of `import(` with one string literal naming a .json file,
	// and optional import attributes ({ with: { type: 'json' } }).
	dynamicJSONImport = regexp.MustCompile(`^\(\s*(?:"[^"\n]*\.json"|'[^'\n]*\.json')\s*(?:,\s*\{[^()]*\}\s*)?,?\s*\)`)
	// The rest of `import` in `import * as name from "x.json"`.
	namespaceJSONImport = regexp.MustCompile(`^\s*\*\s*as\s+([\p{L}_$][\p{L}\p{N}_$]*)\s+from\s*(?:"[^"\n]*\.json"|'[^'\n]*\.json')(?:\s*(?:with|assert)\s*\{[^{}]*\})?(?:[ \t]*;)?`)
)

// rewriteJSONNamespaces returns src with each import of a JSON file's
// namespace rewritten as above, or src itself when there is none.
//
// It reads the code as JavaScript far enough not to touch what is not
// code: comments, strings, template literals, regular expressions, and
// JSX text (an `import(` after `>` is taken as text, so a page that shows
// the call in a <code> element keeps it as written).
func rewriteJSONNamespaces(src []byte) ([]byte, bool) {
	if !bytes.Contains(src, []byte(".json")) || !bytes.Contains(src, []byte("import")) {
		return src, false
	}
	var out []byte
	last := 0 // src[:last] is in out (when out is not nil)
	s := jsScanner{src: src}
	for s.next() {
		if s.word != "import" {
			continue
		}
		at := s.i // just after "import"
		if m := dynamicJSONImport.FindIndex(src[at:]); m != nil && s.expressionMayStart() && !typeReference(src[at+m[1]:]) {
			end := at + m[1]
			out = append(append(out, src[last:end]...), ".then("+jsonNamespace+")"...)
			last, s.i = end, end
		} else if m := namespaceJSONImport.FindSubmatchIndex(src[at:]); m != nil && s.statementMayStart() {
			name, end := src[at+m[2]:at+m[3]], at+m[1]
			out = append(append(append(out, src[last:at+m[3]]...), "$json"...), src[at+m[3]:end]...)
			if src[end-1] != ';' {
				out = append(out, ';')
			}
			out = append(out, " const "+string(name)+" = "+jsonNamespace+"("+string(name)+"$json);"...)
			last, s.i = end, end
		}
	}
	if out == nil {
		return src, false
	}
	return append(out, src[last:]...), true
}

// jsScanner walks JavaScript source word by word, stepping over
// comments, strings, template literals and regular expressions. It is a
// reader for finding import forms, not a parser: a quote in JSX text
// starts a "string" that ends at the line's end, which costs nothing
// but a missed rewrite on that line.
type jsScanner struct {
	src  []byte
	i    int
	word string // the identifier just read
	// prev is the last significant byte before word, prevWord the
	// identifier before it when prev ends one (0 at the file's start).
	prev     byte
	prevWord string
	// braces counts the open { of each template literal's ${ }, innermost
	// last: a } that closes one resumes the template.
	braces []int
	last   byte   // the last significant byte read
	lastW  string // the last identifier read
}

// next advances to the next identifier; false at the end.
func (s *jsScanner) next() bool {
	src := s.src
	for s.i < len(src) {
		c := src[s.i]
		switch {
		case isSpace(c):
			s.i++
		case c == '/' && s.i+1 < len(src) && src[s.i+1] == '/':
			for s.i < len(src) && src[s.i] != '\n' {
				s.i++
			}
		case c == '/' && s.i+1 < len(src) && src[s.i+1] == '*':
			end := bytes.Index(src[s.i+2:], []byte("*/"))
			if end < 0 {
				s.i = len(src)
			} else {
				s.i += 2 + end + 2
			}
		case c == '"' || c == '\'':
			s.skipQuoted(c)
			s.mark(c, "")
		case c == '`':
			s.i++
			s.skipTemplate()
			s.mark('`', "")
		case c == '/' && s.regexMayStart():
			s.skipRegexp()
			s.mark('/', "")
		case c == '{':
			if n := len(s.braces); n > 0 {
				s.braces[n-1]++
			}
			s.i++
			s.mark(c, "")
		case c == '}':
			s.i++
			if n := len(s.braces); n > 0 {
				if s.braces[n-1] == 0 {
					s.braces = s.braces[:n-1]
					s.skipTemplate()
					s.mark('`', "")
					continue
				}
				s.braces[n-1]--
			}
			s.mark(c, "")
		case isIdentByte(c):
			start := s.i
			for s.i < len(src) && isIdentByte(src[s.i]) {
				s.i++
			}
			s.prev, s.prevWord = s.last, s.lastW
			s.word = string(src[start:s.i])
			s.mark(src[s.i-1], s.word)
			return true
		default:
			s.i++
			s.mark(c, "")
		}
	}
	return false
}

func (s *jsScanner) mark(c byte, word string) { s.last, s.lastW = c, word }

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// skipQuoted steps over a string; a line's end closes it too (JSX text).
func (s *jsScanner) skipQuoted(q byte) {
	for s.i++; s.i < len(s.src); s.i++ {
		switch s.src[s.i] {
		case '\\':
			s.i++
		case q:
			s.i++
			return
		case '\n':
			return
		}
	}
}

// skipTemplate steps over a template literal's text, from inside it, up
// to its closing backtick or into a ${ } (whose } brings it back).
func (s *jsScanner) skipTemplate() {
	for ; s.i < len(s.src); s.i++ {
		switch s.src[s.i] {
		case '\\':
			s.i++
		case '`':
			s.i++
			return
		case '$':
			if s.i+1 < len(s.src) && s.src[s.i+1] == '{' {
				s.i += 2
				s.braces = append(s.braces, 0)
				return
			}
		}
	}
}

func (s *jsScanner) skipRegexp() {
	class := false
	for s.i++; s.i < len(s.src); s.i++ {
		switch s.src[s.i] {
		case '\\':
			s.i++
		case '[':
			class = true
		case ']':
			class = false
		case '\n':
			return
		case '/':
			if !class {
				s.i++
				return
			}
		}
	}
}

// regexMayStart: a / after an operand is division, elsewhere a regexp.
func (s *jsScanner) regexMayStart() bool {
	switch {
	case s.lastW != "":
		return operatorWords[s.lastW]
	case s.last == ')' || s.last == ']' || s.last == '}' || s.last == '"' || s.last == '\'' || s.last == '`':
		return false
	}
	return true
}

// operatorWords are the keywords after which an expression starts.
var operatorWords = map[string]bool{
	"return": true, "await": true, "void": true, "typeof": true, "yield": true, "case": true,
	"throw": true, "in": true, "of": true, "else": true, "do": true, "delete": true, "instanceof": true,
}

// expressionMayStart tells whether the word just read is where an
// expression may start: `import(` there is a call, not a method or JSX text.
func (s *jsScanner) expressionMayStart() bool {
	switch {
	case s.prevWord == "typeof": // TypeScript's typeof import('x.json'), a type
		return false
	case s.prevWord != "" && operatorWords[s.prevWord]:
		return true
	case s.prev == '>': // an arrow's body; after a JSX tag it is text
		at := s.wordStart()
		for at > 0 && isSpace(s.src[at-1]) {
			at--
		}
		return at >= 2 && s.src[at-2] == '='
	case s.prev == '.': // a method named import
		return false
	case s.newlineBefore(): // a statement of its own
		return true
	case s.prevWord != "":
		return false
	}
	switch s.prev {
	case 0, '(', ',', '=', ':', '?', '[', '{', '}', ';', '!', '&', '|', '+', '-', '*', '%', '~', '^':
		return true
	}
	return false
}

// statementMayStart tells whether the word just read starts a statement,
// as an import declaration does: at the top of the file, after ; or },
// or on a line of its own.
func (s *jsScanner) statementMayStart() bool {
	return s.prev == 0 || s.prev == ';' || s.prev == '}' || s.prev != '.' && s.newlineBefore()
}

// typeReference tells whether what follows an import('x.json') makes it a
// TypeScript type (import('./x.json').Shape); a promise's own members
// (.then, .catch, .finally) make it a value.
func typeReference(after []byte) bool {
	after = bytes.TrimLeft(after, " \t\r\n")
	if len(after) == 0 || after[0] != '.' {
		return false
	}
	member := bytes.TrimLeft(after[1:], " \t\r\n")
	for _, m := range []string{"then", "catch", "finally"} {
		if bytes.HasPrefix(member, []byte(m)) && (len(member) == len(m) || !isIdentByte(member[len(m)])) {
			return false
		}
	}
	return true
}

func (s *jsScanner) wordStart() int { return s.i - len(s.word) }

// newlineBefore tells whether only spaces and a line break stand between
// the word just read and what precedes it.
func (s *jsScanner) newlineBefore() bool {
	for at := s.wordStart(); at > 0 && isSpace(s.src[at-1]); at-- {
		if s.src[at-1] == '\n' {
			return true
		}
	}
	return false
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
