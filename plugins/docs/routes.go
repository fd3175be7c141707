package docs

import (
	"crypto/sha256"
	"strings"
	"sync"
	"time"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/folio-docs/folio/core/files"
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
	// LastUpdatedAt (RFC 3339) and FormattedLastUpdatedAt say when the
	// doc's file was last committed, LastUpdatedBy by whom; set when the
	// showLastUpdateTime and showLastUpdateAuthor options are on.
	LastUpdatedAt          string `json:"lastUpdatedAt,omitempty"`
	FormattedLastUpdatedAt string `json:"formattedLastUpdatedAt,omitempty"`
	LastUpdatedBy          string `json:"lastUpdatedBy,omitempty"`
	// SyntheticTitle: the article has no h1, so the theme shows Title.
	SyntheticTitle bool   `json:"syntheticTitle,omitempty"`
	Version        string `json:"version"`
	PluginID       string `json:"pluginId"`
	// GeneratedIndex marks a category's generated page; the theme lists
	// the category's items from the sidebar.
	GeneratedIndex bool `json:"generatedIndex,omitempty"`
}

// SharedSidebarKey is the key of sidebar id's shared data: the theme
// reads it, and so does the llms plugin, for the order of llms.txt.
func SharedSidebarKey(id string) string { return "docs-sidebar-" + id }

// docRoute builds the route of one doc without its content (the caller
// adds the HTML when the core does not hold it). pagination is resolved by
// the caller (front matter overrides the sidebar's order).
func docRoute(d *doc, p *placement, prev, next *pageLink, editURL string) *pluginpb.Route {
	r := docRouteShell(d, p)
	r.DataJson = sdk.MustJSON(docData(d, p, prev, next, editURL))
	return r
}

// docData is the doc's route data.
func docData(d *doc, p *placement, prev, next *pageLink, editURL string) docRouteData {
	data := docRouteData{
		ID: d.ID, Title: d.Title, Description: d.Description, Permalink: d.Permalink,
		TOC: d.toc.items(), HideTOC: d.HideTOC, Previous: prev, Next: next,
		Unlisted: d.FM.Unlisted, EditURL: editURL, SyntheticTitle: d.SyntheticTitle,
		Version: versionName, PluginID: pluginID,
	}
	if !d.lastUpdate.At.IsZero() {
		data.LastUpdatedAt = d.lastUpdate.At.Format(time.RFC3339)
		data.FormattedLastUpdatedAt = formatLastUpdate(d.lastUpdate.At)
	}
	data.LastUpdatedBy = d.lastUpdate.Author
	if data.TOC == nil {
		data.TOC = []mdpage.TOCItem{}
	}
	if p != nil {
		data.Sidebar, data.Breadcrumbs = p.Sidebar, p.Breadcrumbs
	}
	if data.Breadcrumbs == nil {
		data.Breadcrumbs = []crumb{}
	}
	return data
}

// docRouteShell is the doc's route without its data: what an omitted
// route is sent with.
func docRouteShell(d *doc, p *placement) *pluginpb.Route {
	var sidebar string
	var shared []string
	if p != nil {
		sidebar, shared = p.Sidebar, p.sharedKeys
	}
	r := &pluginpb.Route{
		Path:       d.RoutePath,
		Component:  "DocPage",
		SharedKeys: shared,
		Meta: &pluginpb.RouteMeta{
			Title: d.Title, Description: d.Description, Sidebar: sidebar,
			Unlisted: d.FM.Unlisted, Noindex: d.FM.Unlisted, SourcePath: d.Display, Markdown: d.Markdown,
		},
	}
	if d.MDX {
		// The core compiles the MDX and hands it to DocPage as MDXContent.
		r.Module = d.File
	}
	return r
}

// routeMemo is the digest a doc's route had, with the key of what the
// route was made of (routeKey): while the key is the same, so are the
// route's bytes, and its digest is taken from here without encoding the
// route's data and hashing it.
type routeMemo struct {
	key    [sha256.Size]byte
	digest string
}

// keyWriters hold the buffers route keys are encoded in.
var keyWriters = sync.Pool{New: func() any { return &keyWriter{b: make([]byte, 0, 1024)} }}

// keyWriter writes a route key's fields in protobuf's wire encoding
// (strings after their length, integers as varints), so that no two sets
// of fields write the same bytes.
type keyWriter struct{ b []byte }

func (k *keyWriter) str(s string)  { k.b = protowire.AppendString(k.b, s) }
func (k *keyWriter) uint(v uint64) { k.b = protowire.AppendVarint(k.b, v) }
func (k *keyWriter) bool(v bool)   { k.uint(protowire.EncodeBool(v)) }

// routeKey hashes everything docRoute makes the doc's route of, and the
// content's hash the digest is made with, as a compact binary encoding
// (each string with its length first): hashing a few hundred bytes costs
// far less than encoding the route's data as JSON and hashing that.
func routeKey(d *doc, p *placement, prev, next *pageLink, editURL string) [sha256.Size]byte {
	k := keyWriters.Get().(*keyWriter)
	defer keyWriters.Put(k)
	k.b = k.b[:0]
	// No time is "" (formatting the zero time cost a tenth of the key).
	var at string
	if !d.lastUpdate.At.IsZero() {
		at = d.lastUpdate.At.String()
	}
	for _, s := range []string{files.StoreID(), versionName, pluginID, d.RoutePath, d.Display, d.File, d.Markdown,
		d.ID, d.Title, d.Description, d.Permalink, editURL, at, d.lastUpdate.Author} {
		k.str(s)
	}
	for _, b := range []bool{d.MDX, d.HideTOC, d.SyntheticTitle, d.FM.Unlisted} {
		k.bool(b)
	}
	k.str(string(d.toc))
	for _, l := range []*pageLink{prev, next} {
		k.bool(l != nil)
		if l != nil {
			k.str(l.Title)
			k.str(l.Permalink)
		}
	}
	k.bool(p != nil)
	if p != nil {
		k.str(p.Sidebar)
		k.uint(uint64(len(p.Breadcrumbs)))
		for _, c := range p.Breadcrumbs {
			k.str(c.Label)
			k.str(c.Href)
		}
	}
	k.b = append(k.b, d.contentSum[:]...)
	return sha256.Sum256(k.b)
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
		SharedKeys: []string{SharedSidebarKey(g.Sidebar)},
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
