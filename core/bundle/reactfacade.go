package bundle

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// React ships as CommonJS, which esbuild cannot bind by name: every module
// importing it gets its own interop variable, and every call reads through
// it, (0, ns.useState)(…) and (0, ns.jsx)("div", …), hundreds of times in
// a theme. In the client bundle the site's, the theme's and the runtime's
// imports of react and react/jsx-runtime go to an ES module facade that
// exports React's API by name, so calls are plain useState(…) and jsx(…):
// less code, and the same names across modules, which gzip compresses
// better. Packages in node_modules keep importing React itself; it is the
// same React underneath.
const facadeNamespace = "folio-react"

// cjsExport finds `exports.name =` assignments, as Node's own CommonJS
// export detection does; `==` comparisons are not assignments.
var cjsExport = regexp.MustCompile(`\bexports\.([A-Za-z_$][\w$]*)\s*=[^=]`)

// cjsProductionFile finds the file a package entry requires in production
// (React's index.js picks cjs/react.production.js by NODE_ENV).
var cjsProductionFile = regexp.MustCompile(`require\(['"](\./[^'"]*production[^'"]*)['"]\)`)

// cjsExportNames lists the names a CommonJS module assigns to exports,
// following its entry to the production build; empty when it finds none.
func cjsExportNames(file string) []string {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	if m := cjsProductionFile.FindSubmatch(src); m != nil {
		if src, err = os.ReadFile(filepath.Join(filepath.Dir(file), string(m[1]))); err != nil {
			return nil
		}
	}
	seen := map[string]bool{}
	var names []string
	for _, m := range cjsExport.FindAllSubmatch(src, -1) {
		name := string(m[1])
		if !seen[name] && name != "default" && name != "__esModule" {
			seen[name] = true
			names = append(names, name)
		}
	}
	return names
}

// facadeSource re-exports a CommonJS module's names one by one. Each is
// marked pure, so the names a bundle does not use are dropped.
func facadeSource(module string, names []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "import M from %q;\nexport default M;\n", module)
	for _, name := range names {
		fmt.Fprintf(&b, "export const %s = /* @__PURE__ */ (() => M.%s)();\n", name, name)
	}
	return b.String()
}

// setupReactFacade serves the facade for imports of react and
// react/jsx-runtime from outside node_modules.
func setupReactFacade(b api.PluginBuild, rootDir string) {
	var once sync.Once
	sources := map[string]string{}
	load := func() {
		for _, module := range []string{"react", "react/jsx-runtime"} {
			r := b.Resolve(module, api.ResolveOptions{ResolveDir: rootDir, Kind: api.ResolveJSImportStatement, PluginData: resolvingFromSite})
			if len(r.Errors) > 0 {
				continue
			}
			if names := cjsExportNames(r.Path); len(names) > 0 {
				sources[module] = facadeSource(module, names)
			}
		}
	}
	b.OnResolve(api.OnResolveOptions{Filter: `^react(/jsx-runtime)?$`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		if args.Namespace == facadeNamespace || args.PluginData == resolvingFromSite || isDependency(args.Importer) {
			return api.OnResolveResult{}, nil
		}
		once.Do(load)
		if _, ok := sources[args.Path]; !ok {
			return api.OnResolveResult{}, nil // a React this does not understand: used as it is
		}
		return api.OnResolveResult{Path: args.Path, Namespace: facadeNamespace}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: facadeNamespace}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		source := sources[args.Path]
		return api.OnLoadResult{Contents: &source, Loader: api.LoaderJS, ResolveDir: rootDir}, nil
	})
}
