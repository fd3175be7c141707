package config

import (
	"slices"
	"strings"
)

func (v *validator) themeConfig(t *ThemeConfig) {
	tc := path("themeConfig")
	v.navbar(&t.Navbar, tc.key("navbar"))
	v.footer(&t.Footer, tc.key("footer"))

	if b := t.AnnouncementBar; b != nil {
		v.required(tc.key("announcementBar").key("content"), b.Content)
	}

	v.oneOf(tc.key("colorMode").key("defaultMode"), t.ColorMode.DefaultMode, "light", "dark")

	if s := t.Search; s != nil {
		v.search(s, tc.key("search"))
	}
	v.docs(&t.Docs, tc.key("docs"))
	v.analytics(t.Analytics, tc.key("analytics"))
	v.internalDocs(t.InternalDocs, tc.key("internalDocs"))

	toc := tc.key("tableOfContents")
	minLevel, maxLevel := t.TableOfContents.MinHeadingLevel, t.TableOfContents.MaxHeadingLevel
	minOK := v.headingLevel(toc.key("minHeadingLevel"), minLevel)
	maxOK := v.headingLevel(toc.key("maxHeadingLevel"), maxLevel)
	if minOK && maxOK && minLevel > maxLevel {
		v.r.at(toc.key("minHeadingLevel"), "must not be greater than maxHeadingLevel (%d), got %d", maxLevel, minLevel)
	}
}

// headingLevel holds the TOC to h2..h6: h1 is the page title.
func (v *validator) headingLevel(p keyPath, level int) bool {
	if level < 2 || level > 6 {
		v.r.at(p, "must be between 2 and 6, got %d", level)
		return false
	}
	return true
}

func (v *validator) logo(l *Logo, p keyPath) {
	if l != nil {
		v.required(p.key("src"), l.Src)
	}
}

func (v *validator) navbar(n *Navbar, p keyPath) {
	if n.Style != "" {
		v.oneOf(p.key("style"), n.Style, "primary", "dark")
	}
	v.logo(n.Logo, p.key("logo"))
	for i := range n.Items {
		v.navbarItem(&n.Items[i], p.key("items").at(i), false)
	}
}

var navbarItemTypes = []string{
	"default", "dropdown", "html", "doc", "docSidebar",
	"docsVersion", "docsVersionDropdown", "localeDropdown", "search",
}

// dropdownTypes open a menu of their own, so they cannot sit inside one.
var dropdownTypes = []string{"dropdown", "docsVersionDropdown", "localeDropdown", "search"}

// navbarItem checks the fields each type needs. inDropdown is set for the
// entries of a dropdown, where Docusaurus allows links only.
func (v *validator) navbarItem(item *NavbarItem, p keyPath, inDropdown bool) {
	if !slices.Contains(navbarItemTypes, item.Type) && !strings.HasPrefix(item.Type, "custom-") {
		v.oneOf(p.key("type"), item.Type, navbarItemTypes...)
		return
	}
	if inDropdown && slices.Contains(dropdownTypes, item.Type) {
		v.r.at(p.key("type"), "a %q item cannot be nested in a dropdown", item.Type)
		return
	}
	if !inDropdown {
		v.oneOf(p.key("position"), item.Position, "left", "right")
	}
	// Sub-items on the wrong type would be silently dropped by the theme.
	if item.Type != "dropdown" && v.defined(p.key("items")) {
		v.r.at(p.key("items"), "only \"dropdown\" items have items")
	}
	for _, key := range []string{"dropdownItemsBefore", "dropdownItemsAfter"} {
		if item.Type != "docsVersionDropdown" && item.Type != "localeDropdown" && v.defined(p.key(key)) {
			v.r.at(p.key(key), "only \"docsVersionDropdown\" and \"localeDropdown\" items have %s", key)
		}
	}
	switch item.Type {
	case "default":
		v.oneLink(p, item.To, item.Href)
	case "dropdown":
		v.nonEmptyList(p.key("items"), len(item.Items))
		v.navbarItems(item.Items, p.key("items"))
	case "doc":
		v.required(p.key("docId"), item.DocID)
	case "docSidebar":
		v.required(p.key("sidebarId"), item.SidebarID)
	case "html":
		v.required(p.key("value"), item.Value)
	case "docsVersionDropdown", "localeDropdown":
		v.navbarItems(item.DropdownItemsBefore, p.key("dropdownItemsBefore"))
		v.navbarItems(item.DropdownItemsAfter, p.key("dropdownItemsAfter"))
	}
}

func (v *validator) navbarItems(items []NavbarItem, p keyPath) {
	for i := range items {
		v.navbarItem(&items[i], p.at(i), true)
	}
}

// oneLink requires exactly one of an internal (to) and an external (href)
// target: with both, which one wins would be a guess.
func (v *validator) oneLink(p keyPath, to, href string) {
	switch {
	case to != "" && href != "":
		v.r.at(p.key("href"), "cannot be set together with \"to\"")
	case to == "" && href == "":
		v.r.at(p, "needs either \"to\" or \"href\"")
	}
}

func (v *validator) footer(f *Footer, p keyPath) {
	v.oneOf(p.key("style"), f.Style, "light", "dark")
	v.logo(f.Logo, p.key("logo"))
	for i, group := range f.Links {
		gp := p.key("links").at(i)
		v.nonEmptyList(gp.key("items"), len(group.Items))
		for j, link := range group.Items {
			lp := gp.key("items").at(j)
			if link.HTML != "" {
				if link.To != "" || link.Href != "" || link.Label != "" {
					v.r.at(lp.key("html"), "cannot be set together with \"label\", \"to\" or \"href\"")
				}
				continue
			}
			v.required(lp.key("label"), link.Label)
			v.oneLink(lp, link.To, link.Href)
		}
	}
}

func (v *validator) search(s *Search, p keyPath) {
	v.required(p.key("appId"), s.AppID)
	v.required(p.key("apiKey"), s.APIKey)
	v.required(p.key("indexName"), s.IndexName)
	v.notEmpty(p.key("searchPagePath"), s.SearchPagePath)
	for i, host := range s.Hosts {
		v.absoluteURL(p.key("hosts").at(i), host)
	}
	if r := s.ReplaceSearchResultPathname; r != nil {
		rp := p.key("replaceSearchResultPathname")
		v.required(rp.key("from"), r.From)
		if !v.defined(rp.key("to")) {
			v.r.missing(rp.key("to"))
		}
	}
}

func (v *validator) nonEmptyList(p keyPath, n int) {
	switch {
	case n > 0:
	case v.defined(p):
		v.r.at(p, "must not be empty")
	default:
		v.r.missing(p)
	}
}
