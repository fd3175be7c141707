package docs

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// routeInputs is everything docRoute is given.
type routeInputs struct {
	d          doc
	pl         *placement
	prev, next *pageLink
	edit       string
}

func sampleRouteInputs() *routeInputs {
	return &routeInputs{
		d: doc{
			ID: "guide/a", Rel: "guide/a.md", File: "/site/docs/guide/a.md", Display: "docs/guide/a.md",
			Slug: "/guide/a", Permalink: "/docs/guide/a", RoutePath: "/docs/guide/a",
			Title: "A", Description: "About A",
			toc:        encodeTOC(sampleTOC()),
			contentSum: sha256.Sum256([]byte("<p>A</p>")),
		},
		pl: &placement{
			Sidebar:     "docs",
			sharedKeys:  []string{SharedSidebarKey("docs")},
			Breadcrumbs: []crumb{{Label: "Guide", Href: "/docs/category/guide"}, {Label: "A", Href: "/docs/guide/a"}},
		},
		prev: &pageLink{Title: "Intro", Permalink: "/docs/intro"},
		next: &pageLink{Title: "B", Permalink: "/docs/guide/b"},
		edit: "https://example.com/edit/docs/guide/a.md",
	}
}

func sampleTOC() []mdpage.TOCItem {
	return []mdpage.TOCItem{{Value: "One", ID: "one", Level: 2, Children: []mdpage.TOCItem{{Value: "Two", ID: "two", Level: 3}}}}
}

// editTOC changes the sample's table of contents.
func (in *routeInputs) editTOC(edit func(toc []mdpage.TOCItem) []mdpage.TOCItem) {
	in.d.toc = encodeTOC(edit(sampleTOC()))
}

func (in *routeInputs) key() [sha256.Size]byte {
	return routeKey(&in.d, in.pl, in.prev, in.next, in.edit)
}

func (in *routeInputs) digest() string {
	r := docRoute(&in.d, in.pl, in.prev, in.next, in.edit)
	return sdk.DigestRoute(r, in.d.contentSum)
}

// settable is v, settable even when it is an unexported field.
func settable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// leaves lists every field of v (a struct, recursively) of a kind a test
// can change in place, by name.
func leaves(v reflect.Value, name string, out map[string]reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			leaves(v.Field(i), name+"."+v.Type().Field(i).Name, out)
		}
	case reflect.String, reflect.Bool, reflect.Array, reflect.Int64:
		out[name] = settable(v)
	}
}

// change gives a leaf another value.
func change(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Array:
		e := v.Index(0)
		if e.Kind() == reflect.Uint8 {
			e.SetUint(e.Uint() ^ 1)
		}
	}
}

