package config

import (
	"errors"
	"testing"
)

// Keys a Docusaurus config spells its own way get the folio name in the
// error, at the key's line and column.
func TestUnknownKeySuggestsNearest(t *testing.T) {
	src := head + "[[themeConfig.navbar.items]]\nhref = \"https://github.com/x\"\naria-label = \"GitHub\"\n"
	want := "site.toml:5: themeConfig.navbar.items[0].aria-label: unknown key; did you mean ariaLabel?"
	if got := parseError(t, src); got != want {
		t.Fatalf("error =\n%s\nwant\n%s", got, want)
	}
	s, err := Parse("site.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var es Errors
	if !errors.As(s.CheckThemeConfig(classicSchema(t)), &es) || len(es) != 1 {
		t.Fatalf("want one error, got %v", es)
	}
	if d := es[0].Diagnostic(); d.Line != 5 || d.Column != 1 {
		t.Errorf("at %d:%d, want 5:1", d.Line, d.Column)
	}

	for _, c := range []struct{ src, want string }{
		{head + "baseURL = \"/\"\n", "site.toml:3: baseURL: unknown key; did you mean baseUrl?"},
		{head + "on_broken_links = \"warn\"\n", "site.toml:3: on_broken_links: unknown key; did you mean onBrokenLinks?"},
		{head + "[themeConfig.navbar]\nhideonscroll = true\n", "site.toml:4: themeConfig.navbar.hideonscroll: unknown key; did you mean hideOnScroll?"},
		// Nothing near: no guess.
		{head + "webpack = 1\n", "site.toml:3: webpack: unknown key"},
		{head + "[markdown]\nformat = \"mdxx\"\n", `site.toml:4: markdown.format: must be one of "mdx", "md", "detect"; got "mdxx"`},
	} {
		if got := parseError(t, c.src); got != c.want {
			t.Errorf("error =\n%s\nwant\n%s", got, c.want)
		}
	}
}

// Footer and navbar links take Docusaurus's target and rel.
func TestLinksAcceptTargetAndRel(t *testing.T) {
	src := head + `[markdown]
format = "mdx"

[[themeConfig.navbar.items]]
href = "https://x.dev"
label = "X"
target = "_self"

[[themeConfig.footer.links]]
title = "More"

[[themeConfig.footer.links.items]]
label = "Blog"
href = "https://blog.x.dev"
target = "_self"
rel = "me"
`
	s, err := Parse("site.toml", []byte(src))
	if err == nil {
		err = s.CheckThemeConfig(classicSchema(t))
	}
	if err != nil {
		t.Fatal(err)
	}
	if l := s.ThemeConfig.Footer.Links[0].Items[0]; l.Target != "_self" || l.Rel != "me" {
		t.Errorf("footer link = %+v", l)
	}
	if it := s.ThemeConfig.Navbar.Items[0]; it.Target != "_self" {
		t.Errorf("navbar item = %+v", it)
	}
	if s.Markdown.Format != "mdx" {
		t.Errorf("markdown.format = %q", s.Markdown.Format)
	}
}
