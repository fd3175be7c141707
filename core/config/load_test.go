package config

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/BurntSushi/toml"
)

func TestLoadFullConfig(t *testing.T) {
	s, err := Load("testdata/full.toml")
	if err != nil {
		t.Fatal(err)
	}
	wantDir, _ := filepath.Abs("testdata")
	check := func(name string, got, want any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s = %#v, want %#v", name, got, want)
		}
	}
	check("Dir", s.Dir, wantDir)
	check("Title", s.Title, "Lexical")
	check("URL", s.URL, "https://lexical.dev") // trailing slash dropped
	check("BaseURL", s.BaseURL, "/")
	check("TrailingSlash", s.TrailingSlash != nil && !*s.TrailingSlash, true)
	check("TitleDelimiter", s.TitleDelimiter, "|")
	check("Theme", s.Theme, "classic")
	check("StaticDirectories", s.StaticDirectories, []string{"static", "public"})
	check("OnBrokenLinks", s.OnBrokenLinks, SeverityWarn)
	check("OnBrokenAnchors", s.OnBrokenAnchors, SeverityThrow)
	check("OnBrokenMarkdownLinks", s.OnBrokenMarkdownLinks, SeverityThrow)
	check("OnDuplicateRoutes", s.OnDuplicateRoutes, SeverityWarn)

	check("I18n.Locales", s.I18n.Locales, []string{"en", "ar"})
	check("I18n.CurrentLocale", s.I18n.CurrentLocale, "en")
	check("localeConfigs.en", s.I18n.LocaleConfigs["en"], LocaleConfig{Label: "English (US)", Direction: "ltr", HTMLLang: "en", Calendar: "gregory", Path: "en"})
	check("localeConfigs.ar", s.I18n.LocaleConfigs["ar"], LocaleConfig{Label: "العربية", Direction: "rtl", HTMLLang: "ar", Calendar: "gregory", Path: "ar"})

	nav := s.ThemeConfig.Navbar
	check("Navbar.HideOnScroll", nav.HideOnScroll, true)
	check("Navbar.Style", nav.Style, "dark")
	check("Navbar.Logo", *nav.Logo, Logo{Alt: "Lexical", Src: "img/logo.svg", SrcDark: "img/logo-dark.svg", Href: "/", Width: 32})
	check("Navbar.Items", nav.Items, []NavbarItem{
		{Type: "doc", DocID: "intro", Label: "Docs", Position: "left"},
		{Type: "default", Label: "Playground", Href: "https://playground.lexical.dev/", Position: "right"},
		{Type: "dropdown", Label: "Community", Position: "left", Items: []NavbarItem{
			{Type: "default", Label: "Discord", Href: "https://discord.gg/lexical"},
			{Type: "doc", DocID: "community"},
		}},
		{Type: "search", Position: "right"},
	})

	check("Footer", s.ThemeConfig.Footer, Footer{
		Style:     "dark",
		Copyright: "Copyright © 2025 Meta Platforms, Inc.",
		Links: []FooterLinkGroup{
			{Title: "Docs", Items: []FooterLink{{Label: "Introduction", To: "/docs/intro"}}},
			{Title: "Community", Items: []FooterLink{{HTML: "<b>hi</b>"}}},
		},
	})
	check("AnnouncementBar", *s.ThemeConfig.AnnouncementBar, AnnouncementBar{
		ID: "announcement-bar", Content: "Lexical 1.0 is out", BackgroundColor: "#fff", TextColor: "#000", IsCloseable: false,
	})
	check("ColorMode", s.ThemeConfig.ColorMode, ColorMode{DefaultMode: "light", RespectPrefersColorScheme: true})
	check("Search", *s.ThemeConfig.Search, Search{
		AppID: "X1Z85QJPUV", APIKey: "search-only-key", IndexName: "lexical", SearchPagePath: "search",
		ContextualSearch: true, Hosts: []string{"https://search.lexical.dev"},
		ReplaceSearchResultPathname: &ReplacePathname{From: "/docs/", To: "/"},
	})
	check("TableOfContents", s.ThemeConfig.TableOfContents, TableOfContents{MinHeadingLevel: 2, MaxHeadingLevel: 4})

	check("Plugins", s.Plugins, []Plugin{
		{Name: "docs", Options: map[string]any{
			"path":    "site/docs",
			"sidebar": map[string]any{"collapsed": true},
			"nested":  map[string]any{"deep": []any{int64(1), int64(2)}},
		}},
		{Name: "analytics", Command: []string{"bin/analytics", "--quiet"}, Options: map[string]any{}},
	})
	check("CustomFields", s.CustomFields, map[string]any{
		"discord": "https://discord.gg/lexical",
		"extra":   map[string]any{"n": int64(1)},
	})
}

