package docs

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A second Load through the same plugin (dev mode) reuses unchanged
// parses, but never a stale one: an edited doc, and a doc whose link
// target moved, come out new.
func TestParseCacheNeverServesStaleDocs(t *testing.T) {
	l := mustLoad(t, `
-- site/docs/a.md --
# A

Go to [B](./b.md).
-- site/docs/b.md --
# B

First text.
`, `{}`)
	t.Cleanup(l.plugin.parsed.wait) // a dev Load's store write outlives it
	load := func() map[string]string {
		html := map[string]string{}
		err := l.plugin.Load(context.Background(), &pluginpb.LoadRequest{SiteDir: l.dir, OptionsJson: []byte(`{}`), SiteConfigJson: []byte(`{"baseUrl":"/"}`), Dev: true},
			func(it *pluginpb.LoadItem) error {
				if r := it.GetRoute(); r != nil {
					html[r.Path] = r.ContentHtml
				}
				return nil
			})
		if err != nil {
			t.Fatal(err)
		}
		return html
	}
	before := load()
	if !strings.Contains(before["/docs/a"], `href="/docs/b"`) {
		t.Fatalf("a links to %s", before["/docs/a"])
	}
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(l.dir, "site/docs", name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("b.md", "---\nslug: /moved-b\n---\n# B\n\nSecond text.\n")
	after := load()
	if !strings.Contains(after["/docs/moved-b"], "Second text.") {
		t.Errorf("the edited doc was not parsed again: %v", after)
	}
	if !strings.Contains(after["/docs/a"], `href="/docs/moved-b"`) {
		t.Errorf("a's link still points at the old place: %s", after["/docs/a"])
	}
}
