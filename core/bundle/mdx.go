package bundle

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/folio-docs/folio/core/markdown"

	"github.com/folio-docs/folio/core/diag"
)

// mdxCompiler runs @mdx-js/mdx in one Node process for the whole build
// (core/client/tools/mdx-compiler.mjs). Both the client and the server
// bundle load each .mdx file; the compiled code is cached so each file is
// compiled once.
type mdxCompiler struct {
	node   string
	script string
	// routes maps source files to their pages' URLs, for relative links
	// between .md/.mdx files.
	routes map[string]string
	// format is site.toml's markdown.format: which of .md and .mdx are
	// MDX (sourceFormat).
	format string
	// magic are the magic comments of code blocks.
	magic []markdown.MagicComment
	// components are the named exports of @theme/MDXComponents, which
	// pages bind one by one (mdx-module.mjs); nil: bind the whole map.
	components []string
	// staticFences makes code fences Markdown's static code blocks rather
	// than <CodeBlock> elements (prepareMDX): when the site's MDX
	// components and CodeBlock are the theme's (themeCodeBlocks).
	staticFences bool
	// staticDirs are the site's static folders, where an image path
	// such as "/img/a.png" is found (imageBoxes).
	staticDirs []string
	// images are the image files imageBoxes looked at, found or not:
	// inputs of the bundle besides esbuild's (imageFiles); links the
	// source files links looked up in routes, with the URL found ("" for
	// none), which are the only way the routes reach a bundle.
	imagesMu sync.Mutex
	images   map[string]bool
	links    map[string]string

	// process is the Node process this bundle compiles with: its own,
	// started at the first compile and closed with the bundle, or the
	// session's (kept, mdxsession.go).
	startOnce sync.Once
	startErr  error
	process   *mdxProcess

	mu    sync.Mutex
	cache map[string]*mdxResult
	// kept is what a session keeps across bundles (mdxsession.go): replies,
	// and the process; nil in one-off builds.
	kept *MDXSession
}

type mdxReply struct {
	ID int `json:"id"`
	// lost: the process ended before it answered (not the file's fault,
	// so not remembered).
	lost bool
	Code string `json:"code"`
	// Parts are the inner HTML of the static variant's parts, by index.
	Parts []string  `json:"parts"`
	Error *mdxError `json:"error"`
}

