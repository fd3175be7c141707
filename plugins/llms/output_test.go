package llms

import (
	"os"
	"path/filepath"
	"testing"
)

func TestOutputWritesNewFilesAndReplacesLinkedOnes(t *testing.T) {
	dir := t.TempDir()
	served := filepath.Join(t.TempDir(), "intro.md")
	if err := os.WriteFile(served, []byte("served"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	// The output's file is a hard link to the served site's, as a build
	// that reuses the last output makes it.
	if err := os.Link(served, filepath.Join(dir, "docs", "intro.md")); err != nil {
		t.Skip("no hard links here:", err)
	}
	out := newOutput(dir)
	for rel, text := range map[string]string{"docs/intro.md": "# Intro\n", "docs/api/a/b.md": "# B\n", "docs/api/a/c.md": "# C\n"} {
		if err := out.write(rel, text); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil || string(got) != text {
			t.Errorf("%s = %q, %v; want %q", rel, got, err, text)
		}
	}
	if got, _ := os.ReadFile(served); string(got) != "served" {
		t.Errorf("the served site's file became %q; it must be left alone", got)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "docs", "*.llms-tmp")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
