package docs

import (
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

func TestDocIDAndSlug(t *testing.T) {
	slug := func(s string) *string { return &s }
	for _, tc := range []struct {
		rel, fmID string
		fmSlug    *string
		id, want  string
	}{
		{rel: "intro.md", id: "intro", want: "/intro"},
		{rel: "concepts/nodes.md", id: "concepts/nodes", want: "/concepts/nodes"},
		{rel: "concepts/nodes.mdx", id: "concepts/nodes", want: "/concepts/nodes"},
		// An index doc is its folder's page, with a trailing slash.
		{rel: "react/index.md", id: "react/index", want: "/react/"},
		{rel: "api/README.md", id: "api/README", want: "/api/"},
		{rel: "guides/guides.md", id: "guides/guides", want: "/guides/"},
		{rel: "index.md", id: "index", want: "/"},
		// Number prefixes order files; they are not part of ids or URLs.
		{rel: "01-basics/02-setup.md", id: "basics/setup", want: "/basics/setup"},
		{rel: "2024-01-05-release.md", id: "2024-01-05-release", want: "/2024-01-05-release"},
		{rel: "guides/03-advanced/a2-b.md", id: "guides/advanced/a2-b", want: "/guides/advanced/a2-b"},
		{rel: "v2-guides/x-1/intro.md", id: "v2-guides/x-1/intro", want: "/v2-guides/x-1/intro"},
		// Front matter id replaces the file name, and so the URL's last segment.
		{rel: "concepts/editor-state.md", fmID: "state", id: "concepts/state", want: "/concepts/state"},
		{rel: "concepts/a.md", fmSlug: slug("/elsewhere/b"), id: "concepts/a", want: "/elsewhere/b"},
		{rel: "concepts/a.md", fmSlug: slug("b"), id: "concepts/a", want: "/concepts/b"},
		{rel: "concepts/a.md", fmSlug: slug("../top"), id: "concepts/a", want: "/top"},
		{rel: "concepts/a.md", fmSlug: slug("/"), id: "concepts/a", want: "/"},
	} {
		base := fileBaseID(tc.rel)
		if tc.fmID != "" {
			base = tc.fmID
		}
		if got := docID(tc.rel, base); got != tc.id {
			t.Errorf("docID(%q) = %q, want %q", tc.rel, got, tc.id)
		}
		if got := docSlug(tc.rel, base, tc.fmSlug); got != tc.want {
			t.Errorf("docSlug(%q, slug %v) = %q, want %q", tc.rel, tc.fmSlug, got, tc.want)
		}
	}
}

func TestNumberPrefix(t *testing.T) {
	for _, tc := range []struct {
		name, rest string
		pos        float64
		ok         bool
	}{
		{"01-intro", "intro", 1, true},
		{"2. Setup", "Setup", 2, true},
		{"10_advanced", "advanced", 10, true},
		{"intro", "intro", 0, false},
		{"a1-intro", "a1-intro", 0, false},
		{"", "", 0, false},
		{"404", "404", 0, false},
		{"1.2-notes", "1.2-notes", 0, false},
		{"2024-05-01-post", "2024-05-01-post", 0, false},
	} {
		rest, pos, ok := splitNumberPrefix(tc.name)
		if rest != tc.rest || pos != tc.pos || ok != tc.ok {
			t.Errorf("splitNumberPrefix(%q) = %q, %v, %v; want %q, %v, %v", tc.name, rest, pos, ok, tc.rest, tc.pos, tc.ok)
		}
	}
}

func TestURLFollowsBaseURLAndTrailingSlash(t *testing.T) {
	yes, no := true, false
	opts := defaultOptions()
	for _, tc := range []struct {
		base     string
		trailing *bool
		slug     string
		want     string
	}{
		{"/", nil, "/intro", "/docs/intro"},
		{"/", nil, "/react/", "/docs/react/"},
		{"/site/", nil, "/intro", "/site/docs/intro"},
		{"/", &yes, "/intro", "/docs/intro/"},
		{"/", &no, "/react/", "/docs/react"},
		{"/", nil, "/", "/docs/"},
	} {
		site := mdpage.Settings{BaseURL: tc.base, TrailingSlash: tc.trailing}
		if got := site.URL(opts.routePath(tc.slug)); got != tc.want {
			t.Errorf("url(%q) with base %q, trailingSlash %v = %q, want %q", tc.slug, tc.base, tc.trailing, got, tc.want)
		}
	}
	opts.RouteBasePath = ""
	if got := opts.routePath("/intro"); got != "/intro" {
		t.Errorf("docs at the root: %q", got)
	}
}

func TestKebab(t *testing.T) {
	for in, want := range map[string]string{"Getting Started": "getting-started", "gettingStarted": "getting-started", "API & Types!": "api-types"} {
		if got := kebab(in); got != want {
			t.Errorf("kebab(%q) = %q, want %q", in, got, want)
		}
	}
}
