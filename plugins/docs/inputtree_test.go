package docs

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// stampedTree is the core's stamps of root, as a `folio build` hands them
// to the Load (core/build's inputTrees), taken by the ledger.
func stampedTree(t testing.TB, root string) *pluginpb.InputTree {
	t.Helper()
	_, stamps := ledger.ClockAt(time.Now().Add(time.Hour)).TakeStamped(ledger.Paths{Trees: []string{root}})
	tree := &pluginpb.InputTree{Path: root}
	for _, st := range stamps {
		rel, ok := strings.CutPrefix(st.Path, root+string(filepath.Separator))
		if !ok {
			continue
		}
		rel = filepath.ToSlash(rel)
		if st.Skipped {
			tree.Skipped = append(tree.Skipped, rel)
			continue
		}
		tree.Files = append(tree.Files, &pluginpb.InputStamp{Path: rel, Size: st.Stamp.Size, MtimeNs: st.Stamp.Mtime, CtimeNs: st.Stamp.Ctime,
			Regular: st.Stamp.Mode.IsRegular(), Settled: st.Settled})
	}
	return tree
}

const treeSite = `
-- site/docs/intro.md --
# Intro
-- site/docs/_hidden.md --
# A partial
-- site/docs/_partials/p.md --
# In a partial folder
-- site/docs/_partials/_category_.json --
{"label": "never read"}
-- site/docs/.drafts/d.md --
# Hidden folder
-- site/docs/guide/_category_.yml --
label: Guide (yml)
-- site/docs/guide/_category_.json --
{"label": "Guide"}
-- site/docs/guide/a.md --
# A
-- site/docs/guide/deep/b.mdx --
# B
-- site/docs/guide/deep/c.txt --
not a doc
-- site/docs/guide/img.png --
PNG
-- site/docs/skip/x.md --
# Excluded folder
-- site/docs/guide/skip-me.md --
# Excluded file
-- site/docs/guide/deep/_category_.yaml --
label: Deep
`

