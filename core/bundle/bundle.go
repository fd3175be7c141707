// Package bundle builds a site's JavaScript and CSS with esbuild's Go API:
// the client bundle (ES modules, code splitting, minified, content-hashed
// names) and the server bundle the render workers run.
package bundle

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/embedded"
	"github.com/folio-docs/folio/core/markdown"
)

// Options describe one bundling.
type Options struct {
	// RootDir is the site directory: imports of npm packages resolve from
	// its node_modules, and paths in messages are relative to it.
	RootDir string
	Themes  Themes
	// Packages are the binary's own npm packages, unpacked for the site:
	// every import of @folio/client or @folio/theme-classic goes there.
	Packages *embedded.Packages
	// Components are the component keys the routes use ("theme:Name",
	// "module:site/pages/index.tsx", "page:DocPage|site/docs/a.mdx", files
	// relative to RootDir); each becomes its own client entry point.
	Components []string
	// SiteJSON is served as the virtual module folio:site.
	SiteJSON []byte
	// OutDir receives the client assets, under assets/.
	OutDir string
	// ServerFile is where the server bundle is written.
	ServerFile string
	// BaseURL prefixes the URLs of emitted assets.
	BaseURL string
	// Dev keeps code readable and skips minification.
	Dev bool
	// Node runs the MDX compiler; default "node".
	Node string
	// MDXCompiler is @folio/client's tools/mdx-compiler.mjs.
	MDXCompiler string
	// MDXSession keeps the compiler running, and its replies, for the next
	// bundle (folio dev); nil keeps nothing. MDXCompilerID names the
	// compiler: its script and its packages as they are now (another
	// drops what was kept).
	MDXSession    *MDXSession
	MDXCompilerID string
	// CodeTheme and CodeDarkTheme are the code palettes of the light and
	// dark colour modes (core/markdown's palette names); empty means the
	// default.
	CodeTheme, CodeDarkTheme string
	// MagicComments are the code comments that mark lines in MDX code
	// blocks; nil means markdown.DefaultMagicComments.
	MagicComments []markdown.MagicComment
	// UtilityCSS are the theme's utility stylesheets the site uses
	// (absolute paths), served as folio:utilities.css, which the theme
	// imports where they belong in its CSS (the classic theme's Layout,
	// right after its base.css).
	UtilityCSS []string
	// Mermaid serves the site's npm package mermaid as folio:mermaid
	// (markdown.mermaid); off, folio:mermaid is null.
	Mermaid bool
	// CustomCSS are the site's own stylesheets (absolute paths), bundled
	// after every component's CSS so that the site's rules win.
	CustomCSS []string
	// SourceRoutes maps page source files (absolute) to their URLs, so
	// that relative links between .md/.mdx files in MDX reach the pages.
	SourceRoutes map[string]string
	// MarkdownFormat is site.toml's markdown.format ("detect", "mdx", "md").
	MarkdownFormat string
	// StaticDirs are the site's static folders (absolute paths): an MDX
	// image at "/img/a.png" takes its size from the file found there.
	StaticDirs []string
}

// Asset lists what the browser needs for one entry point. URLs are
// absolute paths (base URL included).
type Asset struct {
	JS      string   `json:"js"`
	Preload []string `json:"-"` // static imports of JS, for modulepreload tags
	CSS     []string `json:"css"`
}

// Result is the outcome of Build.
type Result struct {
	Client     Asset
	Components map[string]Asset
	// Files are every client output, relative to OutDir.
	Files []string
	// Inputs are the source files both bundles were built from (absolute
	// paths), for deciding whether a cached bundle is still good.
	Inputs []string
	// Links are the source files the MDX pages' links looked up among the
	// routes, with the URL each had ("" for none): the bundle holds while
	// each still has it, whatever other routes come and go.
	Links map[string]string
	// Warnings are what the site's code does that folio leaves out
	// (headtags.go, shadows.go), at their places; a build prints them each
	// time.
	Warnings []diag.Diagnostic
}

