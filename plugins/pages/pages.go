// Package pages is the built-in plugin for stand-alone pages: React pages
// (site/pages/*.tsx) and Markdown pages (site/pages/*.md, *.mdx). The file's path
// under the pages folder is its route: index.tsx is "/", gallery.tsx is
// "/gallery", community/index.tsx is "/community/".
package pages

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/plugins/internal/twin"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Options is the plugin's [plugins.options] table.
type Options struct {
	// Path is the pages folder, relative to the site directory.
	Path string `json:"path"`
}

// AssetsDir is where images and files that Markdown pages reference are
// copied, under the output directory.
const AssetsDir = "assets/pages"

// Plugin implements sdk.Plugin.
type Plugin struct {
	// assets are the files the last Load's Markdown pages reference;
	// PostBuild copies them into the output.
	assets mdpage.LastAssets
}

// New returns the pages plugin.
func New() *Plugin { return &Plugin{} }

var _ sdk.Plugin = (*Plugin)(nil)

// Describe declares the plugin reusable: a Load reads the pages folder,
// which it watches, and the files Markdown pages reference, which it
// watches too; PostBuild copies those files, reading no routes (it is
// sent none).
func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "pages", Version: "0.1.0", Components: []string{"MarkdownPage"}, Reusable: true, PostBuildWithoutRoutes: true}, nil
}

func decodeOptions(raw []byte) (Options, error) {
	opts := Options{Path: DefaultPath}
	if err := sdk.DecodeOptions(raw, &opts); err != nil {
		return opts, fmt.Errorf("options: %w", err)
	}
	return opts, nil
}

var reactExtensions = map[string]bool{".tsx": true, ".jsx": true, ".ts": true, ".js": true}

// Load sends a route per page. Markdown pages are parsed once every page
// is known, so that their relative links to other pages resolve.
func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	opts, err := decodeOptions(req.OptionsJson)
	if err != nil {
		return err
	}
	settings, err := mdpage.DecodeSettings(req.SiteConfigJson)
	if err != nil {
		return err
	}
	root := filepath.Join(req.SiteDir, opts.Path)
	if _, err := os.Stat(root); err != nil {
		return fmt.Errorf("pages folder %s: %w", opts.Path, err)
	}
	if err := send.Watch(root); err != nil {
		return err
	}
	files, err := pageFiles(ctx, root)
	if err != nil {
		return err
	}

	assets := mdpage.NewAssetTable(settings.BaseURL, AssetsDir)
	md := markdownPipeline(req.SiteDir, root, settings, files, assets)
	var routes []*pluginpb.Route
	var broken []mdpage.BrokenLink
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !isMarkdown(f.file) {
			routes = append(routes, &pluginpb.Route{
				Path:     routePath(f.rel),
				Module:   f.file,
				DataJson: []byte("{}"),
				Meta:     &pluginpb.RouteMeta{SourcePath: filepath.ToSlash(filepath.Join(opts.Path, f.rel))},
			})
			continue
		}
		r, doc, err := markdownRoute(md, settings, req.SiteDir, f)
		if err != nil {
			return err
		}
		for _, w := range doc.Warnings {
			if err := send.Report(w.Proto()); err != nil {
				return err
			}
		}
		for _, b := range doc.BrokenMarkdownLinks {
			broken = append(broken, mdpage.BrokenLink{File: r.Meta.SourcePath, Line: b.Line, Column: b.Column, URL: b.URL})
		}
		routes = append(routes, r)
	}
	warn := func(d *diag.Diagnostic) error { return send.Report(d.Proto()) }
	if err := mdpage.ReportBrokenLinks(settings.OnBrokenMarkdownLinks, broken, "a page in the pages folder", warn); err != nil {
		return err
	}
	p.assets.Set(assets)
	// A file a page references outside the folder (../../static/img/x.png)
	// is an input too: its hash is in the page's URL for it.
	if err := mdpage.WatchOutside(send, []string{root}, assets.Files()); err != nil {
		return err
	}
	twins := twin.FromSiteConfig(req.SiteConfigJson)
	for _, r := range routes {
		if isMarkdown(r.Meta.SourcePath) { // a React page has no Markdown to give
			r.Meta.Markdown = twins.For(twin.Page, r.Path, false)
		}
		if err := send.DigestedRoute(req, r); err != nil {
			return err
		}
	}
	return nil
}

// pageFile is a page's source: its absolute path and its path under the
// pages folder.
type pageFile struct {
	file, rel string
}

// pageFiles lists the pages under root in walk order: React modules and
// Markdown or MDX files. _partials and .hidden files are not pages, nor
// are type declarations and tests.
func pageFiles(ctx context.Context, root string) ([]pageFile, error) {
	var out []pageFile
	err := filepath.WalkDir(root, func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if skip, err := mdpage.SkipPartial(d); skip && file != root {
			return err
		}
		name := d.Name()
		if d.IsDir() || ctx.Err() != nil {
			return ctx.Err()
		}
		ext := filepath.Ext(name)
		isReact := reactExtensions[ext] && !strings.HasSuffix(name, ".d.ts") && !strings.Contains(name, ".test.")
		if isReact || isMarkdown(name) {
			rel, _ := filepath.Rel(root, file)
			out = append(out, pageFile{file: file, rel: rel})
		}
		return nil
	})
	return out, err
}

// routePath maps a file under the pages folder to its URL path.
func routePath(rel string) string {
	rel = filepath.ToSlash(rel)
	rel = strings.TrimSuffix(rel, filepath.Ext(rel))
	if rel == "index" {
		return "/"
	}
	if strings.HasSuffix(rel, "/index") {
		return "/" + strings.TrimSuffix(rel, "index")
	}
	return "/" + rel
}

// PostBuild copies the files Markdown pages reference into the output.
func (p *Plugin) PostBuild(_ context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	files, err := p.assets.CopyInto(req.OutDir)
	if err != nil {
		return nil, err
	}
	return &pluginpb.PostBuildResponse{Files: files}, nil
}

// DefaultPath is the pages folder when the options name none.
const DefaultPath = "site/pages"
