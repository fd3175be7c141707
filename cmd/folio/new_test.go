package main

import (
	"os"
	"path/filepath"
	"testing"
)

// The theme = "..." line folio new theme prints is the path from the
// site, wherever the theme is made.
func TestThemePathFromSite(t *testing.T) {
	site := t.TempDir()
	if err := os.WriteFile(filepath.Join(site, "site.toml"), []byte("title = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(site)
	for _, c := range []struct{ dir, want string }{
		{filepath.Join(site, "themes", "mytheme"), "./themes/mytheme"},
		{filepath.Join(site, "mytheme"), "./mytheme"},
	} {
		if got := themePathFromSite(c.dir); got != c.want {
			t.Errorf("themePathFromSite(%s) = %q, want %q", c.dir, got, c.want)
		}
	}
	// Made from elsewhere (no site.toml above it): the path from the
	// working directory.
	other := t.TempDir()
	t.Chdir(other)
	if got := themePathFromSite(filepath.Join(other, "a", "b")); got != "./a/b" {
		t.Errorf("outside a site: %q, want ./a/b", got)
	}
}
