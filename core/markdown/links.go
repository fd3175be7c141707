package markdown

import (
	"bytes"
	"html"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// targetKind says what a link destination points at.
type targetKind int

const (
	targetURL      targetKind = iota // a URL or site path: left as written
	targetMarkdown                   // a relative .md/.mdx file: resolved to its route
	targetFile                       // a relative local file: published as an asset
)

var hasScheme = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)

// classifyTarget sorts a destination. Relative paths without an extension,
// or ending in .html, are URLs of pages, as in Docusaurus.
func classifyTarget(dest string, image bool) targetKind {
	if dest == "" || dest[0] == '#' || dest[0] == '/' || hasScheme.MatchString(dest) {
		return targetURL
	}
	p, _ := splitSuffix(dest)
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".mdx":
		if !image {
			return targetMarkdown
		}
	case "", ".html", ".htm":
		if !image {
			return targetURL
		}
	}
	return targetFile
}

// splitSuffix cuts "a/b.png?v=2#x" into "a/b.png" and "?v=2#x".
func splitSuffix(dest string) (p, suffix string) {
	if i := strings.IndexAny(dest, "?#"); i >= 0 {
		return dest[:i], dest[i:]
	}
	return dest, ""
}

func (st *docState) visitLink(n *ast.Link) {
	dest := string(n.Destination)
	line := st.lines.line(nodeOffset(n))
	switch classifyTarget(dest, false) {
	case targetMarkdown:
		if st.opts.ResolveLink == nil {
			break
		}
		target, ok := st.opts.ResolveLink(st.file, dest)
		if !ok {
			// goldmark gives a link no position of its own: the caret goes
			// on the destination as written, searched from the node's block.
			off := nodeOffset(n)
			if off >= 0 {
				if i := bytes.Index(st.lines.body[off:], n.Destination); i >= 0 {
					off += i
				}
			}
			l, col := st.lines.position(off)
			st.broken = append(st.broken, Link{URL: dest, Line: l, Column: col})
			return
		}
		n.Destination = []byte(keepFragment(target, dest))
	case targetFile:
		n.Destination = []byte(st.publishAsset(dest, nodeOffset(n)))
	}
	st.links = append(st.links, Link{URL: string(n.Destination), Line: line})
}

// keepFragment carries the "#anchor" of the link as written over to the
// resolved URL, unless the resolver already put one there.
func keepFragment(resolved, written string) string {
	if strings.Contains(resolved, "#") {
		return resolved
	}
	if i := strings.IndexByte(written, '#'); i >= 0 {
		return resolved + written[i:]
	}
	return resolved
}

func (st *docState) visitImage(n *ast.Image) {
	dest := string(n.Destination)
	var file string
	switch {
	case classifyTarget(dest, true) == targetFile:
		n.Destination = []byte(st.publishAsset(dest, nodeOffset(n)))
		file = filepath.Join(st.dir, filepath.FromSlash(unescapedPath(dest)))
	case strings.HasPrefix(dest, "/") && !strings.HasPrefix(dest, "//"):
		file = st.staticImage(unescapedPath(dest))
	}
	// The image's own size, so that its box is reserved before it loads.
	if file == "" {
		return
	}
	if w, h, ok := ImageSize(file); ok && w > 0 && h > 0 {
		n.SetAttributeString("width", []byte(strconv.Itoa(w)))
		n.SetAttributeString("height", []byte(strconv.Itoa(h)))
	}
}

// staticImage is the file a site path such as "/img/a.png" names in the
// site's static folders, or "". Each folder's candidate up to the one
// found is an input of the page (Document.ReadFiles, Options.ReadFile):
// the HTML holds the image's size, and a file that appears in an earlier
// folder would take the place of the one found.
func (st *docState) staticImage(p string) string {
	for _, dir := range st.opts.StaticDirs {
		f := filepath.Join(dir, filepath.FromSlash(p))
		if !st.seen["read:"+f] {
			st.seen["read:"+f] = true
			st.readFiles = append(st.readFiles, f)
			if st.opts.ReadFile != nil {
				st.opts.ReadFile(f)
			}
		}
		if _, err := os.Stat(f); err == nil {
			return f
		}
	}
	return ""
}

// unescapedPath is dest without its "?query#fragment", %-escapes decoded.
func unescapedPath(dest string) string {
	rel, _ := splitSuffix(dest)
	if unescaped, err := url.PathUnescape(rel); err == nil {
		rel = unescaped
	}
	return rel
}

// publishAsset lists the local file dest points at and returns the URL to
// write instead. A missing file is a warning: the page still renders.
func (st *docState) publishAsset(dest string, offset int) string {
	rel, suffix := splitSuffix(dest)
	if unescaped, err := url.PathUnescape(rel); err == nil {
		rel = unescaped
	}
	abs := filepath.Join(st.dir, filepath.FromSlash(rel))
	if _, err := os.Stat(abs); err != nil {
		st.warn(offset, `The file "`+dest+`" does not exist (looked for `+abs+`).`)
		if st.opts.MissingAsset != nil {
			st.opts.MissingAsset(abs)
		}
		return dest
	}
	st.addAsset(abs)
	if st.opts.AssetURL == nil {
		return dest
	}
	return st.opts.AssetURL(abs) + suffix
}

func (st *docState) visitAutoLink(n *ast.AutoLink, src []byte) {
	u := string(n.URL(src))
	if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(u), "mailto:") {
		u = "mailto:" + u
	}
	st.links = append(st.links, Link{URL: u, Line: st.lines.line(nodeOffset(n))})
}

var rawAnchorHref = regexp.MustCompile(`(?i)<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)

// visitRawHTML records the hrefs of <a> tags written as HTML. Each
// segment is one line of the source.
func (st *docState) visitRawHTML(segments *text.Segments, src []byte) {
	for i := 0; i < segments.Len(); i++ {
		seg := segments.At(i)
		text := src[seg.Start:seg.Stop]
		for _, m := range rawAnchorHref.FindAllSubmatchIndex(text, -1) {
			href := ""
			for g := 2; g < len(m); g += 2 {
				if m[g] >= 0 {
					href = string(text[m[g]:m[g+1]])
				}
			}
			st.links = append(st.links, Link{URL: html.UnescapeString(href), Line: st.lines.line(seg.Start + m[0])})
		}
	}
}

// nodeOffset is the source offset of an inline node, or of the block
// holding it when goldmark recorded no position.
func nodeOffset(n ast.Node) int {
	if p := n.Pos(); p >= 0 {
		return p
	}
	for b := n; b != nil; b = b.Parent() {
		if b.Type() == ast.TypeBlock && b.Lines().Len() > 0 {
			return b.Lines().At(0).Start
		}
	}
	return -1
}
