package config

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseValidationErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		{"missing title", "url = \"https://x.dev\"\n",
			"site.toml:1: title: missing required key"},
		{"missing url", "\n\ntitle = \"T\"\n",
			"site.toml:1: url: missing required key"},
		{"empty title", "title = \" \"\nurl = \"https://x.dev\"\n",
			"site.toml:1: title: must not be empty"},
		{"url not absolute", "title = \"T\"\nurl = \"lexical.dev\"\n",
			`site.toml:2: url: must be an absolute http(s) URL, got "lexical.dev"`},
		{"url with a path", "title = \"T\"\nurl = \"https://x.dev/docs\"\n",
			`site.toml:2: url: must not have a path, query or fragment (put the path in baseUrl), got "https://x.dev/docs"`},
		{"baseUrl without slashes", head + "baseUrl = \"docs\"\n",
			`site.toml:3: baseUrl: must start and end with "/", got "docs"`},
		{"bad enum for onBrokenLinks", head + "onBrokenLinks = \"explode\"\n",
			`site.toml:3: onBrokenLinks: must be one of "ignore", "log", "warn", "throw"; got "explode"`},
		{"doc item without docId", head + "[[themeConfig.navbar.items]]\nto = \"/a\"\n[[themeConfig.navbar.items]]\ntype = \"doc\"\nlabel = \"Docs\"\n",
			"site.toml:5: themeConfig.navbar.items[1].docId: missing required key"},
		{"docSidebar item without sidebarId", head + "[[themeConfig.navbar.items]]\ntype = \"docSidebar\"\n",
			"site.toml:3: themeConfig.navbar.items[0].sidebarId: missing required key"},
		{"html item without value", head + "[themeConfig.navbar]\nitems = [{ type = \"html\" }]\n",
			"site.toml:4: themeConfig.navbar.items[0].value: missing required key"},
		{"unknown item type", head + "[[themeConfig.navbar.items]]\ntype = \"link\"\n",
			`site.toml:4: themeConfig.navbar.items[0].type: must be one of "default", "dropdown", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", "localeDropdown", "search"; got "link"`},
		{"bad position", head + "[[themeConfig.navbar.items]]\nto = \"/\"\nposition = \"center\"\n",
			`site.toml:5: themeConfig.navbar.items[0].position: must be one of "left", "right"; got "center"`},
		{"link with both to and href", head + "[[themeConfig.navbar.items]]\nto = \"/a\"\nhref = \"https://a.dev\"\n",
			`site.toml:5: themeConfig.navbar.items[0].href: cannot be set together with "to"`},
		{"link with neither to nor href", head + "[[themeConfig.navbar.items]]\nlabel = \"A\"\n",
			`site.toml:3: themeConfig.navbar.items[0]: needs either "to" or "href"`},
		{"dropdown without items", head + "[[themeConfig.navbar.items]]\ntype = \"dropdown\"\n",
			"site.toml:3: themeConfig.navbar.items[0].items: missing required key"},
		{"dropdown in a dropdown", head + "[[themeConfig.navbar.items]]\ntype = \"dropdown\"\n[[themeConfig.navbar.items.items]]\ntype = \"dropdown\"\n",
			`site.toml:6: themeConfig.navbar.items[0].items[0].type: a dropdown, search box, version or locale menu cannot be nested in a dropdown`},
		{"items on a link", head + "[[themeConfig.navbar.items]]\nto = \"/\"\nitems = []\n",
			`site.toml:5: themeConfig.navbar.items[0].items: only "dropdown" items have items`},
		{"navbar logo without src", head + "[themeConfig.navbar.logo]\nalt = \"x\"\n",
			"site.toml:3: themeConfig.navbar.logo.src: missing required key"},
		{"bad navbar style", head + "[themeConfig.navbar]\nstyle = \"light\"\n",
			`site.toml:4: themeConfig.navbar.style: must be one of "primary", "dark"; got "light"`},
		{"footer link without label", head + "[[themeConfig.footer.links]]\n[[themeConfig.footer.links.items]]\nto = \"/a\"\n",
			"site.toml:4: themeConfig.footer.links[0].items[0].label: missing required key"},
		{"announcementBar without content", head + "[themeConfig.announcementBar]\nid = \"v1\"\n",
			"site.toml:3: themeConfig.announcementBar.content: missing required key"},
		{"bad colorMode", head + "[themeConfig.colorMode]\ndefaultMode = \"system\"\n",
			`site.toml:4: themeConfig.colorMode.defaultMode: must be one of "light", "dark"; got "system"`},
		{"search without apiKey", head + "[themeConfig.search]\nappId = \"a\"\nindexName = \"i\"\n",
			"site.toml:3: themeConfig.search.apiKey: missing required key"},
		{"search host not a URL", head + "[themeConfig.search]\nappId = \"a\"\napiKey = \"k\"\nindexName = \"i\"\nhosts = [\"https://a.dev\",\n  \"b.dev\"]\n",
			`site.toml:8: themeConfig.search.hosts[1]: must be an absolute http(s) URL, got "b.dev"`},
		{"toc min > max", head + "[themeConfig.tableOfContents]\nminHeadingLevel = 4\nmaxHeadingLevel = 3\n",
			"site.toml:4: themeConfig.tableOfContents.minHeadingLevel: must not be greater than maxHeadingLevel (3), got 4"},
		{"toc out of range", head + "[themeConfig.tableOfContents]\nmaxHeadingLevel = 7\n",
			"site.toml:4: themeConfig.tableOfContents.maxHeadingLevel: must be between 2 and 6, got 7"},
		{"defaultLocale not listed", head + "[i18n]\ndefaultLocale = \"fr\"\nlocales = [\"en\"]\n",
			`site.toml:4: i18n.defaultLocale: "fr" is not one of i18n.locales`},
		{"locale config for an unlisted locale", head + "[i18n.localeConfigs.fr]\nlabel = \"Français\"\n",
			`site.toml:3: i18n.localeConfigs.fr: locale "fr" is not one of i18n.locales`},
		{"bad direction", head + "[i18n.localeConfigs.en]\ndirection = \"ttb\"\n",
			`site.toml:4: i18n.localeConfigs.en.direction: must be one of "ltr", "rtl"; got "ttb"`},
		{"plugin without name", head + "[[plugins]]\ncommand = [\"bin/p\"]\n",
			"site.toml:3: plugins[0].name: missing required key"},
		{"duplicate plugin", head + "[[plugins]]\nname = \"docs\"\n[[plugins]]\nname = \"docs\"\n",
			`site.toml:6: plugins[1].name: duplicate plugin name "docs" (first at line 4)`},
		{"empty plugin command", head + "[[plugins]]\nname = \"x\"\ncommand = []\n",
			"site.toml:5: plugins[0].command: must name a program to run"},
		{"several problems, sorted", "[themeConfig.announcementBar]\n[themeConfig.colorMode]\ndefaultMode = \"x\"\n",
			"site.toml:1: title: missing required key\n" +
				"site.toml:1: url: missing required key\n" +
				`site.toml:3: themeConfig.colorMode.defaultMode: must be one of "light", "dark"; got "x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := parseError(t, tt.src); got != tt.want {
				t.Errorf("error =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestParseValidItemTypes(t *testing.T) {
	src := head + `[[themeConfig.navbar.items]]
type = "custom-githubStars"
[[themeConfig.navbar.items]]
type = "docsVersionDropdown"
dropdownItemsAfter = [{ to = "/versions", label = "All versions" }]
[[themeConfig.navbar.items]]
type = "localeDropdown"
queryString = "?x=1"
[[themeConfig.navbar.items]]
type = "docsVersion"
[[themeConfig.navbar.items]]
type = "dropdown"
items = [{ type = "html", value = "<hr>" }, { type = "docSidebar", sidebarId = "api" }]
`
	if _, err := Parse("site.toml", []byte(src)); err != nil {
		t.Fatal(err)
	}
}

func TestParseCapsErrors(t *testing.T) {
	var b strings.Builder
	b.WriteString(head)
	for i := range 60 {
		fmt.Fprintf(&b, "unknown%02d = 1\n", i)
	}
	_, err := Parse("site.toml", []byte(b.String()))
	es, ok := err.(Errors)
	if !ok || len(es) != maxErrors {
		t.Fatalf("got %d errors (%T), want %d", len(es), err, maxErrors)
	}
	if es[0].Line != 3 || es[len(es)-1].Line != 52 {
		t.Errorf("kept lines %d..%d, want the first 50 (3..52)", es[0].Line, es[len(es)-1].Line)
	}
}

func TestDocsSidebarSettings(t *testing.T) {
	s, err := Parse("site.toml", []byte("title = \"T\"\nurl = \"https://t.example\"\n[themeConfig.docs.sidebar]\nhideable = true\nautoCollapseCategories = true\n"))
	if err != nil {
		t.Fatal(err)
	}
	d := s.ThemeConfig.Docs
	if !d.Sidebar.Hideable || !d.Sidebar.AutoCollapseCategories || d.VersionPersistence != "localStorage" {
		t.Errorf("docs = %+v", d)
	}
	got := parseError(t, "title = \"T\"\nurl = \"https://t.example\"\n[themeConfig.docs]\nversionPersistence = \"cookie\"\n")
	if !strings.Contains(got, "site.toml:4: themeConfig.docs.versionPersistence:") {
		t.Errorf("err = %v", got)
	}
}

func TestSearchInsightsAndParameters(t *testing.T) {
	s, err := Parse("site.toml", []byte("title = \"T\"\nurl = \"https://t.example\"\n[themeConfig.search]\nappId = \"A\"\napiKey = \"k\"\nindexName = \"i\"\ninsights = true\n[themeConfig.search.searchParameters]\nfacetFilters = [\"type:content\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !s.ThemeConfig.Search.Insights || s.ThemeConfig.Search.SearchParameters["facetFilters"] == nil {
		t.Errorf("search = %+v", s.ThemeConfig.Search)
	}
}