// A route's key changes whenever its bytes (its digest) would: every
// field of the doc, found by reflection (so a field docRoute reads later
// and the key forgets fails here), and each part of its placement, its
// previous and next links and its edit URL. Front matter fields reach the
// route through the doc's fields (and editURL, pagination): the site
// test below changes them.
func TestRouteKeyChangesWhenTheRouteWould(t *testing.T) {
	base := sampleRouteInputs()
	baseKey, baseDigest := base.key(), base.digest()
	if again := sampleRouteInputs(); again.key() != baseKey || again.digest() != baseDigest {
		t.Fatal("the same inputs give another key or digest")
	}
	fields := map[string]reflect.Value{}
	in := sampleRouteInputs()
	leaves(reflect.ValueOf(&in.d).Elem(), "doc", fields)
	changedSome := 0
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range fields {
			if !yield(k) {
				return
			}
		}
	}) {
		in := sampleRouteInputs()
		f := map[string]reflect.Value{}
		leaves(reflect.ValueOf(&in.d).Elem(), "doc", f)
		change(f[name])
		if in.digest() != baseDigest {
			changedSome++
			if in.key() == baseKey {
				t.Errorf("changing %s changes the route's digest, not its key", name)
			}
		}
	}
	if changedSome < 10 {
		t.Errorf("only %d of the doc's fields change its route", changedSome)
	}

	for name, edit := range map[string]func(in *routeInputs){
		"no placement": func(in *routeInputs) { in.pl = nil },
		"sidebar": func(in *routeInputs) {
			in.pl.Sidebar, in.pl.sharedKeys = "other", []string{SharedSidebarKey("other")}
		},
		"crumb label":        func(in *routeInputs) { in.pl.Breadcrumbs[0].Label = "Guides" },
		"crumb link":         func(in *routeInputs) { in.pl.Breadcrumbs[0].Href = "" },
		"crumb gone":         func(in *routeInputs) { in.pl.Breadcrumbs = in.pl.Breadcrumbs[1:] },
		"crumb split":        func(in *routeInputs) { in.pl.Breadcrumbs[0] = crumb{Label: "Guide/docs", Href: "/category/guide"} },
		"no previous":        func(in *routeInputs) { in.prev = nil },
		"previous title":     func(in *routeInputs) { in.prev.Title = "Introduction" },
		"previous permalink": func(in *routeInputs) { in.prev.Permalink = "/docs/intro/" },
		"no next":            func(in *routeInputs) { in.next = nil },
		"next title":         func(in *routeInputs) { in.next.Title = "Bee" },
		"next and previous":  func(in *routeInputs) { in.prev, in.next = in.next, in.prev },
		"edit URL":           func(in *routeInputs) { in.edit = "https://example.com/tree/docs/guide/a.md" },
		"no edit URL":        func(in *routeInputs) { in.edit = "" },
		"no TOC":             func(in *routeInputs) { in.d.toc = "" },
		"empty TOC":          func(in *routeInputs) { in.d.toc = encodeTOC(nil) },
		"TOC value": func(in *routeInputs) {
			in.editTOC(func(t []mdpage.TOCItem) []mdpage.TOCItem { t[0].Value = "Uno"; return t })
		},
		"TOC id": func(in *routeInputs) {
			in.editTOC(func(t []mdpage.TOCItem) []mdpage.TOCItem { t[0].ID = "uno"; return t })
		},
		"TOC level": func(in *routeInputs) {
			in.editTOC(func(t []mdpage.TOCItem) []mdpage.TOCItem { t[0].Level = 3; return t })
		},
		"TOC child": func(in *routeInputs) {
			in.editTOC(func(t []mdpage.TOCItem) []mdpage.TOCItem { t[0].Children[0].Value = "Dos"; return t })
		},
		"TOC flattened": func(in *routeInputs) {
			in.d.toc = encodeTOC([]mdpage.TOCItem{{Value: "One", ID: "one", Level: 2}, {Value: "Two", ID: "two", Level: 3}})
		},
		"unlisted": func(in *routeInputs) { in.d.FM.Unlisted = true },
		"MDX":      func(in *routeInputs) { in.d.MDX = true },
	} {
		in := sampleRouteInputs()
		edit(in)
		if in.digest() == baseDigest {
			t.Errorf("%s: the route's digest is the same (the case tests nothing)", name)
		}
		if in.key() == baseKey {
			t.Errorf("%s: the route's key is the same", name)
		}
	}
}

// fullDigests loads the site from nothing (no store, no known digests)
// and gives each route's digest as sdk.SetDigest makes it from the route
// as sent.
func fullDigests(t *testing.T, dir, options string) map[string]string {
	t.Helper()
	os.RemoveAll(filepath.Join(dir, "node_modules"))
	out := map[string]string{}
	for path, r := range loadRoutes(t, New(), dir, options, nil) {
		full := proto.Clone(r).(*pluginpb.Route)
		sdk.SetDigest(full)
		out[path] = full.Digest
	}
	return out
}

const routeKeySite = `
-- site/sidebars.json --
{"docs": ["a", "c", "d", "e", {"type": "category", "label": "More", "link": {"type": "doc", "id": "f"}, "items": ["x", "y"]}]}
-- site/docs/a.md --
# A

See [C](c.md).
-- site/docs/c.md --
# C
-- site/docs/d.md --
# D

## Part
-- site/docs/e.md --
# E
-- site/docs/f.md --
# F
-- site/docs/x.md --
# X
-- site/docs/y.md --
---
description: Why
---
# Y
-- site/docs/z.md --
# Z
`

