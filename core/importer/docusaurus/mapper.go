package docusaurus

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
)

// mapper turns an evaluated docusaurus.config into site.toml's parts.
type mapper struct {
	siteDir string
	notes   notes

	top          obj // top-level keys with scalar values
	i18n         obj
	markdown     obj
	customFields obj
	themeConfig  obj
	plugins      []plugin
	analytics    obj
	customCSS    []any
	localSearch  bool // the site used a local search theme
	// sidebarsFile is the docs plugin's sidebarPath, as the config gives it.
	sidebarsFile string
	// docusaurusPackages are the npm packages the config loads as Docusaurus
	// presets, plugins or themes. folio loads none of them, and they ask
	// for Docusaurus and its React as peers, so package.json drops them.
	docusaurusPackages map[string]bool
}

// Top-level keys copied as they are, in the order site.toml lists them.
var topKeys = []string{"title", "tagline", "url", "baseUrl", "trailingSlash", "titleDelimiter", "favicon", "staticDirectories", "onBrokenLinks", "onBrokenAnchors", "onBrokenMarkdownLinks", "onDuplicateRoutes"}

// docusaurusCheckDefaults are Docusaurus 3's defaults for its link checks.
var docusaurusCheckDefaults = map[string]string{
	"onBrokenLinks": "throw", "onBrokenAnchors": "warn", "onBrokenMarkdownLinks": "warn", "onDuplicateRoutes": "warn",
}

// Top-level keys that put tags into every page's <head>; site.toml takes
// them in the same shapes (core/config/headtags.go).
var headKeys = []string{"headTags", "stylesheets", "scripts"}

// Top-level keys that only `docusaurus deploy` reads.
var deployKeys = []string{"organizationName", "projectName", "deploymentBranch", "githubHost", "githubPort"}

func mapConfig(cfg obj, siteDir string) *mapper {
	m := &mapper{siteDir: siteDir, top: obj{}}
	for _, key := range sortedKeys(cfg) {
		v := cfg[key]
		switch {
		case slices.Contains(topKeys, key):
			m.top[key] = v
		case slices.Contains(deployKeys, key):
			// folio builds a folder of files; deploying it is left to the host.
		case key == "i18n":
			m.mapI18n(asObj(v))
		case key == "markdown":
			m.mapMarkdown(asObj(v))
		case key == "customFields":
			m.customFields = asObj(v)
		case key == "themeConfig":
			m.themeConfig = m.mapThemeConfig(asObj(v))
		case key == "presets":
			for i, p := range asList(v) {
				name, opts := pluginEntry(p)
				m.loads(name)
				m.preset(name, opts, fmt.Sprintf("presets[%d]", i))
			}
		case key == "plugins":
			for i, p := range asList(v) {
				m.loads(pluginEntryName(p))
				m.plugin(p, fmt.Sprintf("plugins[%d]", i))
			}
		case key == "themes":
			for i, t := range asList(v) {
				m.loads(pluginEntryName(t))
				m.themeEntry(t, fmt.Sprintf("themes[%d]", i))
			}
		case key == "baseUrlIssueBanner" || key == "noIndex":
			if v == true && key == "noIndex" {
				m.notes.add(key, "true", "folio has no site-wide noindex switch.", "Add <meta name=\"robots\" content=\"noindex\"> in a swizzled Layout, or a robots.txt under static/.")
			}
		case slices.Contains(headKeys, key):
			m.headTag(key, v)
		case key == "clientModules":
			m.notes.add(key, describe(v), "folio loads no client modules from the config.", "Import them from src/theme/Root.js, which wraps every page.")
		case key == "webpack" || key == "future" || key == "ssrTemplate" || key == "storage":
			m.notes.add(key, describe(v), "folio builds with esbuild and its own HTML document; this setting of Docusaurus's build has no counterpart.", "It was left out.")
		default:
			m.notes.add(key, describe(v), "folio has no such setting.", "It was left out.")
		}
	}
	// A Docusaurus 3 site compiles .md as MDX unless it says otherwise.
	if m.markdown == nil {
		m.markdown = obj{}
	}
	if _, ok := m.markdown["format"]; !ok {
		m.markdown["format"] = "mdx"
	}
	if _, ok := m.top["staticDirectories"]; !ok {
		m.top["staticDirectories"] = []any{"static"}
	}
	// Docusaurus's defaults for the checks, where folio's differ: a site
	// that never set them built under Docusaurus with these, and must not
	// start failing (or stop failing) on the same content.
	for key, value := range docusaurusCheckDefaults {
		if _, ok := m.top[key]; !ok {
			m.top[key] = value
		}
	}
	if m.localSearch && (m.themeConfig == nil || m.themeConfig["search"] == nil) {
		if m.themeConfig == nil {
			m.themeConfig = obj{}
		}
		name := "site"
		if p, ok := cfg["projectName"].(string); ok && p != "" {
			name = p
		}
		// The keys DocSearch requires; folio's own API answers on the site's origin.
		m.themeConfig["search"] = obj{"appId": name, "apiKey": name + "-search-only", "indexName": name, "searchPagePath": "search"}
		m.addPlugin("search", obj{})
	}
	if m.analytics != nil {
		if m.themeConfig == nil {
			m.themeConfig = obj{}
		}
		m.themeConfig["analytics"] = m.analytics
	}
	return m
}