// Build bundles the client and the server code.
func Build(opts Options) (*Result, error) {
	if opts.Packages == nil {
		return nil, fmt.Errorf("bundle: the binary's packages (@folio/*) were not unpacked for the site")
	}
	entries, err := componentEntries(opts)
	if err != nil {
		return nil, err
	}
	highlightCSS, err := codePalettes(opts)
	if err != nil {
		return nil, err
	}
	virtual := map[string]string{
		moduleSite:       string(opts.SiteJSON),
		moduleKernel:     kernelSource,
		moduleClient:     clientEntrySource,
		moduleServer:     serverEntrySource(entries),
		moduleStyles:     stylesEntrySource(entries, opts.CustomCSS),
		moduleUtilityCSS: utilitiesSource(opts.UtilityCSS),
		// Code is highlighted at build time; only its palette ships.
		moduleHighlightCSS: highlightCSS,
	}
	for i, e := range entries {
		if e.source != "" {
			virtual[e.input] = e.source
		}
		virtual[clientEntryInput(i)] = clientEntrySourceOf(e)
	}
	mdx := newMDXCompiler(opts.Node, opts.MDXCompiler, opts.SourceRoutes, opts.MarkdownFormat)
	mdx.staticDirs = opts.StaticDirs
	mdx.staticFences = themeCodeBlocks(opts.Themes)
	mdx.components = componentExports(opts.Themes)
	if opts.MagicComments != nil {
		mdx.magic = opts.MagicComments
	}
	mdx.kept = opts.MDXSession
	opts.MDXSession.begin(opts.MDXCompilerID, mdx.node)
	defer opts.MDXSession.end()
	defer mdx.close()
	cssModules := newCSSModules(opts.RootDir)
	heads := &headWarnings{}
	plugin := resolverPlugin(opts, virtual, mdx, cssModules, heads, false)
	serverPlugin := resolverPlugin(opts, virtual, mdx, cssModules, heads, true)

	var serverInputs []string
	server := make(chan error, 1)
	go func() {
		var err error
		serverInputs, err = buildServer(opts, serverPlugin)
		server <- err
	}()
	res, clientErr := buildClient(opts, entries, plugin)
	serverErr := <-server
	if clientErr != nil {
		return nil, clientErr
	}
	if serverErr != nil {
		return nil, serverErr
	}
	res.Inputs = mergeInputs(mergeInputs(res.Inputs, serverInputs), mdx.imageFiles())
	res.Links = mdx.links
	res.Warnings = append(heads.sorted(), unusedShadows(opts.RootDir, opts.Themes, res.Inputs)...)
	return res, nil
}

// siteFile is the file a component key names, relative to the site.
func (o Options) siteFile(ref string) string {
	if filepath.IsAbs(ref) {
		return ref
	}
	return filepath.Join(o.RootDir, filepath.FromSlash(ref))
}

// entry is one component's entry point.
type entry struct {
	key   string
	input string // what esbuild is given: a file, or a virtual module
	// source is the code of a virtual entry; empty for a file.
	source string
	name   string // readable output name
	// styles are what the site's stylesheet imports for this entry's CSS,
	// when not the entry itself: a page wrapper's theme component and
	// MDX file (the wrapper loads the file later, and a wrapper imported
	// by the styles entry too would be a chunk of its own on every page).
	styles []string
}

