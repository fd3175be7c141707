package bundle

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/folio-docs/folio/core/markdown"
)

// A site's component may write a code block itself, as Docusaurus's docs
// show: <CodeBlock language="jsx" title="x.js">{`code`}</CodeBlock>. Its
// code is highlighted here, at build time, like a Markdown fence's: the
// block gets the html attribute the theme's CodeBlock shows, so no
// highlighter ships to the browser. Only a literal language and a literal
// child (a string, or a template literal without ${}) can be highlighted
// ahead; any other block shows its code plain, as before.
var (
	codeBlockElement = regexp.MustCompile("(?s)<CodeBlock\\b([^>]*?)>\\s*\\{\\s*(`(?:[^`\\\\]|\\\\.)*`|\"(?:[^\"\\\\\\n]|\\\\.)*\")\\s*\\}\\s*</CodeBlock>")
	codeBlockLang    = regexp.MustCompile(`\blanguage\s*=\s*(?:"([^"]*)"|'([^']*)')`)
	codeBlockHTML    = regexp.MustCompile(`\bhtml\s*=`)
)

// highlightCodeBlocks returns src with the html attribute added to each
// <CodeBlock> it can highlight, or src itself when there is none.
func highlightCodeBlocks(src []byte, magic []markdown.MagicComment) (out []byte, changed bool) {
	if !bytes.Contains(src, []byte("<CodeBlock")) {
		return src, false
	}
	out = codeBlockElement.ReplaceAllFunc(src, func(m []byte) []byte {
		sub := codeBlockElement.FindSubmatchIndex(m)
		attrs, child := m[sub[2]:sub[3]], m[sub[4]:sub[5]]
		lang := codeBlockLang.FindSubmatch(attrs)
		if lang == nil || codeBlockHTML.Match(attrs) {
			return m
		}
		code, ok := literalText(child)
		if !ok {
			return m
		}
		name := string(lang[1]) + string(lang[2])
		html, _, _ := markdown.HighlightCode(name, strings.TrimSuffix(code, "\n"), magic)
		at := sub[3] // after the attributes, before ">"
		if at > 0 && m[at-1] == '/' {
			return m
		}
		changed = true
		with := append([]byte(nil), m[:at]...)
		with = append(with, " html="+jsString(html)...)
		return append(with, m[at:]...)
	})
	return out, changed
}

// literalText is the value of a JavaScript string or template literal
// with no substitution; ok is false for anything it cannot read exactly.
func literalText(lit []byte) (string, bool) {
	if lit[0] == '"' {
		var s string
		if json.Unmarshal(lit, &s) != nil {
			return "", false
		}
		return s, true
	}
	body := string(lit[1 : len(lit)-1])
	if strings.Contains(body, "${") {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		i++
		switch body[i] {
		case '`', '\\', '$', '{', '}', '\'', '"':
			b.WriteByte(body[i])
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		default:
			return "", false
		}
	}
	return b.String(), true
}

// setupCodeBlocks highlights the code blocks of the site's own
// JavaScript and TypeScript (not its node_modules), notes the <Head>
// children that are left out (headtags.go), and gives JSON namespaces
// every key (jsonimports.go).
func setupCodeBlocks(b api.PluginBuild, rootDir string, magic []markdown.MagicComment, heads *headWarnings) {
	loaders := map[string]api.Loader{".js": api.LoaderJSX, ".jsx": api.LoaderJSX, ".ts": api.LoaderTS, ".tsx": api.LoaderTSX}
	b.OnLoad(api.OnLoadOptions{Filter: `\.(js|jsx|ts|tsx)$`, Namespace: "file"}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		rel, err := filepath.Rel(rootDir, args.Path)
		if err != nil || strings.HasPrefix(rel, "..") || strings.Contains(args.Path, string(filepath.Separator)+"node_modules"+string(filepath.Separator)) {
			return api.OnLoadResult{}, nil
		}
		src, err := os.ReadFile(args.Path)
		if err != nil {
			return api.OnLoadResult{}, nil // esbuild reports it
		}
		heads.scan(args.Path, filepath.ToSlash(rel), src)
		out, changed := highlightCodeBlocks(src, magic)
		out, rewritten := rewriteJSONNamespaces(out, args.Path) // jsonimports.go
		if !changed && !rewritten {
			return api.OnLoadResult{}, nil
		}
		contents := string(out)
		return api.OnLoadResult{Contents: &contents, Loader: loaders[filepath.Ext(args.Path)], ResolveDir: filepath.Dir(args.Path)}, nil
	})
}