func (m *mapper) mapI18n(v obj) {
	m.i18n = obj{}
	for _, key := range sortedKeys(v) {
		switch key {
		case "defaultLocale", "locales":
			m.i18n[key] = v[key]
		case "localeConfigs":
			lcs := obj{}
			for locale, lc := range asObj(v[key]) {
				lcs[locale] = m.pick(asObj(lc), "i18n.localeConfigs."+locale, []string{"label", "direction", "htmlLang", "calendar", "path"})
			}
			m.i18n[key] = lcs
		default:
			m.notes.add("i18n."+key, describe(v[key]), "folio's i18n has no such key.", "It was left out.")
		}
	}
}

func (m *mapper) mapMarkdown(v obj) {
	m.markdown = obj{}
	for _, key := range sortedKeys(v) {
		val := v[key]
		switch key {
		case "format":
			m.markdown[key] = val
		case "hooks":
			h := asObj(val)
			if s, ok := h["onBrokenMarkdownLinks"].(string); ok {
				m.top["onBrokenMarkdownLinks"] = s
			}
			if _, ok := h["onBrokenMarkdownImages"]; ok {
				m.notes.add("markdown.hooks.onBrokenMarkdownImages", describe(h["onBrokenMarkdownImages"]), "folio has no setting for images that are missing.", "")
			}
		case "mermaid":
			if val == true {
				m.markdown[key] = true
			}
		case "mdx1Compat", "anchors", "remarkRehypeOptions", "parseFrontMatter", "preprocessor":
			if key == "anchors" && asObj(val)["maintainCase"] != true {
				continue // the default: lower-case ids, as folio makes them
			}
			m.notes.add("markdown."+key, describe(val), "folio's Markdown pipeline is written in Go and has no such hook.", "Check the pages it changes.")
		default:
			m.notes.add("markdown."+key, describe(val), "folio has no such Markdown setting.", "It was left out.")
		}
	}
}

// themeEntry maps a Docusaurus theme package.
func (m *mapper) themeEntry(t any, at string) {
	name, _ := pluginEntry(t)
	switch name {
	case "@docusaurus/theme-mermaid":
		if m.markdown == nil {
			m.markdown = obj{}
		}
		m.markdown["mermaid"] = true
	case "@docusaurus/theme-classic", "@docusaurus/theme-search-algolia":
		// The classic theme is folio's default; Algolia comes from themeConfig.algolia.
	case "@docusaurus/theme-live-codeblock":
		m.notes.add(at, name, "folio has no live code editor.", "Live code blocks show as plain code.")
	default:
		if strings.Contains(name, "search") {
			// A local search theme: folio's own search is the same idea (an
			// index built with the site, answered on its origin).
			m.localSearch = true
			m.notes.add(at, name, "folio builds and serves its own search index instead.", "The search plugin was added with a [themeConfig.search] table (docs/search.md).")
			return
		}
		m.notes.add(at, describe(t), "folio cannot run Docusaurus themes; its theme is a React package with its own components.", "Keep the classic theme and swizzle components under src/theme/, or see docs/themes.md.")
	}
}

// loads notes the npm package a preset, plugin or theme entry comes from
// (none for a local module or a function).
func (m *mapper) loads(name string) {
	if pkg, ok := npmPackage(name); ok {
		if m.docusaurusPackages == nil {
			m.docusaurusPackages = map[string]bool{}
		}
		m.docusaurusPackages[pkg] = true
	}
}

func pluginEntryName(entry any) string {
	name, _ := pluginEntry(entry)
	return name
}

// npmPackage is the package a preset, plugin or theme name comes from:
// "docusaurus-plugin-typedoc", "@easyops-cn/docusaurus-search-local" from
// "@easyops-cn/docusaurus-search-local/dist/index.js" or from a path into
// node_modules that require.resolve gave. A local path is no package.
func npmPackage(name string) (string, bool) {
	name = packagePath(name)
	if name == "" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "/") || filepath.IsAbs(name) {
		return "", false
	}
	parts := strings.SplitN(name, "/", 3)
	if strings.HasPrefix(name, "@") {
		if len(parts) < 2 {
			return "", false
		}
		return parts[0] + "/" + parts[1], true
	}
	return parts[0], true
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// headTag carries over scripts, stylesheets or headTags: site.toml takes
// them in Docusaurus's shapes (a URL or an object), and core/config checks
// them when the site builds.
func (m *mapper) headTag(key string, v any) {
	var kept []any
	for i, item := range asList(v) {
		switch item.(type) {
		case string, obj:
			kept = append(kept, item)
		default:
			m.notes.add(fmt.Sprintf("%s[%d]", key, i), describe(item), "an element here is a URL or an object.", "It was left out.")
		}
	}
	if len(kept) > 0 {
		m.top[key] = kept
	}
}
