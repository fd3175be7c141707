package build

import (
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A PostBuild's key follows the routes' fingerprints for a plugin that
// reads them, and not for one that declares it reads none (its last
// PostBuild is then kept whatever pages changed); the options and the
// static files count for both.
func TestAPostBuildKeyHoldsTheRoutesOnlyOfAPluginThatReadsThem(t *testing.T) {
	ps := []*runningPlugin{{options: []byte(`{}`)}, {options: []byte(`{}`)}}
	reads := []bool{true, false}
	routes := func(fingerprint string) []*pluginpb.RouteSummary {
		return []*pluginpb.RouteSummary{{Path: "/a", File: "a/index.html", Fingerprint: fingerprint}}
	}
	keys := func(fingerprint, static string) []string {
		return postBuildKeys(ps, reads, routes(fingerprint), "/site", []byte(`{"title":"T"}`), static)
	}
	base := keys("one", "s1")
	if base[0] == "" || base[1] == "" || base[0] == base[1] {
		t.Fatalf("keys %q", base)
	}
	if now := keys("two", "s1"); now[0] == base[0] || now[1] != base[1] {
		t.Errorf("a page changed: the reading plugin's key changed %v (want true), the other's %v (want false)", now[0] != base[0], now[1] != base[1])
	}
	if now := keys("one", "s2"); now[0] == base[0] || now[1] == base[1] {
		t.Error("a static file changed, and a key stayed")
	}
	ps[1].options = []byte(`{"path":"x"}`)
	if now := keys("one", "s1"); now[1] == base[1] || now[0] != base[0] {
		t.Error("a plugin's options changed its key alone: not so")
	}
	if none := postBuildKeys(ps, reads, nil, "/site", nil, ""); none[0] != "" || none[1] != "" {
		t.Error("without the static files' key, a PostBuild has a key")
	}
}
