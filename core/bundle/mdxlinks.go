package bundle

import (
	"path/filepath"
	"regexp"
	"strings"
)

// markdownLink finds Markdown links to .md/.mdx files: "](path.md#anchor)".
var markdownLink = regexp.MustCompile(`\]\(([^)\s#?]+\.mdx?)([#?][^)\s]*)?\)`)

// resolveMDXLinks points relative links to .md/.mdx files at the pages
// built from those files (route: a source file's page URL), as
// core/markdown does for .md pages. Links in code fences are not touched
// (prepareMDX has turned fences into <CodeBlock> expressions, where a "]("
// sequence is inside a string). An unknown target is left as written; the
// build's link check reports it.
func resolveMDXLinks(src []byte, file string, route func(source string) (string, bool)) []byte {
	dir := filepath.Dir(file)
	lines := strings.Split(string(src), "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "<CodeBlock ") {
			continue
		}
		lines[i] = markdownLink.ReplaceAllStringFunc(l, func(m string) string {
			sub := markdownLink.FindStringSubmatch(m)
			target := sub[1]
			if strings.Contains(target, "://") {
				return m
			}
			abs := filepath.Join(dir, filepath.FromSlash(target))
			if url, ok := route(abs); ok {
				return "](" + url + sub[2] + ")"
			}
			return m
		})
	}
	return []byte(strings.Join(lines, "\n"))
}
