package ledger

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// A folder's ListingStamp changes with every entry added, removed or
// renamed in it, even when its modification time is set back; an edit of
// a file in it leaves it. One taken in the build's tick is racy.
func TestAListingStampFollowsTheFoldersEntries(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "components")
	write(t, filepath.Join(dir, "a.tsx"), "export const a = 1;")
	step := func(what string, change func(), wantSame bool) {
		t.Helper()
		before := ListingStamp(dir)
		change()
		if same := ListingStamp(dir) == before; same != wantSame {
			t.Errorf("%s: the stamp is the same: %v, want %v", what, same, wantSame)
		}
	}
	step("a file edited", func() { write(t, filepath.Join(dir, "a.tsx"), "export const a = 2;") }, true)
	step("a file added", func() { write(t, filepath.Join(dir, "b.tsx"), "") }, false)
	step("a file renamed", func() { os.Rename(filepath.Join(dir, "b.tsx"), filepath.Join(dir, "c.tsx")) }, false)
	step("a folder added", func() { os.Mkdir(filepath.Join(dir, "nested"), 0o755) }, false)
	step("a file removed", func() { os.Remove(filepath.Join(dir, "c.tsx")) }, false)
	step("a file added, the folder's time set back", func() {
		info, _ := os.Stat(dir)
		write(t, filepath.Join(dir, "d.tsx"), "")
		os.Chtimes(dir, info.ModTime(), info.ModTime())
	}, false)
	step("nothing", func() {}, true)

	if !ListingStamp(filepath.Join(dir, "a.tsx")).IsMissing() || !ListingStamp(filepath.Join(dir, "none")).IsMissing() {
		t.Error("a file or a missing path has a listing stamp")
	}
	if settled(t).Racy(ListingStamp(dir)) {
		t.Error("a folder last changed before the clock started is racy")
	}
	past := time.Now().Add(-time.Hour)
	if !ClockAt(past).Racy(ListingStamp(dir)) {
		t.Error("a folder changed after the clock started is not racy")
	}
	if ClockAt(past).Racy(StampOf(dir)) {
		t.Error("a Take stamp of a folder (its listing recorded) counts as racy")
	}
}

// A stamp kept for a file read in the build's tick never holds: the next
// look reads the file again. One kept from before the tick holds until the
// file changes.
func TestAKeptStampHoldsOnlyWhenNotRacy(t *testing.T) {
	f := filepath.Join(t.TempDir(), "a.tsx")
	write(t, f, "one")
	st := StampOf(f)
	if racy := ClockAt(time.Unix(0, st.Mtime)).Kept(st); racy.Holds(StampOf(f)) {
		t.Error("a stamp kept in the file's tick holds")
	}
	kept := settled(t).Kept(st)
	if !kept.Holds(StampOf(f)) {
		t.Error("a stamp kept before the tick does not hold for the same file")
	}
	write(t, f, "three")
	if kept.Holds(StampOf(f)) {
		t.Error("a kept stamp holds after the file changed")
	}
	if Missing.Holds(StampOf(filepath.Join(t.TempDir(), "gone"))) {
		t.Error("a missing path holds")
	}
}

// A package's node_modules is part of its program, but what a run of the
// program keeps in node_modules/.cache is not: writing there leaves the
// record as it was, while a change to a package beside it is seen.
func TestAPackagesNodeModulesCacheIsNotItsProgram(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "plugin")
	write(t, filepath.Join(pkg, "index.js"), "serve()")
	write(t, filepath.Join(pkg, "node_modules", "grpc", "index.js"), "module.exports = 1")
	write(t, filepath.Join(pkg, "node_modules", ".cache", "folio-plugin", "modules.pack"), "one")
	paths := Paths{Packages: []string{pkg}}
	rec, _, _ := settled(t).Take(paths, nil, Before)
	write(t, filepath.Join(pkg, "node_modules", ".cache", "folio-plugin", "modules.pack"), "two, longer")
	write(t, filepath.Join(pkg, "node_modules", ".cache", "other", "x"), "a new folder in the cache")
	if _, same, _ := settled(t).Take(paths, &rec, Before); !same {
		t.Error("a file written in the package's node_modules/.cache counted as a change of its program")
	}
	write(t, filepath.Join(pkg, "node_modules", "grpc", "index.js"), "module.exports = 2")
	if _, same, _ := settled(t).Take(paths, &rec, Before); same {
		t.Error("an edit in the package's node_modules was not seen")
	}
}

