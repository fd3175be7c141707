package build

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/core/render"
	"github.com/folio-docs/folio/core/route"
)

// Session holds what outlives one build: the configuration, the running
// plugins and, in dev mode, the render workers and the last build's pages.
// `folio build` opens a session, builds once and closes it; `folio dev`
// keeps it open and rebuilds on every change, so plugins start once and
// only the pages whose inputs changed are rendered again.
type Session struct {
	opts     Options
	site     *config.Site
	siteJSON []byte
	// translations are the locale's code.json, id → text (nil: none).
	translations map[string]string
	themes       bundle.Themes
	plugins      []*runningPlugin
	work         string // temporary files: the server bundle
	opened       []StageTime

	// dev state
	pool        *render.Pool
	bundled     *bundle.Result
	bundleKey   string               // the component set the bundle was built for
	fingerprint map[string]string    // route path → fingerprint of its last render
	scans       map[string]pageLinks // route path → links and ids of its last render, for checks
	lastRoutes  []route.Route
	files       map[string]string // route path → output file
}

// Open reads the configuration and starts the plugins.
func Open(ctx context.Context, opts Options) (*Session, error) {
	st := &stages{log: opts.Log}
	s := &Session{opts: opts}
	err := st.run("config", func() (err error) {
		if s.site, err = config.Load(opts.ConfigFile); err != nil {
			return err
		}
		if opts.Theme != "" {
			s.site.Theme = opts.Theme
		}
		if s.siteJSON, err = s.site.ClientJSON(); err != nil {
			return err
		}
		if s.translations, err = loadCodeTranslations(s.site); err != nil {
			return err
		}
		s.themes, err = findThemes(s.site)
		return err
	})
	if err != nil {
		return nil, err
	}
	if err := st.run("start plugins", func() (err error) {
		s.plugins, err = startPlugins(ctx, s.site, opts)
		return err
	}); err != nil {
		return nil, err
	}
	if s.work, err = os.MkdirTemp("", "folio-build-"); err != nil {
		s.Close()
		return nil, err
	}
	s.opened = st.times
	return s, nil
}

// Site is the session's configuration.
func (s *Session) Site() *config.Site { return s.site }

// OutDir is where builds are written.
func (s *Session) OutDir() string { return s.opts.outDir(s.site.Dir) }

// ConfigFiles are the files read when the session opens (site.toml and
// the translations), as absolute paths: a change to one needs a new
// session.
func (s *Session) ConfigFiles() []string {
	return []string{filepath.Join(s.site.Dir, filepath.Base(s.opts.ConfigFile)), translationsFile(s.site)}
}

// WatchPaths are the files and folders plugins asked to be watched.
func (s *Session) WatchPaths() []string {
	var out []string
	for _, p := range s.plugins {
		out = append(out, p.watch...)
	}
	return out
}

// Close stops the plugins and the render workers.
func (s *Session) Close() {
	stopPlugins(s.plugins)
	if s.pool != nil {
		s.pool.Close()
	}
	if s.work != "" && os.Getenv("FOLIO_KEEP_WORK") == "" {
		os.RemoveAll(s.work)
	}
}

func (s *Session) warner(sum *Summary) func(string) {
	return func(msg string) {
		sum.Warnings = append(sum.Warnings, msg)
		if s.opts.Log != nil {
			fmt.Fprintf(s.opts.Log, "warning: %s\n", msg)
		}
	}
}

// loadAndResolve runs the load and resolve stages.
func (s *Session) loadAndResolve(ctx context.Context, st *stages, sum *Summary, changed []string) ([]route.Route, error) {
	warn := s.warner(sum)
	if err := st.run("load", func() error { return loadAll(ctx, s.plugins, s.site, s.siteJSON, changed) }); err != nil {
		return nil, err
	}
	sum.Plugins = nil
	for _, p := range s.plugins {
		for _, w := range p.warnings {
			warn(w)
		}
		sum.Plugins = append(sum.Plugins, PluginSummary{Name: p.cfg.Name, PID: p.proc.PID, Routes: len(p.routes)})
	}
	var routes []route.Route
	err := st.run("resolve routes", func() (err error) {
		if routes, err = resolveRoutes(s.site, s.plugins, warn); err != nil {
			return err
		}
		return checkComponents(s.themes, s.plugins, routes)
	})
	sum.Routes = len(routes)
	return routes, err
}

