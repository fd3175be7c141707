package build

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
)

// findThemes builds the component lookup chain for a site: site/theme,
// then the theme named in site.toml, then @folio/client's fallbacks.
//
// A theme is a folder with a components/ folder: a path ("./my-theme"),
// a theme of the workspace ("classic" is themes/classic), or an npm
// package ("@folio/theme-classic", or "classic" as @folio/theme-classic).
func findThemes(site *config.Site) (bundle.Themes, error) {
	themeDir, err := findTheme(site.Dir, site.Theme)
	if err != nil {
		return bundle.Themes{}, err
	}
	client, err := findPackage(site.Dir, "@folio/client")
	if err != nil {
		return bundle.Themes{}, fmt.Errorf("%w (run npm install)", err)
	}
	return bundle.Themes{
		SiteDir:     filepath.Join(site.Dir, "site", "theme"),
		ThemeDir:    filepath.Join(themeDir, "components"),
		FallbackDir: filepath.Join(client, "src", "theme-fallback"),
	}, nil
}

func findTheme(siteDir, name string) (string, error) {
	if name == "" {
		name = "classic"
	}
	var candidates []string
	if strings.HasPrefix(name, ".") || filepath.IsAbs(name) {
		candidates = append(candidates, filepath.Join(siteDir, name))
	} else {
		candidates = append(candidates, filepath.Join(siteDir, "themes", name))
		if p, err := findPackage(siteDir, name); err == nil {
			candidates = append(candidates, p)
		}
		if p, err := findPackage(siteDir, "@folio/theme-"+name); err == nil {
			candidates = append(candidates, p)
		}
	}
	for _, c := range candidates {
		if st, err := os.Stat(filepath.Join(c, "components")); err == nil && st.IsDir() {
			return c, nil
		}
	}
	return "", fmt.Errorf("theme %q not found: looked for a components/ folder in %s", name, strings.Join(candidates, ", "))
}

// findPackage finds an npm package the way Node does: node_modules in the
// site directory and its parents. Symlinks (npm workspaces) are resolved so
// that every import of a module is one module.
func findPackage(from, name string) (string, error) {
	dir := from
	for {
		p := filepath.Join(dir, "node_modules", filepath.FromSlash(name))
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return filepath.EvalSymlinks(p)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("npm package %s not found in node_modules above %s", name, from)
		}
		dir = parent
	}
}
