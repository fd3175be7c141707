package build

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/folio-docs/folio/core/build/storepb"
	"github.com/folio-docs/folio/core/files"
)

// An output manifest reads back as it was written: pages with and
// without a data file, a file without a stamp (it is written again), a
// file that is both a page and a plugin's (a redirect written over it),
// the folders and the root. One whose columns are not all of their
// group's length, or of another build, is not used.
func TestAnOutputManifestReadsBackAsWritten(t *testing.T) {
	st := func(n int64) outStamp {
		return outStamp{Size: n, Mtime: 1e18 + n, Ctime: 2e18 + n, Inode: uint64(n) * 7, Mode: 0o644}
	}
	want := &outputFiles{
		ID: "123-456",
		Pages: map[string]sparePage{
			"/docs/a":  {Fingerprint: "fa", File: "docs/a/index.html", Data: "assets/data/route-a.json"},
			"/":        {Fingerprint: "fh", File: "index.html"},
			"/old/doc": {Fingerprint: "fr", File: "old/doc/index.html", Data: "assets/data/route-r.json"},
		},
		Shared: []string{"assets/data/shared-s.json"},
		Other:  []string{"assets/js/app.js", "old/doc/index.html"},
		Stamps: outStamps{
			"docs/a/index.html": st(1), "assets/data/route-a.json": st(2), "index.html": st(0),
			"old/doc/index.html": st(4), "assets/data/shared-s.json": st(5), "assets/js/app.js": st(6),
		},
		Folders: outStamps{".": {Mtime: 12, Inode: 5, Mode: 0o755 | os.ModeDir}, "docs": {Mtime: 9, Inode: 3, Mode: 0o755 | os.ModeDir}, "docs/a": {Mtime: 10, Ctime: 11, Inode: 4, Mode: 0o755 | os.ModeDir}},
	}
	// assets/data/route-r.json has no stamp: the file was gone.
	file := filepath.Join(t.TempDir(), "manifest")
	if err := writeManifest(file, want); err != nil {
		t.Fatal(err)
	}
	got := readManifest(file, want.ID)
	if got == nil {
		t.Fatal("the manifest does not read back")
	}
	got.saved, want.saved = false, false
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back\n%+v\nwant\n%+v", got, want)
	}
	if readManifest(file, "another-build") != nil {
		t.Error("the manifest of another build was used")
	}

	for name, damage := range map[string]func(m *storepb.OutputManifest){
		"a page's data file missing":   func(m *storepb.OutputManifest) { m.PageData = m.PageData[1:] },
		"the stamps cut short":         func(m *storepb.OutputManifest) { m.Stamps = m.Stamps[1:] },
		"an other file without stamps": func(m *storepb.OutputManifest) { m.Other = append(m.Other, "robots.txt") },
		"a folder without its stamps":  func(m *storepb.OutputManifest) { m.Folders = append(m.Folders, "blog") },
		"a page without fingerprint":   func(m *storepb.OutputManifest) { m.PageFingerprints = m.PageFingerprints[1:] },
	} {
		m := want.encode()
		damage(m)
		b, err := files.AppendMessage(nil, m)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, files.Seal(b), 0o644); err != nil {
			t.Fatal(err)
		}
		if readManifest(file, want.ID) != nil {
			t.Errorf("%s: the manifest was used", name)
		}
	}
}
