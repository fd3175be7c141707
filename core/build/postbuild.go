package build

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"slices"
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/core/trace"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// postBuild runs every plugin's PostBuild in parallel. fingerprints are
// the routes' page fingerprints, by index: a plugin keeps what it derives
// from a page under its fingerprint and reads only the pages that changed.
// It returns the files the plugins wrote, relative to outDir. With reuse
// (a `folio build`), a plugin that was not started takes its last
// PostBuild's files when its request is the same, and is started now
// when it is not (reuse.go).
func postBuild(ctx context.Context, ps []*runningPlugin, site *config.Site, siteJSON []byte, routes []route.Route, fingerprints []string, outDir string, reuse *postBuildReuse, warn func(*diag.Diagnostic)) (files []string, _ error) {
	// A plugin that declares its PostBuild reads no routes is sent none
	// (DescribeResponse.post_build_without_routes); when none reads them,
	// they are not even made.
	reads := make([]bool, len(ps))
	var summaries []*pluginpb.RouteSummary
	for i, p := range ps {
		reads[i] = !p.desc.GetPostBuildWithoutRoutes()
		if reads[i] && summaries == nil {
			summaries = routeSummaries(routes, fingerprints)
		}
	}
	// The keys decide whether a plugin that was not started takes its
	// last PostBuild's files; when every plugin runs, they are only
	// recorded, and are made while the plugins work.
	var keys []string
	keysMade := make(chan struct{})
	makeKeys := func() {
		keys = postBuildKeys(ps, reads, summaries, site.Dir, siteJSON, reuse.static)
		close(keysMade)
	}
	switch {
	case reuse == nil:
		close(keysMade)
	case slices.ContainsFunc(ps, func(p *runningPlugin) bool { return p.reused }):
		makeKeys()
	default:
		go makeKeys()
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
			if reuse != nil && p.reused {
				if res, ok := p.keptPostBuild(keys[i], reuse.lastOut, reuse.last, outDir); ok {
					results[i] = result{res: res}
					return
				}
				if err := reuse.start(ctx, p); err != nil {
					results[i] = result{err: err}
					return
				}
			}
			defer trace.Begin("plugin "+p.cfg.Name, "PostBuild").End()
			req := &pluginpb.PostBuildRequest{OutDir: outDir, SiteConfigJson: siteJSON, OptionsJson: p.options, SiteDir: site.Dir}
			if reads[i] {
				req.Routes = summaries
			}
			res, err := p.proc.PostBuild(ctx, req)
			results[i] = result{res, err}
			p.post = res
		}()
	}
	for range ps {
		<-done
	}
	<-keysMade
	for i, p := range ps {
		if keys != nil {
			p.postKey = keys[i]
		}
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

// postBuildReuse is what a `folio build`'s PostBuild needs to reuse the
// last one's files (reuse.go): the last output, the key of the static
// files as they were copied, and how to start and load a plugin that was
// not started.
type postBuildReuse struct {
	lastOut, static string
	// last is the record of the served output (lastOut).
	last  *outputFiles
	start func(context.Context, *runningPlugin) error
}

// routeSummaries are the routes as a PostBuild request lists them.
func routeSummaries(routes []route.Route, fingerprints []string) []*pluginpb.RouteSummary {
	summaries := make([]*pluginpb.RouteSummary, len(routes))
	for i, r := range routes {
		summaries[i] = &pluginpb.RouteSummary{
			Path:        r.Path,
			File:        r.File,
			Fingerprint: fingerprints[i],
			Meta:        &pluginpb.RouteMeta{Title: r.Meta.Title, Description: r.Meta.Description, Noindex: r.Meta.NoIndex, Sidebar: r.Meta.Sidebar, Unlisted: r.Meta.Unlisted, Markdown: r.Meta.Markdown, SourcePath: r.Meta.SourcePath},
		}
	}
	return summaries
}

// postBuildKeys are the keys of each plugin's PostBuild request: the
// routes with their fingerprints (for a plugin that reads them, reads),
// the site, the plugin's options and the static files (static is their
// inputsKey), but not the output folder, which is a new one every build.
func postBuildKeys(ps []*runningPlugin, reads []bool, summaries []*pluginpb.RouteSummary, siteDir string, siteJSON []byte, static string) []string {
	keys := make([]string, len(ps))
	if static == "" {
		return keys
	}
	common := func(routes []*pluginpb.RouteSummary) ([]byte, bool) {
		b, err := proto.MarshalOptions{Deterministic: true}.Marshal(&pluginpb.PostBuildRequest{Routes: routes, SiteConfigJson: siteJSON, SiteDir: siteDir})
		sum := sha256.Sum256(b)
		return sum[:], err == nil
	}
	withRoutes := sync.OnceValues(func() ([]byte, bool) { return common(summaries) })
	without := sync.OnceValues(func() ([]byte, bool) { return common(nil) })
	for i, p := range ps {
		h := sha256.New()
		base, ok := without()
		if reads[i] {
			base, ok = withRoutes()
		} else {
			io.WriteString(h, "without routes\x00")
		}
		if !ok {
			continue
		}
		h.Write(base)
		io.WriteString(h, static+"\x00")
		h.Write(p.options)
		keys[i] = hex.EncodeToString(h.Sum(nil))
	}
	return keys
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
