package build

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/core/trace"
)

// Build runs the whole lifecycle once and commits the output atomically:
// `folio build`.
//
// Its summary's Total is the whole build's, from reading the configuration
// to the plugins' exit and the cache written: what the author waits for.
func Build(ctx context.Context, opts Options) (*Summary, error) {
	start := time.Now()
	s, err := Open(ctx, opts)
	if err != nil {
		return nil, err
	}
	sum, err := s.Build(ctx, Everything())
	s.Close()
	if sum != nil {
		sum.Total = time.Since(start)
	}
	return sum, err
}

// Changes are the input files that changed since a session's last build.
// A cold build is the case in which everything changed.
type Changes struct {
	all bool
	// Files are absolute paths.
	Files []string
}

// Everything is the change set of a cold build.
func Everything() Changes { return Changes{all: true} }

// Changed is the change set of a build after an edit.
func Changed(files []string) Changes { return Changes{Files: files} }

// All reports whether everything is to be considered changed.
func (c Changes) All() bool { return c.all }

// and is both change sets in one.
func (c Changes) and(other Changes) Changes {
	return Changes{all: c.all || other.all, Files: append(append([]string(nil), c.Files...), other.Files...)}
}

// within reports whether a changed file lies in dir.
func (c Changes) within(dir string) bool {
	for _, f := range c.Files {
		if f == dir || isBelow(f, dir) {
			return true
		}
	}
	return false
}

// isBelow reports whether file lies below dir (both absolute).
func isBelow(file, dir string) bool {
	return strings.HasPrefix(file, dir+string(filepath.Separator))
}

// run is one build in progress.
type run struct {
	s       *Session
	changes Changes
	started time.Time
	sum     *Summary
	st      *stages
	out     output
	// ready delivers the output's preparation (begin); readyErr keeps it.
	ready    chan error
	readyErr error
	// static and pluginFiles are the files the static folders and the
	// plugins' post-build put into the output.
	static, pluginFiles []string
	// staticKey is the key of the static files as they were copied
	// (inputsKey), for the plugins' PostBuild keys.
	staticKey string
}

// Build is the lifecycle, one path for `folio build` and `folio dev`, for
// the first build of a session and every later one. Its stages, in the
// order they run:
//
//	load, resolve routes  the plugins' content, merged into one route table
//	bundle                the client and server bundles (reused when no input changed), static files
//	render                data files, then the pages whose fingerprint changed; the others are kept
//	post-build            the plugins' extra files (search index, sitemap, feeds)
//	check                 links and anchors across every page
//	commit                the output becomes the served site
//
// Where the files land is the session's output (output.go): a temporary
// folder swapped into place for `folio build`, the served folder itself
// for `folio dev`. A failed build leaves the last good output served.
func (s *Session) Build(ctx context.Context, changes Changes) (*Summary, error) {
	sum, err := s.build(ctx, changes)
	for range s.plugins {
		// A reused plugin's Load answered other than its replayed stream
		// (takeBehind): build again, loading it, and say why.
		var stale *staleReplayError
		if !errors.As(err, &stale) {
			break
		}
		if sum, err = s.build(ctx, changes); err == nil {
			s.warn(sum)(stale.warning())
		}
	}
	if errors.Is(err, errBodyLost) && !s.ignoreKnown {
		// A kept data file is gone from the output (bodies.go): build
		// again with every body sent.
		s.ignoreKnown = true
		defer func() { s.ignoreKnown = false }()
		sum, err = s.build(ctx, changes)
	}
	return sum, err
}

