package files

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/folio-docs/folio/core/files/filespb"
)

// A file of one message reads back as written; one with a bit flipped,
// cut short or holding two messages is damaged; a folder in its place is
// replaced.
func TestAMessageFileReadsBackOrIsDamaged(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	want := &filespb.StoreManifest{Store: "s", Files: []string{"a", "b"}}
	if err := WriteMessage(file, want, 0o600); err != nil {
		t.Fatal(err)
	}
	var got filespb.StoreManifest
	if err := ReadMessage(file, &got); err != nil || got.Store != "s" || !slices.Equal(got.Files, want.Files) {
		t.Fatalf("read back %v (%v)", &got, err)
	}
	good, _ := os.ReadFile(file)
	two, _ := AppendMessage(nil, want)
	two, _ = AppendMessage(two, want)
	for name, b := range map[string][]byte{
		"a bit flipped": append(append([]byte{}, good[:3]...), append([]byte{good[3] ^ 1}, good[4:]...)...),
		"cut short":     good[:len(good)/2],
		"two messages":  Seal(two),
		"empty":         nil,
	} {
		os.WriteFile(file, b, 0o644)
		if err := ReadMessage(file, &filespb.StoreManifest{}); !errors.Is(err, ErrDamaged) {
			t.Errorf("%s: read gives %v, want ErrDamaged", name, err)
		}
	}
	os.Remove(file)
	if _, err := ReadSealed(file); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: ReadSealed gives %v, want the file's error", err)
	}
	os.MkdirAll(filepath.Join(file, "inside"), 0o755)
	if err := WriteMessage(file, want, 0o600); err != nil {
		t.Fatalf("a folder in the file's place: %v", err)
	}
	if err := ReadMessage(file, &got); err != nil {
		t.Errorf("the folder was not replaced: %v", err)
	}
}
