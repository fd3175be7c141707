package mdpage

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// watched runs WatchOutside and returns the paths it sent, watched or
// missing.
func watched(t *testing.T, folders, files []string) []string {
	t.Helper()
	var got []string
	err := WatchOutside(func(it *pluginpb.LoadItem) error {
		got = append(got, it.GetWatchPath()+it.GetMissingPath())
		return nil
	}, folders, files)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// A file that is there is watched; one that is not is sent as missing.
func TestWatchOutsideSendsAMissingFileAsMissing(t *testing.T) {
	dir := t.TempDir()
	here, gone := filepath.Join(dir, "logo.png"), filepath.Join(dir, "plan.pdf")
	if err := os.WriteFile(here, []byte("PNG"), 0o644); err != nil {
		t.Fatal(err)
	}
	var watch, missing []string
	err := WatchOutside(func(it *pluginpb.LoadItem) error {
		if p := it.GetWatchPath(); p != "" {
			watch = append(watch, p)
		}
		if p := it.GetMissingPath(); p != "" {
			missing = append(missing, p)
		}
		return nil
	}, nil, []string{here, gone})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(watch, []string{here}) || !reflect.DeepEqual(missing, []string{gone}) {
		t.Errorf("watched %q and missing %q, want %q and %q", watch, missing, here, gone)
	}
}

func TestWatchOutsideSkipsFilesOfWatchedFolders(t *testing.T) {
	docs := filepath.FromSlash("/site/docs")
	in := func(rel string) string { return filepath.Join(docs, filepath.FromSlash(rel)) }
	files := []string{
		in("img/a.png"),                          // the folder's own: covered
		filepath.FromSlash("/site/static/b.png"), // beside it
		filepath.FromSlash("/site/docs-old/c.png"),
		in(".assets/d.png"), // a hidden folder is not watched with its tree
		in("img/.e.png"),
		in("node_modules/pkg/f.png"),
		filepath.FromSlash("/site/static/b.png"), // once
	}
	want := []string{
		filepath.FromSlash("/site/static/b.png"),
		filepath.FromSlash("/site/docs-old/c.png"),
		in(".assets/d.png"),
		in("img/.e.png"),
		in("node_modules/pkg/f.png"),
	}
	if got := watched(t, []string{docs}, files); !reflect.DeepEqual(got, want) {
		t.Errorf("watched %q, want %q", got, want)
	}
	if got := watched(t, nil, files[:2]); !reflect.DeepEqual(got, files[:2]) {
		t.Errorf("with no folder watched %q, want every file", got)
	}
	// A folder named relative to the working directory holds the same
	// files as its absolute path.
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if got := watched(t, []string{"docs"}, []string{filepath.Join(cwd, "docs", "a.png")}); len(got) != 0 {
		t.Errorf("a file of the relative folder docs was watched: %q", got)
	}
}

// The table's files are those it published and those looked for in vain.
func TestAssetTableFilesIncludeMissingOnes(t *testing.T) {
	dir := t.TempDir()
	present := filepath.Join(dir, "b.png")
	if err := os.WriteFile(present, []byte("png"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "a.png")
	table := NewAssetTable("/", "assets/docs")
	table.URL(present)
	table.Missing(missing)
	table.URL(present)
	if got, want := table.Files(), []string{missing, present}; !reflect.DeepEqual(got, want) {
		t.Errorf("Files() = %q, want %q", got, want)
	}
	copied, err := table.CopyInto(t.TempDir())
	if err != nil || len(copied) != 1 {
		t.Errorf("copied %q (%v), want the one present file", copied, err)
	}
}