func (s *Session) build(ctx context.Context, changes Changes) (_ *Summary, err error) {
	// A failed build leaves what it was to build to the next one.
	changes = s.unbuilt.and(changes)
	defer func() {
		s.unbuilt = Changes{}
		if err != nil {
			s.unbuilt = changes
		}
	}()
	if s.clockUsed {
		s.clock = ledger.Start(cacheDir(s.site.Dir))
	}
	s.clockUsed = true
	b := s.begin(changes)
	defer b.discard()

	routes, err := b.loadRoutes(ctx)
	if err != nil {
		return nil, err
	}
	b.startForRoutes(ctx, routes)
	if err := b.outputReady(); err != nil {
		return nil, err
	}
	if err := b.bundle(ctx, routes); err != nil {
		return nil, err
	}
	pages, err := b.render(ctx, routes)
	if err != nil {
		return nil, err
	}
	if err := b.postBuild(ctx, routes, pages.fingerprints); err != nil {
		return nil, err
	}
	b.sum.Plugins = pluginSummaries(s.plugins, s.site)
	if err := b.check(routes, pages); err != nil {
		return nil, err
	}
	if err := b.commit(routes, pages); err != nil {
		return nil, err
	}
	b.sum.Rendered = pages.fresh
	if o, ok := b.out.(*stagedOutput); ok {
		b.sum.Recycled = o.recycled != nil
	}
	b.sum.Stages = b.st.times
	b.sum.Total = time.Since(b.started)
	return b.sum, nil
}

// begin starts a build: its output and, for `folio build`, what the last
// build into the same folder left (read while the plugins started, see
// Open). The spare output is taken while the plugins load (on a
// 10,000-page site that takes a hundred milliseconds that need nothing
// the plugins send); outputReady waits for it.
func (s *Session) begin(changes Changes) *run {
	b := &run{s: s, changes: changes, started: time.Now(), sum: &Summary{OutDir: s.OutDir()}, st: &stages{log: s.opts.Log}, ready: make(chan error, 1)}
	s.waitCache()
	s.waitCacheWritten()
	if s.lastRoutes == nil {
		// Nothing built yet in this session: a cold build, timed from
		// the moment the session opened.
		b.changes = Everything()
		b.st.times = append(b.st.times, s.opened...)
	}
	if s.opts.Live {
		var err error
		b.out, err = newLiveOutput(s.OutDir())
		b.ready <- err
		return b
	}
	go func() {
		span := trace.Begin("cache", "prepare output (from the spare)")
		out, err := newStagedOutput(s.OutDir(), s.site.Dir, s.spareFiles, s.lastFiles)
		span.End()
		if err == nil {
			b.out = out
		}
		b.ready <- err
	}()
	return b
}

// outputReady waits until the build's output (and the cache) are ready.
func (b *run) outputReady() error {
	if b.ready != nil {
		b.readyErr = <-b.ready
		b.ready = nil
	}
	return b.readyErr
}

// discard undoes what an uncommitted build left in its output.
func (b *run) discard() {
	if b.outputReady() == nil {
		b.out.discard()
	}
}

// loadRoutes runs the load and resolve stages: every plugin's Load, then
// one route table with each route's output file.
func (b *run) loadRoutes(ctx context.Context) ([]route.Route, error) {
	s := b.s
	warn := s.warn(b.sum)
	var early sync.Once
	rendersAgain := func() { early.Do(func() { s.startWorkersEarly(ctx) }) }
	if err := b.st.run("load", func() error {
		cacheFile, _ := cachePaths(s.site.Dir, s.OutDir())
		return loadAll(ctx, s.plugins, s.site, s.siteJSON, b.changes.Files, s.knownDigests(), cacheFile, rendersAgain)
	}); err != nil {
		return nil, err
	}
	for _, p := range s.plugins {
		p.takeInputs(s.site.Dir, s.clock)
		for _, w := range p.warnings {
			warn(w)
		}
	}
	var routes []route.Route
	err := b.st.run("resolve routes", func() (err error) {
		if routes, err = resolveRoutes(s.site, s.plugins, warn); err != nil {
			return err
		}
		return checkComponents(s.themes, s.plugins, routes)
	})
	b.sum.Routes = len(routes)
	return routes, err
}

