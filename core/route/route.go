// Package route is folio's route table: one entry per page, exact paths,
// normalisation under the base URL and trailing-slash setting, duplicate
// detection, stable order, and where each page is written.
package route

import (
	"encoding/json"
	"path"
	"sort"
	"strings"
)

// Route is one page of the site.
type Route struct {
	// Path is the URL path, base URL included, e.g. "/docs/intro".
	Path string
	// File is where the page is written, relative to the output folder
	// ("docs/intro/index.html"): computed once, when the route table is
	// resolved (OutputFile), and read by every stage after.
	File string
	// Component is the key of the code that renders the page:
	// "theme:Name" for a theme component, "module:site/pages/a.tsx" for a
	// page module, "page:Name|site/docs/a.mdx" for a theme component around
	// a page module. Files are named from the site folder: keys reach
	// routes.json and every page, which must not hold this machine's paths.
	Component string
	// Plugin is the name of the plugin that produced the route, and
	// PluginPath the path as it sent it (before the base URL).
	Plugin      string
	PluginPath  string
	Data        json.RawMessage
	ContentHTML string
	SharedKeys  []string
	Meta        Meta
	// Digest is the plugin's digest of everything above ("" when it sent
	// none): it stands for Data and ContentHTML in the page's fingerprint.
	Digest string
	// BodyOmitted says that the plugin left Data and ContentHTML out, since
	// the last build holds them (its data file): they are read back from
	// there only if the page must be rendered again.
	BodyOmitted bool
}

// ManifestFile is the route manifest's place in the output folder: every
// route's data file and the shared data files, by URL. Unlike the other
// data files its name is fixed (it is served for revalidation, not cached
// forever), so adding a route does not change every page that links to
// the manifest, and unchanged pages need no new render. Post-build
// plugins read it to find shared data (the llms plugin, sidebars).
const ManifestFile = "__folio/routes.json"

// Meta is what the core and post-build steps need to know about a page.
type Meta struct {
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	NoIndex     bool   `json:"noindex,omitempty"`
	Sidebar     string `json:"sidebar,omitempty"`
	Unlisted    bool   `json:"unlisted,omitempty"`
	// Markdown is the path, below the base URL, of the page's Markdown
	// twin ("/docs/intro.md"), empty when it has none: themes offer
	// "Copy page" from it (plugins/llms writes the twins).
	Markdown   string `json:"markdown,omitempty"`
	SourcePath string `json:"-"`
}

// ThemeComponent returns the key of a theme component.
func ThemeComponent(name string) string { return "theme:" + name }

// ModuleComponent returns the key of a page module.
func ModuleComponent(file string) string { return "module:" + file }

// PageComponent returns the key of a theme component that renders a page
// module (compiled MDX), passed to it as the MDXContent prop.
func PageComponent(name, file string) string { return "page:" + name + "|" + file }

// Normalize returns the form of a path used to look a route up, the same
// rule the browser applies: "/a/index.html", "/a.html" and "/a/" are "/a".
func Normalize(p string) string {
	if strings.HasSuffix(p, "/index.html") {
		p = strings.TrimSuffix(p, "index.html")
	} else {
		p = strings.TrimSuffix(p, ".html")
	}
	if len(p) > 1 {
		p = strings.TrimRight(p, "/")
	}
	if p == "" {
		return "/"
	}
	return p
}

// Join puts a plugin's route path under the base URL and applies the
// trailing-slash setting: nil keeps the path as the plugin wrote it.
func Join(baseURL, p string, trailingSlash *bool) string {
	full := strings.TrimSuffix(baseURL, "/") + "/" + strings.TrimPrefix(p, "/")
	if trailingSlash == nil || full == baseURL || strings.HasSuffix(full, ".html") {
		return full
	}
	if *trailingSlash && !strings.HasSuffix(full, "/") {
		return full + "/"
	}
	if !*trailingSlash && len(full) > 1 {
		return strings.TrimRight(full, "/")
	}
	return full
}

// OutputFile is where a route's HTML is written, relative to the output
// directory: "p.html" when trailing slashes are off, else "p/index.html".
func OutputFile(baseURL, p string, trailingSlash *bool) string {
	rel := strings.TrimPrefix(p, strings.TrimSuffix(baseURL, "/"))
	rel = strings.TrimPrefix(rel, "/")
	switch {
	case strings.HasSuffix(rel, ".html"):
		return rel
	case rel == "" || strings.HasSuffix(rel, "/"):
		return path.Join(rel, "index.html")
	case trailingSlash != nil && !*trailingSlash:
		return rel + ".html"
	default:
		return path.Join(rel, "index.html")
	}
}

// Duplicate is a path claimed by more than one route.
type Duplicate struct {
	Path    string
	Plugins []string
}

// Duplicates finds routes whose normalised paths collide.
func Duplicates(routes []Route) []Duplicate {
	byPath := map[string][]string{}
	var order []string
	for _, r := range routes {
		n := Normalize(r.Path)
		if _, seen := byPath[n]; !seen {
			order = append(order, n)
		}
		byPath[n] = append(byPath[n], r.Plugin)
	}
	var out []Duplicate
	for _, p := range order {
		if len(byPath[p]) > 1 {
			out = append(out, Duplicate{Path: p, Plugins: byPath[p]})
		}
	}
	return out
}

// Dedupe keeps the first route for each normalised path, so a build that
// only warns about duplicates still writes one page per path.
func Dedupe(routes []Route) []Route {
	seen := map[string]bool{}
	out := routes[:0:0]
	for _, r := range routes {
		n := Normalize(r.Path)
		if seen[n] {
			continue
		}
		seen[n] = true
		out = append(out, r)
	}
	return out
}

// Sort orders routes by path, so output and manifests are stable from one
// build to the next whatever order plugins streamed them in.
func Sort(routes []Route) {
	sort.SliceStable(routes, func(i, j int) bool { return routes[i].Path < routes[j].Path })
}
