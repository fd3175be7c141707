// Package markdown is the Markdown pipeline plugins share, on goldmark:
// front matter, GitHub-flavoured Markdown, heading ids and the page title.
package markdown

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
)

// Document is a parsed Markdown file.
type Document struct {
	FrontMatter map[string]any
	// Title is the front matter's title, else the text of the first h1.
	Title string
	// Description is the front matter's description.
	Description string
	HTML        string
	Headings    []Heading
}

// Heading is one heading of the page, for tables of contents and anchors.
type Heading struct {
	Level int
	ID    string
	Text  string
}

// Pipeline converts Markdown to HTML. It is safe for concurrent use.
type Pipeline struct {
	md goldmark.Markdown
}

// New returns the shared pipeline. Raw HTML is allowed: content comes from
// the site's maintainers, as in every documentation framework.
func New() *Pipeline {
	return &Pipeline{md: goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(parser.WithAutoHeadingID()),
		goldmark.WithRendererOptions(html.WithUnsafe()),
	)}
}

// Parse reads front matter and renders the body. file names the source in
// errors.
func (p *Pipeline) Parse(file string, src []byte) (*Document, error) {
	fm, body, _ := splitFrontMatter(src)
	meta, err := parseFrontMatter(file, fm)
	if err != nil {
		return nil, err
	}
	doc := &Document{FrontMatter: meta}
	doc.Title, _ = meta["title"].(string)
	doc.Description, _ = meta["description"].(string)

	root := p.md.Parser().Parse(text.NewReader(body))
	doc.Headings = headings(root, body)
	if doc.Title == "" {
		for _, h := range doc.Headings {
			if h.Level == 1 {
				doc.Title = h.Text
				break
			}
		}
	}
	var out bytes.Buffer
	if err := p.md.Renderer().Render(&out, body, root); err != nil {
		return nil, fmt.Errorf("%s: rendering: %w", file, err)
	}
	doc.HTML = out.String()
	return doc, nil
}

func headings(root ast.Node, src []byte) []Heading {
	var out []Heading
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		h, ok := n.(*ast.Heading)
		if !entering || !ok {
			return ast.WalkContinue, nil
		}
		id, _ := h.AttributeString("id")
		idStr, _ := id.([]byte)
		out = append(out, Heading{Level: h.Level, ID: string(idStr), Text: plainText(h, src)})
		return ast.WalkSkipChildren, nil
	})
	return out
}

func plainText(n ast.Node, src []byte) string {
	var b bytes.Buffer
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch t := c.(type) {
		case *ast.Text:
			b.Write(t.Segment.Value(src))
			if t.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(t.Value)
		case *ast.CodeSpan:
			for ch := t.FirstChild(); ch != nil; ch = ch.NextSibling() {
				if tx, ok := ch.(*ast.Text); ok {
					b.Write(tx.Segment.Value(src))
				}
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}
