package build

import (
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A PostBuild's key follows the routes' fingerprints for a plugin that
// reads them; not for one that declares it reads no routes (its last
// PostBuild is then kept whatever pages changed); and for one that reads
// the routes but not the pages, only their paths, files and meta, not
// their fingerprints. The static files and the options count for all.
func TestAPostBuildKeyHoldsWhatOfTheRoutesAPluginReads(t *testing.T) {
	ps := []*runningPlugin{
		{options: []byte(`{}`), desc: &pluginpb.DescribeResponse{}},
		{options: []byte(`{}`), desc: &pluginpb.DescribeResponse{PostBuildWithoutRoutes: true}},
		{options: []byte(`{}`), desc: &pluginpb.DescribeResponse{PostBuildWithoutPages: true}},
	}
	keys := func(title, fingerprint, static string) []string {
		all := []*pluginpb.RouteSummary{{Path: "/a", File: "a/index.html", Fingerprint: fingerprint, Meta: &pluginpb.RouteMeta{Title: title}}}
		bare := []*pluginpb.RouteSummary{{Path: "/a", File: "a/index.html", Meta: &pluginpb.RouteMeta{Title: title}}}
		return postBuildKeys(ps, [][]*pluginpb.RouteSummary{all, nil, bare}, "/site", []byte(`{"title":"T"}`), static)
	}
	changed := func(a, b []string) [3]bool { return [3]bool{a[0] != b[0], a[1] != b[1], a[2] != b[2]} }
	base := keys("A", "one", "s1")
	if base[0] == "" || base[1] == "" || base[2] == "" || base[0] == base[1] || base[1] == base[2] {
		t.Fatalf("keys %q", base)
	}
	for _, c := range []struct {
		what                  string
		title, fprint, static string
		want                  [3]bool
	}{
		{"a page's body", "A", "two", "s1", [3]bool{true, false, false}},
		{"a page's title", "B", "two", "s1", [3]bool{true, false, true}},
		{"a static file", "A", "one", "s2", [3]bool{true, true, true}},
	} {
		if got := changed(keys(c.title, c.fprint, c.static), base); got != c.want {
			t.Errorf("%s changed: the keys that changed (reads all, no routes, no pages) are %v, want %v", c.what, got, c.want)
		}
	}
	ps[1].options = []byte(`{"path":"x"}`)
	if got := changed(keys("A", "one", "s1"), base); got != [3]bool{false, true, false} {
		t.Errorf("a plugin's options changed: the keys that changed are %v, want its own only", got)
	}
	for _, k := range postBuildKeys(ps, make([][]*pluginpb.RouteSummary, 3), "/site", nil, "") {
		if k != "" {
			t.Error("without the static files' key, a PostBuild has a key")
		}
	}
}
