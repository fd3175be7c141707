package build

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/embedded"
)

// findThemes builds the component lookup chain for a site: site/theme
// (or src/theme, siteThemeDir), then the theme named in site.toml, then @folio/client's fallbacks.
//
// A theme is a folder with a components/ folder: a path ("./my-theme"),
// a theme of the workspace (themes/<name>), or an npm package. The
// classic theme ("classic", "@folio/theme-classic", the default) and the
// client runtime are the binary's own copies (packages), never a site's.
func findThemes(site *config.Site, packages *embedded.Packages) (bundle.Themes, error) {
	themeDir, err := findTheme(site.Dir, site.Theme, packages)
	if err != nil {
		if written, _ := site.Written("theme"); written != site.Theme {
			return bundle.Themes{}, fmt.Errorf("--theme: %w", err) // the flag's, not site.toml's
		}
		return bundle.Themes{}, site.KeyError("theme", "%v", err)
	}
	if err := checkThemeConfig(site, themeDir); err != nil {
		return bundle.Themes{}, err
	}
	return bundle.Themes{
		SiteDir:     siteThemeDir(site.Dir),
		ThemeDir:    filepath.Join(themeDir, "components"),
		FallbackDir: filepath.Join(packages.Dir(embedded.Client), "src", "theme-fallback"),
	}, nil
}

// siteThemeDir is the folder of the site's own components: site/theme, or
// src/theme in a site moved from Docusaurus, where swizzled components
// live, when it has that folder and no site/theme.
func siteThemeDir(siteDir string) string {
	folio, docusaurus := siteThemeDirs(siteDir)
	if _, err := os.Stat(folio); err != nil {
		if info, err := os.Stat(docusaurus); err == nil && info.IsDir() {
			return docusaurus
		}
	}
	return folio
}

// siteThemeDirs are the two places siteThemeDir looks in. Both are
// inputs (themeTrees): creating either may change which one is used, so
// folio dev watches both and every bundle looks again.
func siteThemeDirs(siteDir string) (folio, docusaurus string) {
	return filepath.Join(siteDir, "site", "theme"), filepath.Join(siteDir, "src", "theme")
}

func findTheme(siteDir, name string, packages *embedded.Packages) (string, error) {
	if name == "" || name == "classic" || name == embedded.Classic {
		return packages.Dir(embedded.Classic), nil
	}
	// Every place looked in, found or not, so that the error can list them.
	var candidates, looked []string
	if strings.HasPrefix(name, ".") || filepath.IsAbs(name) {
		candidates = append(candidates, filepath.Join(siteDir, name))
		looked = append(looked, candidates[0])
	} else {
		candidates = append(candidates, filepath.Join(siteDir, "themes", name))
		looked = append(looked, candidates[0])
		for _, pkg := range []string{name, "@folio/theme-" + name} {
			if p, err := findPackage(siteDir, pkg); err == nil {
				candidates = append(candidates, p)
				looked = append(looked, p)
			} else {
				looked = append(looked, "the npm package "+pkg+" (no node_modules above the site has it)")
			}
		}
	}
	for _, c := range candidates {
		if st, err := os.Stat(filepath.Join(c, "components")); err == nil && st.IsDir() {
			return c, nil
		}
	}
	return "", fmt.Errorf("theme %q not found: a theme is a folder with a components/ folder; looked in %s", name, strings.Join(looked, "; "))
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
