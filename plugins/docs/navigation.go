package docs

// pageLink is a previous/next link.
type pageLink struct {
	Title     string `json:"title"`
	Permalink string `json:"permalink"`
}

// crumb is one step of a doc's breadcrumbs: a category (linked when it has
// a page), then the doc itself.
type crumb struct {
	Label string `json:"label"`
	Href  string `json:"href,omitempty"`
}

// placement is where a page sits in its sidebar.
type placement struct {
	Sidebar     string
	Breadcrumbs []crumb
	Previous    *pageLink
	Next        *pageLink
	// sharedKeys is the route's shared data (the sidebar), one list that
	// the routes of a sidebar share: nothing changes it.
	sharedKeys []string
}

// navStop is a page the previous/next links step through: a doc, or a
// category with a page of its own.
type navStop struct {
	doc      *doc
	category *sidebarItem // generated index
	label    string       // the sidebar item's label
	crumbs   []crumb
}

func (s navStop) link() *pageLink {
	if s.doc != nil {
		return docLink(s.doc, s.label)
	}
	l := s.category.Link
	return &pageLink{Title: l.Title, Permalink: l.Permalink}
}

// docLink is a previous/next link to d; label is the sidebar's, if any.
func docLink(d *doc, label string) *pageLink {
	title := d.FM.PaginationLabel
	for _, candidate := range []string{d.FM.SidebarLabel, label, d.Title} {
		if title == "" {
			title = candidate
		}
	}
	return &pageLink{Title: title, Permalink: d.Permalink}
}

// placements walks every sidebar once and places each doc and generated
// index it lists: first sidebar wins, as a doc belongs to one sidebar.
// Unlisted docs get breadcrumbs but are skipped by previous/next.
func placements(sidebars []*sidebar) (docs map[*doc]*placement, indexes map[*sidebarItem]*placement) {
	docs = map[*doc]*placement{}
	indexes = map[*sidebarItem]*placement{}
	for _, sb := range sidebars {
		var stops []navStop
		var walk func(items []*sidebarItem, trail []crumb)
		walk = func(items []*sidebarItem, trail []crumb) {
			for _, item := range items {
				switch item.Kind {
				case "doc":
					crumbs := append(trail[:len(trail):len(trail)], crumb{Label: item.Label, Href: item.Doc.Permalink})
					stops = append(stops, navStop{doc: item.Doc, label: item.Label, crumbs: crumbs})
				case "category":
					c := crumb{Label: item.Label}
					if l := item.Link; l != nil {
						stop := navStop{label: item.Label}
						if l.Doc != nil {
							c.Href, stop.doc = l.Doc.Permalink, l.Doc
						} else {
							c.Href, stop.category = l.Permalink, item
						}
						stop.crumbs = append(trail[:len(trail):len(trail)], c)
						stops = append(stops, stop)
					}
					walk(item.Items, append(trail[:len(trail):len(trail)], c))
				}
			}
		}
		walk(sb.Items, nil)

		// Previous/next skip unlisted docs: they are reachable by URL only.
		listed := make([]int, 0, len(stops))
		position := make([]int, len(stops)) // in listed, or -1
		for i, s := range stops {
			position[i] = -1
			if s.doc == nil || !s.doc.FM.Unlisted {
				position[i] = len(listed)
				listed = append(listed, i)
			}
		}
		// A stop's link is the next link of the one before it and the
		// previous link of the one after: made once, shared (nothing
		// changes a link).
		links := make([]*pageLink, len(listed))
		for pos, i := range listed {
			links[pos] = stops[i].link()
		}
		shared := []string{SharedSidebarKey(sb.ID)}
		for i, s := range stops {
			p := &placement{Sidebar: sb.ID, Breadcrumbs: s.crumbs, sharedKeys: shared}
			if pos := position[i]; pos >= 0 {
				if pos > 0 {
					p.Previous = links[pos-1]
				}
				if pos+1 < len(listed) {
					p.Next = links[pos+1]
				}
			}
			if s.doc != nil {
				if _, placed := docs[s.doc]; !placed {
					docs[s.doc] = p
				}
			} else if _, placed := indexes[s.category]; !placed {
				indexes[s.category] = p
			}
		}
	}
	return docs, indexes
}
