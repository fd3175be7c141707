package bundle

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/alecthomas/chroma/v2"

	"github.com/folio-docs/folio/core/jsscan"
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

// rewriteJSONNamespaces returns src, the source of the file at path, with
// each import of a JSON file's namespace rewritten as above, or src itself
// when there is none. It finds the imports among jsscan's tokens, so an
// `import(` in a comment, a string, a template literal, a regular
// expression or JSX text (a page that shows the call in a <code> element)
// stays as written.
func rewriteJSONNamespaces(src []byte, path string) ([]byte, bool) {
	if !bytes.Contains(src, []byte(".json")) || !bytes.Contains(src, []byte("import")) {
		return src, false
	}
	ext := filepath.Ext(path)
	// .js may hold JSX, as under Docusaurus; .ts may not (<T>x is a cast).
	tokens := jsscan.Tokens(string(src), ext != ".ts", ext == ".ts" || ext == ".tsx")
	var out []byte
	last := 0  // src[:last] is in out (when out is not nil)
	prev := "" // the last token that is neither space nor comment
	for at, i := 0, 0; i < len(tokens); i++ {
		t := tokens[i]
		start := at
		at += len(t.Value)
		if t.Type == chroma.Keyword && t.Value == "import" && start >= last {
			rest := src[at:]
			if m := dynamicJSONImport.FindIndex(rest); m != nil && prev != "typeof" && !typeReference(rest[m[1]:]) {
				// typeof import('x.json') and import('x.json').Shape are
				// TypeScript types, not calls.
				end := at + m[1]
				out = append(append(out, src[last:end]...), ".then("+jsonNamespace+")"...)
				last = end
			} else if m := namespaceJSONImport.FindSubmatchIndex(rest); m != nil {
				name, end := rest[m[2]:m[3]], at+m[1]
				out = append(append(append(out, src[last:at+m[3]]...), "$json"...), src[at+m[3]:end]...)
				if src[end-1] != ';' {
					out = append(out, ';')
				}
				out = append(out, " const "+string(name)+" = "+jsonNamespace+"("+string(name)+"$json);"...)
				last = end
			}
		}
		if t.Type.Category() != chroma.Comment && strings.TrimSpace(t.Value) != "" {
			prev = t.Value
		}
	}
	if out == nil {
		return src, false
	}
	return append(out, src[last:]...), true
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

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
