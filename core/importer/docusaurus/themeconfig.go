package docusaurus

import (
	"fmt"
	"slices"
	"strings"
)

// The keys of themeConfig tables that the classic theme takes as
// Docusaurus spells them (themes/classic/theme.schema.json). A key outside
// these lists becomes a Note. TestMappedKeysAreInTheSchema keeps them in
// step with the schema.
var (
	navbarKeys          = []string{"title", "hideOnScroll", "style", "logo", "items"}
	logoKeys            = []string{"alt", "src", "srcDark", "href", "width", "height"}
	navbarItemKeys      = []string{"type", "label", "to", "href", "position", "className", "ariaLabel", "activeBasePath", "activeBaseRegex", "docId", "sidebarId", "value", "docsPluginId", "queryString", "items", "dropdownItemsBefore", "dropdownItemsAfter", "target", "rel"}
	footerKeys          = []string{"style", "copyright", "logo", "links"}
	footerLinkKeys      = []string{"label", "to", "href", "html", "target", "rel"}
	announcementBarKeys = []string{"id", "content", "backgroundColor", "textColor", "isCloseable"}
	colorModeKeys       = []string{"defaultMode", "disableSwitch", "respectPrefersColorScheme"}
	searchKeys          = []string{"appId", "apiKey", "indexName", "searchPagePath", "externalUrlRegex", "contextualSearch", "replaceSearchResultPathname", "insights", "searchParameters"}
)

// renamedKeys are keys Docusaurus accepts under another spelling
// (attributes passed through to the link element).
var renamedKeys = map[string]string{"aria-label": "ariaLabel"}

// prismThemes maps prism-react-renderer's themes onto the chroma styles
// folio highlights with at build time. Exact names where chroma has the
// same palette, the closest one otherwise (approximate is true).
var prismThemes = map[string]struct {
	style       string
	approximate bool
}{
	"github": {"github", false}, "vsDark": {"vsdark", false}, "vsLight": {"vslight", false},
	"dracula": {"dracula", false}, "oneDark": {"onedark", false}, "okaidia": {"monokai", true},
	"nightOwl": {"nord", true}, "palenight": {"material", true}, "oceanicNext": {"nord", true},
	"gruvboxMaterialDark": {"gruvbox", true}, "gruvboxMaterialLight": {"gruvbox-light", true},
	"oneLight": {"github", true}, "nightOwlLight": {"github", true}, "duotoneLight": {"github", true},
	"duotoneDark": {"vsdark", true}, "shadesOfPurple": {"dracula", true}, "synthwave84": {"dracula", true},
	"ultramin": {"github", true}, "jettwaveDark": {"vsdark", true}, "jettwaveLight": {"vslight", true},
}

// mapThemeConfig maps themeConfig onto the classic theme's keys.
func (m *mapper) mapThemeConfig(tc obj) obj {
	out := obj{}
	for _, key := range sortedKeys(tc) {
		v := tc[key]
		at := "themeConfig." + key
		switch key {
		case "navbar":
			out[key] = m.navbar(asObj(v), at)
		case "footer":
			out[key] = m.footer(asObj(v), at)
		case "announcementBar":
			out[key] = m.pick(asObj(v), at, announcementBarKeys)
		case "colorMode":
			out[key] = m.pick(asObj(v), at, colorModeKeys)
		case "docs":
			out[key] = m.pick(asObj(v), at, []string{"sidebar", "versionPersistence"})
		case "tableOfContents":
			out[key] = m.pick(asObj(v), at, []string{"minHeadingLevel", "maxHeadingLevel"})
		case "image":
			out[key] = v
		case "prism":
			if cb := m.prism(asObj(v), at); len(cb) > 0 {
				out["codeBlock"] = cb
			}
		case "algolia":
			out["search"] = m.algolia(asObj(v), at)
		case "metadata":
			m.notes.add(at, describe(v), "folio's classic theme writes the description, Open Graph and Twitter tags itself and has no list of extra meta tags.", "Add them in a swizzled theme component (src/theme/Layout) with <Head>.")
		case "mermaid":
			m.notes.add(at, "", "the theme options of Mermaid diagrams are not read by folio.", "Diagrams use Mermaid's default look.")
		default:
			m.notes.add(at, describe(v), "the classic theme has no such option.", "Remove it, or read it from your own components.")
		}
	}
	return out
}

// pick copies the keys of v that the theme knows, and notes the others.
func (m *mapper) pick(v obj, at string, known []string) obj {
	out := obj{}
	for _, key := range sortedKeys(v) {
		name := key
		if r, ok := renamedKeys[key]; ok {
			name = r
		}
		if !slices.Contains(known, name) {
			m.notes.add(at+"."+key, describe(v[key]), "folio's classic theme has no such key.", "It was left out.")
			continue
		}
		out[name] = v[key]
	}
	return out
}

