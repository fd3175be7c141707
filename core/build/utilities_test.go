package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The utility-class scan keeps what it read between builds (utilities.go):
// a warm build reads only the files whose ledger stamp changed. Each step
// here is an edit that scan must see, in a component no page imports (so
// only the scan reads it), and each build ships what a cold build ships.
func TestTheUtilityScanFollowsEveryEditOfTheSiteCode(t *testing.T) {
	s := newTestSite(t, customCSSSite)
	backdate(t, s.dir)
	s.mustBuild()
	ships := func(step string, want bool) {
		t.Helper()
		if got := strings.Contains(s.stylesheet("build/index.html"), ".text--truncate{"); got != want {
			t.Errorf("%s: the stylesheet ships .text--truncate: %v, want %v", step, got, want)
		}
		sameTree(t, step, readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
	}
	ships("before any edit", false)

	// A file in a folder made since: the listing is read again.
	note := filepath.Join(s.dir, "src/components/notes/Note.tsx")
	if err := os.MkdirAll(filepath.Dir(note), 0o755); err != nil {
		t.Fatal(err)
	}
	s.write("src/components/notes/Note.tsx", `export const Note = () => <p className="text--truncate">a note</p>;`+"\n")
	waitForNextTick(t, s.dir) // recorded by its stamp, not as racy
	s.mustBuild()
	ships("a new component names the class", true)

	// An edit that keeps size and modification time: the change time tells.
	info, err := os.Stat(note)
	if err != nil {
		t.Fatal(err)
	}
	s.write("src/components/notes/Note.tsx", `export const Note = () => <p className="text--truncatX">a note</p>;`+"\n")
	if err := os.Chtimes(note, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.Stat(note); after.Size() != info.Size() {
		t.Fatalf("the edit must keep the size: %d, was %d", after.Size(), info.Size())
	}
	s.mustBuild()
	ships("the class renamed, size and time kept", false)

	// A file added beside it, then the folder removed.
	s.write("src/components/notes/Other.jsx", `export default () => <b className="text--truncate" />;`+"\n")
	s.mustBuild()
	ships("another file names the class", true)
	if err := os.RemoveAll(filepath.Dir(note)); err != nil {
		t.Fatal(err)
	}
	s.mustBuild()
	ships("the folder removed", false)
}
