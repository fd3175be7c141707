package files

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/files/filespb"
)

// The manifest names the live files: CommitStore removes the others (old
// temporary files too, not young ones), and a manifest of another folio
// names nothing.
func TestCommitStoreRemovesWhatTheManifestDoesNotName(t *testing.T) {
	dir := t.TempDir()
	long := time.Now().Add(-time.Hour)
	for _, name := range []string{"live", "stale", "old.tmp", ".old-hidden", "young.tmp", ".young-hidden"} {
		writeTestFile(t, filepath.Join(dir, name), long, name == "old.tmp" || name == ".old-hidden")
	}
	os.MkdirAll(filepath.Join(dir, "folder", "inside"), 0o755)
	if err := CommitStore(dir, []string{"live"}); err != nil {
		t.Fatal(err)
	}
	if names, want := listNames(dir), []string{".young-hidden", "live", StoreManifest, "young.tmp"}; !slices.Equal(names, want) {
		t.Errorf("the folder holds %v, want %v", names, want)
	}
	if live := StoreFiles(dir); !slices.Equal(live, []string{"live"}) {
		t.Errorf("StoreFiles = %v", live)
	}
	writeManifest(t, dir, "another folio", "live")
	if live := StoreFiles(dir); live != nil {
		t.Errorf("another folio's manifest names %v", live)
	}
}

// A build's sweep of a store removes what its manifest does not name
// (what a run killed before its manifest left), but not a file young
// enough to be another process's write in flight, and nothing of a store
// whose manifest is another folio's or is damaged.
func TestSweepStoreLeavesWritesInFlightAndOtherFolios(t *testing.T) {
	long := time.Now().Add(-time.Hour)
	dir := t.TempDir()
	for _, name := range []string{"live", "stale", "young"} {
		writeTestFile(t, filepath.Join(dir, name), long, name != "young")
	}
	if err := CommitStore(dir, []string{"live", "young"}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"left by a killed run", "being written"} {
		writeTestFile(t, filepath.Join(dir, name), long, name == "left by a killed run")
	}
	SweepStore(dir)
	if names, want := listNames(dir), []string{"being written", "live", StoreManifest, "young"}; !slices.Equal(names, want) {
		t.Errorf("after a sweep the store holds %v, want %v", names, want)
	}

	for _, store := range []string{"another folio", "damaged"} {
		dir := t.TempDir()
		writeTestFile(t, filepath.Join(dir, "theirs"), long, true)
		writeManifest(t, dir, store, "other")
		if store == "damaged" {
			b, _ := os.ReadFile(filepath.Join(dir, StoreManifest))
			b[len(b)/2] ^= 1
			os.WriteFile(filepath.Join(dir, StoreManifest), b, 0o600)
		}
		SweepStore(dir)
		if _, err := os.Stat(filepath.Join(dir, "theirs")); err != nil {
			t.Errorf("a sweep of a store whose manifest is %s removed its file", store)
		}
	}
}

func writeTestFile(t *testing.T, file string, at time.Time, old bool) {
	t.Helper()
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if old {
		os.Chtimes(file, at, at)
	}
}

func writeManifest(t *testing.T, dir, store string, names ...string) {
	t.Helper()
	b, err := AppendMessage(nil, &filespb.StoreManifest{Store: store, Files: names})
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(filepath.Join(dir, StoreManifest), Seal(b), 0o600); err != nil {
		t.Fatal(err)
	}
}

func listNames(dir string) []string {
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
