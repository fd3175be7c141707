package bundle

import (
	"fmt"
	"path/filepath"
	"strconv"

	"github.com/evanw/esbuild/pkg/api"
)

// The kernel is what the browser entry loads statically: React, the
// runtime, the theme's frame (reached through the runtime's error page)
// and the site config. Every page loads all of it.
//
// esbuild puts code into one chunk per set of entry points that reach it,
// and every lazily loaded part (a dynamic import()) is an entry point of
// its own. A part that imports only React, or only the runtime, would
// split the kernel into several small files, which gzip worse and cost a
// request each. So in the client bundle every entry point imports the
// kernel first, route components and lazily loaded parts alike: the kernel
// is one chunk, and a part's own chunk holds only what the kernel lacks.
const moduleKernel = "folio:kernel"

const kernelSource = `export { start } from '@folio/client/src/browser';
export { default as site } from 'folio:site';
`

const clientEntrySource = `import { start, site } from 'folio:kernel';
start(site).catch((err) => console.error('folio: hydration failed', err));
`

// clientEntryInput names the client bundle's entry point of component i:
// the component behind the kernel.
func clientEntryInput(i int) string {
	return fmt.Sprintf("folio:entry/%d", i)
}

func clientEntrySourceOf(e entry) string {
	return fmt.Sprintf("import %q;\nexport { default } from %q;\n", moduleKernel, e.input)
}

// partNamespace holds the stand-ins of lazily loaded modules: the module
// behind the kernel. Whether the module has a default export is not known
// here; reading it through a namespace object works either way.
const partNamespace = "folio-part"

func partSource(file string) string {
	q := strconv.Quote(file)
	return fmt.Sprintf("import %q;\nimport * as part from %s;\nexport * from %s;\nexport default part.default;\n", moduleKernel, q, q)
}

// wrappingPart marks the nested resolve of a dynamic import, so that the
// rule below does not trigger itself.
type wrappingPartMarker struct{}

var wrappingPart = wrappingPartMarker{}

// setupKernelParts routes the dynamic imports of the site's, the theme's
// and the runtime's code through their stand-ins. Packages' own dynamic
// imports are left alone.
//
// A stand-in is named by its module's path from the site folder: esbuild
// hashes the names of a chunk's modules into its file name, and an
// absolute path would make the same site build different bytes elsewhere.
func setupKernelParts(b api.PluginBuild, rootDir string) {
	b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		if args.Kind != api.ResolveJSDynamicImport || args.PluginData == wrappingPart || isDependency(args.Importer) {
			return api.OnResolveResult{}, nil
		}
		r := b.Resolve(args.Path, api.ResolveOptions{
			Importer: args.Importer, Namespace: args.Namespace, ResolveDir: args.ResolveDir,
			Kind: args.Kind, PluginData: wrappingPart,
		})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{Errors: r.Errors}, nil
		}
		if r.External || (r.Namespace != "file" && r.Namespace != "") {
			return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, External: r.External}, nil
		}
		name := r.Path
		if rel, err := filepath.Rel(rootDir, r.Path); err == nil {
			name = filepath.ToSlash(rel)
		}
		return api.OnResolveResult{Path: name, Namespace: partNamespace}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: partNamespace}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		file := filepath.FromSlash(args.Path)
		if !filepath.IsAbs(file) {
			file = filepath.Join(rootDir, file)
		}
		source := partSource(file)
		return api.OnLoadResult{Contents: &source, Loader: api.LoaderJS, ResolveDir: filepath.Dir(file)}, nil
	})
}
