package docs

import (
	"strings"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// docRouteData is what DocPage receives as `data`. It stays lean: the
// article is the route's content, the sidebar is shared data.
type docRouteData struct {
	ID          string           `json:"id,omitempty"`
	Title       string           `json:"title"`
	Description string           `json:"description,omitempty"`
	Permalink   string           `json:"permalink"`
	Sidebar     string           `json:"sidebar,omitempty"`
	TOC         []mdpage.TOCItem `json:"toc"`
	HideTOC     bool             `json:"hideTOC"`
	Breadcrumbs []crumb          `json:"breadcrumbs"`
	Previous    *pageLink        `json:"previous,omitempty"`
	Next        *pageLink        `json:"next,omitempty"`
	Unlisted    bool             `json:"unlisted,omitempty"`
	EditURL     string           `json:"editUrl,omitempty"`
	// SyntheticTitle: the article has no h1, so the theme shows Title.
	SyntheticTitle bool   `json:"syntheticTitle,omitempty"`
	Version        string `json:"version"`
	PluginID       string `json:"pluginId"`
	// GeneratedIndex marks a category's generated page; the theme lists
	// the category's items from the sidebar.
	GeneratedIndex bool `json:"generatedIndex,omitempty"`
}

func sharedSidebarKey(id string) string { return "docs-sidebar-" + id }

// docRoute builds the route of one doc without its content (the caller
// adds the HTML when the core does not hold it). pagination is resolved by
// the caller (front matter overrides the sidebar's order).
func docRoute(d *doc, p *placement, prev, next *pageLink, editURL string) *pluginpb.Route {
	data := docRouteData{
		ID: d.ID, Title: d.Title, Description: d.Description, Permalink: d.Permalink,
		TOC: d.TOC, HideTOC: d.HideTOC, Previous: prev, Next: next,
		Unlisted: d.FM.Unlisted, EditURL: editURL, SyntheticTitle: d.SyntheticTitle,
		Version: versionName, PluginID: pluginID,
	}
	if data.TOC == nil {
		data.TOC = []mdpage.TOCItem{}
	}
	var shared []string
	if p != nil {
		data.Sidebar, data.Breadcrumbs = p.Sidebar, p.Breadcrumbs
		shared = []string{sharedSidebarKey(p.Sidebar)}
	}
	if data.Breadcrumbs == nil {
		data.Breadcrumbs = []crumb{}
	}
	r := &pluginpb.Route{
		Path:       d.RoutePath,
		Component:  "DocPage",
		DataJson:   sdk.MustJSON(data),
		SharedKeys: shared,
		Meta: &pluginpb.RouteMeta{
			Title: d.Title, Description: d.Description, Sidebar: data.Sidebar,
			Unlisted: d.FM.Unlisted, Noindex: d.FM.Unlisted, SourcePath: d.Display,
		},
	}
	if d.MDX {
		// The core compiles the MDX and hands it to DocPage as MDXContent.
		r.Module = d.File
	}
	return r
}

// generatedIndexRoute is the page of a category whose link is a
// generated index.
func generatedIndexRoute(g *generatedIndex, p *placement) *pluginpb.Route {
	l := g.Category.Link
	data := docRouteData{
		Title: l.Title, Description: l.Description, Permalink: l.Permalink, Sidebar: g.Sidebar,
		TOC: []mdpage.TOCItem{}, HideTOC: true, Breadcrumbs: []crumb{}, Version: versionName, PluginID: pluginID,
		GeneratedIndex: true,
	}
	if p != nil {
		data.Breadcrumbs, data.Previous, data.Next = p.Breadcrumbs, p.Previous, p.Next
	}
	return &pluginpb.Route{
		Path:       l.RoutePath,
		Component:  "DocPage",
		DataJson:   sdk.MustJSON(data),
		SharedKeys: []string{sharedSidebarKey(g.Sidebar)},
		Meta:       &pluginpb.RouteMeta{Title: l.Title, Description: l.Description, Sidebar: g.Sidebar},
	}
}

// editURL is the doc's "Edit this page" link: custom_edit_url, else the
// editUrl option followed by the doc's site-relative path.
func editURL(d *doc, base string) string {
	if d.FM.CustomEditURL.Set {
		return d.FM.CustomEditURL.Value // "" when null
	}
	if base == "" {
		return ""
	}
	return strings.TrimSuffix(base, "/") + "/" + d.Display
}
