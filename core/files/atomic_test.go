package files

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteAtomicReplacesTheFileAndLeavesNothingBeside(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cache.bin")
	if err := os.WriteFile(file, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(file, []byte("new"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(file)
	if err != nil || string(got) != "new" {
		t.Fatalf("file holds %q (%v), want new", got, err)
	}
	if st, _ := os.Stat(file); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", st.Mode().Perm())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d entries, want the file alone", len(entries))
	}
	if err := WriteAtomic(filepath.Join(dir, "missing", "x"), nil, 0o644); err == nil {
		t.Error("a file in a missing folder was written")
	}
}
