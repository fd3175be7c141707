package docusaurus

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Options of folio's built-in plugins that Docusaurus's plugins share by
// name and meaning (plugins/docs/options.go, plugins/blog/options.go).
var (
	docsOptionKeys = []string{"path", "routeBasePath", "sidebarPath", "editUrl", "sidebarCollapsible", "sidebarCollapsed", "exclude", "showLastUpdateTime", "showLastUpdateAuthor"}
	blogOptionKeys = []string{"path", "routeBasePath", "editUrl", "blogTitle", "blogDescription", "postsPerPage", "blogSidebarCount", "blogSidebarTitle", "showReadingTime", "authorsMapPath", "tags", "onInlineTags", "feedOptions"}
	feedOptionKeys = []string{"type", "title", "description", "copyright", "limit"}
)

// Options folio does as Docusaurus does by default, so a site that sets
// them to Docusaurus's values loses nothing.
var sameAsDefault = map[string]any{
	"showLastUpdateTime": false, "showLastUpdateAuthor": false, "breadcrumbs": true, "admonitions": true,
}

// plugin is one [[plugins]] block of site.toml.
type plugin struct {
	name    string
	options obj
}

// preset maps the classic preset's options: docs, blog, pages, theme,
// sitemap and the analytics plugins it bundles.
func (m *mapper) preset(name string, opts obj, at string) {
	wrapper := isInternalDocsPreset(name)
	if !isClassicPreset(name) && !wrapper {
		m.notes.add(at, name, "folio knows Docusaurus's classic preset only.", "Add the plugins this preset bundles to site.toml by hand ([[plugins]], docs/site-toml.md).")
		return
	}
	for _, key := range sortedKeys(opts) {
		v := opts[key]
		keyAt := at + "." + key
		if wrapper && !classicPresetKeys[key] {
			m.notes.add(keyAt, describe(v), "an option of Meta's internal-docs preset, for its internal build; the public site does not use it.", "It was left out. The classic theme's internal-docs helpers are [themeConfig.internalDocs] (docs/site-toml.md), off unless enabled.")
			continue
		}
		switch key {
		case "docs":
			if v != false {
				m.docs(asObj(v), keyAt)
			}
		case "blog":
			if v != false {
				m.blog(asObj(v), keyAt)
			}
		case "pages":
			if v != false {
				m.pages(asObj(v), keyAt)
			}
		case "theme":
			m.theme(asObj(v), keyAt)
		case "sitemap":
			if v != false {
				m.addPlugin("sitemap", m.sitemapOptions(asObj(v), keyAt))
			}
		case "gtag":
			m.gtag(asObj(v), keyAt)
		case "googleAnalytics", "googleTagManager":
			m.notes.add(keyAt, describe(asObj(v)["trackingID"]), "folio's classic theme sends analytics with gtag.js only (themeConfig.analytics).", "Use a Google Analytics 4 ID (G-…) in [themeConfig.analytics] trackingID.")
		case "svgr":
			// SVG imports are React components under folio as well.
		case "debug":
			// folio has no debug plugin; its build summary and --trace serve that need.
		default:
			m.notes.add(keyAt, describe(v), "the classic preset option is not known to folio.", "It was left out.")
		}
	}
	// Docusaurus turns on docs, blog, pages and sitemap unless set to false.
	for _, key := range []string{"docs", "blog", "pages", "sitemap"} {
		if _, set := opts[key]; !set {
			switch key {
			case "docs":
				m.docs(obj{}, at+".docs")
			case "blog":
				m.blog(obj{}, at+".blog")
			case "pages":
				m.pages(obj{}, at+".pages")
			case "sitemap":
				m.addPlugin("sitemap", obj{})
			}
		}
	}
}

func isClassicPreset(name string) bool {
	name = packagePath(name)
	return name == "classic" || strings.HasPrefix(name, "@docusaurus/preset-classic") || strings.HasSuffix(name, "/preset-classic")
}

// packagePath is a preset's name as the config gives it, or, when the config
// gave require.resolve of an installed package (an absolute file under
// node_modules), that file's path from node_modules: the package's name and
// the file inside it.
func packagePath(name string) string {
	name = filepath.ToSlash(name)
	if i := strings.LastIndex(name, "/node_modules/"); i >= 0 {
		return name[i+len("/node_modules/"):]
	}
	return name
}

// isInternalDocsPreset is Meta's docusaurus-plugin-internaldocs-fb preset,
// which many of Meta's open-source sites (Lexical among them) use in place
// of the classic one: it takes the classic preset's options and passes them
// on, plus options of its own for Meta's internal build.
func isInternalDocsPreset(name string) bool {
	return strings.HasPrefix(packagePath(name), "docusaurus-plugin-internaldocs-fb/docusaurus-preset")
}

