package pages

import (
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

func isMarkdown(name string) bool {
	ext := filepath.Ext(name)
	return ext == ".md" || ext == ".mdx"
}

// markdownPipeline renders Markdown pages as docs are rendered: a relative
// link to another Markdown page becomes its URL, a file a page references
// is published under assets/pages, and the table of contents follows the
// site's heading levels.
func markdownPipeline(siteDir, root string, settings mdpage.Settings, files []pageFile, assets *mdpage.AssetTable) *markdown.Pipeline {
	links := &mdpage.FileLinks{SiteDir: siteDir, Root: root, URLs: map[string]string{}}
	for _, f := range files {
		if isMarkdown(f.file) {
			links.URLs[f.file] = settings.URL(routePath(f.rel))
		}
	}
	toc := settings.ThemeConfig.TableOfContents
	return markdown.NewWithOptions(markdown.Options{
		TOCMinLevel:   toc.MinHeadingLevel,
		TOCMaxLevel:   toc.MaxHeadingLevel,
		MagicComments: settings.ThemeConfig.CodeBlock.MagicComments,
		ResolveLink:   links.Resolve,
		AssetURL:      assets.URL,
		MissingAsset:  assets.Missing,
		ReadFile:      assets.Read,
		SiteDir:       siteDir,
		WarnMDXSyntax: settings.WarnMDXSyntax(),
		StaticDirs:    settings.StaticDirs(siteDir),
	})
}

// markdownPageData is what the theme's MarkdownPage receives.
type markdownPageData struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	// TOC is the page's table of contents, as DocPage receives a doc's.
	TOC     []mdpage.TOCItem `json:"toc"`
	HideTOC bool             `json:"hideTOC,omitempty"`
}

// markdownRoute parses a Markdown or MDX page into its route; the parsed
// document carries the warnings and broken links for Load to report.
func markdownRoute(md *markdown.Pipeline, settings mdpage.Settings, siteDir string, f pageFile) (*pluginpb.Route, *markdown.Document, error) {
	src, err := os.ReadFile(f.file)
	if err != nil {
		return nil, nil, err
	}
	display, _ := filepath.Rel(siteDir, f.file)
	display = filepath.ToSlash(display)
	doc, err := md.Parse(display, src)
	if err != nil {
		return nil, nil, err
	}
	r := &pluginpb.Route{
		Path:      routePath(f.rel),
		Component: "MarkdownPage",
		DataJson: sdk.MustJSON(markdownPageData{
			Title: doc.Title, Description: doc.Description, TOC: mdpage.TOC(doc.TOC), HideTOC: doc.HideTOC,
		}),
		ContentHtml: doc.HTML,
		Meta:        &pluginpb.RouteMeta{Title: doc.Title, Description: doc.Description, SourcePath: display},
	}
	// MDX is compiled by the core; the theme component receives it as a
	// component instead of HTML.
	if settings.IsMDX(f.file) {
		r.Module, r.ContentHtml = f.file, ""
	}
	return r, doc, nil
}
