package build

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/route"
)

// notFoundPath is the page static hosts serve for unknown paths.
const notFoundPath = "/404.html"

// resolveRoutes merges the plugins' routes into one table under the base
// URL, applies onDuplicateRoutes, and adds the not-found page.
func resolveRoutes(site *config.Site, ps []*runningPlugin, warn func(*diag.Diagnostic)) ([]route.Route, error) {
	n := 1
	for _, p := range ps {
		n += len(p.routes)
	}
	routes := make([]route.Route, 0, n)
	for _, p := range ps {
		for _, r := range p.routes {
			if !strings.HasPrefix(r.Path, "/") {
				return nil, fmt.Errorf("plugin %q: route path %q must start with /", p.cfg.Name, r.Path)
			}
			key := route.ThemeComponent(r.Component)
			if r.Module != "" {
				mod, err := siteModule(site.Dir, r.Module)
				if err != nil {
					return nil, fmt.Errorf("route %s (plugin %s): page module: %w", r.Path, p.cfg.Name, err)
				}
				key = route.ModuleComponent(mod)
				if r.Component != "" {
					key = route.PageComponent(r.Component, mod)
				}
			} else if r.Component == "" {
				return nil, fmt.Errorf("plugin %q: route %s has neither a component nor a module", p.cfg.Name, r.Path)
			}
			data := json.RawMessage(r.DataJson)
			if len(data) == 0 && !r.BodyOmitted {
				data = json.RawMessage("{}")
			}
			rt := route.Route{
				Path:        route.Join(site.BaseURL, r.Path, site.TrailingSlash),
				Component:   key,
				Plugin:      p.cfg.Name,
				PluginPath:  r.Path,
				Data:        data,
				ContentHTML: r.ContentHtml,
				SharedKeys:  r.SharedKeys,
				Digest:      r.Digest,
				BodyOmitted: r.BodyOmitted,
			}
			if r.BodyOmitted {
				if err := checkOmitted(p, r.Path, r.Digest); err != nil {
					return nil, err
				}
			}
			if m := r.Meta; m != nil {
				rt.Meta = route.Meta{Title: m.Title, Description: m.Description, NoIndex: m.Noindex, Sidebar: m.Sidebar, Unlisted: m.Unlisted, Markdown: m.Markdown, SourcePath: m.SourcePath}
			}
			routes = append(routes, rt)
		}
	}
	if dups := route.Duplicates(routes); len(dups) > 0 {
		var b strings.Builder
		b.WriteString("Duplicate routes found!")
		for _, d := range dups {
			fmt.Fprintf(&b, "\n  Attempting to create page at %s, but a page already exists at this route (plugins: %s).", d.Path, strings.Join(d.Plugins, ", "))
		}
		switch site.OnDuplicateRoutes {
		case config.SeverityThrow:
			return nil, fmt.Errorf("%s", b.String())
		case config.SeverityWarn, config.SeverityLog:
			warn(&diag.Diagnostic{Severity: diag.Warning, Message: b.String(), Source: "resolve"})
		}
		routes = route.Dedupe(routes)
	}
	routes = append(routes, route.Route{
		Path:      route.Join(site.BaseURL, notFoundPath, nil),
		Component: route.ThemeComponent("NotFound"),
		Plugin:    "core",
		Data:      json.RawMessage("{}"),
		Meta:      route.Meta{Title: "Page Not Found", NoIndex: true},
	})
	route.Sort(routes)
	// Each page's output file is decided here, once: rendering, reuse,
	// the post-build summaries and the removal of gone pages all read it.
	for i := range routes {
		routes[i].File = route.OutputFile(site.BaseURL, routes[i].Path, site.TrailingSlash)
	}
	return routes, nil
}

// siteModule checks that a page module exists and names it by its path
// from the site folder, with slashes. Component keys reach routes.json and
// every page's HTML: they must not say where the site sits on this
// machine, so that the same sources build the same bytes anywhere.
func siteModule(siteDir, module string) (string, error) {
	file := sitePath(siteDir, module)
	if _, err := os.Stat(file); err != nil {
		return "", err
	}
	rel, err := filepath.Rel(siteDir, file)
	if err != nil {
		return "", err
	}
	return filepath.ToSlash(rel), nil
}

// components lists the distinct component keys of the routes.
func components(routes []route.Route) []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range routes {
		if !seen[r.Component] {
			seen[r.Component] = true
			out = append(out, r.Component)
		}
	}
	return out
}

// checkComponents makes sure the theme provides every component the
// plugins declared and the routes use, naming the first route that needs
// a missing one.
func checkComponents(themes bundle.Themes, plugins []*runningPlugin, routes []route.Route) error {
	for _, p := range plugins {
		for _, c := range p.desc.GetComponents() {
			if _, err := themes.Resolve(c); err != nil {
				return fmt.Errorf("plugin %q needs %w", p.cfg.Name, err)
			}
		}
	}
	// Each component once: resolving looks for files, and 10,000 docs
	// share one component.
	checked := map[string]bool{}
	for _, r := range routes {
		if checked[r.Component] {
			continue
		}
		checked[r.Component] = true
		if name, ok := strings.CutPrefix(r.Component, "theme:"); ok {
			if _, err := themes.Resolve(name); err != nil {
				return fmt.Errorf("route %s (plugin %s): %w", r.Path, r.Plugin, err)
			}
		} else if ref, ok := strings.CutPrefix(r.Component, "page:"); ok {
			// The page module itself was found by resolveRoutes.
			name, _, _ := strings.Cut(ref, "|")
			if _, err := themes.Resolve(name); err != nil {
				return fmt.Errorf("route %s (plugin %s): %w", r.Path, r.Plugin, err)
			}
		}
	}
	return nil
}