func (s *Session) bundleOptions(routes []route.Route, outDir string) (bundle.Options, error) {
	// Global data is not in the bundle: the render workers and the browser
	// receive it as data (writeData), so a change to it needs no new bundle.
	site := map[string]any{"siteConfig": json.RawMessage(s.siteJSON), "globalData": map[string]any{}}
	if len(s.translations) > 0 {
		site["codeTranslations"] = s.translations
	}
	data, err := json.Marshal(site)
	if err != nil {
		return bundle.Options{}, err
	}
	return bundle.Options{
		RootDir: s.site.Dir, Themes: s.themes, Components: components(routes), SiteJSON: data,
		OutDir: outDir, ServerFile: s.serverFile(), BaseURL: s.site.BaseURL,
		Node: s.opts.Node, MDXCompiler: filepath.Join(filepath.Dir(s.themes.FallbackDir), "..", "tools", "mdx-compiler.mjs"),
		SourceRoutes: sourceRoutes(s.site.Dir, routes),
		CodeTheme:    s.site.ThemeConfig.CodeBlock.Theme, CodeDarkTheme: s.site.ThemeConfig.CodeBlock.DarkTheme,
	}, nil
}

func (s *Session) bundle(routes []route.Route, outDir string) (*bundle.Result, error) {
	opts, err := s.bundleOptions(routes, outDir)
	if err != nil {
		return nil, err
	}
	return bundle.Build(opts)
}

// sourceRoutes maps each page's source file to its URL.
func sourceRoutes(siteDir string, routes []route.Route) map[string]string {
	out := map[string]string{}
	for _, r := range routes {
		if r.Meta.SourcePath != "" {
			out[filepath.Join(siteDir, filepath.FromSlash(r.Meta.SourcePath))] = r.Path
		}
	}
	return out
}

func (s *Session) serverFile() string { return filepath.Join(s.work, "server.mjs") }

