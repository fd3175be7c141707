package docusaurus

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
)

// siteImports finds which of the packages Docusaurus brought
// (docusaurusBrought) the site's own code imports without listing them:
// name → the first file, relative to dir, that does. It reads the code
// under src/ (components, pages, swizzled theme components).
func siteImports(dir string) map[string]string {
	found := map[string]string{}
	root := filepath.Join(dir, "src")
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if d.Name() == "node_modules" || (d.Name()[0] == '.' && path != root) {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".js", ".jsx", ".ts", ".tsx", ".mjs", ".mdx", ".md":
		default:
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		for _, m := range importedPackage.FindAllSubmatch(data, -1) {
			name := string(m[1])
			if _, brought := docusaurusBrought[name]; brought && found[name] == "" {
				rel, _ := filepath.Rel(dir, path)
				found[name] = filepath.ToSlash(rel)
			}
		}
		return nil
	})
	return found
}

// importedPackage finds the package of an import, export … from, require()
// or import() whose specifier is a literal.
var importedPackage = regexp.MustCompile(`(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|\bimport\s+)['"]((?:@[\w.-]+/)?[\w.-]+)(?:/[^'"]*)?['"]`)
