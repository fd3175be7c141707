package docs

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/plugins/apiref"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/sdk"
)

// referenceOptions is [plugins.options.reference]: npm packages whose
// README pages and API reference are generated at build time
// (plugins/apiref, docs/api-reference.md).
type referenceOptions struct {
	Packages     []string `json:"packages"`
	Core         string   `json:"core"`
	APIReference *bool    `json:"apiReference"`
	PackagePages *bool    `json:"packagePages"`
}

// source is the text of one doc: a file of the docs folder, or a doc
// generated at build time, which the rest of the plugin treats the same.
type source struct {
	rel, file, display string
	// src is nil for a file whose stamp is its kept parse's: kept is that
	// parse, which gives its front matter, and the file is read only if
	// the doc must be parsed again.
	src  []byte
	kept *parsedDoc
	// sum is src's SHA-256 (the parse key's part); stamp the file's stat
	// before it was read (none for a generated doc).
	sum   [sha256.Size]byte
	stamp fileStamp
}

// readSources reads the docs folder's files, then adds the generated docs
// no file stands in for: a file at the same path replaces a generated doc.
// A file whose stamp is the one cache kept with its parse is not read.
func readSources(ctx context.Context, root, docsPath string, rels []string, given map[string]fileStamp, generated []source, cache *parseCache, clock ledger.Clock) ([]source, error) {
	out := make([]source, len(rels), len(rels)+len(generated))
	// Every file is stamped (unless the core's stamp of it is given) while
	// the parse cache reads its disk copy, then the files whose kept parse
	// does not hold are read.
	err := parallel.ForEach(ctx, len(rels), func(i int) error {
		file := filepath.Join(root, filepath.FromSlash(rels[i]))
		s := &out[i]
		*s = source{rel: rels[i], file: file, display: filepath.ToSlash(filepath.Join(docsPath, rels[i]))}
		if st, ok := given[rels[i]]; ok {
			s.stamp = st
			return nil
		}
		info, err := os.Stat(file)
		if err != nil {
			return err
		}
		s.stamp = stampOf(info, clock)
		return nil
	})
	if err != nil {
		return nil, err
	}
	cache.ready()
	err = parallel.ForEach(ctx, len(rels), func(i int) error {
		s := &out[i]
		if p := cache.unchanged(s.display, s.stamp); p != nil {
			s.kept, s.sum = p, p.srcSum
			return nil
		}
		var err error
		s.src, err = cache.readSource(s.file)
		s.sum = sha256.Sum256(s.src)
		return err
	})
	if err != nil {
		return nil, err
	}
	onDisk := make(map[string]bool, len(rels))
	for _, rel := range rels {
		onDisk[rel] = true
	}
	for _, g := range generated {
		if !onDisk[g.rel] {
			g.file = filepath.Join(root, filepath.FromSlash(g.rel))
			g.sum = sha256.Sum256(g.src)
			out = append(out, g)
		}
	}
	return out, nil
}

// generateReference makes the reference docs the options ask for, with
// the sidebar metadata of their folders. Nothing is asked: nothing made.
func generateReference(ctx context.Context, siteDir string, opts Options, site mdpage.Settings, siteConfig []byte, send sdk.Sender) ([]source, map[string]*categoryMeta, error) {
	ref := opts.Reference
	metas := map[string]*categoryMeta{}
	if ref == nil {
		return nil, metas, nil
	}
	if len(ref.Packages) == 0 {
		return nil, nil, fmt.Errorf("site.toml: [plugins.options.reference] of docs: packages: list the npm packages to document")
	}
	res, err := apiref.Generate(ctx, referenceGeneration(siteDir, opts, site, siteConfig))
	if err != nil {
		return nil, nil, fmt.Errorf("reference: %w", err)
	}
	// What is installed decides what is generated: the lockfile, and the
	// packages' package.json and README files.
	for _, f := range res.Inputs {
		if err := send.Watch(f); err != nil {
			return nil, nil, err
		}
	}
	sdk.Logger().Info("reference generated", "docs", len(res.Docs), "typedoc_cached", res.FromCache,
		"typedoc_ms", res.TypeDoc.Milliseconds(), "total_ms", res.Total.Milliseconds())
	out := make([]source, len(res.Docs))
	for i, d := range res.Docs {
		out[i] = source{rel: d.Path, display: d.File, src: d.Source}
	}
	for _, c := range res.Categories {
		position := float64(c.Position)
		metas[c.Dir] = &categoryMeta{Label: c.Label, Position: &position}
	}
	return out, metas, nil
}

// referenceGeneration is what the reference of opts is generated with.
func referenceGeneration(siteDir string, opts Options, site mdpage.Settings, siteConfig []byte) apiref.Options {
	ref := opts.Reference
	var public struct {
		URL string `json:"url"`
	}
	_ = json.Unmarshal(siteConfig, &public)
	return apiref.Options{
		SiteDir:      siteDir,
		Packages:     ref.Packages,
		Core:         ref.Core,
		DocsURL:      site.URL(opts.routePath("/")),
		SiteURL:      public.URL,
		SkipAPI:      ref.APIReference != nil && !*ref.APIReference,
		SkipPackages: ref.PackagePages != nil && !*ref.PackagePages,
	}
}

// ReferenceGeneration is what the docs plugin, given these options,
// generates its reference with (plugins/apiref): another plugin that
// calls apiref.Generate with it gets the very docs the pages were made
// from, from the same cache. ok is false when the options ask for no
// reference.
func ReferenceGeneration(siteDir string, siteConfig, docsOptions []byte) (gen apiref.Options, ok bool, err error) {
	opts, err := decodeOptions(docsOptions)
	if err != nil || opts.Reference == nil || len(opts.Reference.Packages) == 0 {
		return gen, false, err
	}
	site, err := decodeSiteSettings(siteConfig)
	if err != nil {
		return gen, false, err
	}
	return referenceGeneration(siteDir, opts, site, siteConfig), true, nil
}

// withoutCategoryFiles keeps the generated folders' metadata for folders
// without a _category_ file: a file the site wrote wins.
func (set *docSet) withoutCategoryFiles(metas map[string]*categoryMeta) map[string]*categoryMeta {
	for dir := range metas {
		if _, ok := set.categories[dir]; ok {
			delete(metas, dir)
		}
	}
	return metas
}
