// Package pages is the built-in plugin for stand-alone pages: React pages
// (site/pages/*.tsx) and Markdown pages (site/pages/*.md, *.mdx). The file's path
// under the pages folder is its route: index.tsx is "/", gallery.tsx is
// "/gallery", community/index.tsx is "/community/".
package pages

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"folio/core/markdown"
	"folio/plugins/sdk"
	"folio/plugins/sdk/pluginpb"
)

// Options is the plugin's [plugins.options] table.
type Options struct {
	// Path is the pages folder, relative to the site directory.
	Path string `json:"path"`
}

// Plugin implements sdk.Plugin.
type Plugin struct {
	md *markdown.Pipeline
}

// New returns the pages plugin.
func New() *Plugin { return &Plugin{md: markdown.New()} }

var _ sdk.Plugin = (*Plugin)(nil)

func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "pages", Version: "0.1.0", Components: []string{"MarkdownPage"}}, nil
}

func decodeOptions(raw []byte) (Options, error) {
	opts := Options{Path: "site/pages"}
	if len(raw) > 0 {
		dec := json.NewDecoder(strings.NewReader(string(raw)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&opts); err != nil {
			return opts, fmt.Errorf("options: %w", err)
		}
	}
	return opts, nil
}

var reactExtensions = map[string]bool{".tsx": true, ".jsx": true, ".ts": true, ".js": true}

func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	opts, err := decodeOptions(req.OptionsJson)
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
	return filepath.WalkDir(root, func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		// _partials and .hidden files are not pages.
		if file != root && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".")) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || ctx.Err() != nil {
			return ctx.Err()
		}
		rel, _ := filepath.Rel(root, file)
		ext := filepath.Ext(name)
		switch {
		case reactExtensions[ext] && !strings.HasSuffix(name, ".d.ts") && !strings.Contains(name, ".test."):
			return send.Route(&pluginpb.Route{
				Path:     routePath(rel),
				Module:   file,
				DataJson: []byte("{}"),
				Meta:     &pluginpb.RouteMeta{SourcePath: filepath.ToSlash(filepath.Join(opts.Path, rel))},
			})
		case ext == ".md" || ext == ".mdx":
			return p.markdownRoute(req.SiteDir, file, rel, send)
		}
		return nil
	})
}

func (p *Plugin) markdownRoute(siteDir, file, rel string, send sdk.Sender) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	display, _ := filepath.Rel(siteDir, file)
	doc, err := p.md.Parse(filepath.ToSlash(display), src)
	if err != nil {
		return err
	}
	r := &pluginpb.Route{
		Path:        routePath(rel),
		Component:   "MarkdownPage",
		DataJson:    sdk.MustJSON(map[string]string{"title": doc.Title, "description": doc.Description}),
		ContentHtml: doc.HTML,
		Meta:        &pluginpb.RouteMeta{Title: doc.Title, Description: doc.Description, SourcePath: filepath.ToSlash(display)},
	}
	// MDX is compiled by the core; the theme component receives it as a
	// component instead of HTML.
	if filepath.Ext(file) == ".mdx" {
		r.Module, r.ContentHtml = file, ""
	}
	return send.Route(r)
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

func (p *Plugin) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{}, nil
}