func TestParseDefaults(t *testing.T) {
	s, err := Parse("site.toml", []byte("title = \"Lexical\"\nurl = \"https://lexical.dev\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := &Site{
		Title:                 "Lexical",
		URL:                   "https://lexical.dev",
		BaseURL:               "/",
		TitleDelimiter:        "|",
		Theme:                 "classic",
		StaticDirectories:     []string{"static"},
		OnBrokenLinks:         SeverityIgnore,
		OnBrokenAnchors:       SeverityThrow,
		OnBrokenMarkdownLinks: SeverityThrow,
		OnDuplicateRoutes:     SeverityWarn,
		I18n: I18n{
			DefaultLocale: "en",
			Locales:       []string{"en"},
			LocaleConfigs: map[string]LocaleConfig{
				"en": {Label: "English", Direction: "ltr", HTMLLang: "en", Calendar: "gregory", Path: "en"},
			},
			CurrentLocale: "en",
		},
		Markdown: Markdown{Format: "detect"},
		ThemeConfig: ThemeConfig{
			Footer:          Footer{Style: "light"},
			ColorMode:       ColorMode{DefaultMode: "light"},
			TableOfContents: TableOfContents{MinHeadingLevel: 2, MaxHeadingLevel: 3},
			Docs:            Docs{VersionPersistence: "localStorage"},
			CodeBlock:       CodeBlock{Theme: "vsdark", DarkTheme: "vsdark"},
		},
		Dir: s.Dir,
		// What was read, kept for the theme's schema check.
		file: s.file, source: s.source, tree: s.tree,
	}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got  %+v\nwant %+v", s, want)
	}
	if s.TrailingSlash != nil {
		t.Errorf("TrailingSlash = %v, want nil when absent", *s.TrailingSlash)
	}
}

func TestParseOptionalTableDefaults(t *testing.T) {
	src := `title = "T"
url = "https://x.dev"
staticDirectories = []
[themeConfig.announcementBar]
content = "hi"
[themeConfig.search]
appId = "a"
apiKey = "k"
indexName = "i"
`
	s, err := Parse("site.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.StaticDirectories) != 0 {
		t.Errorf("StaticDirectories = %v, want the explicit empty list kept", s.StaticDirectories)
	}
	if b := s.ThemeConfig.AnnouncementBar; !b.IsCloseable || b.ID != "announcement-bar" || b.BackgroundColor != "#fff" || b.TextColor != "#000" {
		t.Errorf("AnnouncementBar = %+v, want defaults", *b)
	}
	if sr := s.ThemeConfig.Search; !sr.ContextualSearch || sr.SearchPagePath != "search" || sr.Hosts != nil {
		t.Errorf("Search = %+v, want defaults", *sr)
	}
}

