package llms

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/folio-docs/folio/plugins/apiref"
	"github.com/folio-docs/folio/plugins/blog"
	"github.com/folio-docs/folio/plugins/docs"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/plugins/internal/twin"
	"github.com/folio-docs/folio/plugins/pages"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// generatedPrefix starts the source path of a doc the docs plugin
// generated (apiref.Doc.File): "generated api/modules/lexical.md".
const generatedPrefix = "generated "

// contentFolders are the folders of the built-in content plugins the
// site lists: the sources of the twins.
func (c *siteConfig) contentFolders() []string {
	var out []string
	for _, p := range []struct{ name, def string }{{"docs", docs.DefaultPath}, {"blog", blog.DefaultPath}, {"pages", pages.DefaultPath}} {
		if dir, ok := c.folder(p.name, p.def); ok {
			out = append(out, dir)
		}
	}
	return out
}

// kindOf tells what a page is from its source path.
func (c *siteConfig) kindOf(source string) twin.Kind {
	if rest, ok := strings.CutPrefix(source, generatedPrefix); ok {
		if strings.HasPrefix(rest, "api/") {
			return twin.API
		}
		return twin.Doc
	}
	if dir, ok := c.folder("blog", blog.DefaultPath); ok && under(source, dir) {
		return twin.BlogPost
	}
	if dir, ok := c.folder("pages", pages.DefaultPath); ok && under(source, dir) {
		return twin.Page
	}
	return twin.Doc
}

func under(file, dir string) bool { return dir == "." || strings.HasPrefix(file, dir+"/") }

// sourceReader gives each page's source.
type sourceReader struct {
	siteDir    string
	siteConfig []byte
	cfg        *siteConfig
	// generated are the generated docs by source path, read on first
	// need (once: pages are read on several goroutines).
	generateOnce sync.Once
	generated    map[string][]byte
	generateErr  error
}

func (s *sourceReader) read(ctx context.Context, r *pluginpb.RouteSummary) ([]byte, error) {
	source := r.GetMeta().GetSourcePath()
	if source == "" {
		return nil, fmt.Errorf("route %s has a Markdown twin but no source path", r.Path)
	}
	if strings.HasPrefix(source, generatedPrefix) {
		s.generateOnce.Do(func() { s.generateErr = s.generate(ctx) })
		if s.generateErr != nil {
			return nil, s.generateErr
		}
		src, ok := s.generated[source]
		if !ok {
			return nil, fmt.Errorf("route %s: the reference generation has no doc %q", r.Path, strings.TrimPrefix(source, generatedPrefix))
		}
		return src, nil
	}
	src, err := os.ReadFile(filepath.Join(s.siteDir, filepath.FromSlash(source)))
	if err != nil {
		return nil, fmt.Errorf("route %s: %w", r.Path, err)
	}
	return src, nil
}

// generate takes the generated docs as the docs plugin made them: the
// same options give the same generation, from the cache it kept
// (node_modules/.cache/folio), without running TypeDoc again.
func (s *sourceReader) generate(ctx context.Context) error {
	s.generated = map[string][]byte{}
	raw, ok := s.cfg.builtinOptions("docs")
	if !ok {
		return nil
	}
	gen, ok, err := docs.ReferenceGeneration(s.siteDir, s.siteConfig, raw)
	if err != nil || !ok {
		return err
	}
	res, err := apiref.Generate(ctx, gen)
	if err != nil {
		return fmt.Errorf("reference: %w", err)
	}
	for _, d := range res.Docs {
		s.generated[d.File] = d.Source
	}
	return nil
}

// linkTable resolves the links of a source to absolute URLs: an internal
// page's twin when it has one, the page otherwise.
type linkTable struct {
	cfg *siteConfig
	// siteDir finds the files pages link to by a relative path, which
	// their plugin published under a name of its own.
	siteDir string
	// twinOf maps a route path, normalised, to its twin's path ("" for a
	// page without one); bySource a source file to its route path.
	twinOf   map[string]string
	bySource map[string]string
}

func newLinkTable(cfg *siteConfig, siteDir string, routes []*pluginpb.RouteSummary) *linkTable {
	t := &linkTable{cfg: cfg, siteDir: siteDir, twinOf: map[string]string{}, bySource: map[string]string{}}
	for _, r := range routes {
		m := r.GetMeta()
		t.twinOf[normalize(r.Path)] = m.GetMarkdown()
		if s := m.GetSourcePath(); s != "" {
			t.bySource[strings.TrimPrefix(s, generatedPrefix)] = r.Path
		}
	}
	return t
}

func normalize(p string) string {
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	return p
}

// forSource is the linker of the page of the given kind made from source.
func (t *linkTable) forSource(source string, kind twin.Kind) linker {
	dir := path.Dir(strings.TrimPrefix(source, generatedPrefix))
	self := t.bySource[strings.TrimPrefix(source, generatedPrefix)]
	return func(target string) string {
		if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") || strings.HasPrefix(target, "//") {
			return target
		}
		p, frag, _ := strings.Cut(target, "#")
		if frag != "" {
			frag = "#" + frag
		}
		switch {
		case p == "":
			return t.page(self) + frag
		case strings.HasPrefix(p, "/"):
			return t.page(strings.TrimPrefix(p, strings.TrimSuffix(t.cfg.BaseURL, "/"))) + frag
		}
		// A file link: another source, as Markdown links between docs go.
		if routePath, ok := t.bySource[path.Join(dir, p)]; ok {
			return t.page(routePath) + frag
		}
		if published, ok := t.published(path.Join(dir, p), kind); ok {
			return t.cfg.absolute(published) + frag
		}
		// Anything else is relative to the page's URL.
		base := self
		if !strings.HasSuffix(base, "/") {
			base = path.Dir(base) + "/"
		}
		resolved := path.Join(base, p)
		if strings.HasSuffix(p, "/") {
			resolved += "/"
		}
		return t.page(resolved) + frag
	}
}

// published is where the plugin of a page of the given kind published a
// file the page links to by a relative path (an image beside a post): the
// name mdpage.AssetTable gives it, when the file exists.
func (t *linkTable) published(file string, kind twin.Kind) (string, bool) {
	if strings.HasPrefix(file, generatedPrefix) || strings.HasPrefix(file, "../") {
		return "", false
	}
	abs := filepath.Join(t.siteDir, filepath.FromSlash(file))
	if info, err := os.Stat(abs); err != nil || !info.Mode().IsRegular() {
		return "", false
	}
	dir := docs.AssetsDir
	switch kind {
	case twin.BlogPost:
		dir = blog.AssetsDir
	case twin.Page:
		dir = pages.AssetsDir
	}
	// Not looked for in the output: the plugin copies it there in its own
	// PostBuild, which may run after this one.
	name := mdpage.HashPrefix(abs) + "-" + filepath.Base(abs)
	return "/" + dir + "/" + url.PathEscape(name), true
}

// page is the absolute URL of a site path: its twin's when it has one.
func (t *linkTable) page(p string) string {
	q, query, _ := strings.Cut(p, "?")
	if md := t.twinOf[normalize(q)]; md != "" {
		return t.cfg.absolute(md)
	}
	if query != "" {
		q += "?" + query
	}
	return t.cfg.absolute(q)
}
