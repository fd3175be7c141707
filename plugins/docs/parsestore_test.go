package docs

import (
	"context"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	corefiles "github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/files/filespb"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// storeSite is a site whose docs link to each other, relatively and from
// a subfolder, reference an image, and have tables of contents.
const storeSite = `
-- site/docs/intro.md --
---
title: Intro
---
Read [the guide](./guides/setup.md#install) and [the FAQ](faq.md).

![flow](./img/flow.png)

## First

### Deeper

#### Deepest
-- site/docs/faq.md --
# FAQ

## Why

Because. See [intro](./intro.md) and [nowhere](./missing.md).
-- site/docs/guides/setup.md --
# Setup

## Install

Go [back](../intro.md) or read [the FAQ](faq.md).
-- site/docs/img/flow.png --
PNG one
`

// everything is one Load's output, item by item, as bytes.
type everything struct {
	items  []string
	reused int64
}

// loadAll runs Load in a new plugin, as a new `folio build` process does.
func loadAll(t *testing.T, dir, siteConfig string) everything {
	t.Helper()
	return loadWith(t, New(), dir, `{"editUrl":"https://example.com/edit/"}`, siteConfig)
}

// loadWith runs p's Load with options and site config as JSON.
func loadWith(t *testing.T, p *Plugin, dir, options, siteConfig string) everything {
	t.Helper()
	var out everything
	err := p.Load(context.Background(), &pluginpb.LoadRequest{
		SiteDir: dir, OptionsJson: []byte(options), SiteConfigJson: []byte(siteConfig),
	}, func(it *pluginpb.LoadItem) error {
		b, err := protojson.Marshal(it)
		if err != nil {
			t.Fatal(err)
		}
		out.items = append(out.items, string(b))
		return nil
	})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	out.reused = p.parsed.reused.Load()
	return out
}

// sameAsFresh loads dir with the parse cache as it is, then with none,
// and fails unless both give the same bytes. It returns the docs the
// first Load took from the cache.
func sameAsFresh(t *testing.T, label, dir, siteConfig string) int64 {
	t.Helper()
	got := loadAll(t, dir, siteConfig)
	if err := os.RemoveAll(filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	want := loadAll(t, dir, siteConfig)
	if want.reused != 0 {
		t.Fatalf("%s: a Load with no cache reused %d parses", label, want.reused)
	}
	sameItems(t, label, got, want)
	return got.reused
}

// sameItems fails unless got has want's items, byte for byte.
func sameItems(t *testing.T, label string, got, want everything) {
	t.Helper()
	if len(got.items) != len(want.items) {
		t.Fatalf("%s: %d items, a fresh Load sends %d", label, len(got.items), len(want.items))
	}
	for i := range want.items {
		if got.items[i] != want.items[i] {
			t.Errorf("%s: item %d differs from a fresh Load's:\n got: %s\nwant: %s", label, i, got.items[i], want.items[i])
		}
	}
}

const plainSite = `{"baseUrl":"/","onBrokenMarkdownLinks":"warn"}`

func writeDoc(t *testing.T, dir, rel, content string) {
	t.Helper()
	file := filepath.Join(dir, "site/docs", filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A new plugin process takes every parse from the disk and sends the
// same bytes as parsing would.
func TestParseStoreHitIsAFreshParse(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	loadAll(t, dir, plainSite)
	if reused := sameAsFresh(t, "warm", dir, plainSite); reused != 3 {
		t.Errorf("a warm Load reused %d parses, want all 3", reused)
	}
}

// An edit that keeps the file's size and time is still seen: the key is
// the source itself.
func TestParseStoreSeesAnEditOfTheSameSizeAndTime(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	loadAll(t, dir, plainSite)
	sameSizeEdit(t, dir, "Because.", "Becau$e.", func(mtime time.Time) time.Time { return mtime })
	got := loadAll(t, dir, plainSite)
	if !strings.Contains(strings.Join(got.items, "\n"), "Becau$e.") {
		t.Error("the edited text is not in the output")
	}
	if got.reused != 2 {
		t.Errorf("reused %d parses, want the 2 unedited ones", got.reused)
	}
	sameAsFresh(t, "after the edit", dir, plainSite)
}

// sameSizeEdit replaces from with to (of the same length) in faq.md and
// sets its modification time to what retime makes of the old one.
func sameSizeEdit(t *testing.T, dir, from, to string, retime func(time.Time) time.Time) os.FileInfo {
	t.Helper()
	file := filepath.Join(dir, "site/docs/faq.md")
	info, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile(file)
	edited := strings.Replace(string(src), from, to, 1)
	if len(edited) != len(src) || edited == string(src) {
		t.Fatal("the edit must keep the size")
	}
	writeDoc(t, dir, "faq.md", edited)
	mtime := retime(info.ModTime())
	if err := os.Chtimes(file, mtime, mtime); err != nil {
		t.Fatal(err)
	}
	return info
}

// Renames and moves change where links lead without touching the linking
// doc: a doc is parsed again when one of its own links resolves
// differently, and only then.
func TestParseStoreFollowsLinksThatResolveDifferently(t *testing.T) {
	for _, step := range []struct {
		name        string
		change      func(t *testing.T, dir string)
		wantReparse bool // some doc besides the changed ones must be parsed again
	}{
		{"a linked doc renamed", func(t *testing.T, dir string) {
			if err := os.Rename(filepath.Join(dir, "site/docs/faq.md"), filepath.Join(dir, "site/docs/questions.md")); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"the missing link target added", func(t *testing.T, dir string) {
			writeDoc(t, dir, "missing.md", "# Found\n")
		}, true},
		// guides/setup.md links to "faq.md": next to it first, then at the
		// top of the docs. A doc there now takes the link.
		{"a nearer doc with the linked name", func(t *testing.T, dir string) {
			writeDoc(t, dir, "guides/faq.md", "# Guide FAQ\n")
		}, true},
		{"a slug changed", func(t *testing.T, dir string) {
			writeDoc(t, dir, "guides/setup.md", "---\nslug: /install\n---\n# Setup\n\n## Install\n\nGo [back](../intro.md) or read [the FAQ](faq.md).\n")
		}, true},
		{"an unlinked doc added", func(t *testing.T, dir string) {
			writeDoc(t, dir, "other/new.md", "# New\n")
		}, false},
	} {
		t.Run(step.name, func(t *testing.T) {
			dir := mdpagetest.WriteSite(t, storeSite)
			before := loadAll(t, dir, plainSite)
			step.change(t, dir)
			got := loadAll(t, dir, plainSite)
			if changed := int64(len(before.items)) - got.reused; step.wantReparse && got.reused >= 3 {
				t.Errorf("every parse was reused (%d)", got.reused)
			} else if !step.wantReparse && got.reused != 3 {
				t.Errorf("reused %d parses, want the 3 unchanged docs (%d items)", got.reused, changed)
			}
			sameAsFresh(t, step.name, dir, plainSite)
		})
	}
}

// The settings a parse reads are part of the key: the table of contents'
// levels and the base URL (which asset URLs start with).
func TestParseStoreFollowsSettings(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	loadAll(t, dir, plainSite)
	for _, config := range []string{
		`{"baseUrl":"/","onBrokenMarkdownLinks":"warn","themeConfig":{"tableOfContents":{"minHeadingLevel":2,"maxHeadingLevel":4}}}`,
		`{"baseUrl":"/sub/","onBrokenMarkdownLinks":"warn","themeConfig":{"tableOfContents":{"minHeadingLevel":2,"maxHeadingLevel":4}}}`,
	} {
		if reused := loadAll(t, dir, config).reused; reused != 0 {
			t.Errorf("%s: reused %d parses made with other settings", config, reused)
		}
		sameAsFresh(t, config, dir, config)
	}
}

// A referenced file's URL carries its content's hash: a changed image
// gives its doc a new parse, though the doc is unchanged.
func TestParseStoreFollowsReferencedFiles(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	loadAll(t, dir, plainSite)
	if err := os.WriteFile(filepath.Join(dir, "site/docs/img/flow.png"), []byte("PNG two\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if reused := loadAll(t, dir, plainSite).reused; reused != 2 {
		t.Errorf("reused %d parses, want the 2 that reference no file", reused)
	}
	sameAsFresh(t, "image changed", dir, plainSite)
	// A missing file is a warning, and a doc with a warning is not kept:
	// the file may appear.
	if err := os.Remove(filepath.Join(dir, "site/docs/img/flow.png")); err != nil {
		t.Fatal(err)
	}
	loadAll(t, dir, plainSite)
	if err := os.WriteFile(filepath.Join(dir, "site/docs/img/flow.png"), []byte("PNG three\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sameAsFresh(t, "image back", dir, plainSite)
}

// Whatever is wrong with the disk copy, the build parses and is right.
func TestParseStoreSurvivesBadFiles(t *testing.T) {
	for _, bad := range []struct {
		name  string
		spoil func(t *testing.T, file string)
	}{
		{"truncated", func(t *testing.T, file string) {
			b, _ := os.ReadFile(file)
			os.WriteFile(file, b[:len(b)/2], 0o644)
		}},
		{"a byte flipped", func(t *testing.T, file string) {
			b, _ := os.ReadFile(file)
			b[len(b)/2] ^= 0x20
			os.WriteFile(file, b, 0o644)
		}},
		{"empty", func(t *testing.T, file string) { os.WriteFile(file, nil, 0o644) }},
		{"garbage", func(t *testing.T, file string) { os.WriteFile(file, []byte(strings.Repeat("\xff", 100)), 0o644) }},
		{"a folder", func(t *testing.T, file string) { os.Remove(file); os.Mkdir(file, 0o755) }},
	} {
		for _, files := range []string{"shard-*", corefiles.StoreManifest} {
			t.Run(bad.name+" "+files, func(t *testing.T) {
				dir := mdpagetest.WriteSite(t, storeSite)
				loadAll(t, dir, plainSite)
				spoilt, _ := filepath.Glob(filepath.Join(storeDir(dir, defaultOptions()), files))
				if len(spoilt) == 0 {
					t.Fatalf("no %s written", files)
				}
				for _, f := range spoilt {
					bad.spoil(t, f)
				}
				if reused := loadAll(t, dir, plainSite).reused; reused != 0 {
					t.Errorf("reused %d parses from spoilt files", reused)
				}
				// That Load wrote them again.
				if reused := sameAsFresh(t, bad.name, dir, plainSite); reused != 3 {
					t.Errorf("reused %d parses after the rewrite, want 3", reused)
				}
			})
		}
	}
}

// Another folio binary may parse differently: a store whose manifest is
// another's is not read, and is replaced.
func TestParseStoreIgnoresAnotherBinarysFiles(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	loadAll(t, dir, plainSite)
	store := storeDir(dir, defaultOptions())
	manifest := filepath.Join(store, corefiles.StoreManifest)
	live := corefiles.StoreFiles(store)
	if len(live) == 0 {
		t.Fatal("the manifest names no file")
	}
	if err := corefiles.WriteMessage(manifest, &filespb.StoreManifest{Store: "another folio 1 2", Files: live}, 0o600); err != nil {
		t.Fatal(err)
	}
	if reused := loadAll(t, dir, plainSite).reused; reused != 0 {
		t.Errorf("reused %d parses of another binary", reused)
	}
	if reused := loadAll(t, dir, plainSite).reused; reused != 3 {
		t.Errorf("the files were not replaced: reused %d", reused)
	}
}

// Parses of docs that are gone leave the disk; a shard left empty goes,
// and so do the shards of another count when the site shrinks.
func TestParseStoreForgetsDeletedDocs(t *testing.T) {
	var archive strings.Builder
	for i := range 200 {
		fmt.Fprintf(&archive, "-- site/docs/d%03d.md --\n# Doc %d\n", i, i)
	}
	dir := mdpagetest.WriteSite(t, archive.String())
	store := storeDir(dir, defaultOptions())
	loadAll(t, dir, plainSite)
	count := func() int {
		entries, _ := readStore(store)
		return len(entries)
	}
	if n := count(); n != 200 {
		t.Fatalf("%d parses kept, want 200", n)
	}
	shardsBefore, _ := filepath.Glob(filepath.Join(store, "shard-*"))
	for i := 1; i < 200; i++ {
		os.Remove(filepath.Join(dir, fmt.Sprintf("site/docs/d%03d.md", i)))
	}
	loadAll(t, dir, plainSite)
	if n := count(); n != 1 {
		t.Errorf("%d parses kept, want 1", n)
	}
	shardsAfter, _ := filepath.Glob(filepath.Join(store, "shard-*"))
	if len(shardsAfter) != 1 || len(shardsBefore) < 2 {
		t.Errorf("shard files: %d before, %d after (want 1)", len(shardsBefore), len(shardsAfter))
	}
	// Files the manifest does not name go with the next write: a
	// temporary file left by a stopped process once it is old, a shard of
	// another count, a body file of another write; a young temporary file
	// stays (another process may be about to rename it).
	garbage := []string{"shard-1-00.123.tmp", "shard-2-01", "body-0123456789abcdef0123456789abcdef", "stray"}
	long := time.Now().Add(-time.Hour)
	for _, name := range garbage {
		os.WriteFile(filepath.Join(store, name), []byte("x"), 0o644)
		os.Chtimes(filepath.Join(store, name), long, long)
	}
	young := filepath.Join(store, "body-1.456.tmp")
	os.WriteFile(young, []byte("x"), 0o644)
	writeDoc(t, dir, "d000.md", "# Doc 0, edited\n")
	loadAll(t, dir, plainSite)
	for _, name := range garbage {
		if _, err := os.Stat(filepath.Join(store, name)); err == nil {
			t.Errorf("%s, which no manifest names, was left", name)
		}
	}
	if _, err := os.Stat(young); err != nil {
		t.Errorf("a young temporary file was removed: %v", err)
	}
	if reused := sameAsFresh(t, "after the sweep", dir, plainSite); reused != 1 {
		t.Errorf("reused %d parses after the sweep, want 1", reused)
	}
}

// In `folio dev` the plugin keeps its parses in memory and keeps the disk
// copy up to date, so a `folio build` after a dev session starts warm.
func TestParseStoreDevAndBuildAgree(t *testing.T) {
	dir := mdpagetest.WriteSite(t, storeSite)
	dev := New()
	devLoad := func() {
		t.Helper()
		err := dev.Load(context.Background(), &pluginpb.LoadRequest{SiteDir: dir, OptionsJson: []byte(`{"editUrl":"https://example.com/edit/"}`), SiteConfigJson: []byte(plainSite), Dev: true},
			func(*pluginpb.LoadItem) error { return nil })
		if err != nil {
			t.Fatal(err)
		}
	}
	devLoad()
	writeDoc(t, dir, "faq.md", "# FAQ\n\nEdited in dev.\n")
	devLoad()
	if reused := dev.parsed.reused.Load(); reused != 2 {
		t.Errorf("dev reused %d parses, want 2", reused)
	}
	// A dev Load returns before its parses are on disk (the next Load
	// waits for them); a build started after the session finds them there.
	dev.parsed.wait()
	if reused := sameAsFresh(t, "build after dev", dir, plainSite); reused != 3 {
		t.Errorf("the build after dev reused %d parses, want 3", reused)
	}
}

// Every field of a doc's front matter survives the disk: the test sets
// each one, found by reflection, so a field added later and forgotten by
// the shard format fails here.
func TestParseStoreKeepsEveryFrontMatterField(t *testing.T) {
	var fm frontMatter
	fill(reflect.ValueOf(&fm).Elem())
	b, err := proto.Marshal(frontMatterToProto(&fm))
	if err != nil {
		t.Fatal(err)
	}
	var m cachepb.FrontMatter
	if err := proto.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if back := frontMatterFromProto(&m); !reflect.DeepEqual(back, fm) {
		t.Errorf("read back %+v, wrote %+v", back, fm)
	}
}

// fill gives every field a value that is not its zero value.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString("x" + v.Type().String())
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Float64:
		v.SetFloat(2.5)
	case reflect.Int:
		v.SetInt(7)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			fill(v.Field(i))
		}
	default:
		panic("fill: no value for " + v.Kind().String())
	}
}

func TestShardNames(t *testing.T) {
	for docs, want := range map[int]int{0: 1, 64: 1, 65: 2, 1000: 16, 10000: 256, 1000000: 256} {
		if got := shardCount(docs); got != want {
			t.Errorf("shardCount(%d) = %d, want %d", docs, got, want)
		}
	}
	// A doc's shard is FNV-1a of its path, as hash/fnv makes it: the
	// shards on disk were split so.
	for _, display := range []string{"", "site/docs/intro.md", "site/docs/section-7/guide-12.md", "site/docs/ünïcode.md"} {
		h := fnv.New32a()
		h.Write([]byte(display))
		if got, want := shardOf(display, 256), int(h.Sum32()%256); got != want {
			t.Errorf("shardOf(%q) = %d, FNV-1a gives %d", display, got, want)
		}
	}
}