// pluginSummaries are the plugins' share of the build, once the
// post-build stage has run (it starts a reused plugin whose PostBuild
// cannot be reused: reuse.go).
func pluginSummaries(ps []*runningPlugin, site *config.Site) []PluginSummary {
	out := make([]PluginSummary, len(ps))
	for i, p := range ps {
		// A plugin that asks to be reused but whose program folio cannot
		// know is started every build: its author should hear why.
		if len(p.cfg.Command) > 0 && p.desc.GetReusable() {
			_, known := p.programPaths(site, "")
			out[i].UnknownProgram = !known
		}
		unchanged := 0
		for _, r := range p.routes {
			if r.BodyOmitted {
				unchanged++
			}
		}
		out[i].Name, out[i].Routes, out[i].Unchanged, out[i].Reused = p.cfg.Name, len(p.routes), unchanged, p.reused
		if p.proc != nil {
			out[i].PID = p.proc.PID()
		}
	}
	return out
}

// bundle runs the bundle stage: the session's current bundle is kept when
// nothing it was built from changed, else esbuild builds a new one; the
// static folders are copied meanwhile.
func (b *run) bundle(ctx context.Context, routes []route.Route) error {
	return b.st.run("bundle", func() error {
		if !b.s.opts.Live {
			// Before the copy: a file changed after it must change the key.
			rec, _, _ := b.s.clock.Take(ledger.Paths{Trees: staticDirs(b.s.site)}, nil, ledger.Before)
			b.staticKey = rec.Key
		}
		static := make(chan error, 1)
		go func() {
			var err error
			b.static, err = b.copyStatic()
			static <- err
		}()
		err := b.s.prepareCode(ctx, routes, b.out, b.changes)
		if staticErr := <-static; err == nil && staticErr != nil {
			err = fmt.Errorf("copying static files: %w", staticErr)
		}
		if err == nil {
			// Said at every build while the code stays so, the bundle reused or not.
			for _, d := range b.s.code.bundled.Warnings {
				b.s.warn(b.sum)(&d)
			}
		}
		return err
	})
}

// copyStatic copies the static folders into an output that lacks them: a
// staged output always, the live one when a static file changed. It
// returns the files it wrote.
func (b *run) copyStatic() ([]string, error) {
	if !b.changes.All() && b.out.holdsLastBuild() {
		changed := false
		for _, dir := range staticDirs(b.s.site) {
			changed = changed || b.changes.within(dir)
		}
		if !changed {
			return nil, nil
		}
		removeDeletedStatic(b.s.site, b.changes.Files, b.out.dir())
	}
	return copyStatic(b.s.site, b.out.dir())
}

// rendered is the render stage's result, by route index.
type rendered struct {
	fresh        int // how many pages this build rendered
	fingerprints []string
	dataFiles    []string
	// sharedFiles are the global and shared data files, relative to the
	// output.
	sharedFiles []string
	// links are the pages' links and ids, for the check: the scans of the
	// pages rendered now, and those the session holds; nil for a page kept
	// from the cache of an earlier process until the check needs it
	// (stored then has it).
	links []*pageLinks
	// kept says which pages were kept from the last build.
	kept []bool
	// broken are the broken links the check found on each page.
	broken [][]*brokenRef
	// stored are the cached scans of the pages kept from the cache of an
	// earlier process, so that the next cache stores them as they are.
	stored []*storedScan
}

