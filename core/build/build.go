package build

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"folio/core/bundle"
	"folio/core/config"
	"folio/core/route"
	"folio/plugins/sdk/pluginpb"
)

// Build runs the whole lifecycle once.
func Build(ctx context.Context, opts Options) (*Summary, error) {
	start := time.Now()
	st := &stages{log: opts.Log}
	sum := &Summary{}
	warn := func(msg string) {
		sum.Warnings = append(sum.Warnings, msg)
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, "warning: %s\n", msg)
		}
	}

	var site *config.Site
	var siteJSON []byte
	err := st.run("config", func() (err error) {
		if site, err = config.Load(opts.ConfigFile); err != nil {
			return err
		}
		siteJSON, err = site.ClientJSON()
		return err
	})
	if err != nil {
		return nil, err
	}
	final := opts.outDir(site.Dir)
	sum.OutDir = final

	var plugins []*runningPlugin
	defer func() { stopPlugins(plugins) }()
	if err := st.run("start plugins", func() (err error) {
		plugins, err = startPlugins(ctx, site, opts)
		return err
	}); err != nil {
		return nil, err
	}
	if err := st.run("load", func() error { return loadAll(ctx, plugins, site, siteJSON) }); err != nil {
		return nil, err
	}
	for _, p := range plugins {
		for _, w := range p.warnings {
			warn(w)
		}
		sum.Plugins = append(sum.Plugins, PluginSummary{Name: p.cfg.Name, PID: p.proc.PID, Routes: len(p.routes)})
	}

	var routes []route.Route
	var themes bundle.Themes
	if err := st.run("resolve routes", func() (err error) {
		if routes, err = resolveRoutes(site, plugins, warn); err != nil {
			return err
		}
		if themes, err = findThemes(site); err != nil {
			return err
		}
		return checkComponents(themes, plugins, routes)
	}); err != nil {
		return nil, err
	}
	sum.Routes = len(routes)

	tmp, err := tempOutDir(final)
	if err != nil {
		return nil, err
	}
	committed := false
	defer func() {
		if !committed {
			os.RemoveAll(tmp)
		}
	}()
	work, err := os.MkdirTemp("", "folio-build-")
	if err != nil {
		return nil, err
	}
	defer func() {
		if os.Getenv("FOLIO_KEEP_WORK") == "" {
			os.RemoveAll(work)
		}
	}()

	var bundled *bundle.Result
	serverFile := filepath.Join(work, "server.mjs")
	mdxCompiler := filepath.Join(filepath.Dir(themes.FallbackDir), "..", "tools", "mdx-compiler.mjs")
	if err := st.run("bundle", func() (err error) {
		data, err := json.Marshal(map[string]any{"siteConfig": json.RawMessage(siteJSON), "globalData": globalData(plugins)})
		if err != nil {
			return err
		}
		staticDone := make(chan error, 1)
		go func() { staticDone <- copyStatic(site, tmp) }()
		bundled, err = bundle.Build(bundle.Options{
			RootDir: site.Dir, Themes: themes, Components: components(routes), SiteJSON: data,
			OutDir: tmp, ServerFile: serverFile, BaseURL: site.BaseURL,
			Node: opts.Node, MDXCompiler: mdxCompiler,
		})
		if staticErr := <-staticDone; err == nil && staticErr != nil {
			err = fmt.Errorf("copying static files: %w", staticErr)
		}
		return err
	}); err != nil {
		return nil, err
	}

	var bodies []string
	if err := st.run("render", func() (err error) {
		bodies, err = emit(ctx, emitInput{site: site, routes: routes, shared: sharedData(plugins), bundled: bundled, outDir: tmp, server: serverFile, node: opts.Node})
		return err
	}); err != nil {
		return nil, err
	}

	if err := st.run("post-build", func() error { return postBuild(ctx, plugins, site, siteJSON, routes, tmp, warn) }); err != nil {
		return nil, err
	}
	if err := st.run("check", func() error { return checkLinks(site, routes, bodies, tmp, warn) }); err != nil {
		return nil, err
	}
	if err := st.run("commit", func() error { return commitOutput(tmp, final) }); err != nil {
		return nil, err
	}
	committed = true
	sum.Stages = st.times
	sum.Total = time.Since(start)
	return sum, nil
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