type mdxError struct {
	Message string `json:"message"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
}

type mdxResult struct {
	done  chan struct{}
	reply mdxReply
	err   error
}

func newMDXCompiler(node, script string, routes map[string]string, format string) *mdxCompiler {
	if node == "" {
		node = "node"
	}
	return &mdxCompiler{node: node, script: script, routes: routes, format: format, magic: markdown.DefaultMagicComments, cache: map[string]*mdxResult{}}
}

func (c *mdxCompiler) start() error {
	c.startOnce.Do(func() {
		if c.kept != nil {
			c.process, c.startErr = c.kept.process(c.node, c.script)
			return
		}
		c.process, c.startErr = startMDXProcess(c.node, c.script)
	})
	return c.startErr
}

// The variants of a compiled MDX file (core/client/tools/mdx-static.mjs):
// MDX's own output, which the server renders, and the browser's, whose
// static parts are HTML that hydrates from the page.
const (
	mdxFull   = "full"
	mdxStatic = "static"
)

// The file of a static variant's parts' HTML, for client navigation,
// imported as "./page.mdx?folio-html" (core/client/tools/mdx-static.mjs):
// a JSON asset, whose import is its URL. A module would be an entry point
// of its own, which would make esbuild split its runtime helpers out of
// the shared chunk. The parts have a namespace of their own, so that
// esbuild keeps them apart from the page.
const mdxPartsNamespace = "folio-mdx-html"

// setup registers the hooks for .md and .mdx files (pages the plugins made
// MDX routes of, and the files they import) and for their parts' HTML. The
// server bundle gets the full variant, the client bundle the static one.
func (c *mdxCompiler) setup(b api.PluginBuild, rootDir string, server bool) {
	variant := mdxFull
	if !server {
		variant = mdxStatic
		// First: the files' hook below has no namespace, so it would take
		// the parts' modules too.
		c.setupParts(b, rootDir)
	}
	b.OnLoad(api.OnLoadOptions{Filter: `\.mdx?$`}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		return c.load(args.Path, variant)
	})
}

// setupParts serves "./page.mdx?folio-html": the HTML of the static
// variant's parts, as the URL of a JSON file (page.mdx.parts-HASH.json).
// The module's path is relative to the site's folder: esbuild hashes the
// paths of modules outside the file namespace as they are, so an absolute
// path gave every chunk another name when the site moved to another folder
// (TestTheSameSiteBuildsTheSameBytesInAnotherFolder).
func (c *mdxCompiler) setupParts(b api.PluginBuild, rootDir string) {
	b.OnResolve(api.OnResolveOptions{Filter: `\.mdx?\?folio-html$`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		file := filepath.Join(args.ResolveDir, filepath.FromSlash(strings.TrimSuffix(args.Path, "?folio-html")))
		rel, err := filepath.Rel(rootDir, file)
		if err != nil {
			return api.OnResolveResult{}, err
		}
		return api.OnResolveResult{Path: filepath.ToSlash(rel) + partsExt, Namespace: mdxPartsNamespace}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: mdxPartsNamespace}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		file := filepath.Join(rootDir, filepath.FromSlash(strings.TrimSuffix(args.Path, partsExt)))
		if res, err := c.load(file, mdxStatic); err != nil || res.Errors != nil {
			return res, err
		}
		parts, err := json.Marshal(c.parts(file))
		if err != nil {
			return api.OnLoadResult{}, err
		}
		contents := string(parts)
		return api.OnLoadResult{Contents: &contents, Loader: api.LoaderFile}, nil
	})
}

const partsExt = ".parts.json"

// compile returns the JavaScript for an .mdx file in one variant,
// compiling each variant at most once per build.
func (c *mdxCompiler) compile(file string, source []byte, images map[string]imageBox, variant string) (mdxReply, error) {
	format := sourceFormat(c.format, file)
	key := variant + "\x00" + file
	c.mu.Lock()
	res, ok := c.cache[key]
	if !ok {
		res = &mdxResult{done: make(chan struct{})}
		c.cache[key] = res
	}
	c.mu.Unlock()
	if ok {
		<-res.done
		return res.reply, res.err
	}
	defer close(res.done)
	request, err := json.Marshal(map[string]any{"file": file, "source": string(source), "format": format, "images": images, "variant": variant, "components": c.components})
	if err != nil {
		res.err = err
		return res.reply, err
	}
	memoKey := mdxKey(request)
	if rep, ok := c.kept.get(memoKey); ok {
		res.reply = rep
		return rep, nil
	}
	if res.err = c.start(); res.err != nil {
		return res.reply, res.err
	}
	if res.reply, res.err = c.process.request(request); res.err != nil {
		return res.reply, res.err
	}
	if !res.reply.lost {
		c.kept.put(memoKey, res.reply)
	}
	return res.reply, nil
}

// close ends the bundle's own process; the session's stays.
func (c *mdxCompiler) close() {
	if c.process != nil && c.kept == nil {
		c.process.close()
	}
}

// sourceFormat is how the MDX compiler reads file, "mdx" or "md"
// (CommonMark, made into a component all the same), as Docusaurus's
// markdown.format says: "mdx" makes .md files MDX too, "md" makes .mdx
// files CommonMark, and "detect" goes by the extension.
func sourceFormat(siteFormat, file string) string {
	switch siteFormat {
	case "mdx", "md":
		return siteFormat
	}
	if filepath.Ext(file) == ".mdx" {
		return "mdx"
	}
	return "md"
}

// parts are the inner HTML of the static parts of a file load compiled.
func (c *mdxCompiler) parts(file string) []string {
	c.mu.Lock()
	res := c.cache[mdxStatic+"\x00"+file]
	c.mu.Unlock()
	if res == nil {
		return nil
	}
	<-res.done
	return res.reply.Parts
}

// load compiles file in one variant, as esbuild's result.
func (c *mdxCompiler) load(file, variant string) (api.OnLoadResult, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	prepared := resolveMDXLinks(prepareMDX(src, c.magic, c.staticFences), file, c.route)
	rep, err := c.compile(file, prepared, imageBoxes(prepared, file, c.staticDirs, c.readImage), variant)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	dir := filepath.Dir(file)
	if rep.Error != nil {
		// MDX counts columns in characters from 1, esbuild in bytes from 0;
		// the line's text lets the diagnostic show it with a caret.
		text := diag.LineText(src, rep.Error.Line)
		return api.OnLoadResult{Errors: []api.Message{{
			Text:     rep.Error.Message,
			Location: &api.Location{File: file, Line: rep.Error.Line, Column: byteOffset(text, rep.Error.Column), LineText: text},
		}}}, nil
	}
	return api.OnLoadResult{Contents: &rep.Code, Loader: api.LoaderJS, ResolveDir: dir}, nil
}

// componentExports are the names @theme/MDXComponents exports besides its
// default map, as esbuild reads the module; nil when it cannot be read.
func componentExports(themes Themes) []string {
	file, err := themes.Resolve("MDXComponents")
	if err != nil {
		return nil
	}
	r := api.Build(api.BuildOptions{
		EntryPoints: []string{file}, Outdir: filepath.Join(filepath.Dir(file), "out"), Write: false,
		Metafile: true, Format: api.FormatESModule, LogLevel: api.LogLevelSilent,
	})
	if len(r.Errors) > 0 {
		return nil
	}
	var m struct {
		Outputs map[string]struct {
			Exports []string `json:"exports"`
		} `json:"outputs"`
	}
	if json.Unmarshal([]byte(r.Metafile), &m) != nil {
		return nil
	}
	var names []string
	for _, out := range m.Outputs {
		for _, name := range out.Exports {
			if name != "default" {
				names = append(names, name)
			}
		}
	}
	return names
}

// themeCodeBlocks tells whether code fences in MDX may be the static code
// blocks of .md pages: when neither CodeBlock nor MDXComponents is the
// site's own (site/theme or src/theme), the theme's CodeBlock renders the
// same markup, and its copy button is the one the theme adds to Markdown's
// code blocks. A site that shadows either (a swizzled Docusaurus CodeBlock)
// gets its component for fences, as in Docusaurus.
func themeCodeBlocks(themes Themes) bool {
	if themes.SiteDir == "" {
		return true
	}
	for _, name := range []string{"CodeBlock", "MDXComponents"} {
		file, err := themes.Resolve(name)
		if err != nil || isWithin(themes.SiteDir, file) {
			return false
		}
	}
	return true
}

func isWithin(dir, file string) bool {
	rel, err := filepath.Rel(dir, file)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// byteOffset is the 0-based byte offset of the 1-based character column
// col on line.
func byteOffset(line string, col int) int {
	n := 1
	for i := range line {
		if n == col {
			return i
		}
		n++
	}
	return len(line)
}

// readImage records an image file an MDX page's size attributes depend on.
func (c *mdxCompiler) readImage(file string) {
	c.imagesMu.Lock()
	defer c.imagesMu.Unlock()
	if c.images == nil {
		c.images = map[string]bool{}
	}
	c.images[file] = true
}

// route is the URL of the page built from source, recorded as looked up.
func (c *mdxCompiler) route(source string) (string, bool) {
	url, ok := c.routes[source]
	c.imagesMu.Lock()
	defer c.imagesMu.Unlock()
	if c.links == nil {
		c.links = map[string]string{}
	}
	c.links[source] = url
	return url, ok
}

// imageFiles are the image files the pages' sizes were read from, found or
// not, in no order.
func (c *mdxCompiler) imageFiles() []string {
	c.imagesMu.Lock()
	defer c.imagesMu.Unlock()
	out := make([]string, 0, len(c.images))
	for f := range c.images {
		out = append(out, f)
	}
	return out
}
