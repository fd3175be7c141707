package build

import (
	"context"
	"fmt"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/core/trace"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// postBuild runs every plugin's PostBuild in parallel. fingerprints are
// the routes' page fingerprints, by index: a plugin keeps what it derives
// from a page under its fingerprint and reads only the pages that changed.
func postBuild(ctx context.Context, ps []*runningPlugin, site *config.Site, siteJSON []byte, routes []route.Route, fingerprints []string, outDir string, warn func(string)) error {
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

// lastFingerprints are the fingerprints of the last build's routes, by
// index, for a PostBuild run after the build (dev).
func (s *Session) lastFingerprints() []string {
	out := make([]string, len(s.lastRoutes))
	for i, r := range s.lastRoutes {
		out[i] = s.last[r.Path].fingerprint
	}
	return out
}
