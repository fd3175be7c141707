package scaffold

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNewThemeWritesACompleteTheme(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-theme")
	if err := NewTheme(ThemeOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	// A component for every route kind the built-in plugins make.
	for _, c := range []string{"Layout", "MarkdownPage", "DocPage", "BlogListPage", "BlogPostPage", "BlogTagsListPage",
		"BlogTagsPostsPage", "BlogArchivePage", "BlogAuthorsListPage", "BlogAuthorsPostsPage", "SearchPage", "RedirectPage", "NotFound", "Error"} {
		if _, err := os.Stat(filepath.Join(dir, "components", c+".tsx")); err != nil {
			t.Errorf("no component %s: %v", c, err)
		}
	}
	for file, want := range map[string]string{
		"package.json":                  `"name": "my-theme"`,
		"theme.schema.json":             `"title": "themeConfig of my-theme"`,
		"tsconfig.json":                 `"@folio/client": ["./.folio/client/src/index.ts"]`,
		"README.md":                     `theme = "./my-theme"`,
		".gitignore":                    ".folio/",
		".folio/client/src/contract.ts": "export interface DocRouteData {",
		".folio/client/src/index.ts":    "export type * from './types';",
	} {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
		if err != nil || !strings.Contains(string(b), want) {
			t.Errorf("%s: want %q in it (err %v)", file, want, err)
		}
	}
}

func TestNewThemeRefusesANonEmptyFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "keep.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := NewTheme(ThemeOptions{Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "is not empty") {
		t.Fatalf("err = %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d entries, want only keep.txt", len(entries))
	}
}

// folio types replaces the runtime a theme had, so that an upgrade leaves
// no stale file behind.
func TestWriteTypesReplacesAnOlderCopy(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, ".folio", "client", "src", "removed.ts")
	if err := os.MkdirAll(filepath.Dir(stale), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(stale, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteTypes(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the older copy's file is still there")
	}
	if _, err := os.Stat(filepath.Join(dir, ".folio", "client", "src", "contract.ts")); err != nil {
		t.Errorf("no contract.ts: %v", err)
	}
}
