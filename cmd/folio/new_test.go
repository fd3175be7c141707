package main

import (
	"os"
	"path/filepath"
	"testing"
)

// The theme = "..." line folio new theme prints, and the command folio
// new plugin --lang node prints, name the folder by its path from the
// site, wherever it is made.
func TestPathFromSite(t *testing.T) {
	site := t.TempDir()
	if err := os.WriteFile(filepath.Join(site, "site.toml"), []byte("title = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(site)
	for _, c := range []struct{ dir, want string }{
		{filepath.Join(site, "themes", "mytheme"), "./themes/mytheme"},
		{filepath.Join(site, "mytheme"), "./mytheme"},
	} {
		if got := pathFromSite(c.dir); got != c.want {
			t.Errorf("pathFromSite(%s) = %q, want %q", c.dir, got, c.want)
		}
	}
	// Made from elsewhere (no site.toml above it): the path from the
	// working directory.
	other := t.TempDir()
	t.Chdir(other)
	if got := pathFromSite(filepath.Join(other, "a", "b")); got != "./a/b" {
		t.Errorf("outside a site: %q, want ./a/b", got)
	}
}