// Build runs the lifecycle once over every route and commits the output
// atomically: it is written to a temporary sibling directory and renamed
// into place, so a failure leaves the previous output untouched.
func (s *Session) Build(ctx context.Context) (*Summary, error) {
	start := time.Now()
	sum := &Summary{OutDir: s.OutDir()}
	st := &stages{log: s.opts.Log, times: append([]StageTime(nil), s.opened...)}
	warn := s.warner(sum)
	trash := trashDir(s.site.Dir)
	defer emptyTrash(trash)()

	routes, err := s.loadAndResolve(ctx, st, sum, nil)
	if err != nil {
		return nil, err
	}
	tmp, err := tempOutDir(sum.OutDir)
	if err != nil {
		return nil, err
	}
	committed := false
	defer func() {
		if !committed {
			os.RemoveAll(tmp)
		}
	}()

	// What the last build left: reused when its inputs are unchanged.
	cacheFile, cachedServer := cachePaths(s.site.Dir, sum.OutDir)
	cache := readCache(cacheFile)
	next := &buildCache{Pages: map[string]cachedPage{}}

	var bundled *bundle.Result
	serverFile := s.serverFile()
	if err := st.run("bundle", func() error {
		staticDone := make(chan error, 1)
		go func() { staticDone <- copyStatic(s.site, tmp) }()
		err := func() error {
			opts, err := s.bundleOptions(routes, tmp)
			if err != nil {
				return err
			}
			next.BundleKey = bundleKey(opts)
			if cache.bundleStillGood(next.BundleKey, sum.OutDir, cachedServer) {
				bundled, serverFile = cache.Bundle, cachedServer
				next.Inputs = cache.Inputs
				return parallel.ForEach(ctx, len(bundled.Files), func(i int) error { return reuseFile(sum.OutDir, tmp, bundled.Files[i]) })
			}
			if bundled, err = bundle.Build(opts); err != nil {
				return err
			}
			next.Inputs = stamps(bundled.Inputs)
			// Keep the server bundle for the next build; failing to is
			// only a missed cache.
			if saveServerBundle(serverFile, cachedServer) != nil {
				next.Inputs = nil
			}
			return nil
		}()
		if staticErr := <-staticDone; err == nil && staticErr != nil {
			err = fmt.Errorf("copying static files: %w", staticErr)
		}
		return err
	}); err != nil {
		return nil, err
	}
	next.Bundle = bundled

	var pages map[int]*page
	var bodies []string
	if err := st.run("render", func() error {
		extras := pageExtras{head: headTagsHTML(s.plugins)}
		d, err := writeData(s.site, routes, sharedData(s.plugins), globalJSON(s.plugins), bundled, tmp, pageWideKey(bundled, s.siteJSON, extras))
		if err != nil {
			return err
		}
		// Pages whose fingerprint is unchanged are taken from the last
		// output; only the others are rendered.
		bodies = make([]string, len(routes))
		var which, reused []int
		for i, r := range routes {
			file := route.OutputFile(s.site.BaseURL, r.Path, s.site.TrailingSlash)
			next.Pages[r.Path] = cachedPage{Fingerprint: d.fingerprints[i], File: file}
			if c, ok := cache.page(r.Path); ok && c.Fingerprint == d.fingerprints[i] && c.File == file {
				reused = append(reused, i)
			} else {
				which = append(which, i)
			}
		}
		err = parallel.ForEach(ctx, len(reused), func(n int) error {
			i := reused[n]
			f := next.Pages[routes[i].Path].File
			b, err := os.ReadFile(filepath.Join(sum.OutDir, filepath.FromSlash(f)))
			if err != nil {
				return err
			}
			bodies[i] = string(b)
			return reuseFile(sum.OutDir, tmp, f)
		})
		if err != nil {
			// The last output is not what the cache says: render all.
			which, reused = allIndexes(len(routes)), nil
		}
		if len(which) == 0 {
			return nil
		}
		// A handful of changed pages need one worker, not one per core.
		workers := min(runtime.NumCPU(), (len(which)+render.BatchSize-1)/render.BatchSize)
		pool, err := render.NewPool(ctx, s.opts.Node, serverFile, workers)
		if err != nil {
			return err
		}
		defer pool.Close()
		if pages, err = renderPages(pool, s.site, routes, d, bundled, which, extras); err != nil {
			return err
		}
		for i, p := range pages {
			bodies[i] = p.body
		}
		return writePages(tmp, pages)
	}); err != nil {
		return nil, err
	}

	if err := st.run("post-build", func() error { return postBuild(ctx, s.plugins, s.site, s.siteJSON, routes, tmp, warn) }); err != nil {
		return nil, err
	}
	if err := st.run("check", func() error {
		return checkLinks(s.site, routes, scanAll(bodies, s.site.BaseURL, routePaths(routes)), tmp, warn)
	}); err != nil {
		return nil, err
	}
	sum.Rendered = len(pages)
	if err := st.run("commit", func() error { return commitOutput(tmp, sum.OutDir, trash) }); err != nil {
		return nil, err
	}
	committed = true
	if next.Inputs == nil || next.write(cacheFile) != nil {
		_ = os.Remove(cacheFile) // a cache that cannot be trusted is worse than none
	}
	sum.Stages = st.times
	sum.Total = time.Since(start)
	return sum, nil
}

