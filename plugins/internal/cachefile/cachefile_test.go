package cachefile

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
)

// A file reads back as written; one with a bit flipped, cut short or
// holding two messages is damaged; a folder in its place is replaced.
func TestAFileReadsBackOrIsDamaged(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	want := &cachepb.Manifest{Store: "s", Files: []string{"a", "b"}}
	if err := Write(file, want); err != nil {
		t.Fatal(err)
	}
	var got cachepb.Manifest
	if err := Read(file, &got); err != nil || got.Store != "s" || !slices.Equal(got.Files, want.Files) {
		t.Fatalf("read back %v (%v)", &got, err)
	}
	good, _ := os.ReadFile(file)
	two, _ := files.AppendMessage(nil, want)
	two, _ = files.AppendMessage(two, want)
	for name, b := range map[string][]byte{
		"a bit flipped": append(append([]byte{}, good[:3]...), append([]byte{good[3] ^ 1}, good[4:]...)...),
		"cut short":     good[:len(good)/2],
		"two messages":  files.Seal(two),
		"empty":         nil,
	} {
		os.WriteFile(file, b, 0o644)
		if err := Read(file, &cachepb.Manifest{}); !errors.Is(err, files.ErrDamaged) {
			t.Errorf("%s: read gives %v, want ErrDamaged", name, err)
		}
	}
	os.Remove(file)
	os.MkdirAll(filepath.Join(file, "inside"), 0o755)
	if err := Write(file, want); err != nil {
		t.Fatalf("a folder in the file's place: %v", err)
	}
	if err := Read(file, &got); err != nil {
		t.Errorf("the folder was not replaced: %v", err)
	}
}

// The manifest names the live files: Commit removes the others (old
// temporary files too, not young ones), and a manifest of another folio
// names nothing.
func TestCommitRemovesWhatTheManifestDoesNotName(t *testing.T) {
	dir := t.TempDir()
	long := time.Now().Add(-time.Hour)
	for _, name := range []string{"live", "stale", "old.tmp", ".old-hidden", "young.tmp", ".young-hidden"} {
		os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644)
		if name == "old.tmp" || name == ".old-hidden" {
			os.Chtimes(filepath.Join(dir, name), long, long)
		}
	}
	os.MkdirAll(filepath.Join(dir, "folder", "inside"), 0o755)
	if err := Commit(dir, []string{"live"}); err != nil {
		t.Fatal(err)
	}
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{".young-hidden", "live", ManifestName, "young.tmp"}; !slices.Equal(names, want) {
		t.Errorf("the folder holds %v, want %v", names, want)
	}
	if live := Live(dir); !slices.Equal(live, []string{"live"}) {
		t.Errorf("Live = %v", live)
	}
	Write(filepath.Join(dir, ManifestName), &cachepb.Manifest{Store: "another folio", Files: []string{"live"}})
	if live := Live(dir); live != nil {
		t.Errorf("another folio's manifest names %v", live)
	}
}
