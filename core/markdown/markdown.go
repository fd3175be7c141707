// Package markdown is the Markdown pipeline plugins share, on goldmark:
// front matter, GitHub-flavoured Markdown, heading ids and the table of
// contents, admonitions, code highlighted at build time, and link and
// asset resolution. docs/content.md describes the syntax for authors.
package markdown

import (
	"bufio"
	"bytes"
	"fmt"
	"path/filepath"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/folio-docs/folio/core/diag"
)

// Options configure a Pipeline. The zero value is valid.
type Options struct {
	// TOCMinLevel and TOCMaxLevel bound the headings in the table of
	// contents, from 2 to 6; 0 means the default, 2 and 3. A page's front
	// matter (toc_min_heading_level, toc_max_heading_level) overrides them.
	TOCMinLevel, TOCMaxLevel int
	// ResolveLink maps a relative link to a .md/.mdx file, as written
	// ("../concepts/nodes.md#x", relative to fromFile), to the URL of its
	// route. The link's "#anchor" is appended to the URL unless the URL
	// already has one. ok=false records a BrokenMarkdownLink; whether that
	// fails the build is the caller's choice (onBrokenMarkdownLinks).
	// nil leaves such links as written.
	ResolveLink func(fromFile, target string) (url string, ok bool)
	// AssetURL returns the public URL of a local file a page references
	// (an image, a download), given its absolute path. nil leaves the
	// reference as written.
	AssetURL func(absPath string) string
	// MissingAsset is told the absolute path of each local file a page
	// references that does not exist (the page gets a warning and keeps
	// the reference as written): a plugin watches it, as the page changes
	// when it appears. nil tells no one.
	MissingAsset func(absPath string)
	// StaticDirs are the site's static folders (absolute paths): an image
	// at "/img/a.png" takes its width and height from the file found
	// there, as a relative one does from the file beside the page.
	StaticDirs []string
	// ReadFile is told each file outside the page that its HTML depends on
	// without publishing it (a static image whose size it holds), found or
	// not: a plugin watches it. nil tells no one.
	ReadFile func(absPath string)
	// SiteDir is the directory that relative file names given to Parse are
	// relative to, for finding assets; empty means the working directory.
	SiteDir string
	// WarnMDXSyntax: the site reads .md files as CommonMark (markdown.format
	// "detect" or "md"), so an import, export or JSX in one is printed as
	// text; the page gets a warning at its first such line.
	WarnMDXSyntax bool
	// MagicComments are the code comments that mark lines
	// (// highlight-next-line…); nil means DefaultMagicComments, an
	// empty list none.
	MagicComments []MagicComment
}

// Pipeline converts Markdown files to Documents. It is safe for
// concurrent use: one Pipeline serves every goroutine of a plugin.
type Pipeline struct {
	md     goldmark.Markdown
	opts   Options
	optErr error
}

// New returns a pipeline with default options.
func New() *Pipeline { return NewWithOptions(Options{}) }

// NewWithOptions returns a pipeline. Invalid options are reported by
// every Parse call, naming the option.
func NewWithOptions(o Options) *Pipeline {
	if o.TOCMinLevel == 0 {
		o.TOCMinLevel = defaultTOCMinLevel
	}
	if o.TOCMaxLevel == 0 {
		o.TOCMaxLevel = defaultTOCMaxLevel
	}
	if o.MagicComments == nil {
		o.MagicComments = DefaultMagicComments
	}
	p := &Pipeline{opts: o, md: newGoldmark(o.MagicComments)}
	if err := validateTOCLevels(o.TOCMinLevel, o.TOCMaxLevel); err != nil {
		p.optErr = fmt.Errorf("markdown options: %w", err)
	}
	return p
}

