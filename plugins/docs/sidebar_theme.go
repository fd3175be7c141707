package docs

// themeItem is a sidebar item as the theme receives it (SPEC §3): docs and
// external links become links, categories keep their items.
type themeItem struct {
	Type         string       `json:"type"` // "link" or "category"
	Label        string       `json:"label"`
	Href         string       `json:"href,omitempty"`
	DocID        string       `json:"docId,omitempty"`
	Unlisted     bool         `json:"unlisted,omitempty"`
	LinkUnlisted bool         `json:"linkUnlisted,omitempty"`
	Items        []*themeItem `json:"items,omitempty"`
	Collapsed    *bool        `json:"collapsed,omitempty"`
	Collapsible  *bool        `json:"collapsible,omitempty"`
	ClassName    string       `json:"className,omitempty"`
}

func themeItems(items []*sidebarItem) []*themeItem {
	out := make([]*themeItem, 0, len(items))
	for _, item := range items {
		t := &themeItem{Label: item.Label, ClassName: item.ClassName}
		switch item.Kind {
		case "doc", "ref":
			t.Type, t.Href, t.DocID, t.Unlisted = "link", item.Doc.Permalink, item.Doc.ID, item.Doc.FM.Unlisted
		case "link":
			t.Type, t.Href = "link", item.Href
		case "category":
			t.Type, t.Collapsed, t.Collapsible = "category", item.Collapsed, item.Collapsible
			if l := item.Link; l != nil && l.Doc != nil {
				t.Href, t.LinkUnlisted = l.Doc.Permalink, l.Doc.FM.Unlisted
			} else if l != nil {
				t.Href = l.Permalink
			}
			t.Items = themeItems(item.Items)
		}
		out = append(out, t)
	}
	return out
}

// sidebarLink is the page a sidebar opens on (the docSidebar navbar item
// links to it): its first doc or category page.
type sidebarLink struct {
	Path  string `json:"path"`
	Label string `json:"label"`
}

func firstLink(items []*sidebarItem) *sidebarLink {
	for _, item := range items {
		switch item.Kind {
		case "doc":
			return &sidebarLink{Path: item.Doc.Permalink, Label: item.Label}
		case "category":
			if l := item.Link; l != nil && l.Doc != nil {
				return &sidebarLink{Path: l.Doc.Permalink, Label: item.Label}
			} else if l != nil {
				return &sidebarLink{Path: l.Permalink, Label: item.Label}
			}
			if first := firstLink(item.Items); first != nil {
				return first
			}
		}
	}
	return nil
}

// firstDoc is the first doc a sidebar lists, for the version's main doc.
func firstDoc(items []*sidebarItem) *doc {
	for _, item := range items {
		switch item.Kind {
		case "doc":
			return item.Doc
		case "category":
			if item.Link != nil && item.Link.Doc != nil {
				return item.Link.Doc
			}
			if d := firstDoc(item.Items); d != nil {
				return d
			}
		}
	}
	return nil
}
