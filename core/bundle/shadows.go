package bundle

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"github.com/folio-docs/folio/core/diag"
)

// unusedShadows are warnings about the site's theme components that
// nothing renders: a code file of the site's theme folder (src/theme or
// site/theme) that neither bundle read, and whose name the theme does not
// have. A Docusaurus site swizzles the classic theme's inner parts
// (DocItem/Layout, DocSidebarItem/Link, …); folio's themes are made of
// other components, so such a file would otherwise be left out without a
// word while the page keeps the theme's own layout. A shadow of a
// component the theme has, which this site's pages happen not to render
// (a blog page in a site without a blog), is not reported.
func unusedShadows(rootDir string, themes Themes, inputs []string) []diag.Diagnostic {
	if themes.SiteDir == "" {
		return nil
	}
	read := make(map[string]bool, len(inputs))
	for _, in := range inputs {
		read[in] = true
	}
	var out []diag.Diagnostic
	_ = filepath.WalkDir(themes.SiteDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !slices.Contains(sourceExtensions, filepath.Ext(path)) || read[path] {
			return nil
		}
		if strings.HasSuffix(strings.TrimSuffix(path, filepath.Ext(path)), ".d") {
			return nil // a TypeScript declaration file
		}
		name := shadowName(themes.SiteDir, path)
		if _, err := themes.ResolveOriginal(name); err == nil {
			return nil
		}
		file := path
		if rel, err := filepath.Rel(rootDir, path); err == nil {
			file = filepath.ToSlash(rel)
		}
		out = append(out, diag.Diagnostic{
			Severity: diag.Warning, Source: "theme", File: file,
			Message: fmt.Sprintf("not used: this file shadows @theme/%s, which the theme does not have, and no rendered component imports it", name),
			Detail: "Docusaurus's classic theme is built of other components than folio's, so a component swizzled from it has no place here. " +
				"Shadow one of the theme's own components instead (the theme's README lists them; folio's docs/themes.md says how), or import this file from one that is rendered.",
		})
		return nil
	})
	return out
}

// shadowName is the @theme/ name a file of the site's theme folder
// shadows: its path without the extension, or its folder's for an index
// file (DocItem/Layout/index.tsx is DocItem/Layout).
func shadowName(siteDir, path string) string {
	rel, err := filepath.Rel(siteDir, path)
	if err != nil {
		return filepath.Base(path)
	}
	rel = filepath.ToSlash(strings.TrimSuffix(rel, filepath.Ext(rel)))
	if rel != "index" && strings.HasSuffix(rel, "/index") {
		rel = strings.TrimSuffix(rel, "/index")
	}
	return rel
}
