package build

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/embedded"
	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/core/trace"
)

// Session holds what outlives one build: the configuration, the running
// plugins, the current bundle with its render workers, and what the last
// build wrote. `folio build` opens a session, builds once and closes it;
// `folio dev` keeps it open and builds again on every change, through the
// same Build, so plugins start once and only the pages whose inputs
// changed are rendered again.
type Session struct {
	opts Options
	site *config.Site
	// siteJSON is the site configuration as the plugins receive it;
	// clientJSON as the theme and the browser do (no plugins list).
	siteJSON, clientJSON []byte
	// translations are the locale's code.json, id → text (nil: none).
	translations map[string]string
	themes       bundle.Themes
	// packages are the binary's @folio/* packages, unpacked for the site.
	packages *embedded.Packages
	plugins  []*runningPlugin
	work     string // temporary files: the server bundle
	opened   []StageTime
	// clock is the file system's time when the current build started: what
	// the ledger tells racy files by (core/ledger). Open starts it for the
	// first build, each later one anew (clockUsed).
	clock     ledger.Clock
	clockUsed bool

	// utilities are what the utility-class scan read (utilities.go): the
	// next one reads only files changed since.
	utilities *utilityScan
	// mdx keeps the MDX compiler running, with its replies, for the next
	// bundle of a live session (core/bundle/mdxsession.go): in folio dev,
	// an edit compiles the pages it changed, in a compiler already up.
	mdx bundle.MDXSession

	// code is the current bundle and the workers rendering with it; nil
	// until the first build bundles (or finds a bundle to reuse).
	code *code
	// last is what the last committed build wrote, route path → page; nil
	// before the first build, which is therefore a cold one.
	last map[string]builtPage
	// lastRoutes are the last committed build's routes, for PostBuild.
	lastRoutes []route.Route
	// lastFiles are the files the last committed build wrote, and
	// spareFiles those of the spare folder that the next build starts
	// from (recycle.go); nil when unknown or there is none.
	lastFiles, spareFiles *outputFiles
	// storedBuckets are the page buckets of the cache read at the
	// session's start (cache_pages.go).
	storedBuckets storedBuckets
	// cacheStrings are the strings the stored scans of the cache read at
	// the session's start point into, and cacheFresh how many strings the
	// table had when it was last made anew (linkstore.go).
	cacheStrings []string
	cacheFresh   int
	// unbuilt are the changes of the builds that failed since the last
	// good one: the next build has them to do too.
	unbuilt Changes
	// cacheRead is closed once the cache of the last `folio build` has
	// been read (nil: there is none to read, or it was waited for).
	cacheRead chan struct{}
	// cacheWritten is closed once the last build's cache is written (nil:
	// none is being written).
	cacheWritten chan struct{}
	// lock is held on the site's cache from Open to Close by `folio
	// build` (lock.go); nil for `folio dev`, which keeps no cache.
	lock *files.Lock
	// ignoreKnown stops the session from offering the plugins the bodies
	// of its last build: one of them could not be read back (bodies.go).
	ignoreKnown bool
}

// builtPage is one page of the last build.
type builtPage struct {
	fingerprint string
	file        string
	data        string // its data file
	// plugin, pluginPath and digest are the route's plugin, its path as
	// the plugin sent it, and the digest it sent (""), which the next
	// Load is told (LoadRequest.known_digests).
	plugin, pluginPath, digest string
	// links are the page's links and ids for the check stage; nil when
	// the page comes from the cache of an earlier process and has not been
	// decoded yet (it is when the page is kept, on every core, not all at
	// once as the cache is read).
	links *pageLinks
	// stored is the page's scan as the session's cache holds it, encoded
	// against s.cacheStrings; nil when the page was rendered since.
	stored *storedScan
	// broken are the page's broken links, as its check found them: the
	// next check keeps them for a page whose links cannot fare otherwise.
	broken []*brokenRef
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
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !opts.Live {
		// Before the ledger's marker, which is the cache's too.
		if s.lock, err = lockCache(ctx, s.site.Dir, opts.Log); err != nil {
			return nil, err
		}
	}
	// The binary's runtime is unpacked before the ledger's marker: files
	// written after it are racy, and the bundle, which reads them, would
	// not be trusted by the next build, which bundled everything again
	// (3 s of a 1,000-doc site's first edit after a cold build). An error
	// is reported where the packages are read (readSiteData).
	_, _ = embedded.Unpack(s.site.Dir)
	// Before anything of the site is read.
	s.clock = ledger.Start(cacheDir(s.site.Dir))
	var head *cacheHead
	if !opts.Live {
		// What the last `folio build` into the same folder left: its main
		// file now, since it says whether the plugins need to start, its
		// page records while they start (their digests go into the first
		// Load).
		file, _ := cachePaths(s.site.Dir, s.OutDir())
		head = readCacheHead(file)
		if head == nil && opts.Cold != nil {
			opts.Cold()
		}
		s.cacheRead = make(chan struct{})
		go func() {
			defer close(s.cacheRead)
			defer trace.Begin("cache", "read cache").End()
			s.readCache(head)
		}()
	}
	// The rest of the configuration (the site's JSON, the translations,
	// the theme's packages) is read while the plugins start, which need
	// only the plugin list: most of a warm build's start is the plugin
	// processes' own.
	siteRead := make(chan error, 1)
	go func() { siteRead <- s.readSiteData() }()
	siteErr := sync.OnceValue(func() error { return <-siteRead })
	if s.plugins, err = newPlugins(s.site, opts); err != nil {
		siteErr()
		s.waitCache()
		s.lock.Unlock()
		return nil, err
	}
	reused := false
	if head != nil && len(head.Plugins) > 0 {
		_ = st.run("check plugin inputs", func() error {
			siteJSON := func() []byte {
				if siteErr() != nil {
					return nil
				}
				return s.siteJSON
			}
			start := func(p *runningPlugin) { p.startEarly(ctx, "start") }
			reused = reusePlugins(s.plugins, head.Plugins, s.site, siteJSON, opts.Executable, s.clock, start)
			return nil
		})
	}
	if !reused {
		err = st.run("start plugins", func() error { return startPlugins(ctx, s.plugins) })
	}
	// A mistake in the site's files is what to report first: the plugins
	// may have failed over the same file.
	if siteErr := siteErr(); siteErr != nil {
		stopPlugins(s.plugins)
		s.plugins, err = nil, siteErr
	}
	if err != nil {
		s.waitCache()
		s.lock.Unlock()
		return nil, err
	}
	if s.work, err = proc.MkdirTemp("", proc.WorkPrefix); err != nil {
		s.Close()
		return nil, err
	}
	s.opened = st.times
	return s, nil
}