func componentEntries(opts Options) ([]entry, error) {
	keys := append([]string(nil), opts.Components...)
	sort.Strings(keys)
	var out []entry
	for _, key := range keys {
		kind, ref, ok := strings.Cut(key, ":")
		if !ok {
			return nil, fmt.Errorf("component key %q has no kind", key)
		}
		e := entry{key: key}
		var file string
		switch kind {
		case "theme":
			f, err := opts.Themes.Resolve(ref)
			if err != nil {
				return nil, err
			}
			file, e.input = f, realPath(f)
		case "module":
			file = opts.siteFile(ref)
			e.input = realPath(file)
		case "page":
			// A theme component given a page module as its MDXContent
			// prop: a doc page around a compiled .mdx file.
			name, module, ok := strings.Cut(ref, "|")
			if !ok {
				return nil, fmt.Errorf("component key %q: want page:Name|file", key)
			}
			file = opts.siteFile(module)
			e.input = fmt.Sprintf("folio:page/%d", len(out))
			// The compiled page binds the MDX components it uses
			// (core/client/tools/mdx-module.mjs). Its code is not part of
			// the first load: the page around it hydrates first, the body
			// at the load event or the first interaction, on the served
			// HTML, with the clicks and keys made on it meanwhile handed
			// over (core/client's lazyComponent and heldEvents). The server
			// loads it before it renders; a page navigated to loads it with
			// its own code.
			e.source = fmt.Sprintf(`import Page from '@theme/%s';
import { lazyComponent } from '@folio/client';
import { jsx } from 'react/jsx-runtime';
const MDXContent = lazyComponent(() => import(%q), { hydrate: 'afterLoad' });
export default function FolioPage(props) { return jsx(Page, { ...props, MDXContent }); }
`, name, file)
			e.styles = []string{"@theme/" + name, file}
		default:
			return nil, fmt.Errorf("component key %q: unknown kind %q", key, kind)
		}
		e.name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
		if e.name == "index" {
			e.name = filepath.Base(filepath.Dir(file))
		}
		out = append(out, e)
	}
	return out, nil
}

// stylesEntrySource imports every component for its CSS: the site gets
// one stylesheet, in one order, loaded once and cached for every page.
// Per-component stylesheets would each repeat the theme's base rules, and
// one appended on navigation would override the page's own rules.
// codePalettes is the code highlighting stylesheet for the site's palettes.
func codePalettes(opts Options) (string, error) {
	light, dark := opts.CodeTheme, opts.CodeDarkTheme
	if light == "" {
		light = markdown.DefaultPalette
	}
	if dark == "" {
		dark = markdown.DefaultPalette
	}
	css, err := markdown.HighlightCSSWith(light, dark)
	if err != nil {
		return "", fmt.Errorf("site.toml: themeConfig.codeBlock: %w", err)
	}
	return css, nil
}

// realPath resolves symlinks: esbuild names entry points by their real
// paths, so a theme reached through a linked folder must be named so too.
func realPath(file string) string {
	if real, err := filepath.EvalSymlinks(file); err == nil {
		return real
	}
	return file
}

func stylesEntrySource(entries []entry, customCSS []string) string {
	var b strings.Builder
	// The runtime's own imports (Root, ThemeProvider) bring CSS too.
	b.WriteString("import 'folio:highlight.css';\nimport 'folio:kernel';\n")
	for _, e := range entries {
		if e.styles == nil {
			fmt.Fprintf(&b, "import %q;\n", e.input)
		}
		for _, in := range e.styles {
			fmt.Fprintf(&b, "import %q;\n", in)
		}
	}
	// Last, so that a site's rules override the theme's at equal specificity.
	for _, file := range customCSS {
		fmt.Fprintf(&b, "import %q;\n", file)
	}
	return b.String()
}

// utilitiesSource is folio:utilities.css: the utility stylesheets the site uses.
func utilitiesSource(files []string) string {
	var b strings.Builder
	b.WriteString("/* the theme's utility classes this site uses */\n")
	for _, file := range files {
		fmt.Fprintf(&b, "@import %q;\n", file)
	}
	return b.String()
}

func serverEntrySource(entries []entry) string {
	var b strings.Builder
	b.WriteString("import { serveWorker } from '@folio/client/src/server';\nimport site from 'folio:site';\n")
	for i, e := range entries {
		fmt.Fprintf(&b, "import c%d from %q;\n", i, e.input)
	}
	b.WriteString("serveWorker(site, {\n")
	for i, e := range entries {
		fmt.Fprintf(&b, "  %q: c%d,\n", e.key, i)
	}
	b.WriteString("});\n")
	return b.String()
}

