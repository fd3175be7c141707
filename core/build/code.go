package build

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/core/render"
	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/core/trace"
)

// code is a bundle and what runs it.
type code struct {
	key string // bundleKey: everything but the input files
	// inputs are the ledger's records of what the bundle read (nil: not
	// known, it is built again), files its input files.
	inputs  []bundleInputs
	files   map[string]bool
	bundled *bundle.Result
	server  string // the server bundle file
	saved   bool   // the server bundle is kept in the cache for the next `folio build`
	// serverStamp is the kept server bundle's stamp: one that changed
	// since is not used (outstamp.go).
	serverStamp outStamp
	pool        *render.Pool // started on first need; nil after a failed render
	// early is closed once the worker startWorkersEarly started is up
	// (pool) or failed to start; nil when there is none to wait for.
	early chan struct{}
}

// prepareCode makes s.code a bundle of the routes' components whose files
// are in out.
func (s *Session) prepareCode(ctx context.Context, routes []route.Route, out output, changes Changes) error {
	opts, err := s.bundleOptions(routes, out.dir())
	if err != nil {
		return err
	}
	key := bundleKey(opts)
	if s.codeFits(key, changes) && linksHold(s.code.bundled.Links, s.site.Dir, routes) {
		return parallel.ForEach(ctx, len(s.code.bundled.Files), func(i int) error { return out.keep(s.code.bundled.Files[i]) })
	}
	opts.SourceRoutes = sourceRoutes(s.site.Dir, routes)
	var last []string
	if s.code != nil {
		last = s.code.bundled.Inputs
	}
	if s.opts.Live {
		// Only a live session (folio dev) bundles again: it keeps the MDX
		// compiler and its replies for the next bundle. Named here, not in
		// bundleOptions, which every build runs, bundling or not.
		opts.MDXSession, opts.MDXCompilerID = &s.mdx, mdxCompilerID(opts.MDXCompiler, s.site.Dir)
	}
	var bundled *bundle.Result
	var inputs []bundleInputs
	for attempt := 1; ; attempt++ {
		// Stamped before esbuild reads them: a file saved while it bundles
		// has another stamp then, and the next build bundles again.
		before := s.readBefore(last)
		var err error
		if bundled, err = bundle.Build(opts); err != nil {
			return err
		}
		// The client and the server bundle each read the sources: a file
		// saved between their reads is in one and not the other. The pages
		// rendered from the server would then say what the client does
		// not, and the next bundle of the saved file keeps the client's
		// file names, so no page's fingerprint would change to mend them.
		// So a bundle during which an input changed is made again.
		inputs = s.readAfter(before, bundled.Inputs)
		if inputs != nil && before.unchanged(s.clock) {
			break
		}
		if attempt == maxBundles {
			return fmt.Errorf("the site's code kept changing while folio bundled it (%d times): build again once the files are saved", maxBundles)
		}
		last = bundled.Inputs
	}
	s.stopWorkers() // they run the old server bundle
	c := &code{key: key, bundled: bundled, server: opts.ServerFile, inputs: inputs, files: set(bundled.Inputs)}
	if !s.opts.Live {
		// Kept for the next `folio build`; failing to is only a missed cache.
		_, cachedServer := cachePaths(s.site.Dir, s.OutDir())
		c.saved = saveServerBundle(opts.ServerFile, cachedServer) == nil
		c.serverStamp, _ = ledger.FileStamp(cachedServer)
	}
	s.code = c
	return nil
}

func (s *Session) bundleOptions(routes []route.Route, outDir string) (bundle.Options, error) {
	// Global data is not in the bundle: the render workers and the browser
	// receive it as data (writeData), so a change to it needs no new bundle.
	site := map[string]any{"siteConfig": json.RawMessage(s.clientJSON), "globalData": map[string]any{}}
	if len(s.translations) > 0 {
		site["codeTranslations"] = s.translations
	}
	data, err := json.Marshal(site)
	if err != nil {
		return bundle.Options{}, err
	}
	customCSS, err := s.customCSS()
	if err != nil {
		return bundle.Options{}, err
	}
	utilities, err := s.utilityStylesheets()
	if err != nil {
		return bundle.Options{}, err
	}
	// src/theme or site/theme may have appeared since the session began.
	s.themes.SiteDir = siteThemeDir(s.site.Dir)
	return bundle.Options{
		CustomCSS:     customCSS,
		UtilityCSS:    utilities,
		Mermaid:       s.site.Markdown.Mermaid,
		MagicComments: magicComments(s.site.ThemeConfig.CodeBlock.MagicComments),
		RootDir:       s.site.Dir, Themes: s.themes, Packages: s.packages, Components: components(routes), SiteJSON: data,
		OutDir: outDir, ServerFile: s.serverFile(), BaseURL: s.site.BaseURL,
		Node: s.opts.Node, MDXCompiler: mdxCompiler(s.packages), MarkdownFormat: s.site.Markdown.Format,
		StaticDirs: staticDirs(s.site),
		CodeTheme:  s.site.ThemeConfig.CodeBlock.Theme, CodeDarkTheme: s.site.ThemeConfig.CodeBlock.DarkTheme,
	}, nil
}

