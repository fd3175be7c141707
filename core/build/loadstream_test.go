package build

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

func TestALoadStreamReadsBackAsKept(t *testing.T) {
	main := filepath.Join(t.TempDir(), "build-x.gob")
	route := func(path, digest string) *pluginpb.LoadItem {
		return &pluginpb.LoadItem{Item: &pluginpb.LoadItem_Route{Route: &pluginpb.Route{
			Path: path, Component: "DocPage", Module: "site/x.tsx", DataJson: []byte(`{"title":"T"}`), ContentHtml: "<p>body</p>",
			SharedKeys: []string{"sidebar"}, Digest: digest, Meta: &pluginpb.RouteMeta{Title: "T", SourcePath: "docs/x.md"},
		}}}
	}
	var items []*pluginpb.LoadItem
	for i := range streamChunk + 3 {
		items = append(items, route("/docs/"+string(rune('a'+i%26))+string(rune('a'+i/26)), "d"))
	}
	items = append(items,
		&pluginpb.LoadItem{Item: &pluginpb.LoadItem_WatchPath{WatchPath: "/site/docs"}},
		&pluginpb.LoadItem{Item: &pluginpb.LoadItem_HeadTag{HeadTag: &pluginpb.HeadTag{Tag: "meta", Attributes: map[string]string{"b": "2", "a": "1"}}}},
		route("/unknown", "d"), // the core holds no body for it
	)
	known := map[string]string{}
	for _, it := range items[:streamChunk+3] {
		known[it.GetRoute().Path] = "d"
	}
	names, err := writeStream(main, "seed", items, known)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != 2 {
		t.Fatalf("%d items in %d files, want 2", len(items), len(names))
	}
	got, err := readStream(main, names)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(items) {
		t.Fatalf("read %d items, wrote %d", len(got), len(items))
	}
	for i, it := range got {
		want := items[i]
		if r := want.GetRoute(); r != nil && known[r.Path] == r.Digest {
			// Kept without its body, and marked so: every other field is
			// the route's.
			lean := proto.Clone(r).(*pluginpb.Route)
			lean.DataJson, lean.ContentHtml, lean.BodyOmitted = nil, "", true
			want = &pluginpb.LoadItem{Item: &pluginpb.LoadItem_Route{Route: lean}}
		}
		if !proto.Equal(it, want) {
			t.Errorf("item %d reads back as %v, want %v", i, it, want)
		}
	}
	if items[0].GetRoute().DataJson == nil {
		t.Error("keeping the stream took the body out of the plugin's own route")
	}
	// The same stream is the same files; a damaged file is an error.
	again, _ := writeStream(main, "seed", items, known)
	if again[0] != names[0] || again[1] != names[1] {
		t.Errorf("the same stream was written as %v, then %v", names, again)
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(main), names[1]), []byte("damaged!"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readStream(main, names); err == nil {
		t.Error("a damaged stream file reads without an error")
	}
}

// A Load told routes_held sends what changed; the core takes the routes it
// left out from the kept stream, without their bodies, and refuses a kept
// stream that lacks one of them or a removal of a route it never held.
func TestALoadOfChangesTakesTheRoutesLeftOutFromTheKeptStream(t *testing.T) {
	main := filepath.Join(t.TempDir(), "build-x.gob")
	route := func(path, digest string) *pluginpb.LoadItem {
		return &pluginpb.LoadItem{Item: &pluginpb.LoadItem_Route{Route: &pluginpb.Route{
			Path: path, Component: "DocPage", DataJson: []byte(`{"p":"` + path + `"}`), ContentHtml: "<p>" + path + "</p>", Digest: digest,
		}}}
	}
	kept := []*pluginpb.LoadItem{
		{Item: &pluginpb.LoadItem_Shared{Shared: &pluginpb.SharedData{Key: "sidebar", DataJson: []byte(`[]`)}}},
		route("/a", "1"), route("/b", "1"), route("/c", "1"), route("/d", "1"),
	}
	known := map[string]string{"/a": "1", "/b": "1", "/c": "1", "/d": "1"}
	names, err := writeStream(main, "seed", kept, nil) // kept with their bodies
	if err != nil {
		t.Fatal(err)
	}
	shared := &pluginpb.LoadItem{Item: &pluginpb.LoadItem_Shared{Shared: &pluginpb.SharedData{Key: "sidebar", DataJson: []byte(`["new"]`)}}}
	stream := []*pluginpb.LoadItem{route("/e", "1"), shared, route("/b", "2")} // as this Load sent them
	sent := []*pluginpb.Route{stream[0].GetRoute(), stream[2].GetRoute()}
	held := readHeld(main, names)
	got, err := held.routes(known, sent, []string{"/d"})
	if err != nil {
		t.Fatal(err)
	}
	// The stream kept for the next build keeps the last one's order, so
	// that its files are the same but where a route changed.
	var order []string
	for _, it := range held.ordered(stream, got) {
		if r := it.GetRoute(); r != nil {
			order = append(order, r.Path+"@"+r.Digest)
		} else {
			order = append(order, it.GetShared().Key)
		}
	}
	if want := []string{"sidebar", "/a@1", "/b@2", "/c@1", "/e@1"}; !slices.Equal(order, want) {
		t.Errorf("the stream kept = %v, want %v", order, want)
	}
	var paths []string
	for _, it := range got {
		r := it.GetRoute()
		paths = append(paths, r.Path)
		if !r.BodyOmitted || r.DataJson != nil || r.ContentHtml != "" || r.Digest != "1" {
			t.Errorf("kept route %s = %v, want its shell with digest 1 and its body omitted", r.Path, r)
		}
	}
	if want := []string{"/a", "/c"}; !slices.Equal(paths, want) {
		t.Errorf("routes taken from the kept stream = %v, want %v (b was sent again, d removed)", paths, want)
	}

	// A route left out whose digest the stream does not hold, a removal of
	// a route the core never held, and a stream gone: each is an error,
	// on which the build loads again with nothing held.
	if _, err := readHeld(main, names).routes(map[string]string{"/a": "9"}, nil, nil); !errors.Is(err, errHeldLost) {
		t.Error("a route left out with a digest the kept stream does not have: no error")
	}
	if _, err := readHeld(main, names).routes(known, nil, []string{"/z"}); !errors.Is(err, errHeldLost) {
		t.Error("removed_route of a path the core does not hold: no error")
	}
	for _, name := range names {
		if err := os.Remove(filepath.Join(filepath.Dir(main), name)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := readHeld(main, names).routes(known, nil, nil); !errors.Is(err, errHeldLost) {
		t.Error("a kept stream whose files are gone: no error")
	}
}
