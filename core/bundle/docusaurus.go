package bundle

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/folio-docs/folio/core/embedded"
)

// docusaurusDir is where @folio/client keeps the modules a Docusaurus site
// imports by their Docusaurus names (@docusaurus/Link → src/docusaurus/Link.tsx).
const docusaurusDir = "src/docusaurus"

// docusaurusInstead says what to use for Docusaurus modules folio does not
// provide, so that the build error teaches the way forward.
var docusaurusInstead = map[string]string{
	"router":                               "useLocation() and navigate() from @folio/client",
	"useGlobalData":                        "useGlobalData(key) from @folio/client",
	"useRouteContext":                      "useRoute() from @folio/client",
	"renderRoutes":                         "nothing: folio renders routes itself",
	"theme-common/internal":                "the classic theme's components through @theme/<Name> (docs/themes.md)",
	"plugin-content-docs/client":           "useSharedData('sidebar') and useRoute() from @folio/client",
	"plugin-content-blog/client":           "useRoute() from @folio/client",
	"plugin-content-docs":                  "the docs plugin's options in site.toml ([[plugins]], docs/plugins.md)",
	"plugin-content-blog":                  "the blog plugin's options in site.toml ([[plugins]], docs/plugins.md)",
	"types":                                "nothing at run time (a type import: `import type` is dropped)",
	"core":                                 "folio's own CLI (folio build, folio dev)",
	"ComponentCreator":                     "nothing: folio loads route components itself",
	"constants":                            "nothing: folio has no such constants",
	"useBrokenLinks":                       "nothing: folio checks links at build time (onBrokenLinks)",
	"utils":                                "a build-time script of your own: @docusaurus/utils is Node code",
	"utils-common":                         "@folio/client's withBaseUrl and normalizePath",
	"theme-classic":                        "folio's classic theme through @theme/<Name>",
	"theme-mermaid":                        "```mermaid code blocks, which folio renders without a plugin",
	"plugin-ideal-image":                   "a plain <img> with width and height",
	"theme-live-codeblock":                 "a component of your own in src/",
	"plugin-client-redirects":              "redirects in site.toml (the redirects plugin)",
	"useRouteContext/RouteContextProvider": "useRoute() from @folio/client",
}

// setupDocusaurus serves @docusaurus/<Name> from @folio/client's
// src/docusaurus folder. A name folio does not provide fails the build at
// the import, naming the module and what to use instead.
func setupDocusaurus(b api.PluginBuild, packages *embedded.Packages) {
	dir := filepath.Join(packages.Dir("@folio/client"), filepath.FromSlash(docusaurusDir))
	b.OnResolve(api.OnResolveOptions{Filter: `^@docusaurus/`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		name := strings.TrimPrefix(args.Path, "@docusaurus/")
		if file := docusaurusModule(dir, name); file != "" {
			return api.OnResolveResult{Path: file}, nil
		}
		return api.OnResolveResult{}, fmt.Errorf("%s", docusaurusMissing(dir, args.Path, name))
	})
	// Meta's internal-docs preset is read as the classic one and dropped
	// from package.json by the importer; its pages' components come from
	// folio, as the public build shows them.
	b.OnResolve(api.OnResolveOptions{Filter: `^docusaurus-plugin-internaldocs-fb/internal$`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		return api.OnResolveResult{Path: filepath.Join(dir, "internaldocs", "internal.tsx")}, nil
	})
}

// docusaurusModule is the file serving @docusaurus/name, or "".
func docusaurusModule(dir, name string) string {
	if strings.ContainsAny(name, `/\.`) {
		return ""
	}
	for _, ext := range []string{".tsx", ".ts"} {
		file := filepath.Join(dir, name+ext)
		if st, err := os.Stat(file); err == nil && !st.IsDir() {
			return file
		}
	}
	return ""
}

func docusaurusMissing(dir, module, name string) string {
	msg := fmt.Sprintf("%s is a Docusaurus API that folio does not provide", module)
	if instead := docusaurusInstead[name]; instead != "" {
		return msg + "; use " + instead + " instead"
	}
	return msg + "; folio provides " + strings.Join(docusaurusProvided(dir), ", ")
}

// docusaurusProvided lists the @docusaurus/ modules folio serves.
func docusaurusProvided(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		ext := filepath.Ext(e.Name())
		if ext == ".ts" || ext == ".tsx" {
			out = append(out, "@docusaurus/"+strings.TrimSuffix(e.Name(), ext))
		}
	}
	sort.Strings(out)
	return out
}