// The core's stamps list the same docs and category files as a walk of
// the folder: partials, hidden folders, exclude patterns, category files
// (the first by name in each folder) and files of other kinds alike, and
// give each doc the stamp its own stat would.
func TestGivenStampsListWhatAWalkFinds(t *testing.T) {
	dir := mdpagetest.WriteSite(t, treeSite)
	root := filepath.Join(dir, "site", "docs")
	if err := os.Symlink(filepath.Join(root, "intro.md"), filepath.Join(root, "guide", "linked.md")); err != nil {
		t.Fatal(err)
	}
	exclude := []string{"skip/**", "**/skip-me.md"}
	walked, walkedCats, err := collectFiles(root, exclude)
	if err != nil {
		t.Fatal(err)
	}
	docs, cats, stamps, ok := givenFiles([]*pluginpb.InputTree{stampedTree(t, root)}, root, exclude)
	if !ok {
		t.Fatal("the stamps of the docs folder were not used")
	}
	if !reflect.DeepEqual(docs, walked) {
		t.Errorf("docs from stamps %v, from a walk %v", docs, walked)
	}
	if !reflect.DeepEqual(cats, walkedCats) {
		t.Errorf("category files from stamps %v, from a walk %v", cats, walkedCats)
	}
	if want := []string{"guide/a.md", "guide/deep/b.mdx", "guide/linked.md", "intro.md"}; !reflect.DeepEqual(docs, want) {
		t.Errorf("docs %v, want %v", docs, want)
	}
	clock := ledger.ClockAt(time.Now().Add(time.Hour))
	for _, rel := range docs {
		info, err := os.Stat(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := stamps[rel], stampOf(info, clock); got != want {
			t.Errorf("%s: stamp %+v, a stat gives %+v", rel, got, want)
		}
	}
}

// A Load handed the core's stamps lists its docs from them; one handed
// none of its folder, or stamps that passed over a folder it would enter
// (node_modules), walks.
func TestALoadListsItsDocsFromTheStampsItIsHanded(t *testing.T) {
	trustNewFiles(t)
	dir := mdpagetest.WriteSite(t, "-- site/docs/a.md --\n# A\n-- site/docs/b.md --\n# B\n")
	root := filepath.Join(dir, "site", "docs")
	tree := stampedTree(t, root)
	// c.md is written after the core's stamps were taken: this Load does
	// not know it (the core's record does not either, so the next build
	// loads again).
	if err := os.WriteFile(filepath.Join(root, "c.md"), []byte("# C\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	load := func(trees ...*pluginpb.InputTree) map[string]*pluginpb.Route {
		routes := map[string]*pluginpb.Route{}
		err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteDir: dir, OptionsJson: []byte(`{}`), SiteConfigJson: []byte(plainSite), InputTrees: trees},
			func(it *pluginpb.LoadItem) error {
				if r := it.GetRoute(); r != nil {
					routes[r.Path] = r
				}
				return nil
			})
		if err != nil {
			t.Fatal(err)
		}
		return routes
	}
	if got := load(tree); got["/docs/a"] == nil || got["/docs/b"] == nil || got["/docs/c"] != nil {
		t.Errorf("with the stamps: routes %v, want /docs/a and /docs/b", keys(got))
	}
	if got := load(); got["/docs/c"] == nil {
		t.Errorf("without stamps: routes %v, want /docs/c among them", keys(got))
	}
	other := &pluginpb.InputTree{Path: filepath.Join(dir, "site", "blog")}
	if got := load(other); got["/docs/c"] == nil {
		t.Errorf("with stamps of another folder: routes %v, want /docs/c among them", keys(got))
	}
	modules := stampedTree(t, root)
	modules.Files = tree.Files
	modules.Skipped = []string{"vendor/node_modules"}
	if got := load(modules); got["/docs/c"] == nil {
		t.Errorf("with stamps that passed over a node_modules: routes %v, want /docs/c among them", keys(got))
	}
	unreadable := &pluginpb.InputTree{Path: root, Files: append([]*pluginpb.InputStamp{{Path: "locked", Size: -1}}, tree.Files...)}
	if got := load(unreadable); got["/docs/c"] == nil {
		t.Errorf("with stamps that found a path it could not read: routes %v, want /docs/c among them", keys(got))
	}
}

// A doc whose given stamp is its kept parse's is not read again, as with
// its own stat; one whose stamp is not settled (written in the build's
// tick) is, whatever the stamp says.
func TestAGivenStampThatIsNotSettledIsRead(t *testing.T) {
	trustNewFiles(t)
	dir := mdpagetest.WriteSite(t, "-- site/docs/a.md --\n# Before\n")
	root := filepath.Join(dir, "site", "docs")
	first := loadRoutes(t, New(), dir, `{}`, nil)
	if first["/docs/a"] == nil || first["/docs/a"].Meta.Title != "Before" {
		t.Fatalf("first Load: %v", keys(first))
	}
	tree := stampedTree(t, root)
	// The same size, and the stamp handed over is the one from before the
	// write: only settled tells.
	if err := os.WriteFile(filepath.Join(root, "a.md"), []byte("# Latter\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	title := func(settled bool) string {
		tree.Files[0].Settled = settled
		var got string
		err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteDir: dir, OptionsJson: []byte(`{}`), SiteConfigJson: []byte(plainSite), InputTrees: []*pluginpb.InputTree{tree}},
			func(it *pluginpb.LoadItem) error {
				if r := it.GetRoute(); r != nil && r.Path == "/docs/a" {
					got = r.Meta.Title
				}
				return nil
			})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := title(true); got != "Before" {
		t.Errorf("a settled stamp that is the kept parse's: title %q, want the kept parse's %q", got, "Before")
	}
	if got := title(false); got != "Latter" {
		t.Errorf("a stamp that is not settled: title %q, want the file's %q", got, "Latter")
	}
}
