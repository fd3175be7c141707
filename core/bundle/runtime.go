package bundle

import (
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/folio-docs/folio/core/embedded"
)

// embeddedImport matches an import of an embedded package or of a file in
// it: "@folio/client", "@folio/client/src/server".
var embeddedImport = func() *regexp.Regexp {
	names := embedded.Names()
	for i, n := range names {
		names[i] = regexp.QuoteMeta(n)
	}
	return regexp.MustCompile(`^(` + strings.Join(names, "|") + `)(/.*)?$`)
}()

// setupEmbedded sends every import of @folio/client and
// @folio/theme-classic to the copy this binary carries, wherever the
// importer sits (the site, a theme of its own, the runtime itself). A
// site's node_modules may hold other copies (npm workspaces do, in folio's
// own checkout); they are never bundled, so the runtime always matches
// the binary.
func setupEmbedded(b api.PluginBuild, packages *embedded.Packages) {
	b.OnResolve(api.OnResolveOptions{Filter: embeddedImport.String()}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		m := embeddedImport.FindStringSubmatch(args.Path)
		dir := packages.Dir(m[1])
		// The package itself is its folder (package.json's main); a file
		// in it resolves like any relative path, extensions and index
		// files included.
		r := b.Resolve("./"+strings.TrimPrefix(m[2], "/"), api.ResolveOptions{ResolveDir: dir, Kind: args.Kind})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{Errors: r.Errors}, nil
		}
		return api.OnResolveResult{Path: r.Path, SideEffects: sideEffects(r.SideEffects)}, nil
	})
}

// isDependency tells whether file is an npm dependency's code rather than
// folio's or the site's: the runtime unpacked into node_modules is folio's.
func isDependency(file string) bool {
	return strings.Contains(filepath.ToSlash(file), "node_modules") && !embedded.IsUnpacked(file)
}
