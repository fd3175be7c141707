package build

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
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
	// A plugin is sent the routes as its Describe says it reads them
	// (routesSent); a list no plugin reads is not even made.
	var lists [3][]*pluginpb.RouteSummary
	sent := make([][]*pluginpb.RouteSummary, len(ps))
	for i, p := range ps {
		k := routesSent(p.desc)
		if k != sendsNone && lists[k] == nil {
			fp := fingerprints
			if k == sendsBare {
				fp = nil
			}
			lists[k] = routeSummaries(routes, fp)
		}
		sent[i] = lists[k]
	}
	// The keys decide whether a plugin that was not started takes its
	// last PostBuild's files; when every plugin runs, they are only
	// recorded, and are made while the plugins work.
	var keys []string
	keysMade := make(chan struct{})
	makeKeys := func() {
		keys = postBuildKeys(ps, sent, site.Dir, siteJSON, reuse.static)
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
			req.Routes = sent[i]
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

// startForRoutes starts in the background, and loads there, each reused
// plugin that was not started because its PostBuild reads the routes but
// no pages (post_build_without_pages), when the routes it would be sent
// are not the ones its last PostBuild was: that PostBuild cannot be kept,
// and the plugin's start then overlaps the bundle and the render instead
// of holding the post-build stage.
func (b *run) startForRoutes(ctx context.Context, routes []route.Route) {
	s := b.s
	// The routes as such plugins are sent them are the same for all:
	// listed and hashed once, and only if one of them is waiting.
	bare := sync.OnceValue(func() string { return routesKey(routeSummaries(routes, nil), s.site.Dir, s.siteJSON) })
	for _, p := range s.plugins {
		if !p.reused || p.early != nil || routesSent(p.desc) != sendsBare {
			continue
		}
		last, _, _ := strings.Cut(p.kept.PostBuild, "+")
		if postBuildKey(sendsBare, bare(), p.options) != last {
			p.startEarly(ctx, "start (early)")
			p.loadBehind(ctx, p.loadRequest(s.site, s.siteJSON, nil, s.knownDigests()[p.cfg.Name]), p.replayed)
		}
		p.replayed = nil
	}
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

// What a plugin's PostBuild is sent of the routes: none
// (post_build_without_routes), all but their fingerprints
// (post_build_without_pages), or all.
const (
	sendsNone = iota
	sendsBare
	sendsAll
)

func routesSent(d *pluginpb.DescribeResponse) int {
	switch {
	case d.GetPostBuildWithoutRoutes():
		return sendsNone
	case d.GetPostBuildWithoutPages():
		return sendsBare
	}
	return sendsAll
}

// routeSummaries are the routes as a PostBuild request lists them, with
// their fingerprints unless fingerprints is nil.
func routeSummaries(routes []route.Route, fingerprints []string) []*pluginpb.RouteSummary {
	summaries := make([]*pluginpb.RouteSummary, len(routes))
	for i, r := range routes {
		summaries[i] = &pluginpb.RouteSummary{
			Path: r.Path,
			File: r.File,
			Meta: &pluginpb.RouteMeta{Title: r.Meta.Title, Description: r.Meta.Description, Noindex: r.Meta.NoIndex, Sidebar: r.Meta.Sidebar, Unlisted: r.Meta.Unlisted, Markdown: r.Meta.Markdown, SourcePath: r.Meta.SourcePath},
		}
		if fingerprints != nil {
			summaries[i].Fingerprint = fingerprints[i]
		}
	}
	return summaries
}

// postBuildKeys are the keys of each plugin's PostBuild request: the
// routes as it is sent them (sent), the site and the plugin's options
// (postBuildKey), then the static files (static is their inputsKey), but
// not the output folder, which is a new one every build.
func postBuildKeys(ps []*runningPlugin, sent [][]*pluginpb.RouteSummary, siteDir string, siteJSON []byte, static string) []string {
	keys := make([]string, len(ps))
	if static == "" {
		return keys
	}
	// Plugins sent the same list share its hash (at 10,000 pages, 1.5 MB
	// to marshal).
	hashed := map[int]string{}
	for i, p := range ps {
		k := routesSent(p.desc)
		if _, ok := hashed[k]; !ok {
			hashed[k] = routesKey(sent[i], siteDir, siteJSON)
		}
		if hashed[k] != "" {
			keys[i] = postBuildKey(k, hashed[k], p.options) + "+" + static
		}
	}
	return keys
}

// routesKey hashes a PostBuild request's routes and site ("": it cannot
// be marshalled).
func routesKey(routes []*pluginpb.RouteSummary, siteDir string, siteJSON []byte) string {
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(&pluginpb.PostBuildRequest{Routes: routes, SiteConfigJson: siteJSON, SiteDir: siteDir})
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(b)
	return string(sum[:])
}

// postBuildKey is a PostBuild key's part before the static files: the
// request's routes and site (routes, a routesKey), sent as kind says,
// and the plugin's options.
func postBuildKey(kind int, routes string, options []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%d\x00%s", kind, routes)
	h.Write(options)
	return hex.EncodeToString(h.Sum(nil))
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