// render runs the render stage: the data files, then every page whose
// fingerprint or file differs from the last build's; the others are kept.
func (b *run) render(ctx context.Context, routes []route.Route) (*rendered, error) {
	s := b.s
	r := &rendered{links: make([]*pageLinks, len(routes)), stored: make([]*storedScan, len(routes)), kept: make([]bool, len(routes))}
	err := b.st.run("render", func() error {
		bundled := s.code.bundled
		extras := pageExtras{head: siteHeadTagsHTML(s.site) + headTagsHTML(s.plugins), bodyEnd: s.opts.BodyEnd}
		span := trace.Begin("stages", "data files")
		d, err := writeData(s.site, routes, sharedData(s.plugins), globalJSON(s.plugins), bundled, b.out.dir(), pageWideKey(bundled, s.clientJSON, extras), b.keepData(routes))
		span.End()
		if err != nil {
			return err
		}
		r.fingerprints, r.dataFiles, r.sharedFiles = d.fingerprints, d.dataFiles, d.sharedFiles
		span = trace.Begin("stages", "keep unchanged pages")
		which := b.keepUnchanged(ctx, routes, r)
		span.Arg("kept", len(routes)-len(which)).End()
		if len(which) == 0 {
			return nil
		}
		if err := restoreBodies(ctx, b.out.dir(), routes, d, which); err != nil {
			return err
		}
		pool, err := s.workers(ctx, len(which))
		if err != nil {
			return err
		}
		span = trace.Begin("stages", "render pages").Arg("pages", len(which))
		defer span.End()
		baseURL := s.site.BaseURL
		var fresh atomic.Int64
		err = renderPages(pool, s.site, routes, d, bundled, which, extras, func(i int, p *page) error {
			// Each page is scanned and handed to the output as it comes:
			// only its links stay in memory.
			l := scanPage(p.body, baseURL, routes[i].Path)
			r.links[i] = &l
			p.body = ""
			fresh.Add(1)
			return b.out.writePage(p)
		})
		r.fresh = int(fresh.Load())
		if err != nil {
			// A worker that stopped would fail every later build: the
			// next one starts new workers.
			s.stopWorkers()
		}
		return err
	})
	return r, err
}

// keepData carries over the data file of each route whose fingerprint or
// digest is the last build's: the file holds the route's data, content,
// meta and shared keys, which both cover, and is named by its content.
func (b *run) keepData(routes []route.Route) keepData {
	return func(i int, fingerprint string) (string, bool) {
		last, ok := b.s.last[routes[i].Path]
		if !ok || last.data == "" {
			return "", false
		}
		digest := routes[i].Digest
		if last.fingerprint != fingerprint && (digest == "" || last.digest != digest) {
			return "", false
		}
		if b.out.keep(last.data) != nil {
			return "", false
		}
		return last.data, true
	}
}

// keepUnchanged keeps each page whose fingerprint and file are those of
// the last build, with its links, and returns the indexes of the others.
// The links of a page kept from the cache of an earlier process stay
// stored until the check asks for them: an edit's check reads few.
func (b *run) keepUnchanged(ctx context.Context, routes []route.Route, r *rendered) (render []int) {
	s := b.s
	_ = parallel.ForEach(ctx, len(routes), func(i int) error {
		last, ok := s.last[routes[i].Path]
		if !ok || last.fingerprint != r.fingerprints[i] || last.file != routes[i].File {
			return nil
		}
		links := last.links
		if links == nil && last.stored == nil {
			// Not in the cache: the links are read from the page itself.
			body, err := os.ReadFile(filepath.Join(s.OutDir(), filepath.FromSlash(last.file)))
			if err != nil {
				return nil // not what the cache says: render it again
			}
			l := scanPage(string(body), s.site.BaseURL, routes[i].Path)
			links = &l
		}
		if b.out.keepPage(routes[i].Path, r.fingerprints[i], last.file) != nil {
			return nil
		}
		r.links[i], r.stored[i], r.kept[i] = links, last.stored, true
		return nil
	})
	for i := range routes {
		if !r.kept[i] {
			render = append(render, i)
		}
	}
	return render
}

// postBuild runs the plugins' post-build stage when it belongs to the
// build (see output.runsPostBuild).
func (b *run) postBuild(ctx context.Context, routes []route.Route, fingerprints []string) error {
	if !b.out.runsPostBuild() {
		return nil
	}
	s := b.s
	var reuse *postBuildReuse
	if !s.opts.Live {
		reuse = &postBuildReuse{lastOut: s.OutDir(), last: s.lastFiles, static: b.staticKey, start: func(ctx context.Context, p *runningPlugin) error {
			// A plugin that was not started: its PostBuild needs what its
			// Load would have left in the process. One started in the
			// background has loaded there (loadBehind).
			if p.behind != nil {
				return p.takeBehind()
			}
			return p.startAndLoad(ctx, s.site, s.siteJSON, nil, s.knownDigests()[p.cfg.Name], nil)
		}}
	}
	return b.st.run("post-build", func() (err error) {
		b.pluginFiles, err = postBuild(ctx, s.plugins, s.site, s.siteJSON, routes, fingerprints, b.out.dir(), reuse, s.warn(b.sum))
		return err
	})
}

