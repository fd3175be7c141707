package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/scaffold"
	"github.com/folio-docs/folio/internal/sitetest"
)

// `folio new site` writes a starter that builds as it is.
func TestStarterSiteBuilds(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-docs")
	if err := scaffold.NewSite(scaffold.SiteOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	sitetest.LinkNodeModules(t, dir)
	if _, err := Build(t.Context(), Options{ConfigFile: filepath.Join(dir, "site.toml")}); err != nil {
		t.Fatalf("the starter does not build: %v", err)
	}
	for file, want := range map[string]string{
		"build/index.html":            "Read the docs",
		"build/docs/intro/index.html": "theme-admonition-tip",
		"build/about/index.html":      "<title>About | My-docs</title>",
	} {
		b, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil || !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %q (%v)", file, want, err)
		}
	}
}
