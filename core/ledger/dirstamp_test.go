package ledger

import (
	"os"
	"path/filepath"
	"testing"
)

// StampFiles' stamps are the ledger's: a file's is FromInfo of its
// lstat, modes with special bits too, a folder's ListingStamp (a
// symbolic link to a folder followed). A symbolic link to a file, a
// missing path and a file asked for as a folder (or the other way) have
// none.
func TestStampFilesStampsAsTheLedgerDoes(t *testing.T) {
	dir := t.TempDir()
	files := map[string]os.FileMode{"a.html": 0o644, "x/run": 0o755, "x/y/setid": 0o644 | os.ModeSetuid | os.ModeSetgid}
	folders := map[string]os.FileMode{"x": 0o755, "x/y": 0o750, "shared": 0o777 | os.ModeSticky}
	for rel, mode := range folders {
		must(t, os.MkdirAll(filepath.Join(dir, rel), 0o755))
		must(t, os.Chmod(filepath.Join(dir, rel), mode))
	}
	for rel, mode := range files {
		must(t, os.WriteFile(filepath.Join(dir, rel), []byte(rel), 0o644))
		must(t, os.Chmod(filepath.Join(dir, rel), mode))
	}
	must(t, os.Symlink("a.html", filepath.Join(dir, "link.html")))
	must(t, os.Symlink("x", filepath.Join(dir, "linked")))

	got := StampFiles(dir, []string{"a.html", "x/run", "x/y/setid", "link.html", "gone.html", "x"}, false)
	for rel := range files {
		info, err := os.Lstat(filepath.Join(dir, rel))
		must(t, err)
		if want := FromInfo(info); got[rel] != want {
			t.Errorf("%s: stamp %+v, the ledger's %+v", rel, got[rel], want)
		}
	}
	for _, rel := range []string{"link.html", "gone.html", "x"} {
		if st, ok := got[rel]; ok {
			t.Errorf("%s has a file stamp: %+v", rel, st)
		}
	}
	gotDirs := StampFiles(dir, []string{"x", "x/y", "shared", "linked", "a.html", "gone"}, true)
	for _, rel := range []string{"x", "x/y", "shared", "linked"} {
		if want := ListingStamp(filepath.Join(dir, rel)); gotDirs[rel] != want {
			t.Errorf("folder %s: stamp %+v, the ledger's %+v", rel, gotDirs[rel], want)
		}
	}
	for _, rel := range []string{"a.html", "gone"} {
		if st, ok := gotDirs[rel]; ok {
			t.Errorf("%s has a folder stamp: %+v", rel, st)
		}
	}
	if st, ok := FileStamp(filepath.Join(dir, "x/run")); !ok || st != got["x/run"] {
		t.Errorf("FileStamp of a full path: %+v, %v; want %+v", st, ok, got["x/run"])
	}
	if st, ok := StampFiles("", []string{filepath.Join(dir, "x")}, true)[filepath.Join(dir, "x")]; !ok || st != gotDirs["x"] {
		t.Errorf("a folder's stamp by its full path: %+v, %v; want %+v", st, ok, gotDirs["x"])
	}
	if len(StampFiles(filepath.Join(dir, "gone"), []string{"a.html"}, false)) != 0 {
		t.Error("a missing output folder has stamps")
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
