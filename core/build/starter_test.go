package build

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/scaffold"
)

// `folio new site` writes a starter that builds as it is.
func TestStarterSiteBuilds(t *testing.T) {
	_, here, _, _ := runtime.Caller(0)
	repo := filepath.Join(filepath.Dir(here), "..", "..")
	dir := filepath.Join(t.TempDir(), "my-docs")
	if err := scaffold.NewSite(scaffold.SiteOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(repo, "node_modules"), filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
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