// classicPresetKeys are the options the classic preset takes.
var classicPresetKeys = map[string]bool{
	"docs": true, "blog": true, "pages": true, "theme": true, "sitemap": true, "gtag": true,
	"googleAnalytics": true, "googleTagManager": true, "svgr": true, "debug": true,
}

// plugin maps one entry of plugins: a name, [name, options], or a function.
func (m *mapper) plugin(entry any, at string) {
	name, opts := pluginEntry(entry)
	switch name {
	case "@docusaurus/plugin-content-docs", "content-docs":
		m.docs(opts, at)
	case "@docusaurus/plugin-content-blog", "content-blog":
		m.blog(opts, at)
	case "@docusaurus/plugin-content-pages", "content-pages":
		m.pages(opts, at)
	case "@docusaurus/plugin-sitemap", "sitemap":
		m.addPlugin("sitemap", m.sitemapOptions(opts, at))
	case "@docusaurus/plugin-google-gtag", "google-gtag":
		m.gtag(opts, at)
	case "@docusaurus/plugin-client-redirects", "client-redirects":
		m.redirects(opts, at)
	case "@docusaurus/plugin-ideal-image", "ideal-image":
		m.notes.add(at, name, "folio has no image-processing plugin; images are copied as they are.", "Replace <Image> from @theme/IdealImage by <img>, or keep the plugin's component in src/.")
	case "docusaurus-plugin-typedoc":
		m.notes.add(at, name, "folio cannot run Docusaurus plugins.", "folio's docs plugin makes an API reference from installed packages' TypeScript declarations itself: [plugins.options.reference] (docs/api-reference.md).")
	case "@docusaurus/plugin-pwa", "pwa":
		m.notes.add(at, name, "folio does not generate a service worker.", "Drop the plugin, or add your own service worker under static/.")
	case "":
		m.notes.add(at, describe(entry), "a plugin written as a function runs inside Docusaurus's Node process; folio's plugins are separate programs speaking its gRPC protocol.", "Rewrite it as a folio plugin (folio new plugin, docs/plugins.md) if you still need it.")
	default:
		m.notes.add(at, name, "folio cannot run Docusaurus plugins: its plugins are separate programs speaking its gRPC protocol.", "Look in docs/plugins.md for a folio equivalent, or write one with `folio new plugin`.")
	}
}

// pluginEntry splits a plugins entry into its name and options. A local
// plugin module resolved by path has the path as its name.
func pluginEntry(entry any) (string, obj) {
	if list := asList(entry); len(list) > 0 {
		name, _ := pluginEntry(list[0])
		var opts obj
		if len(list) > 1 {
			opts = asObj(list[1])
		}
		return name, opts
	}
	if s, ok := asString(entry); ok {
		return s, nil
	}
	if o := asObj(entry); o != nil {
		if mod, ok := o["__module"].(string); ok { // require('x') of a package
			return mod, nil
		}
	}
	return "", nil
}

func (m *mapper) addPlugin(name string, opts obj) {
	for _, p := range m.plugins {
		if p.name == name {
			m.notes.add("plugins", name, "folio runs one instance of each built-in plugin; the site configures more than one.", "Only the first was carried over: merge the others' folders into it, or build them as separate folio sites.")
			return
		}
	}
	m.plugins = append(m.plugins, plugin{name: name, options: opts})
}

// pickOptions copies known options and notes the others, except those set
// to what folio does anyway.
func (m *mapper) pickOptions(v obj, at string, known []string, plugin string) obj {
	out := obj{}
	for _, key := range sortedKeys(v) {
		val := v[key]
		switch {
		case slices.Contains(known, key) && !isFunction(val):
			out[key] = val
		case key == "id" && val == "default":
		case key == "remarkPlugins" || key == "rehypePlugins" || key == "beforeDefaultRemarkPlugins" || key == "beforeDefaultRehypePlugins":
			if len(asList(val)) > 0 {
				m.notes.add(at+"."+key, describe(val), "folio's Markdown pipeline is written in Go (goldmark) and runs no remark or rehype plugin.", "Check the pages that use what it adds; a component in src/ can often do the same. Admonitions, heading ids, tabs and code titles are built in.")
			}
		case key == "sidebarItemsGenerator":
			m.notes.add(at+"."+key, describe(val), "folio generates autogenerated sidebars itself and cannot call a JavaScript function for them.", "Write the generated structure out in sidebars.json, or use _category_.json files.")
		case key == "editUrl" && isFunction(val):
			m.notes.add(at+"."+key, describe(val), "folio's editUrl is a string, followed by the file's path from the site folder; a function cannot be carried over.", "Set editUrl in site.toml to the repository URL of the site folder (…/tree/main/website/), or use custom_edit_url in front matter.")
		case isDefault(key, val):
		default:
			m.notes.add(at+"."+key, describe(val), fmt.Sprintf("folio's %s plugin has no such option.", plugin), "It was left out; see docs/site-toml.md for the plugin's options.")
		}
	}
	return out
}