// A missing site.toml says where it was looked for and what to do: most
// often folio ran outside a site's folder.
func TestLoadMissingFile(t *testing.T) {
	dir := t.TempDir()
	_, err := Load(filepath.Join(dir, "site.toml"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("err = %v, want a not-exist error", err)
	}
	want := "no site.toml in " + dir + ": run folio in a site's folder (or name the file with --config), or start a site with `folio new site my-site`"
	if err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
}

// head is a valid start that error cases build on; it takes lines 1 and 2.
const head = "title = \"T\"\nurl = \"https://x.dev\"\n"

func TestParseShapeErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		{"unknown top-level key", head + "titel = \"x\"\n",
			"site.toml:3: titel: unknown key; did you mean title?"},
		{"keys are case-sensitive", head + "Tagline = \"x\"\n",
			"site.toml:3: Tagline: unknown key; did you mean tagline?"},
		{"unknown key in a table", head + "[themeConfig.navbar]\ntitle = \"x\"\n\ntitel = \"y\"\n",
			"site.toml:6: themeConfig.navbar.titel: unknown key; did you mean title?"},
		{"unknown key in the third navbar item", head + `[[themeConfig.navbar.items]]
to = "/a"
[[themeConfig.navbar.items]]
type = "dropdown"
[[themeConfig.navbar.items.items]]
to = "/b"
[[themeConfig.navbar.items]]
lable = "C"
`, "site.toml:10: themeConfig.navbar.items[2].lable: unknown key; did you mean label?"},
		{"unknown key in a nested array of tables", head + `[[themeConfig.footer.links]]
title = "A"
[[themeConfig.footer.links]]
title = "B"
[[themeConfig.footer.links.items]]
label = "x"
[[themeConfig.footer.links.items]]
label = "y"
url = "/y"
`, "site.toml:11: themeConfig.footer.links[1].items[1].url: unknown key"},
		{"unknown key in an inline table", head + "[themeConfig.navbar]\nlogo = { src = \"a.svg\", size = 3 }\n",
			"site.toml:4: themeConfig.navbar.logo.size: unknown key"},
		{"unknown key in an inline array of tables", head + "[[themeConfig.navbar.items]]\ntype = \"dropdown\"\nitems = [\n  { to = \"/a\" },\n  { to = \"/b\", hre = \"x\" },\n]\n",
			"site.toml:7: themeConfig.navbar.items[0].items[1].hre: unknown key; did you mean href?"},
		{"unknown key in a locale config", head + "[i18n.localeConfigs.en]\nlabl = \"x\"\n",
			"site.toml:4: i18n.localeConfigs.en.labl: unknown key; did you mean label?"},
		{"quoted unknown key", head + "\"my key\" = 1\n",
			`site.toml:3: "my key": unknown key`},
		{"wrong type", "title = 3\nurl = \"https://x.dev\"\n",
			"site.toml:1: title: expected a string, got an integer"},
		{"wrong type in an array", head + "staticDirectories = [\"a\", 3]\n",
			"site.toml:3: staticDirectories[1]: expected a string, got an integer"},
		{"array expected", head + "staticDirectories = \"static\"\n",
			"site.toml:3: staticDirectories: expected an array of strings, got a string"},
		{"table expected", head + "themeConfig = \"x\"\n",
			"site.toml:3: themeConfig: expected a table, got a string"},
		{"array of tables expected", head + "[themeConfig.navbar]\nitems = \"x\"\n",
			"site.toml:4: themeConfig.navbar.items: expected an array of tables, got a string"},
		{"boolean expected", head + "[themeConfig.navbar]\nhideOnScroll = \"yes\"\n",
			"site.toml:4: themeConfig.navbar.hideOnScroll: expected a boolean, got a string"},
		{"integer expected", head + "[themeConfig.tableOfContents]\nminHeadingLevel = 2.5\n",
			"site.toml:4: themeConfig.tableOfContents.minHeadingLevel: expected an integer, got a float"},
		{"free-form table must be a table", head + "[[plugins]]\nname = \"docs\"\noptions = 1\n",
			"site.toml:5: plugins[0].options: expected a table, got an integer"},
		{"every problem, sorted by line", "title = 1\nurl = \"https://x.dev\"\nfoo = 2\n[i18n]\nlocales = \"en\"\n",
			"site.toml:1: title: expected a string, got an integer\n" +
				"site.toml:3: foo: unknown key\n" +
				"site.toml:5: i18n.locales: expected an array of strings, got a string"},
		{"syntax error", head + "tagline = \n",
			`site.toml:3:11: invalid TOML: expected value but found '\n' instead`},
		{"duplicate key", head + "title = \"U\"\n",
			"site.toml:3:1: invalid TOML: Key 'title' has already been defined."},
		// The parser points just past the string; é is two bytes but one column.
		{"syntax error column counts characters", head + "tagline = \"é\" x\n",
			"site.toml:3:14: invalid TOML: expected a top-level item to end with a newline, comment, or EOF, but got 'x' instead"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := parseError(t, tt.src)
			if got != tt.want {
				t.Errorf("error =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestParseErrorsUnwrap(t *testing.T) {
	_, err := Parse("conf/site.toml", []byte("title = 3\n"))
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("errors.As(%v, *Error) = false", err)
	}
	if e.File != "conf/site.toml" || e.Line != 1 || e.Key != "title" {
		t.Errorf("first error = %+v", *e)
	}
}

// parseError parses src and checks its themeConfig against the classic
// theme's schema, as a build does, and returns the error.
func parseError(t *testing.T, src string) string {
	t.Helper()
	s, err := Parse("site.toml", []byte(src))
	if err == nil {
		err = s.CheckThemeConfig(classicSchema(t))
		if err != nil {
			s = nil
		}
	}
	if err == nil {
		t.Fatalf("no error; parsed %+v", s)
	}
	if s != nil {
		t.Errorf("a site was returned with the error")
	}
	if _, ok := err.(Errors); !ok {
		t.Errorf("error is %T, want Errors", err)
	}
	return err.Error()
}

func classicSchema(t *testing.T) *ThemeSchema {
	t.Helper()
	ts, err := LoadThemeSchema("../../themes/classic/" + ThemeSchemaFile)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

func TestReportUndecodedSkipsFreeFormTables(t *testing.T) {
	src := "a = 1\n[plugins.options.x]\ny = 1\n[customFields.z]\nw = 1\n[plugins.other]\nv = 1\n"
	md, err := toml.Decode(src, &struct{}{})
	if err != nil {
		t.Fatal(err)
	}
	r := &reporter{file: "site.toml", src: []byte(src)}
	reportUndecoded(md, r)
	want := "site.toml:1: a: unknown key\nsite.toml:6: plugins.other: unknown key\nsite.toml:7: plugins.other.v: unknown key"
	if got := r.err(); got == nil || got.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", got, want)
	}
}
