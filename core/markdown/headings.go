package markdown

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// assignHeadingID gives h its anchor id: the author's {#id} when written,
// else a github-slugger slug of its text. Every heading takes part in the
// de-duplication, h1 included, as in Docusaurus, even though an h1 shows
// no anchor: "# Intro" then "## Intro" gives "intro-1".
func (st *docState) assignHeadingID(h *ast.Heading, src []byte) {
	st.headings = append(st.headings, h)
	if id, ok := h.AttributeString("id"); ok {
		st.slugs.reserve(string(id.([]byte)))
		return
	}
	if id := st.slugs.slug(plainText(h, src)); id != "" {
		h.SetAttribute(attrID, []byte(id))
	}
}

// anchorID is the id a heading shows, or "" when it gets no anchor:
// h1 never does, nor a heading whose text gives an empty slug.
func anchorID(h *ast.Heading) string {
	if h.Level == 1 {
		return ""
	}
	id, _ := h.AttributeString("id")
	b, _ := id.([]byte)
	return string(b)
}

// plainText is the text of n without markup: what a reader sees, with
// escapes and entities resolved and raw HTML tags left out.
func plainText(n ast.Node, src []byte) string {
	var b bytes.Buffer
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch t := c.(type) {
		case *ast.Text:
			b.Write(resolveText(t.Segment.Value(src)))
			if t.SoftLineBreak() || t.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(t.Value)
		case *ast.CodeSpan:
			for ch := t.FirstChild(); ch != nil; ch = ch.NextSibling() {
				switch tx := ch.(type) {
				case *ast.Text:
					b.Write(tx.Segment.Value(src))
				case *ast.String:
					b.Write(tx.Value)
				}
			}
			return ast.WalkSkipChildren, nil
		case *ast.RawHTML:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// resolveText turns Markdown escapes and HTML entities into the characters
// they stand for ("\*" → "*", "&amp;" → "&").
func resolveText(v []byte) []byte {
	if bytes.IndexByte(v, '\\') < 0 && bytes.IndexByte(v, '&') < 0 {
		return v
	}
	return util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(v)))
}