func isDefault(key string, val any) bool {
	def, ok := sameAsDefault[key]
	return ok && def == val
}

func (m *mapper) docs(v obj, at string) {
	opts := m.pickOptions(v, at, docsOptionKeys, "docs")
	// Docusaurus's defaults, written out: folio's own defaults differ
	// (site/docs), and the docs stay where they are.
	if _, ok := opts["path"]; !ok {
		opts["path"] = "docs"
	}
	opts["path"] = relPath(m.siteDir, opts["path"].(string))
	if _, ok := opts["routeBasePath"]; !ok {
		opts["routeBasePath"] = "docs"
	}
	switch sp := v["sidebarPath"].(type) {
	case string:
		m.sidebarsFile = sp
		opts["sidebarPath"] = "sidebars.json"
	case bool: // false: no sidebars; folio's default is one autogenerated
		delete(opts, "sidebarPath")
		m.notes.add(at+".sidebarPath", "false", "folio gives a docs plugin without sidebars one autogenerated sidebar.", "Nothing to do unless the docs must have none.")
	}
	if id, ok := v["id"].(string); ok && id != "default" {
		m.notes.add(at+".id", id, "folio's docs plugin has one instance.", "")
	}
	m.addPlugin("docs", opts)
}

func (m *mapper) blog(v obj, at string) {
	opts := m.pickOptions(v, at, blogOptionKeys, "blog")
	if _, ok := opts["path"]; !ok {
		opts["path"] = "blog"
	}
	opts["path"] = relPath(m.siteDir, opts["path"].(string))
	if f := asObj(opts["feedOptions"]); f != nil {
		opts["feedOptions"] = m.pickOptions(f, at+".feedOptions", feedOptionKeys, "blog feed")
	}
	// Docusaurus builds a blog without its folder as no blog at all; folio's
	// blog plugin wants the folder, so the plugin is left out instead.
	if !m.isDir(opts["path"].(string)) {
		return
	}
	m.addPlugin("blog", opts)
}

func (m *mapper) isDir(rel string) bool {
	info, err := os.Stat(filepath.Join(m.siteDir, filepath.FromSlash(rel)))
	return err == nil && info.IsDir()
}

func (m *mapper) pages(v obj, at string) {
	opts := m.pickOptions(v, at, []string{"path"}, "pages")
	if _, ok := opts["path"]; !ok {
		opts["path"] = "src/pages"
	}
	opts["path"] = relPath(m.siteDir, opts["path"].(string))
	if !m.isDir(opts["path"].(string)) {
		return // as the blog: no folder, no pages
	}
	m.addPlugin("pages", opts)
}

func (m *mapper) sitemapOptions(v obj, at string) obj {
	return m.pickOptions(v, at, []string{"filename", "changefreq", "priority", "ignorePatterns"}, "sitemap")
}

// theme maps the classic theme's own options.
func (m *mapper) theme(v obj, at string) {
	for _, key := range sortedKeys(v) {
		switch key {
		case "customCss":
			var files []any
			switch c := v[key].(type) {
			case string:
				files = []any{relPath(m.siteDir, c)}
			case []any:
				for _, f := range c {
					if s, ok := f.(string); ok {
						files = append(files, relPath(m.siteDir, s))
					}
				}
			}
			m.customCSS = append(m.customCSS, files...)
		default:
			m.notes.add(at+"."+key, describe(v[key]), "the classic theme has no such option in folio.", "It was left out.")
		}
	}
}

func (m *mapper) gtag(v obj, at string) {
	id := v["trackingID"]
	if list := asList(id); len(list) > 0 {
		if len(list) > 1 {
			m.notes.add(at+".trackingID", describe(id), "folio's theme sends to one gtag ID.", "The first was kept.")
		}
		id = list[0]
	}
	a := obj{"trackingID": id}
	if anon, ok := v["anonymizeIP"].(bool); ok {
		a["anonymizeIP"] = anon
	}
	m.analytics = a
}

// redirects maps the client-redirects plugin. Its createRedirects function
// cannot be carried over.
func (m *mapper) redirects(v obj, at string) {
	var list []any
	for _, r := range asList(v["redirects"]) {
		if ro := asObj(r); ro != nil {
			list = append(list, obj{"from": ro["from"], "to": ro["to"]})
		}
	}
	for _, key := range sortedKeys(v) {
		switch key {
		case "redirects", "id":
		case "createRedirects":
			m.notes.add(at+".createRedirects", describe(v[key]), "folio's redirects plugin takes a list, not a function.", "Write the redirects it made out as [[plugins.options.redirects]] entries.")
		default:
			m.notes.add(at+"."+key, describe(v[key]), "folio's redirects plugin has no such option.", "It was left out.")
		}
	}
	m.addPlugin("redirects", obj{"redirects": list})
}
