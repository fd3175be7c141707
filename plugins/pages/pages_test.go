package pages

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"folio/plugins/sdk/pluginpb"
)

func TestRoutePath(t *testing.T) {
	for in, want := range map[string]string{
		"index.tsx":           "/",
		"gallery.tsx":         "/gallery",
		"markdown-page.md":    "/markdown-page",
		"community/index.tsx": "/community/",
		"a/b.jsx":             "/a/b",
	} {
		if got := routePath(in); got != want {
			t.Errorf("routePath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	pages := filepath.Join(dir, "site", "pages")
	for name, body := range map[string]string{
		"index.tsx":          "export default function Home() { return null }",
		"markdown-page.md":   "---\ntitle: Markdown page\n---\n# Markdown page\n\nHello.\n",
		"_partial.tsx":       "export default 1",
		"styles.module.css":  ".a{}",
		"community/index.js": "export default () => null",
	} {
		f := filepath.Join(pages, name)
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := map[string]*pluginpb.Route{}
	err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteDir: dir}, func(it *pluginpb.LoadItem) error {
		if r := it.GetRoute(); r != nil {
			got[r.Path] = r
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("routes = %v", got)
	}
	if r := got["/"]; r == nil || r.Module != filepath.Join(pages, "index.tsx") {
		t.Errorf("home route = %v", r)
	}
	md := got["/markdown-page"]
	if md == nil || md.Component != "MarkdownPage" || md.Meta.Title != "Markdown page" || md.ContentHtml == "" {
		t.Errorf("markdown route = %v", md)
	}
	if got["/community/"] == nil {
		t.Errorf("no /community/ route")
	}
}

func TestUnknownOptionIsAnError(t *testing.T) {
	err := New().Load(context.Background(), &pluginpb.LoadRequest{SiteDir: t.TempDir(), OptionsJson: []byte(`{"pth":"x"}`)}, func(*pluginpb.LoadItem) error { return nil })
	if err == nil {
		t.Fatal("want an error for an unknown option")
	}
}