func commonOptions(opts Options, plugin api.Plugin) api.BuildOptions {
	return api.BuildOptions{
		AbsWorkingDir: opts.RootDir,
		Bundle:        true,
		Write:         true,
		LogLevel:      api.LogLevelSilent,
		JSX:           api.JSXAutomatic,
		// NODE_ENV is "production"; any other process.env key a site's code
		// reads (Docusaurus sites do: the Lexical website's error page reads
		// process.env.FB_INTERNAL) is undefined, on the server and in the
		// browser alike, rather than a ReferenceError that crashes the page.
		// process.env is an empty string, whose keys read undefined: a
		// primitive is written in where it is read, where an object would
		// be a module esbuild imports into every file (an init call in each
		// module: 0.2 KB of gzip on every page).
		Define:     map[string]string{"process.env.NODE_ENV": `"production"`, "process.env": `""`},
		Plugins:    []api.Plugin{plugin},
		AssetNames: "assets/media/[name]-[hash]",
		PublicPath: opts.BaseURL,
		Loader: map[string]api.Loader{
			".svg": api.LoaderFile, ".png": api.LoaderFile, ".jpg": api.LoaderFile,
			".jpeg": api.LoaderFile, ".gif": api.LoaderFile, ".webp": api.LoaderFile,
			".woff2": api.LoaderFile,
			// Docusaurus sites write JSX in .js files.
			".js": api.LoaderJSX,
		},
		Charset:       api.CharsetUTF8,
		LegalComments: api.LegalCommentsNone,
	}
}

func buildClient(opts Options, entries []entry, plugin api.Plugin) (*Result, error) {
	b := commonOptions(opts, plugin)
	b.Plugins = []api.Plugin{clientPlugin(opts.RootDir), plugin}
	b.EntryPointsAdvanced = append(b.EntryPointsAdvanced,
		api.EntryPoint{InputPath: moduleClient, OutputPath: "folio"},
		api.EntryPoint{InputPath: moduleStyles, OutputPath: "site"})
	for i, e := range entries {
		b.EntryPointsAdvanced = append(b.EntryPointsAdvanced, api.EntryPoint{InputPath: clientEntryInput(i), OutputPath: e.name})
	}
	b.Outdir = opts.OutDir
	b.EntryNames = "assets/[name]-[hash]"
	b.ChunkNames = "assets/chunk-[hash]"
	b.Format = api.FormatESModule
	b.Splitting = true
	b.Platform = api.PlatformBrowser
	b.Target = api.ES2020
	b.Metafile = true
	if !opts.Dev {
		b.MinifyWhitespace, b.MinifyIdentifiers, b.MinifySyntax = true, true, true
	}
	r := api.Build(b)
	if len(r.Errors) > 0 {
		return nil, messagesError("client bundle", r.Errors)
	}
	return readMetafile(r.Metafile, opts, entries)
}

func buildServer(opts Options, plugin api.Plugin) ([]string, error) {
	b := commonOptions(opts, plugin)
	b.EntryPoints = []string{moduleServer}
	b.Outfile = opts.ServerFile
	b.Format = api.FormatESModule
	b.Platform = api.PlatformNode
	b.Target = api.ES2022
	b.Loader[".css"] = api.LoaderEmpty
	// React's server build is CommonJS and requires Node built-ins; an ES
	// module bundle needs a real require for them.
	b.Banner = map[string]string{"js": "import { createRequire as __folioRequire } from 'node:module'; const require = __folioRequire(import.meta.url);"}
	b.Metafile = true
	// A map beside the bundle, without the sources' text: a component that
	// throws while rendering is reported at its own file, line and column
	// (core/render maps the stack only when a route fails).
	b.Sourcemap = api.SourceMapExternal
	b.SourcesContent = api.SourcesContentExclude
	r := api.Build(b)
	if len(r.Errors) > 0 {
		return nil, messagesError("server bundle", r.Errors)
	}
	return inputFiles(r.Metafile, opts.RootDir)
}