// check runs the check stage over every page's links.
func (b *run) check(routes []route.Route, r *rendered) error {
	s := b.s
	return b.st.run("check", func() error {
		scans := &pageScans{links: r.links, stored: r.stored, strings: s.cacheStrings, dir: b.out.dir(), baseURL: s.site.BaseURL, routes: routes}
		var since *lastCheck
		if s.last != nil {
			since = newLastCheck(r.kept, s.last)
		}
		var err error
		r.broken, err = checkLinks(s.site, routes, scans, since, b.out.dir(), s.warn(b.sum))
		return err
	})
}

// commit runs the commit stage, then remembers what was built.
func (b *run) commit(routes []route.Route, r *rendered) error {
	s := b.s
	built := make(map[string]builtPage, len(routes))
	for i, rt := range routes {
		built[rt.Path] = builtPage{fingerprint: r.fingerprints[i], file: rt.File, data: r.dataFiles[i], plugin: rt.Plugin, pluginPath: rt.PluginPath, digest: rt.Digest, links: r.links[i], stored: r.stored[i], broken: r.broken[i]}
	}
	var gone []string
	if b.out.holdsLastBuild() {
		// Only an output that starts as the last build has pages to
		// remove; a staged one holds what this build put there.
		files := make(map[string]bool, len(routes))
		for _, rt := range routes {
			files[rt.File] = true
		}
		for _, p := range s.last {
			if !files[p.file] {
				gone = append(gone, p.file)
			}
		}
	}
	written := b.outputFiles(routes, r)
	if !s.opts.Live {
		// Until the new cache is written, none: a build killed between the
		// swap and writeCache must not find the last build's record beside
		// this build's output (and spare).
		file, _ := cachePaths(s.site.Dir, s.OutDir())
		_ = os.Remove(file)
	}
	if err := b.st.run("commit", func() error { return b.out.commit(gone, written) }); err != nil {
		return err
	}
	// The output just replaced is the spare now, if it was kept.
	s.spareFiles = nil
	if b.out.keepsSpare() && s.lastFiles != nil {
		s.spareFiles = s.lastFiles
	}
	s.last, s.lastRoutes, s.lastFiles = built, routes, written
	if !s.opts.Live {
		// The output is served already: the cache (tens of milliseconds of
		// encoding at 10,000 pages) is written while the session closes
		// (the plugins and workers take as long to stop), and waited for
		// before the session's next build or its end.
		written := make(chan struct{})
		s.cacheWritten = written
		go func() {
			defer close(written)
			span := trace.Begin("stages", "write cache")
			s.writeCache()
			span.End()
		}()
	}
	return nil
}

// outputFiles lists what this build put into its output, for the build
// that will recycle the folder (recycle.go).
func (b *run) outputFiles(routes []route.Route, r *rendered) *outputFiles {
	f := &outputFiles{Pages: make(map[string]sparePage, len(routes)), Shared: r.sharedFiles}
	for i, rt := range routes {
		f.Pages[rt.Path] = sparePage{Fingerprint: r.fingerprints[i], File: rt.File, Data: r.dataFiles[i]}
	}
	f.Other = append(append(append([]string{manifestFile}, b.s.code.bundled.Files...), b.static...), b.pluginFiles...)
	if !b.s.opts.Live {
		// The commit stamps the files (outstamp.go).
		f.ID = strings.TrimPrefix(filepath.Base(b.out.dir()), tmpPrefix(b.s.OutDir()))
	}
	return f
}