func (m *mapper) navbar(v obj, at string) obj {
	out := m.pick(v, at, navbarKeys)
	if logo := asObj(out["logo"]); logo != nil {
		out["logo"] = m.pick(logo, at+".logo", logoKeys)
	}
	if items := asList(out["items"]); items != nil {
		out["items"] = m.navbarItems(items, at+".items")
	}
	return out
}

func (m *mapper) navbarItems(items []any, at string) []any {
	out := make([]any, 0, len(items))
	for i, it := range items {
		itemAt := fmt.Sprintf("%s[%d]", at, i)
		item := m.pick(asObj(it), itemAt, navbarItemKeys)
		for _, key := range []string{"items", "dropdownItemsBefore", "dropdownItemsAfter"} {
			if sub := asList(item[key]); sub != nil {
				item[key] = m.navbarItems(sub, itemAt+"."+key)
			}
		}
		// Docusaurus's default item type needs no type key; neither does
		// folio's, but a plain link with a label only is an error there too.
		out = append(out, item)
	}
	return out
}

func (m *mapper) footer(v obj, at string) obj {
	out := m.pick(v, at, footerKeys)
	if logo := asObj(out["logo"]); logo != nil {
		out["logo"] = m.pick(logo, at+".logo", logoKeys)
	}
	links := asList(out["links"])
	for i, l := range links {
		lo := asObj(l)
		linkAt := fmt.Sprintf("%s.links[%d]", at, i)
		if items, ok := lo["items"]; ok { // a column
			col := m.pick(lo, linkAt, []string{"title", "items"})
			list := asList(items)
			for j, item := range list {
				list[j] = m.pick(asObj(item), fmt.Sprintf("%s.items[%d]", linkAt, j), footerLinkKeys)
			}
			col["items"] = list
			links[i] = col
		} else {
			links[i] = m.pick(lo, linkAt, footerLinkKeys)
		}
	}
	return out
}

// prism maps the code block themes; the rest of prism's options are
// Prism's own, and folio highlights with chroma at build time.
func (m *mapper) prism(v obj, at string) obj {
	out := obj{}
	for _, key := range sortedKeys(v) {
		val := v[key]
		switch key {
		case "theme", "darkTheme":
			name := prismThemeName(val)
			t, ok := prismThemes[name]
			if !ok {
				m.notes.add(at+"."+key, describe(val), "folio highlights code with chroma styles at build time and knows no such Prism theme.", `Set themeConfig.codeBlock.`+key+` in site.toml to a chroma style ("github", "dracula", "monokai", …).`)
				continue
			}
			out[key] = t.style
			if t.approximate {
				m.notes.add(at+"."+key, name, fmt.Sprintf("chroma has no %s palette; the closest style, %q, was set.", name, t.style), "Change themeConfig.codeBlock."+key+" in site.toml if you prefer another chroma style.")
			}
		case "additionalLanguages":
			// chroma knows the languages Prism needs loading for.
		case "magicComments":
			// Written where this folio reads them, if it does (sitetoml.go).
			out[key] = val
		default:
			m.notes.add(at+"."+key, describe(val), "folio does not use Prism and has no such option.", "It was left out.")
		}
	}
	return out
}

// prismThemeName is the theme's name in prism-react-renderer: themes.github
// (v2) or the module prism-react-renderer/themes/github (v1).
func prismThemeName(v any) string {
	o := asObj(v)
	mod, _ := o["__module"].(string)
	path, _ := o["__path"].(string)
	if rest, ok := strings.CutPrefix(mod, "prism-react-renderer/themes/"); ok {
		return strings.TrimSuffix(rest, "/index")
	}
	if mod == "prism-react-renderer" {
		path = strings.TrimPrefix(path, "default.")
		if name, ok := strings.CutPrefix(path, "themes."); ok {
			return name
		}
	}
	return ""
}

// algolia keeps the site on its Algolia index: the search box and page
// query Algolia's hosts, as under Docusaurus.
func (m *mapper) algolia(v obj, at string) obj {
	out := m.pick(v, at, searchKeys)
	if app, ok := asString(out["appId"]); ok && app != "" {
		out["hosts"] = []any{"https://" + app + "-dsn.algolia.net"}
	}
	if r := asObj(out["replaceSearchResultPathname"]); r != nil {
		if from, ok := r["from"].(obj); ok {
			if re, ok := from["__regexp"].(string); ok {
				// /\/docs\//g: the source between the slashes.
				if end := strings.LastIndex(re, "/"); end > 0 {
					re = re[1:end]
				}
				r["from"] = re
			}
		}
	}
	return out
}