// readSiteData reads what the session needs of the configuration besides
// site.toml itself.
func (s *Session) readSiteData() (err error) {
	defer trace.Begin("stages", "site data").End()
	if s.siteJSON, err = s.site.PluginJSON(); err != nil {
		return err
	}
	if s.clientJSON, err = s.site.ClientJSON(); err != nil {
		return err
	}
	if s.translations, err = loadCodeTranslations(s.site); err != nil {
		return err
	}
	s.packages, s.themes, err = sitePackages(s.site)
	return err
}

// waitCache waits until the cache of the last `folio build` is read.
func (s *Session) waitCache() { waitDone(&s.cacheRead) }

// waitCacheWritten waits until the last build's cache is written.
func (s *Session) waitCacheWritten() { waitDone(&s.cacheWritten) }

// waitDone waits until *done is closed, once: it is nil afterwards (and
// when there was nothing to wait for).
func waitDone(done *chan struct{}) {
	if *done != nil {
		<-*done
		*done = nil
	}
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

// Close stops the plugins and the render workers.
func (s *Session) Close() {
	defer trace.Begin("stages", "close").End()
	s.waitCache()
	stopPlugins(s.plugins)
	s.stopWorkers()
	s.mdx.Close()
	s.waitCacheWritten()
	if s.work != "" && os.Getenv("FOLIO_KEEP_WORK") == "" {
		os.RemoveAll(s.work)
	}
	s.lock.Unlock()
}

func (s *Session) stopWorkers() {
	if s.code != nil {
		waitDone(&s.code.early)
	}
	if s.code != nil && s.code.pool != nil {
		s.code.pool.Close()
		s.code.pool = nil
	}
}

func (s *Session) warn(sum *Summary) func(*diag.Diagnostic) {
	return func(d *diag.Diagnostic) {
		sum.Warnings = append(sum.Warnings, d)
		s.logWarning(d)
	}
}

func (s *Session) logWarning(d *diag.Diagnostic) {
	d.Severity = diag.Warning
	switch {
	case s.opts.Diagnostics != nil:
		s.opts.Diagnostics.Print(diag.List{d})
	case s.opts.Log != nil:
		fmt.Fprint(s.opts.Log, diag.Format(d))
	}
}

func (s *Session) serverFile() string { return filepath.Join(s.work, "server.mjs") }

// PostBuild runs the plugins' post-build step (search index, sitemap,
// feeds) over the last build's output. A Live session leaves it out of
// Build: dev runs it after the browser has been told to reload, so an
// edit shows without waiting for the search index.
func (s *Session) PostBuild(ctx context.Context) error {
	if s.lastRoutes == nil {
		return nil
	}
	_, err := postBuild(ctx, s.plugins, s.site, s.siteJSON, s.lastRoutes, s.lastFingerprints(), s.OutDir(), nil, s.logWarning)
	return err
}

// scan is a page's links and ids, decoded from the cache if need be; nil
// when neither is known.
func (s *Session) scan(p builtPage) *pageLinks {
	if p.links != nil {
		return p.links
	}
	return loadScan(s.cacheStrings, p.stored)
}
