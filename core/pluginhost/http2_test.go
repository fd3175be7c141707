package pluginhost

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A plugin written from docs/plugin-protocol.md alone, on Node.js's http2
// module with no gRPC or protobuf package (testdata/http2/plugin.mjs),
// serves every call: the page is the whole contract, the handshake, the
// method paths, gRPC's framing and status trailer, the controller and the
// parent pipe included.
func TestAPluginOnHTTP2AloneServesEveryCall(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	script, err := filepath.Abs(filepath.Join("testdata", "http2", "plugin.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Start(Spec{Name: "raw", Command: []string{"node", script}, Dir: t.TempDir()}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Kill)
	ctx := context.Background()

	desc, err := p.Describe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if desc.Name != "raw" || desc.Version != "1.0.0" || len(desc.Components) != 1 || desc.Components[0] != "MarkdownPage" || !desc.Reusable {
		t.Errorf("describe: %+v", desc)
	}

	var items []*pluginpb.LoadItem
	err = p.Load(ctx, &pluginpb.LoadRequest{SiteDir: t.TempDir(), OptionsJson: []byte(`{"greeting":"Hi from http2"}`), AcceptsBatches: true}, func(it *pluginpb.LoadItem) error {
		items = append(items, it)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].GetRoute() == nil {
		t.Fatalf("load sent %v, want one route", items)
	}
	r := items[0].GetRoute()
	if r.Path != "/raw" || r.Component != "MarkdownPage" || string(r.DataJson) != `{"title":"Hi from http2"}` || r.ContentHtml != "<h1>Hi from http2</h1>" || r.GetMeta().GetTitle() != "Hi from http2" {
		t.Errorf("route: %+v", r)
	}

	out := t.TempDir()
	res, err := p.PostBuild(ctx, &pluginpb.PostBuildRequest{OutDir: out, Routes: []*pluginpb.RouteSummary{{Path: "/"}, {Path: "/raw"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Files) != 1 || res.Files[0] != "raw/pages.txt" {
		t.Errorf("post-build files: %v", res.Files)
	}
	if b, err := os.ReadFile(filepath.Join(out, "raw", "pages.txt")); err != nil || string(b) != "/\n/raw\n" {
		t.Errorf("raw/pages.txt: %q (%v)", b, err)
	}

	// The controller's Shutdown (or the closed stdin) ends it, with no
	// signal.
	p.Kill()
	if !p.Exited() || p.StoppedBy() != "stdin" {
		t.Errorf("stopped by %q (exited: %v), want it to end on its own", p.StoppedBy(), p.Exited())
	}
}
