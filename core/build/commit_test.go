package build

import (
	"os"
	"path/filepath"
	"testing"
)

func writeOutput(t *testing.T, dir, page string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
}

func entries(t *testing.T, dir string) []string {
	t.Helper()
	list, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name())
	}
	return names
}

func TestCommitMovesTheOldOutputToTrashAndTheNextBuildEmptiesIt(t *testing.T) {
	root := t.TempDir()
	final, trash := filepath.Join(root, "build"), filepath.Join(root, "cache", "trash")

	writeOutput(t, filepath.Join(root, ".build.tmp-1"), "first")
	if err := commitOutput(filepath.Join(root, ".build.tmp-1"), final, trash); err != nil {
		t.Fatal(err)
	}
	writeOutput(t, filepath.Join(root, ".build.tmp-2"), "second")
	if err := commitOutput(filepath.Join(root, ".build.tmp-2"), final, trash); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(final, "index.html")); string(b) != "second" {
		t.Fatalf("the output holds %q, want the second build", b)
	}
	// Nothing is left beside the output: the old one waits in the trash.
	if got := entries(t, root); len(got) != 2 || got[0] != "build" || got[1] != "cache" {
		t.Errorf("beside the output: %q, want only build and cache", got)
	}
	if got := entries(t, trash); len(got) != 1 {
		t.Fatalf("trash = %q, want the first output", got)
	}

	// The next build empties the trash while it works.
	emptyTrash(trash)()
	if got := entries(t, trash); len(got) != 0 {
		t.Errorf("trash after emptying = %q", got)
	}

	// Without a trash folder the old output is removed at once.
	writeOutput(t, filepath.Join(root, ".build.tmp-3"), "third")
	if err := commitOutput(filepath.Join(root, ".build.tmp-3"), final, ""); err != nil {
		t.Fatal(err)
	}
	if got := entries(t, root); len(got) != 2 {
		t.Errorf("beside the output: %q", got)
	}
}
