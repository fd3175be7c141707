package sitemap

import (
	"context"
	"testing"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

func TestIndexable(t *testing.T) {
	for _, c := range []struct {
		r    *pluginpb.RouteSummary
		want bool
	}{
		{&pluginpb.RouteSummary{Path: "/a", File: "a/index.html", Meta: &pluginpb.RouteMeta{}}, true},
		{&pluginpb.RouteSummary{Path: "/b", File: "b/index.html", Meta: &pluginpb.RouteMeta{Noindex: true}}, false},
		{&pluginpb.RouteSummary{Path: "/c", File: "c/index.html", Meta: &pluginpb.RouteMeta{Unlisted: true}}, false},
		{&pluginpb.RouteSummary{Path: "/404.html", File: "404.html"}, false},
	} {
		if got := indexable(c.r); got != c.want {
			t.Errorf("indexable(%s) = %v", c.r.Path, got)
		}
	}
}

func TestOptions(t *testing.T) {
	for _, bad := range []string{`{"changefreq":"sometimes"}`, `{"priority":2}`, `{"filenme":"x"}`} {
		if _, err := decodeOptions([]byte(bad)); err == nil {
			t.Errorf("%s: want an error", bad)
		}
	}
}

func TestDescribeDeclaresReusable(t *testing.T) {
	d, err := New().Describe(context.Background())
	if err != nil || !d.Reusable {
		t.Errorf("Describe = %v, %v: want reusable", d, err)
	}
}
