package build

import (
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/embedded"
)

// sitePackages unpacks the binary's own npm packages (the client runtime
// and the classic theme) for the site, finds its theme lookup chain, and
// checks that the public npm packages the runtime and theme import are
// installed, naming those that are not.
func sitePackages(site *config.Site) (*embedded.Packages, bundle.Themes, error) {
	packages, err := embedded.Unpack(site.Dir)
	if err != nil {
		return nil, bundle.Themes{}, err
	}
	themes, err := findThemes(site, packages)
	if err != nil {
		return nil, bundle.Themes{}, err
	}
	inUse := []string{embedded.Client}
	if strings.HasPrefix(themes.ThemeDir, packages.Dir(embedded.Classic)+string(filepath.Separator)) {
		inUse = append(inUse, embedded.Classic)
	}
	return packages, themes, embedded.CheckInstalled(site.Dir, inUse...)
}

// mdxCompiler is the MDX compiler service of the binary's runtime.
func mdxCompiler(packages *embedded.Packages) string {
	return filepath.Join(packages.Dir(embedded.Client), "tools", "mdx-compiler.mjs")
}
