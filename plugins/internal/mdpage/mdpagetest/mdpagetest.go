// Package mdpagetest holds the test helpers the Markdown-page plugins
// (docs, blog, pages) share: writing a site from a txtar archive and
// collecting what an in-process Load sends. Only tests import it.
package mdpagetest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// WriteSite writes a txtar archive into a temporary site directory and
// returns the directory; the test removes it when it ends.
func WriteSite(t testing.TB, archive string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range txtar.Parse([]byte(archive)).Files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// Sent is the routes, warnings and watch paths one Load sent. Other items
// are dropped: the blog and pages tests read only these.
type Sent struct {
	Routes   map[string]*pluginpb.Route
	Warnings []string // "file:line: message"
	Watches  []string
	// Missing are the paths the Load looked for and did not find.
	Missing []string
}

// collect records one item; it is the Load's sdk.Sender.
func (s *Sent) collect(it *pluginpb.LoadItem) error {
	switch x := it.Item.(type) {
	case *pluginpb.LoadItem_Route:
		s.Routes[x.Route.Path] = x.Route
	case *pluginpb.LoadItem_Diagnostic:
		s.Warnings = append(s.Warnings, fmt.Sprintf("%s:%d: %s", x.Diagnostic.File, x.Diagnostic.Line, x.Diagnostic.Message))
	case *pluginpb.LoadItem_WatchPath:
		s.Watches = append(s.Watches, x.WatchPath)
	case *pluginpb.LoadItem_MissingPath:
		s.Missing = append(s.Missing, x.MissingPath)
	}
	return nil
}

// Load writes archive as a site and runs the plugin's Load on it in-process
// with the given site configuration JSON and no options. It returns the
// site directory and what the Load sent, with the Load's error.
func Load(t testing.TB, plugin sdk.Plugin, archive, siteConfig string) (string, *Sent, error) {
	t.Helper()
	return LoadWithOptions(t, plugin, archive, "", siteConfig)
}

// LoadWithOptions is Load with the plugin's options as JSON ("" for none).
func LoadWithOptions(t testing.TB, plugin sdk.Plugin, archive, options, siteConfig string) (string, *Sent, error) {
	t.Helper()
	dir := WriteSite(t, archive)
	sent := &Sent{Routes: map[string]*pluginpb.Route{}}
	req := &pluginpb.LoadRequest{SiteDir: dir, SiteConfigJson: []byte(siteConfig)}
	if options != "" {
		req.OptionsJson = []byte(options)
	}
	err := plugin.Load(context.Background(), req, sent.collect)
	return dir, sent, err
}
