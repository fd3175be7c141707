package docs

import (
	"fmt"
	"sort"
)

// The one version folio builds: the docs as they are in the working tree.
const (
	versionName  = "current"
	versionLabel = "Next"
	pluginID     = "default"
)

// globalDocsData is the docs plugin's global data (key "docs"), read by
// the theme's navbar items and search: which docs exist and where.
type globalDocsData struct {
	Path        string        `json:"path"`
	PluginID    string        `json:"pluginId"`
	Versions    []versionData `json:"versions"`
	Breadcrumbs bool          `json:"breadcrumbs"`
}

type versionData struct {
	Name      string                   `json:"name"`
	Label     string                   `json:"label"`
	IsLast    bool                     `json:"isLast"`
	Path      string                   `json:"path"`
	MainDocID string                   `json:"mainDocId"`
	Docs      []globalDoc              `json:"docs"`
	DraftIDs  []string                 `json:"draftIds"`
	Sidebars  map[string]globalSidebar `json:"sidebars"`
}

type globalDoc struct {
	ID       string `json:"id"`
	Path     string `json:"path"`
	Sidebar  string `json:"sidebar,omitempty"`
	Unlisted bool   `json:"unlisted,omitempty"`
}

type globalSidebar struct {
	Link *sidebarLink `json:"link,omitempty"`
}

// mainDoc is the version's home doc: the one whose slug is "/", else the
// first doc of the first sidebar, else the first doc.
func mainDoc(set *docSet, sidebars []*sidebar) (*doc, error) {
	for _, d := range set.all {
		if d.Slug == "/" {
			return d, nil
		}
	}
	if len(sidebars) > 0 {
		if d := firstDoc(sidebars[0].Items); d != nil {
			return d, nil
		}
	}
	if len(set.all) == 0 {
		return nil, fmt.Errorf("the docs folder has no docs to build (only drafts, or no .md/.mdx files)")
	}
	return set.all[0], nil
}

func buildGlobalData(set *docSet, sidebars []*sidebar, main *doc, versionPath string) globalDocsData {
	v := versionData{
		Name: versionName, Label: versionLabel, IsLast: true, Path: versionPath, MainDocID: main.ID,
		Docs: make([]globalDoc, 0, len(set.all)), DraftIDs: make([]string, 0, len(set.drafts)),
		Sidebars: map[string]globalSidebar{},
	}
	for _, d := range set.all {
		v.Docs = append(v.Docs, globalDoc{ID: d.ID, Path: d.Permalink, Sidebar: d.Sidebar, Unlisted: d.FM.Unlisted})
	}
	for id := range set.drafts {
		v.DraftIDs = append(v.DraftIDs, id)
	}
	sort.Strings(v.DraftIDs)
	for _, sb := range sidebars {
		v.Sidebars[sb.ID] = globalSidebar{Link: firstLink(sb.Items)}
	}
	return globalDocsData{Path: versionPath, PluginID: pluginID, Versions: []versionData{v}, Breadcrumbs: true}
}
