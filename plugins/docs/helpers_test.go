package docs

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// loaded is everything one Load sent.
type loaded struct {
	routes   map[string]*pluginpb.Route
	order    []string
	shared   map[string]json.RawMessage
	sharedN  map[string]int // how often each key was sent
	global   globalDocsData
	warnings []string
	watches  []string
	missing  []string
	plugin   *Plugin
	dir      string
}

// loadSite runs Load in-process with options and site config as JSON.
func loadSite(t *testing.T, archive, options, siteConfig string) (*loaded, error) {
	t.Helper()
	return loadIn(t, New(), mdpagetest.WriteSite(t, archive), options, siteConfig)
}

// loadIn runs plugin's Load in-process on a site already laid out: a new
// plugin is a new `folio build` process, the same one again is `folio
// dev`'s next Load.
func loadIn(t *testing.T, plugin *Plugin, dir, options, siteConfig string) (*loaded, error) {
	t.Helper()
	out := &loaded{routes: map[string]*pluginpb.Route{}, shared: map[string]json.RawMessage{}, sharedN: map[string]int{}, plugin: plugin, dir: dir}
	err := out.plugin.Load(context.Background(), &pluginpb.LoadRequest{
		SiteDir: dir, OptionsJson: []byte(options), SiteConfigJson: []byte(siteConfig),
	}, func(it *pluginpb.LoadItem) error {
		switch x := it.Item.(type) {
		case *pluginpb.LoadItem_Route:
			out.routes[x.Route.Path] = x.Route
			out.order = append(out.order, x.Route.Path)
		case *pluginpb.LoadItem_Shared:
			out.shared[x.Shared.Key] = x.Shared.DataJson
			out.sharedN[x.Shared.Key]++
		case *pluginpb.LoadItem_Global:
			if x.Global.Key == "docs" {
				if err := json.Unmarshal(x.Global.DataJson, &out.global); err != nil {
					t.Fatal(err)
				}
			}
		case *pluginpb.LoadItem_Diagnostic:
			out.warnings = append(out.warnings, fmt.Sprintf("%s:%d: %s", x.Diagnostic.File, x.Diagnostic.Line, x.Diagnostic.Message))
		case *pluginpb.LoadItem_WatchPath:
			out.watches = append(out.watches, x.WatchPath)
		case *pluginpb.LoadItem_MissingPath:
			out.missing = append(out.missing, x.MissingPath)
		}
		return nil
	})
	return out, err
}

func mustLoad(t *testing.T, archive, options string) *loaded {
	t.Helper()
	l, err := loadSite(t, archive, options, `{"baseUrl":"/"}`)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return l
}

// data decodes a route's data.
func (l *loaded) data(t *testing.T, path string) docRouteData {
	t.Helper()
	r := l.routes[path]
	if r == nil {
		t.Fatalf("no route %s; routes: %v", path, l.order)
	}
	var d docRouteData
	if err := json.Unmarshal(r.DataJson, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

// sidebar decodes a shared sidebar.
func (l *loaded) sidebar(t *testing.T, id string) []*themeItem {
	t.Helper()
	raw, ok := l.shared[SharedSidebarKey(id)]
	if !ok {
		t.Fatalf("no sidebar %q sent; shared keys: %v", id, keys(l.shared))
	}
	var items []*themeItem
	if err := json.Unmarshal(raw, &items); err != nil {
		t.Fatal(err)
	}
	return items
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// outline renders sidebar items as one line per item, indented by depth:
// "category Getting Started /docs/getting-started/ [collapsed]".
func outline(items []*themeItem) string {
	var b strings.Builder
	var walk func(items []*themeItem, depth int)
	walk = func(items []*themeItem, depth int) {
		for _, it := range items {
			b.WriteString(strings.Repeat("  ", depth) + it.Type + " " + it.Label)
			if it.Href != "" {
				b.WriteString(" " + it.Href)
			}
			if it.Collapsed != nil && *it.Collapsed {
				b.WriteString(" [collapsed]")
			}
			if it.Unlisted {
				b.WriteString(" [unlisted]")
			}
			b.WriteString("\n")
			walk(it.Items, depth+1)
		}
	}
	walk(items, 0)
	return b.String()
}

func postBuildRequest(out string) *pluginpb.PostBuildRequest {
	return &pluginpb.PostBuildRequest{OutDir: out}
}