// Over a site edited step by step, the digest of every route a Load takes
// from its key (the store's, and the memory's of a plugin kept between
// Loads as in folio dev) is the one sdk.SetDigest gives the full route a
// fresh Load makes; the routes the edit reaches get new digests, and the
// others are taken from their keys.
func TestRouteKeyDigestsAreTheFullRoutes(t *testing.T) {
	trustNewFiles(t)
	dir := mdpagetest.WriteSite(t, routeKeySite)
	options := `{"sidebarPath": "site/sidebars.json", "editUrl": "https://example.com/edit/"}`
	dev := New()
	loadRoutes(t, dev, dir, options, nil)
	prev := fullDigests(t, dir, options) // and a store with every route's key
	for _, step := range []struct {
		name    string
		edit    func()
		options string   // from this step on, when set
		changed []string // the routes whose digest must change
	}{
		{"nothing", func() {}, "", nil},
		{"a neighbour renamed", func() { writeDoc(t, dir, "d.md", "# Dee\n\n## Part\n") },
			"", []string{"/docs/c", "/docs/d", "/docs/e"}},
		{"a sidebar label", func() {
			writeDoc(t, dir, "../sidebars.json", `{"docs": ["a", {"type": "doc", "id": "c", "label": "See"}, "d", "e", {"type": "category", "label": "More", "link": {"type": "doc", "id": "f"}, "items": ["x", "y"]}]}`)
		}, "", []string{"/docs/a", "/docs/c", "/docs/d"}},
		{"a category label", func() {
			writeDoc(t, dir, "../sidebars.json", `{"docs": ["a", {"type": "doc", "id": "c", "label": "See"}, "d", "e", {"type": "category", "label": "Others", "link": {"type": "doc", "id": "f"}, "items": ["x", "y"]}]}`)
		}, "", []string{"/docs/e", "/docs/f", "/docs/x", "/docs/y"}},
		{"the editUrl option", func() {}, `{"sidebarPath": "site/sidebars.json", "editUrl": "https://example.com/tree/"}`,
			[]string{"/docs/a", "/docs/c", "/docs/d", "/docs/e", "/docs/f", "/docs/x", "/docs/y", "/docs/z"}},
		{"front matter: sidebar_label", func() { writeDoc(t, dir, "x.md", "---\nsidebar_label: Ex\n---\n# X\n") },
			"", []string{"/docs/f", "/docs/x", "/docs/y"}},
		{"front matter: pagination_label", func() { writeDoc(t, dir, "e.md", "---\npagination_label: Eee\n---\n# E\n") },
			"", []string{"/docs/d", "/docs/f"}},
		{"front matter: unlisted", func() { writeDoc(t, dir, "y.md", "---\ndescription: Why\nunlisted: true\n---\n# Y\n") },
			"", []string{"/docs/x", "/docs/y"}},
		{"front matter: custom_edit_url", func() { writeDoc(t, dir, "z.md", "---\ncustom_edit_url: https://else.example/z\n---\n# Z\n") },
			"", []string{"/docs/z"}},
		{"front matter: pagination_next", func() { writeDoc(t, dir, "a.md", "---\npagination_next: z\n---\n# A\n\nSee [C](c.md).\n") },
			"", []string{"/docs/a"}},
		{"a doc moved", func() { writeDoc(t, dir, "c.md", "---\nslug: /see\n---\n# C\n") },
			"", []string{"/docs/a", "/docs/see", "/docs/d"}},
		{"text only", func() { writeDoc(t, dir, "e.md", "---\npagination_label: Eee\n---\n# E\n\nMore.\n") },
			"", []string{"/docs/e"}},
	} {
		step.edit()
		if step.options != "" {
			options = step.options
		}
		stored := New()
		fromStore := loadRoutes(t, stored, dir, options, prev)
		fromMemory := loadRoutes(t, dev, dir, options, prev)
		want := fullDigests(t, dir, options)
		kept := 0
		for path, d := range want {
			if fromStore[path] == nil || fromStore[path].Digest != d {
				t.Errorf("%s: %s from the store has the digest %v, the full route %s", step.name, path, fromStore[path].GetDigest(), d)
			}
			if fromMemory[path] == nil || fromMemory[path].Digest != d {
				t.Errorf("%s: %s from memory has the digest %v, the full route %s", step.name, path, fromMemory[path].GetDigest(), d)
			}
			if changed := prev[path] != d; changed != slices.Contains(step.changed, path) {
				t.Errorf("%s: %s changed: %v", step.name, path, changed)
			} else if !changed {
				kept++
			}
		}
		if len(fromStore) != len(want) || len(fromMemory) != len(want) {
			t.Errorf("%s: %d and %d routes, want %d", step.name, len(fromStore), len(fromMemory), len(want))
		}
		// Every unchanged route's digest came from its key (the site has
		// no generated index, whose route has none).
		if got := stored.parsed.routesKept.Load(); got != int64(kept) {
			t.Errorf("%s: %d routes from their keys, want %d", step.name, got, kept)
		}
		// fullDigests left a store; the next step's starts from it.
		prev = want
	}
}
