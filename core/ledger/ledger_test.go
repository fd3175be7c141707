package ledger

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// settled is a clock that started after every file the test wrote: none
// of them is racy.
func settled(t *testing.T) Clock {
	t.Helper()
	c := Start(t.TempDir())
	c.start++ // a marker in the same tick as the last write
	return c
}

func TestAnEditKeepingSizeAndTimesIsSeen(t *testing.T) {
	dir := t.TempDir()
	doc := filepath.Join(dir, "docs", "a.md")
	write(t, doc, "# One")
	info, _ := os.Stat(doc)
	paths := Paths{Trees: []string{filepath.Join(dir, "docs")}}
	rec, _, ok := settled(t).Take(paths, nil, After)
	if !ok {
		t.Fatal("a file written before the clock started counts as racy")
	}
	write(t, doc, "# Two") // same size
	if err := os.Chtimes(doc, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	if now := StampOf(doc); now.Size != info.Size() || now.Mtime != info.ModTime().UnixNano() {
		t.Fatalf("the edit was meant to keep size and time: %+v", now)
	}
	if _, same, _ := settled(t).Take(paths, &rec, Before); same {
		t.Error("an edit that kept the size and modification time was not seen")
	}
	if !rec.Changed() {
		t.Error("Changed missed the edit of a recent file")
	}
}

func TestAFileAddedInANestedFolderIsSeen(t *testing.T) {
	dir := t.TempDir()
	theme := filepath.Join(dir, "theme")
	write(t, filepath.Join(theme, "Footer", "style.css"), "a{}")
	paths := Paths{Trees: []string{theme}}
	rec, _, _ := settled(t).Take(paths, nil, Before)
	if _, same, _ := settled(t).Take(paths, &rec, Before); !same {
		t.Fatal("nothing changed, yet the record differs")
	}
	write(t, filepath.Join(theme, "Footer", "index.tsx"), "export default 1")
	if _, same, _ := settled(t).Take(paths, &rec, Before); same {
		t.Error("a file added in a folder that existed was not seen")
	}
}

func TestAPathLookedForAndMissingIsSeenWhenItAppears(t *testing.T) {
	dir := t.TempDir()
	probe := filepath.Join(dir, "theme", "Navbar", "index.tsx")
	paths := Paths{Files: []string{probe}}
	rec, _, _ := settled(t).Take(paths, nil, Before)
	write(t, probe, "x")
	if _, same, _ := settled(t).Take(paths, &rec, Before); same {
		t.Error("a missing path that appeared was not seen")
	}
}

func TestARacyFileIsRecordedByContent(t *testing.T) {
	dir := t.TempDir()
	doc := filepath.Join(dir, "a.md")
	write(t, doc, "one")
	clock := ClockAt(time.Unix(0, StampOf(doc).Mtime)) // the build started in the file's tick
	paths := Paths{Files: []string{doc}}
	if _, _, ok := clock.Take(paths, nil, After); ok {
		t.Fatal("a racy file stamped after it was read was trusted")
	}
	rec, _, ok := clock.Take(paths, nil, Before)
	if !ok || len(rec.Hashed) != 1 {
		t.Fatalf("a racy file stamped before reading was not recorded by content: %+v", rec)
	}
	// The next build: the file is as it was, though no longer racy.
	if _, same, _ := settled(t).Take(paths, &rec, Before); !same {
		t.Error("an unchanged racy file counted as changed")
	}
	// The same bytes' length and times, other content.
	info, _ := os.Stat(doc)
	write(t, doc, "two")
	os.Chtimes(doc, info.ModTime(), info.ModTime())
	rec.Hashed[0].Stamp = StampOf(doc) // as if the write fell in the same tick
	if _, same, _ := settled(t).Take(paths, &rec, Before); same {
		t.Error("a racy file's new content was not seen")
	}
	if !rec.Changed() {
		t.Error("Changed missed a hashed file's new content")
	}
}
