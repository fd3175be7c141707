package build

import (
	"context"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/core/trace"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// postBuild runs every plugin's PostBuild in parallel. fingerprints are
// the routes' page fingerprints, by index: a plugin keeps what it derives
// from a page under its fingerprint and reads only the pages that changed.
// It returns the files the plugins wrote, relative to outDir.
func postBuild(ctx context.Context, ps []*runningPlugin, site *config.Site, siteJSON []byte, routes []route.Route, fingerprints []string, outDir string, warn func(*diag.Diagnostic)) (files []string, _ error) {
	summaries := make([]*pluginpb.RouteSummary, len(routes))
	for i, r := range routes {
		summaries[i] = &pluginpb.RouteSummary{
			Path:        r.Path,
			File:        r.File,
			Fingerprint: fingerprints[i],
			Meta:        &pluginpb.RouteMeta{Title: r.Meta.Title, Description: r.Meta.Description, Noindex: r.Meta.NoIndex, Sidebar: r.Meta.Sidebar, Unlisted: r.Meta.Unlisted, SourcePath: r.Meta.SourcePath},
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
			defer trace.Begin("plugin "+p.cfg.Name, "PostBuild").End()
			res, err := p.proc.PostBuild(ctx, &pluginpb.PostBuildRequest{OutDir: outDir, Routes: summaries, SiteConfigJson: siteJSON, OptionsJson: p.options, SiteDir: site.Dir})
			results[i] = result{res, err}
		}()
	}
	for range ps {
		<-done
	}
	var failed diag.List
	for i, r := range results {
		if r.err != nil {
			return nil, r.err
		}
		files = append(files, r.res.GetFiles()...)
		for _, pd := range r.res.GetDiagnostics() {
			if d := diag.FromProto(pd, ps[i].cfg.Name); d.Severity == diag.Error {
				failed = append(failed, d)
			} else {
				warn(d)
			}
		}
	}
	return files, failed.Err()
}

// lastFingerprints are the fingerprints of the last build's routes, by
// index, for a PostBuild run after the build (dev).
func (s *Session) lastFingerprints() []string {
	out := make([]string, len(s.lastRoutes))
	for i, r := range s.lastRoutes {
		out[i] = s.last[r.Path].fingerprint
	}
	return out
}
