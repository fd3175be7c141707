package docs

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/ledger"

	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// digestSite has docs in a sidebar (with previous/next links), docs in
// none, a link, an image and a generated index.
const digestSite = `
-- site/sidebars.json --
{"docs": ["a", "c", "d", "e", "f", {"type": "category", "label": "More", "link": {"type": "generated-index"}, "items": ["x"]}]}
-- site/docs/a.md --
# A

See [B](b.md).
-- site/docs/b.md --
# B
-- site/docs/c.md --
# C
-- site/docs/d.md --
# D
-- site/docs/e.md --
# E
-- site/docs/f.md --
# F
-- site/docs/x.md --
# X
-- site/docs/g.md --
# G

Some text.
-- site/docs/h.md --
# H
-- site/docs/pic.md --
# Pic

![p](./img/p.png)
-- site/docs/img/p.png --
PNG one
`

const (
	digestOptions = `{"sidebarPath": "site/sidebars.json"}`
	storeOptions  = `{"editUrl":"https://example.com/edit/"}` // loadAll's
)

// trustNewFiles makes the stamps of files written just now count, as
// they would once a moment has passed.
func trustNewFiles(t *testing.T) {
	old := startClock
	startClock = func(string) ledger.Clock { return ledger.ClockAt(time.Now().Add(time.Hour)) }
	t.Cleanup(func() { startClock = old })
}

