package build

import (
	"os"
	"path/filepath"
	"testing"
)

// A site moved from Docusaurus keeps its swizzled components in src/theme;
// a folio site's site/theme wins when both exist.
func TestSiteThemeDir(t *testing.T) {
	dir := t.TempDir()
	folio := filepath.Join(dir, "site", "theme")
	docusaurus := filepath.Join(dir, "src", "theme")
	if got := siteThemeDir(dir); got != folio {
		t.Errorf("neither folder: %s, want %s", got, folio)
	}
	if err := os.MkdirAll(docusaurus, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := siteThemeDir(dir); got != docusaurus {
		t.Errorf("src/theme only: %s, want %s", got, docusaurus)
	}
	if err := os.MkdirAll(folio, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := siteThemeDir(dir); got != folio {
		t.Errorf("both: %s, want %s", got, folio)
	}
}