// Python's compiled modules are not its program either: the first run of a
// plugin declaring its folder (program_paths) writes __pycache__ there.
func TestAPackagesPycacheIsNotItsProgram(t *testing.T) {
	pkg := filepath.Join(t.TempDir(), "changelog")
	write(t, filepath.Join(pkg, "main.py"), "import plugin_pb2")
	write(t, filepath.Join(pkg, "plugin_pb2.py"), "x = 1")
	paths := Paths{Packages: []string{pkg}}
	rec, _, _ := settled(t).Take(paths, nil, Before)
	write(t, filepath.Join(pkg, "__pycache__", "plugin_pb2.cpython-311.pyc"), "compiled")
	if _, same, _ := settled(t).Take(paths, &rec, Before); !same {
		t.Error("Python's __pycache__, written by a run, counted as a change of the program")
	}
	write(t, filepath.Join(pkg, "plugin_pb2.py"), "x = 2")
	if _, same, _ := settled(t).Take(paths, &rec, Before); same {
		t.Error("an edit of a module beside __pycache__ was not seen")
	}
}

// Check sees every change Take sees, wherever in the walk it lies, and
// stops at the chunk that holds it: the record it gives then is no record
// to keep (whole is false). With nothing changed it gives Take's record.
func TestCheckSeesAChangeInAnyChunk(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "docs")
	n := 3*chunkEntries + 10
	docs := make([]string, n)
	for i := range docs {
		docs[i] = filepath.Join(dir, fmt.Sprintf("section-%03d", i/50), fmt.Sprintf("doc-%04d.md", i))
		write(t, docs[i], fmt.Sprintf("# Doc %d", i))
	}
	paths := Paths{Trees: []string{dir}, Files: []string{filepath.Join(dir, "sidebars.json")}}
	rec, _, _ := settled(t).Take(paths, nil, Before)
	if len(rec.Chunks) < 4 {
		t.Fatalf("%d paths make %d chunks", n, len(rec.Chunks))
	}
	now, same, whole := settled(t).Check(paths, &rec)
	if !same || !whole || now.Key != rec.Key || now.Files != n || !slices.Equal(now.Chunks, rec.Chunks) {
		t.Fatalf("nothing changed: same %v, whole %v, %d files, key %s against %s", same, whole, now.Files, now.Key, rec.Key)
	}
	edit := func(doc string) func() {
		return func() {
			info, _ := os.Stat(doc)
			write(t, doc, strings.Replace(mustRead(t, doc), "#", "=", 1)) // same size
			os.Chtimes(doc, info.ModTime(), info.ModTime())
		}
	}
	for _, step := range []struct {
		what      string
		change    func()
		wantWhole bool
	}{
		{"the first doc edited, keeping size and time", edit(docs[0]), false},
		{"a doc in the middle edited", edit(docs[n/2]), false},
		{"the last doc edited", edit(docs[n-1]), false},
		{"a doc added at the end", func() { write(t, filepath.Join(dir, "section-999", "doc-9999.md"), "new") }, false},
		{"a path looked for appears", func() { write(t, filepath.Join(dir, "sidebars.json"), "{}") }, false},
	} {
		base, _, _ := settled(t).Take(paths, nil, Before)
		step.change()
		now, same, whole := settled(t).Check(paths, &base)
		if same || whole != step.wantWhole {
			t.Errorf("%s: same %v, whole %v (want false, %v)", step.what, same, whole, step.wantWhole)
		}
		if _, takeSame, _ := settled(t).Take(paths, &base, Before); takeSame {
			t.Errorf("%s: Take missed it", step.what)
		}
		if !whole && now.Key != "" {
			t.Errorf("%s: a check that stopped early gave a record to keep", step.what)
		}
	}
	// The last chunk's paths gone: every chunk left is the same, and only
	// the key tells.
	trees := Paths{Trees: []string{dir}}
	base, _, _ := settled(t).Take(trees, nil, Before)
	var all []walked
	walk(trees, func(e walked) bool { all = append(all, e); return true }, nil)
	last := all[(len(base.Chunks)-1)*chunkEntries:]
	for i := len(last) - 1; i >= 0; i-- { // a folder's files before it
		if err := os.Remove(last[i].path); err != nil {
			t.Fatal(err)
		}
	}
	now, same, whole = settled(t).Check(trees, &base)
	if same || !whole || len(now.Chunks) != len(base.Chunks)-1 || !slices.Equal(now.Chunks, base.Chunks[:len(now.Chunks)]) {
		t.Errorf("the last chunk removed: same %v, whole %v, %d chunks of %d", same, whole, len(now.Chunks), len(base.Chunks))
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TakeStamped's record is Take's, and its stamps are what a stat of each
// file under the trees gives (links followed, a broken one missing), with
// the folders the walk passes over; a file written in the build's tick is
// not settled.
func TestTakeStampedGivesTakesRecordAndEveryFilesStamp(t *testing.T) {
	dir := t.TempDir()
	docs := filepath.Join(dir, "docs")
	write(t, filepath.Join(docs, "a.md"), "a")
	write(t, filepath.Join(docs, "sub", "b.md"), "bb")
	write(t, filepath.Join(docs, "node_modules", "x", "c.md"), "c")
	write(t, filepath.Join(docs, ".git", "HEAD"), "ref")
	write(t, filepath.Join(dir, "sidebars.json"), "{}")
	if err := os.Symlink(filepath.Join(docs, "a.md"), filepath.Join(docs, "link.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(docs, "gone.md"), filepath.Join(docs, "broken.md")); err != nil {
		t.Fatal(err)
	}
	paths := Paths{Trees: []string{docs}, Files: []string{filepath.Join(dir, "sidebars.json")}}
	clock := settled(t)
	rec, stamps := clock.TakeStamped(paths)
	want, _, _ := clock.Take(paths, nil, Before)
	if rec.Key != want.Key || !slices.Equal(rec.Chunks, want.Chunks) {
		t.Errorf("TakeStamped's record %+v, Take's %+v", rec, want)
	}
	var got []string
	for _, st := range stamps {
		rel, _ := filepath.Rel(docs, st.Path)
		switch {
		case st.Skipped:
			got = append(got, "skipped "+rel)
		case st.Stamp.IsMissing():
			got = append(got, "missing "+rel)
		default:
			if st.Stamp != StampOf(st.Path) || !st.Settled {
				t.Errorf("%s: stamp %+v settled %v, a stat gives %+v", rel, st.Stamp, st.Settled, StampOf(st.Path))
			}
			got = append(got, rel)
		}
	}
	slices.Sort(got)
	if w := []string{"a.md", "link.md", "missing broken.md", "skipped .git", "skipped node_modules", "sub/b.md"}; !slices.Equal(got, w) {
		t.Errorf("stamps of %v, want %v", got, w)
	}
	write(t, filepath.Join(docs, "a.md"), "A")
	_, stamps = ClockAt(time.Now().Add(-time.Minute)).TakeStamped(paths) // a build that started before the write
	for _, st := range stamps {
		if filepath.Base(st.Path) == "a.md" && st.Settled {
			t.Error("a file written in the build's tick is settled")
		}
	}
}