// Rebuild is dev mode's build: it writes into the live output directory
// and renders only the routes whose inputs changed since the last call.
// Nothing is written until every changed page has rendered and passed the
// checks, so a failed rebuild keeps the last good pages in place. The
// plugins' post-build step is separate: call PostBuild.
// bodyEnd is added to every page (the live-reload client).
func (s *Session) Rebuild(ctx context.Context, changed []string, bodyEnd string) (*Summary, error) {
	start := time.Now()
	out := s.OutDir()
	sum := &Summary{OutDir: out}
	st := &stages{log: s.opts.Log}
	if s.fingerprint == nil {
		st.times = append(st.times, s.opened...)
	}
	warn := s.warner(sum)

	routes, err := s.loadAndResolve(ctx, st, sum, changed)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	key := strings.Join(components(routes), "\n")
	if s.bundled == nil || key != s.bundleKey || touchesCode(changed) {
		if err := st.run("bundle", func() error {
			if err := copyStatic(s.site, out); err != nil {
				return fmt.Errorf("copying static files: %w", err)
			}
			bundled, err := s.bundle(routes, out)
			if err != nil {
				return err
			}
			pool, err := render.NewPool(ctx, s.opts.Node, s.serverFile(), 0)
			if err != nil {
				return err
			}
			if s.pool != nil {
				s.pool.Close()
			}
			s.pool, s.bundled, s.bundleKey = pool, bundled, key
			s.fingerprint = map[string]string{} // new code: every page renders again
			return nil
		}); err != nil {
			return nil, err
		}
	}

	var pages map[int]*page
	var d *siteData
	if err := st.run("render", func() (err error) {
		extras := pageExtras{head: headTagsHTML(s.plugins), bodyEnd: bodyEnd}
		if d, err = writeData(s.site, routes, sharedData(s.plugins), globalJSON(s.plugins), s.bundled, out, pageWideKey(s.bundled, s.siteJSON, extras)); err != nil {
			return err
		}
		var which []int
		for i, r := range routes {
			if s.fingerprint[r.Path] != d.fingerprints[i] {
				which = append(which, i)
			}
		}
		pages, err = renderPages(s.pool, s.site, routes, d, s.bundled, which, extras)
		return err
	}); err != nil {
		return nil, err
	}

	// Only the pages rendered now are scanned again.
	scans := make([]pageLinks, len(routes))
	fresh := make([]string, 0, len(pages))
	var freshIdx []int
	var freshPaths []string
	for i, r := range routes {
		if p, ok := pages[i]; ok {
			fresh, freshIdx, freshPaths = append(fresh, p.body), append(freshIdx, i), append(freshPaths, r.Path)
		} else {
			scans[i] = s.scans[r.Path]
		}
	}
	for n, sc := range scanAll(fresh, s.site.BaseURL, freshPaths) {
		scans[freshIdx[n]] = sc
	}
	if err := st.run("check", func() error { return checkLinks(s.site, routes, scans, out, warn) }); err != nil {
		return nil, err
	}
	if err := st.run("write", func() error { return s.commitPages(routes, pages, d, scans) }); err != nil {
		return nil, err
	}
	s.lastRoutes = routes
	sum.Rendered = len(pages)
	sum.Stages = st.times
	sum.Total = time.Since(start)
	return sum, nil
}

// PostBuild runs the plugins' post-build step (search index, sitemap,
// feeds) over the last Rebuild's output. Dev mode runs it after the
// browser has been told to reload, so an edit shows without waiting for
// the search index.
func (s *Session) PostBuild(ctx context.Context) error {
	if s.lastRoutes == nil {
		return nil
	}
	return postBuild(ctx, s.plugins, s.site, s.siteJSON, s.lastRoutes, s.OutDir(), func(msg string) {
		if s.opts.Log != nil {
			fmt.Fprintf(s.opts.Log, "warning: %s\n", msg)
		}
	})
}

// commitPages writes the re-rendered pages, removes the pages of routes
// that are gone, and remembers what was rendered.
func (s *Session) commitPages(routes []route.Route, pages map[int]*page, d *siteData, scans []pageLinks) error {
	out := s.OutDir()
	if err := writePages(out, pages); err != nil {
		return err
	}
	fingerprint := map[string]string{}
	files := map[string]string{}
	kept := map[string]pageLinks{}
	for i, r := range routes {
		fingerprint[r.Path] = d.fingerprints[i]
		files[r.Path] = route.OutputFile(s.site.BaseURL, r.Path, s.site.TrailingSlash)
		kept[r.Path] = scans[i]
	}
	var gone []string
	for p, f := range s.files {
		if _, ok := files[p]; !ok {
			gone = append(gone, f)
		}
	}
	sort.Strings(gone)
	for _, f := range gone {
		_ = os.Remove(filepath.Join(out, filepath.FromSlash(f)))
	}
	s.fingerprint, s.files, s.scans = fingerprint, files, kept
	return nil
}

// touchesCode reports whether a change can alter the bundle: anything but
// Markdown and data files the plugins read themselves.
func touchesCode(changed []string) bool {
	for _, p := range changed {
		switch strings.ToLower(filepath.Ext(p)) {
		case ".md", ".yml", ".yaml", ".toml", ".txt":
		default:
			return true
		}
	}
	return false
}

func routePaths(routes []route.Route) []string {
	out := make([]string, len(routes))
	for i, r := range routes {
		out[i] = r.Path
	}
	return out
}

func allIndexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
