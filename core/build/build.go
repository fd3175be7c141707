package build

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Build runs the whole lifecycle once and commits the output atomically.
func Build(ctx context.Context, opts Options) (*Summary, error) {
	s, err := Open(ctx, opts)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	return s.Build(ctx)
}

// checkComponents makes sure the theme provides every component the
// plugins declared and the routes use, naming the first route that needs
// a missing one.
func checkComponents(themes bundle.Themes, plugins []*runningPlugin, routes []route.Route) error {
	for _, p := range plugins {
		for _, c := range p.desc.GetComponents() {
			if _, err := themes.Resolve(c); err != nil {
				return fmt.Errorf("plugin %q needs %w", p.cfg.Name, err)
			}
		}
	}
	for _, r := range routes {
		if name, ok := strings.CutPrefix(r.Component, "theme:"); ok {
			if _, err := themes.Resolve(name); err != nil {
				return fmt.Errorf("route %s (plugin %s): %w", r.Path, r.Plugin, err)
			}
		} else if file, ok := strings.CutPrefix(r.Component, "module:"); ok {
			if _, err := os.Stat(file); err != nil {
				return fmt.Errorf("route %s (plugin %s): page module: %w", r.Path, r.Plugin, err)
			}
		} else if ref, ok := strings.CutPrefix(r.Component, "page:"); ok {
			name, file, _ := strings.Cut(ref, "|")
			if _, err := themes.Resolve(name); err != nil {
				return fmt.Errorf("route %s (plugin %s): %w", r.Path, r.Plugin, err)
			}
			if _, err := os.Stat(file); err != nil {
				return fmt.Errorf("route %s (plugin %s): page module: %w", r.Path, r.Plugin, err)
			}
		}
	}
	return nil
}

func globalData(ps []*runningPlugin) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for _, p := range ps {
		for k, v := range p.globals {
			out[k] = v
		}
	}
	return out
}

// globalJSON is every plugin's global data as one JSON object.
func globalJSON(ps []*runningPlugin) json.RawMessage {
	b, _ := json.Marshal(globalData(ps)) // raw messages from plugins, already JSON
	return b
}

func sharedData(ps []*runningPlugin) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for _, p := range ps {
		for k, v := range p.shared {
			out[k] = v
		}
	}
	return out
}

// postBuild runs every plugin's PostBuild in parallel.
func postBuild(ctx context.Context, ps []*runningPlugin, site *config.Site, siteJSON []byte, routes []route.Route, outDir string, warn func(string)) error {
	summaries := make([]*pluginpb.RouteSummary, len(routes))
	for i, r := range routes {
		summaries[i] = &pluginpb.RouteSummary{
			Path: r.Path,
			File: route.OutputFile(site.BaseURL, r.Path, site.TrailingSlash),
			Meta: &pluginpb.RouteMeta{Title: r.Meta.Title, Description: r.Meta.Description, Noindex: r.Meta.NoIndex, Sidebar: r.Meta.Sidebar, Unlisted: r.Meta.Unlisted, SourcePath: r.Meta.SourcePath},
		}
	}
	type result struct {
		res *pluginpb.PostBuildResponse
		err error
	}
	results := make([]result, len(ps))
	done := make(chan struct{})
	for i, p := range ps {
		go func() {
			defer func() { done <- struct{}{} }()
			res, err := p.proc.PostBuild(ctx, &pluginpb.PostBuildRequest{OutDir: outDir, Routes: summaries, SiteConfigJson: siteJSON, OptionsJson: p.options, SiteDir: site.Dir})
			results[i] = result{res, err}
		}()
	}
	for range ps {
		<-done
	}
	for i, r := range results {
		if r.err != nil {
			return r.err
		}
		for _, d := range r.res.GetDiagnostics() {
			msg := fmt.Sprintf("plugin %q: %s", ps[i].cfg.Name, d.Message)
			if d.Severity == pluginpb.Diagnostic_ERROR {
				return fmt.Errorf("%s", msg)
			}
			warn(msg)
		}
	}
	return nil
}