// magicComments are the site's magic comments for core/markdown; nil
// (unset) keeps its defaults.
func magicComments(list []config.MagicComment) []markdown.MagicComment {
	if list == nil {
		return nil
	}
	out := make([]markdown.MagicComment, len(list))
	for i, m := range list {
		out[i] = markdown.MagicComment{ClassName: m.ClassName, Line: m.Line}
		if m.Block != nil {
			out[i].Block = &markdown.MagicCommentBlock{Start: m.Block.Start, End: m.Block.End}
		}
	}
	return out
}

// customCSS is the site's customCss files, as absolute paths; one that
// does not exist is an error on its key.
func (s *Session) customCSS() ([]string, error) {
	var out []string
	for i, file := range s.site.CustomCSS {
		abs := filepath.Join(s.site.Dir, filepath.FromSlash(file))
		if st, err := os.Stat(abs); err != nil || st.IsDir() {
			return nil, s.site.KeyError(fmt.Sprintf("customCss[%d]", i), "%s: no such file", file)
		}
		out = append(out, abs)
	}
	return out, nil
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

// linksHold says whether each page source the bundle's MDX links looked
// up still has the URL it had then ("" for no page): the routes reach a
// bundle only through those links, so adding, moving or removing a page
// no MDX link names keeps the bundle (it took 1.5 s on the Lexical site).
func linksHold(links map[string]string, siteDir string, routes []route.Route) bool {
	if len(links) == 0 {
		return true
	}
	urls := sourceRoutes(siteDir, routes)
	for src, url := range links {
		if urls[src] != url {
			return false
		}
	}
	return true
}

// bundleInputs is one ledger record of what a bundle read.
type bundleInputs struct {
	Paths  ledger.Paths
	Record ledger.Record
}

// readBefore records, before esbuild runs, what the bundle will read: the
// theme folders whole (a component added anywhere in them may change
// what a name resolves to), the MDX compiler's packages, and the files
// the last bundle read (most of this one's).
func (s *Session) readBefore(last []string) bundleInputs {
	p := ledger.Paths{Trees: s.themeTrees(), Files: append(mdxPackages(s.site.Dir), last...)}
	rec, _, _ := s.clock.Take(p, nil, ledger.Before)
	return bundleInputs{p, rec}
}

// maxBundles is how many times a build bundles when inputs keep changing
// while it does (prepareCode) before it fails: its pages could not be
// made from one version of the code.
const maxBundles = 3

// unchanged reports whether the paths in are as its record has them.
func (in *bundleInputs) unchanged(clock ledger.Clock) bool {
	_, same, _ := clock.Take(in.Paths, &in.Record, ledger.Before)
	return same
}

// readAfter adds to before the input files it did not cover, recorded
// now that esbuild has read them: nil when one changed since the build
// started, since what esbuild read is then unknown.
func (s *Session) readAfter(before bundleInputs, inputs []string) []bundleInputs {
	covered := set(before.Paths.Files)
	var extra []string
	for _, f := range inputs {
		if !covered[f] && !within(f, before.Paths.Trees) {
			extra = append(extra, f)
		}
	}
	if len(extra) == 0 {
		return []bundleInputs{before}
	}
	p := ledger.Paths{Files: extra}
	rec, _, ok := s.clock.Take(p, nil, ledger.After)
	if !ok {
		return nil
	}
	return []bundleInputs{before, {p, rec}}
}

// mdxCompilerID names the MDX compiler as it is now: its script (in the
// runtime folder of this binary) and the stamps of its packages'
// package.json files, which installing another version rewrites.
func mdxCompilerID(script, siteDir string) string {
	id := script
	for _, f := range mdxPackages(siteDir) {
		if st, err := os.Stat(f); err == nil {
			id += fmt.Sprintf("\x00%s %d %d", f, st.Size(), st.ModTime().UnixNano())
		}
	}
	return id
}

// mdxPackages are the package.json files of the packages the MDX compiler
// runs (its tools/mdx-compiler.mjs and mdx-static.mjs import them), as
// Node finds them from the site, or where the site's own would be:
// installing another version rewrites them.
func mdxPackages(siteDir string) []string {
	var out []string
	for _, name := range []string{"@mdx-js/mdx", "remark-gfm", "hast-util-to-html", "property-information"} {
		rel := filepath.Join("node_modules", filepath.FromSlash(name), "package.json")
		found := filepath.Join(siteDir, rel)
		for dir := siteDir; ; {
			if _, err := os.Stat(filepath.Join(dir, rel)); err == nil {
				found = filepath.Join(dir, rel)
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
		out = append(out, found)
	}
	return out
}

func set(xs []string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// within reports whether path lies in one of the folders.
func within(path string, dirs []string) bool {
	for _, d := range dirs {
		if rel, err := filepath.Rel(d, path); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// codeFits reports whether the current bundle can serve a build whose
// bundle key is key. After an edit it can unless a changed file is one of
// its inputs or lies in a component folder (a new override changes what a
// name resolves to): a check as cheap as the change is small. For a cold
// build every input must be as it was, every file still in the last
// output and the server bundle still there.
func (s *Session) codeFits(key string, changes Changes) bool {
	c := s.code
	if c == nil || c.key != key || len(c.inputs) == 0 {
		return false
	}
	if !changes.All() {
		for _, f := range changes.Files {
			if c.files[f] {
				return false
			}
		}
		return !changes.within(s.themes.SiteDir) && !changes.within(s.themes.ThemeDir) && !changes.within(s.themes.FallbackDir)
	}
	for _, in := range c.inputs {
		if !in.unchanged(s.clock) {
			return false
		}
	}
	if st, ok := ledger.FileStamp(c.server); !ok || (!s.opts.Live && st != c.serverStamp) {
		return false
	}
	lastOut := s.OutDir()
	for _, f := range c.bundled.Files {
		if s.opts.Live {
			if _, err := os.Stat(filepath.Join(lastOut, filepath.FromSlash(f))); err != nil {
				return false
			}
		} else if !s.lastFiles.holds(lastOut, f) {
			// Changed since the last build wrote it (outstamp.go).
			return false
		}
	}
	return true
}

// workers returns the render workers of the current bundle, starting them
// on first need: as many as the pages to render can keep busy, at most
// one per core. A Live session keeps them for the edits to come, whatever
// their size: one per core.
func (s *Session) workers(ctx context.Context, pages int) (*render.Pool, error) {
	waitDone(&s.code.early)
	n := min(runtime.NumCPU(), (pages+render.BatchSize-1)/render.BatchSize)
	if s.opts.Live {
		n = runtime.NumCPU()
	}
	if s.code.pool == nil {
		pool, err := render.NewPool(ctx, s.opts.Node, s.code.server, n)
		if err != nil {
			return nil, err
		}
		s.code.pool = pool
	}
	// A worker started early is one; more pages want more.
	if err := s.code.pool.Grow(ctx, n); err != nil {
		return nil, err
	}
	return s.code.pool, nil
}

// startWorkersEarly starts a render worker on the cached bundle while the
// plugins still load, once a plugin loads again or a Load has shown that a
// page will be rendered again: starting Node and loading the server
// bundle was 200 ms of every one-edit build, all of it after the Load. If
// the bundle stage makes a new bundle, the worker is stopped unused
// (prepareCode).
func (s *Session) startWorkersEarly(ctx context.Context) {
	c := s.code
	if s.opts.Live || c == nil || c.pool != nil || c.early != nil {
		return
	}
	done := make(chan struct{})
	c.early = done
	// On a lane of its own: it overlaps the stages.
	span := trace.Begin("render workers", "start a render worker early")
	go func() {
		defer close(done)
		defer span.End()
		if pool, err := render.NewPool(ctx, s.opts.Node, c.server, 1); err == nil {
			c.pool = pool
		}
		// A worker that did not start is started again, and its error
		// reported, by the render stage.
	}()
}