// newGoldmark assembles goldmark with our block parsers, transformers and
// renderers. Raw HTML is allowed: content comes from the site's
// maintainers, as in every documentation framework.
func newGoldmark(magic []MagicComment) goldmark.Markdown {
	blocks := []util.PrioritizedValue{
		// goldmark's defaults and priorities, with the two heading parsers
		// wrapped to read {#id}.
		util.Prioritized(explicitIDParser{parser.NewSetextHeadingParser()}, 100),
		util.Prioritized(parser.NewThematicBreakParser(), 200),
		util.Prioritized(parser.NewListParser(), 300),
		util.Prioritized(parser.NewListItemParser(), 400),
		util.Prioritized(parser.NewCodeBlockParser(), 500),
		util.Prioritized(explicitIDParser{parser.NewATXHeadingParser()}, 600),
		util.Prioritized(parser.NewFencedCodeBlockParser(), 700),
		util.Prioritized(admonitionParser{}, 750),
		util.Prioritized(parser.NewBlockquoteParser(), 800),
		util.Prioritized(parser.NewHTMLBlockParser(), 900),
		util.Prioritized(parser.NewParagraphParser(), 1000),
	}
	return goldmark.New(
		goldmark.WithParser(parser.NewParser(
			parser.WithBlockParsers(blocks...),
			parser.WithInlineParsers(parser.DefaultInlineParsers()...),
			parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
			parser.WithASTTransformers(util.Prioritized(documentScan{}, 1000)),
		)),
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithRendererOptions(
			html.WithUnsafe(),
			renderer.WithNodeRenderers(
				util.Prioritized(headingRenderer{}, 100),
				util.Prioritized(admonitionRenderer{}, 100),
				util.Prioritized(codeBlockRenderer{magic: magic}, 100),
			),
		),
	)
}

// Parse reads front matter and renders the body. file names the source in
// errors and warnings, and is the base for relative links and assets.
func (p *Pipeline) Parse(file string, src []byte) (*Document, error) {
	if p.optErr != nil {
		return nil, p.optErr
	}
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	if err := foreignFrontMatter(file, src); err != nil {
		return nil, err
	}
	fm, body, bodyLine := splitFrontMatter(src)
	meta, page, err := parseFrontMatter(file, fm)
	if err != nil {
		return nil, err
	}
	st := &docState{
		file:  file,
		dir:   p.fileDir(file),
		lines: newLineIndex(body, bodyLine),
		opts:  &p.opts,
		slugs: newSlugger(),
		seen:  map[string]bool{},
	}
	pc := parser.NewContext()
	pc.Set(docStateKey, st)
	root := p.md.Parser().Parse(text.NewReader(body), parser.WithContext(pc))

	var out bytes.Buffer
	out.Grow(len(body) * 2)
	if err := p.md.Renderer().Render(&out, body, root); err != nil {
		return nil, fmt.Errorf("%s: rendering: %w", file, err)
	}
	doc := &Document{
		FrontMatter:         meta,
		Title:               page.title,
		Description:         page.description,
		HTML:                out.String(),
		HideTOC:             page.hideTOC,
		Links:               st.links,
		BrokenMarkdownLinks: st.broken,
		Assets:              st.assets,
		ReadFiles:           st.readFiles,
		Warnings:            st.warnings,
	}
	doc.Headings, err = p.headings(st.headings, body)
	if err != nil {
		return nil, fmt.Errorf("%s: rendering: %w", file, err)
	}
	if doc.Description == "" {
		doc.Description = firstLineExcerpt(body)
	}
	if doc.Title == "" {
		for _, h := range doc.Headings {
			if h.Level == 1 {
				doc.Title = h.Text
				break
			}
		}
	}
	lo, hi := tocLevels(&p.opts, page)
	doc.TOC = buildTOC(doc.Headings, lo, hi)
	if p.opts.WarnMDXSyntax && filepath.Ext(file) == ".md" {
		if line, col, what, found := mdxSyntax(body, bodyLine); found {
			doc.Warnings = append(doc.Warnings, diag.Warnf(file, line, col,
				"%s in a .md file, which this site reads as CommonMark: it is shown as text. Set markdown.format = \"mdx\" in site.toml to compile .md files as MDX, as Docusaurus 3 does, or rename the file to .mdx", what))
		}
	}
	return doc, nil
}

// headings describes each heading, rendering its inline content alone
// for the table of contents.
func (p *Pipeline) headings(nodes []*ast.Heading, src []byte) ([]Heading, error) {
	out := make([]Heading, 0, len(nodes))
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	for _, h := range nodes {
		buf.Reset()
		for c := h.FirstChild(); c != nil; c = c.NextSibling() {
			if err := p.md.Renderer().Render(w, src, c); err != nil {
				return nil, err
			}
		}
		out = append(out, Heading{Level: h.Level, ID: anchorID(h), Text: plainText(h, src), HTML: buf.String()})
	}
	return out, nil
}

// fileDir is the absolute directory of a file given to Parse.
func (p *Pipeline) fileDir(file string) string {
	dir := filepath.Dir(filepath.FromSlash(file))
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(p.opts.SiteDir, dir)
	}
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}
