package twin

import (
	"strings"
	"testing"
)

func TestPath(t *testing.T) {
	for in, want := range map[string]string{
		"/docs/intro": "/docs/intro.md", "/docs/react/": "/docs/react.md", "/": "/index.md", "/a/b.html": "/a/b.md",
	} {
		if got := Path(in); got != want {
			t.Errorf("Path(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestASiteWithoutTheLlmsPluginHasNoTwins(t *testing.T) {
	r := FromSiteConfig([]byte(`{"title":"x","plugins":[{"name":"docs","options":{}}]}`))
	if got := r.For(Doc, "/docs/intro", false); got != "" {
		t.Errorf("For = %q, want none", got)
	}
	// An external plugin that happens to be called llms is not this one.
	r = FromSiteConfig([]byte(`{"plugins":[{"name":"llms","command":["./x"],"options":{}}]}`))
	if got := r.For(Doc, "/docs/intro", false); got != "" {
		t.Errorf("For with an external llms = %q, want none", got)
	}
}

func TestOptionsSayWhatGetsATwin(t *testing.T) {
	r := FromSiteConfig([]byte(`{"plugins":[{"name":"llms","options":{"blog":false,"exclude":["/docs/private/**"]}}]}`))
	for _, c := range []struct {
		kind     Kind
		path     string
		unlisted bool
		want     string
	}{
		{Doc, "/docs/intro", false, "/docs/intro.md"},
		{API, "/docs/api/", false, "/docs/api.md"},
		{Page, "/markdown-page", false, "/markdown-page.md"},
		{BlogPost, "/blog/welcome", false, ""},
		{Doc, "/docs/private/x", false, ""},
		{Doc, "/docs/secret", true, ""},
	} {
		if got := r.For(c.kind, c.path, c.unlisted); got != c.want {
			t.Errorf("For(%v, %q, %v) = %q, want %q", c.kind, c.path, c.unlisted, got, c.want)
		}
	}
}

func TestBadOptionsAreNamed(t *testing.T) {
	for raw, want := range map[string]string{
		`{"blgo":true}`:            `unknown option "blgo"; did you mean blog?`,
		`{"exclude":["docs/x"]}`:   `exclude: "docs/x": a path starts with /`,
		`{"exclude":["/docs/[x"]}`: `exclude: "/docs/[x": syntax error in pattern`,
	} {
		_, err := DecodeOptions([]byte(raw))
		if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "llms options in site.toml: ") {
			t.Errorf("DecodeOptions(%s) = %v, want %q", raw, err, want)
		}
	}
}