// loadRoutes runs Load in p with the known digests, returning its routes
// by path.
func loadRoutes(t *testing.T, p *Plugin, dir, options string, known map[string]string) map[string]*pluginpb.Route {
	t.Helper()
	routes := map[string]*pluginpb.Route{}
	err := p.Load(context.Background(), &pluginpb.LoadRequest{
		SiteDir: dir, OptionsJson: []byte(options), SiteConfigJson: []byte(plainSite), KnownDigests: known,
	}, func(it *pluginpb.LoadItem) error {
		if r := it.GetRoute(); r != nil {
			routes[r.Path] = r
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return routes
}

func digests(routes map[string]*pluginpb.Route) map[string]string {
	out := map[string]string{}
	for path, r := range routes {
		out[path] = r.Digest
	}
	return out
}

// checkDigests fails unless every route sent in full has the digest
// sdk.SetDigest gives it.
func checkDigests(t *testing.T, label string, routes map[string]*pluginpb.Route) {
	t.Helper()
	for path, r := range routes {
		if r.Digest == "" {
			t.Errorf("%s: %s has no digest", label, path)
		}
		if r.BodyOmitted {
			continue
		}
		full := proto.Clone(r).(*pluginpb.Route)
		sdk.SetDigest(full)
		if full.Digest != r.Digest {
			t.Errorf("%s: %s has the digest %s, sdk.SetDigest gives %s", label, path, r.Digest, full.Digest)
		}
	}
}

// A Load given the digests of the last one's routes sends in full exactly
// the routes that changed, with the digest and body a Load given none
// sends, and the others without their body.
func TestKnownDigestsOmitExactlyTheUnchangedBodies(t *testing.T) {
	trustNewFiles(t)
	dir := mdpagetest.WriteSite(t, digestSite)
	first := loadRoutes(t, New(), dir, digestOptions, nil)
	checkDigests(t, "first", first)
	if len(first) != 11 {
		t.Fatalf("%d routes: %v", len(first), keys(first))
	}
	for path, r := range first {
		if r.BodyOmitted {
			t.Errorf("%s omitted with no known digests", path)
		}
	}
	again := loadRoutes(t, New(), dir, digestOptions, digests(first))
	for path, r := range again {
		if !r.BodyOmitted || r.Digest != first[path].Digest || r.DataJson != nil || r.ContentHtml != "" {
			t.Errorf("unchanged %s: omitted %v, digest %s (was %s)", path, r.BodyOmitted, r.Digest, first[path].Digest)
		}
	}

	writeDoc(t, dir, "g.md", "# G\n\nOther text.\n")        // edited
	writeDoc(t, dir, "b.md", "---\nslug: /bee\n---\n# B\n") // a's link target moved
	writeDoc(t, dir, "d.md", "# Dee\n")                     // c's next and e's previous renamed
	writeDoc(t, dir, "img/p.png", "PNG two\n")              // pic's image changed
	after := loadRoutes(t, New(), dir, digestOptions, digests(first))
	checkDigests(t, "after", after)
	var full []string
	for path, r := range after {
		if !r.BodyOmitted {
			full = append(full, path)
		} else if r.Digest != first[path].Digest || r.DataJson != nil || r.ContentHtml != "" {
			t.Errorf("%s omitted with a new digest or a body", path)
		}
		if known := first[path]; known != nil && !r.BodyOmitted && known.Digest == r.Digest {
			t.Errorf("%s sent in full with its known digest", path)
		}
	}
	slices.Sort(full)
	want := []string{"/docs/a", "/docs/bee", "/docs/c", "/docs/d", "/docs/e", "/docs/g", "/docs/pic"}
	if !slices.Equal(full, want) {
		t.Errorf("sent in full: %v, want %v", full, want)
	}
	if !strings.Contains(after["/docs/a"].ContentHtml, `href="/docs/bee"`) || !strings.Contains(after["/docs/g"].ContentHtml, "Other text.") {
		t.Errorf("stale content: a %s, g %s", after["/docs/a"].ContentHtml, after["/docs/g"].ContentHtml)
	}

	// With no known digests every route comes in full with the same
	// digest, from the cache and from a fresh parse alike.
	for _, fresh := range []bool{false, true} {
		if fresh {
			os.RemoveAll(filepath.Join(dir, "node_modules"))
		}
		all := loadRoutes(t, New(), dir, digestOptions, nil)
		checkDigests(t, "all", all)
		for path, r := range all {
			if r.BodyOmitted || r.Digest != after[path].Digest {
				t.Errorf("fresh %v: %s omitted %v, digest %s, with known digests %s", fresh, path, r.BodyOmitted, r.Digest, after[path].Digest)
			}
			if a := after[path]; !a.BodyOmitted && (string(a.DataJson) != string(r.DataJson) || a.ContentHtml != r.ContentHtml) {
				t.Errorf("fresh %v: %s's body differs", fresh, path)
			}
		}
	}
}

// A file whose size and times are those its kept parse recorded is not
// read; any other is, even at the same size.
func TestUnchangedSourcesAreNotRead(t *testing.T) {
	trustNewFiles(t)
	dir := mdpagetest.WriteSite(t, storeSite)
	loadAll(t, dir, plainSite)
	p := New()
	loadRoutes(t, p, dir, storeOptions, nil)
	if read, reused := p.parsed.read.Load(), p.parsed.reused.Load(); read != 0 || reused != 3 {
		t.Errorf("read %d sources and reused %d parses, want 0 and 3", read, reused)
	}

	// Another time (a future one is never trusted).
	earlier := func(mtime time.Time) time.Time { return mtime.Add(-time.Hour) }
	info := sameSizeEdit(t, dir, "Because.", "Becau$e.", earlier)
	got := loadAll(t, dir, plainSite)
	if !strings.Contains(strings.Join(got.items, "\n"), "Becau$e.") {
		t.Error("the edit of the same size and a new time is not in the output")
	}
	sameAsFresh(t, "edited, new time", dir, plainSite)
	p = New()
	loadRoutes(t, p, dir, storeOptions, nil)
	if read := p.parsed.read.Load(); read != 0 {
		t.Errorf("read %d sources after the store took the edit, want 0", read)
	}

	// The same size and modification time: the change time tells.
	if ledger.FromInfo(info).Ctime == 0 {
		t.Skip("no change time on this system")
	}
	sameSizeEdit(t, dir, "Becau$e.", "Bec@use.", func(time.Time) time.Time { return info.ModTime().Add(-time.Hour) })
	got = loadAll(t, dir, plainSite)
	if !strings.Contains(strings.Join(got.items, "\n"), "Bec@use.") {
		t.Error("the edit of the same size and time is not in the output")
	}
}

// A body file that is missing, corrupt or left from another write costs
// parsing its docs again, never a wrong page; the next write puts it
// right.
func TestLostBodiesGiveTheRightContent(t *testing.T) {
	for _, bad := range []struct {
		name  string
		spoil func(t *testing.T, dir, file string)
	}{
		{"deleted", func(t *testing.T, _, file string) { os.Remove(file) }},
		{"a byte flipped", func(t *testing.T, _, file string) {
			b, _ := os.ReadFile(file)
			b[len(b)/2] ^= 0x20
			os.WriteFile(file, b, 0o644)
		}},
		{"another write's", func(t *testing.T, dir, file string) {
			src, _ := os.ReadFile(filepath.Join(dir, "site/docs/faq.md"))
			writeDoc(t, dir, "faq.md", "# FAQ\n\nOther.\n")
			loadAll(t, dir, plainSite)
			other, _ := os.ReadFile(file)
			writeDoc(t, dir, "faq.md", string(src))
			loadAll(t, dir, plainSite)
			os.WriteFile(file, other, 0o644)
		}},
	} {
		t.Run(bad.name, func(t *testing.T) {
			trustNewFiles(t)
			dir := mdpagetest.WriteSite(t, storeSite)
			loadAll(t, dir, plainSite)
			bodies, _ := filepath.Glob(filepath.Join(storeDir(dir, defaultOptions()), "body-*"))
			if len(bodies) != 1 {
				t.Fatalf("body files: %v", bodies)
			}
			bad.spoil(t, dir, bodies[0])
			got := loadAll(t, dir, plainSite)
			// The write after put the body file right: every parse is used.
			repaired := loadAll(t, dir, plainSite)
			if repaired.reused != 3 {
				t.Errorf("reused %d parses after the repair, want 3", repaired.reused)
			}
			os.RemoveAll(filepath.Join(dir, "node_modules"))
			want := strings.Join(loadAll(t, dir, plainSite).items, "\n")
			if g := strings.Join(got.items, "\n"); g != want {
				t.Errorf("with a spoilt body file:\n%s\nwant:\n%s", g, want)
			}
			if g := strings.Join(repaired.items, "\n"); g != want {
				t.Errorf("after the repair:\n%s\nwant:\n%s", g, want)
			}
		})
	}
}

// In `folio dev` the plugin keeps its parses between Loads but not their
// HTML, which the store holds: a Load reads it for the routes the core
// does not hold.
func TestDevKeepsNoHTMLInMemory(t *testing.T) {
	trustNewFiles(t)
	dir := mdpagetest.WriteSite(t, digestSite)
	p := New()
	first := loadRoutes(t, p, dir, storeOptions, nil)
	for k, e := range p.parsed.entries {
		if e.html != "" {
			t.Errorf("%s's HTML stayed in memory", k)
		}
	}
	again := loadRoutes(t, p, dir, storeOptions, nil)
	for path, r := range first {
		if a := again[path]; a.BodyOmitted || a.Digest != r.Digest || a.ContentHtml != r.ContentHtml || string(a.DataJson) != string(r.DataJson) {
			t.Errorf("%s differs on the second Load", path)
		}
	}
	if reused := p.parsed.reused.Load(); reused != 10 {
		t.Errorf("reused %d parses, want 10", reused)
	}
}

// A Load told routes_held sends exactly the routes a Load given the same
// digests would send in full, and names the held routes it no longer has;
// the routes it leaves out are those sent without their body otherwise.
func TestRoutesHeldSendOnlyTheChangedAndRemovedRoutes(t *testing.T) {
	trustNewFiles(t)
	dir := mdpagetest.WriteSite(t, digestSite)
	first := loadRoutes(t, New(), dir, digestOptions, nil)
	writeDoc(t, dir, "g.md", "# G\n\nOther text.\n") // edited
	writeDoc(t, dir, "d.md", "# Dee\n")              // c's next and e's previous renamed
	if err := os.Remove(filepath.Join(dir, "site/docs/b.md")); err != nil {
		t.Fatal(err)
	}
	var sent, removed []string
	req := &pluginpb.LoadRequest{SiteDir: dir, OptionsJson: []byte(digestOptions), SiteConfigJson: []byte(plainSite), KnownDigests: digests(first), RoutesHeld: true}
	err := New().Load(context.Background(), req, func(it *pluginpb.LoadItem) error {
		if r := it.GetRoute(); r != nil {
			sent = append(sent, r.Path)
			if r.BodyOmitted {
				t.Errorf("%s sent without its body in a Load told routes_held", r.Path)
			}
		}
		if path := it.GetRemovedRoute(); path != "" {
			removed = append(removed, path)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	slices.Sort(sent)
	// a links to b, gone; c and e show d's new title; the others are held.
	if want := []string{"/docs/a", "/docs/c", "/docs/d", "/docs/e", "/docs/g"}; !slices.Equal(sent, want) {
		t.Errorf("sent %v, want %v", sent, want)
	}
	if want := []string{"/docs/b"}; !slices.Equal(removed, want) {
		t.Errorf("removed %v, want %v", removed, want)
	}

	// Told nothing is held, the same Load sends every route and no
	// removal: a core that cannot give routes back asks that.
	req.RoutesHeld = false
	all := 0
	if err := New().Load(context.Background(), req, func(it *pluginpb.LoadItem) error {
		if it.GetRoute() != nil {
			all++
		}
		if it.GetRemovedRoute() != "" {
			t.Errorf("removed_route %s in a Load not told routes_held", it.GetRemovedRoute())
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if all != len(first)-1 {
		t.Errorf("%d routes without routes_held, want %d", all, len(first)-1)
	}
}
