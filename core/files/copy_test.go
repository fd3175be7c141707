package files

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCopyCreatesTheFolderAndReplacesTheFile(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "a.txt")
	dst := filepath.Join(dir, "x", "y", "a.txt")
	if err := os.WriteFile(src, []byte("first"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Copy(src, dst); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, []byte("second"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Copy(src, dst); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(dst); string(b) != "second" {
		t.Errorf("copy holds %q, want second", b)
	}
	if err := Copy(filepath.Join(dir, "missing"), dst); !os.IsNotExist(err) {
		t.Errorf("copying a missing file: %v", err)
	}
}
