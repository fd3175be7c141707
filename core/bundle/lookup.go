package bundle

import (
	"fmt"
	"os"
	"path/filepath"
)

// sourceExtensions are tried in order when a component is looked up.
var sourceExtensions = []string{".tsx", ".ts", ".jsx", ".js"}

// Themes is the component lookup chain, first match wins: the site's own
// components (site/theme/<Name>), the theme package, then the core's
// fallbacks. This is how a site shadows one component without forking.
type Themes struct {
	SiteDir     string // site/theme; may not exist
	ThemeDir    string // the theme package's components folder
	FallbackDir string // @folio/client's theme-fallback folder
}

// Resolve returns the source file of a component.
func (t Themes) Resolve(name string) (string, error) {
	return t.resolveFrom(name, t.SiteDir, t.ThemeDir, t.FallbackDir)
}

// ResolveOriginal skips the site's shadow, so a shadowing component can
// wrap the one it replaces (`@theme-original/Name`).
func (t Themes) ResolveOriginal(name string) (string, error) {
	return t.resolveFrom(name, t.ThemeDir, t.FallbackDir)
}

func (t Themes) resolveFrom(name string, dirs ...string) (string, error) {
	for _, dir := range dirs {
		if dir == "" {
			continue
		}
		base := filepath.Join(dir, filepath.FromSlash(name))
		for _, ext := range sourceExtensions {
			for _, candidate := range []string{base + ext, filepath.Join(base, "index"+ext)} {
				if st, err := os.Stat(candidate); err == nil && !st.IsDir() {
					return candidate, nil
				}
			}
		}
	}
	return "", fmt.Errorf("theme component %q not found in %s", name, describeDirs(dirs))
}

func describeDirs(dirs []string) string {
	s := ""
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if s != "" {
			s += ", "
		}
		s += d
	}
	return s
}
