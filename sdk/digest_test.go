package sdk

import (
	"crypto/sha256"
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

func sampleRoute() *pluginpb.Route {
	return &pluginpb.Route{
		Path: "/docs/intro", Component: "DocPage", DataJson: []byte(`{"title":"Intro"}`),
		ContentHtml: "<p>Hello</p>", SharedKeys: []string{"sidebar-a"},
		Meta: &pluginpb.RouteMeta{Title: "Intro", Sidebar: "a", SourcePath: "docs/intro.md"},
	}
}

// Each field of a route changes its digest: a digest that missed one
// would let the core keep a page whose input changed.
func TestEveryFieldChangesTheDigest(t *testing.T) {
	base := sampleRoute()
	SetDigest(base)
	edits := map[string]func(r *pluginpb.Route){
		"path":        func(r *pluginpb.Route) { r.Path = "/docs/other" },
		"component":   func(r *pluginpb.Route) { r.Component = "BlogPage" },
		"module":      func(r *pluginpb.Route) { r.Module = "site/pages/a.tsx" },
		"data":        func(r *pluginpb.Route) { r.DataJson = []byte(`{"title":"Intro!"}`) },
		"content":     func(r *pluginpb.Route) { r.ContentHtml = "<p>Hello.</p>" },
		"shared keys": func(r *pluginpb.Route) { r.SharedKeys = append(r.SharedKeys, "b") },
		"no meta":     func(r *pluginpb.Route) { r.Meta = nil },
		"title":       func(r *pluginpb.Route) { r.Meta.Title = "Intro 2" },
		"description": func(r *pluginpb.Route) { r.Meta.Description = "d" },
		"sidebar":     func(r *pluginpb.Route) { r.Meta.Sidebar = "b" },
		"source":      func(r *pluginpb.Route) { r.Meta.SourcePath = "docs/b.md" },
		"noindex":     func(r *pluginpb.Route) { r.Meta.Noindex = true },
		"unlisted":    func(r *pluginpb.Route) { r.Meta.Unlisted = true },
		// Field boundaries count: moving bytes from one field to the
		// next is a different route.
		"boundary": func(r *pluginpb.Route) { r.Path, r.Component = "/docs/introD", "ocPage" },
	}
	for name, edit := range edits {
		r := sampleRoute()
		edit(r)
		SetDigest(r)
		if r.Digest == base.Digest {
			t.Errorf("changing the %s kept the digest %s", name, r.Digest)
		}
	}
	again := sampleRoute()
	SetDigest(again)
	if again.Digest != base.Digest {
		t.Errorf("the same route gave two digests: %s and %s", base.Digest, again.Digest)
	}
}

// A plugin that keeps the SHA-256 of a page's content gets the digest
// SetDigest gives the route with the content in it.
func TestDigestFromAContentSum(t *testing.T) {
	r := sampleRoute()
	SetDigest(r)
	sum := sha256.Sum256([]byte(r.ContentHtml))
	withoutContent := sampleRoute()
	withoutContent.ContentHtml = ""
	if got := DigestRoute(withoutContent, sum); got != r.Digest {
		t.Errorf("DigestRoute with the content's sum = %s, SetDigest = %s", got, r.Digest)
	}
}

func TestOmitKnownBody(t *testing.T) {
	r := sampleRoute()
	SetDigest(r)
	req := &pluginpb.LoadRequest{KnownDigests: map[string]string{"/docs/intro": "an older digest"}}
	if OmitKnownBody(req, r) || r.BodyOmitted || r.ContentHtml == "" {
		t.Fatalf("a body was omitted although the core holds another digest")
	}
	req.KnownDigests["/docs/intro"] = r.Digest
	if !OmitKnownBody(req, r) {
		t.Fatalf("the body was sent although the core holds it")
	}
	if !r.BodyOmitted || r.ContentHtml != "" || r.DataJson != nil {
		t.Errorf("omitted route still carries its body: %+v", r)
	}
	undigested := sampleRoute()
	req.KnownDigests[undigested.Path] = ""
	if OmitKnownBody(req, undigested) {
		t.Errorf("a route without a digest was omitted")
	}
}
