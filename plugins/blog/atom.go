package blog

import (
	"encoding/xml"
	"time"
)

// Atom (RFC 4287).
type atomFeed struct {
	XMLName   xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	ID        string      `xml:"id"`
	Title     string      `xml:"title"`
	Subtitle  string      `xml:"subtitle,omitempty"`
	Updated   string      `xml:"updated"`
	Generator string      `xml:"generator"`
	Links     []atomLink  `xml:"link"`
	Icon      string      `xml:"icon,omitempty"`
	Rights    string      `xml:"rights,omitempty"`
	Author    *atomPerson `xml:"author,omitempty"`
	Entries   []atomEntry `xml:"entry"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr,omitempty"`
	Type string `xml:"type,attr,omitempty"`
}

type atomPerson struct {
	Name  string `xml:"name"`
	URI   string `xml:"uri,omitempty"`
	Email string `xml:"email,omitempty"`
}

type atomText struct {
	Type string `xml:"type,attr"`
	Body string `xml:",chardata"`
}

// atomHTML is HTML content, as a CDATA section.
type atomHTML struct {
	Type string `xml:"type,attr"`
	Body string `xml:",cdata"`
}

type atomCategory struct {
	Term  string `xml:"term,attr"`
	Label string `xml:"label,attr,omitempty"`
}

type atomEntry struct {
	Title      atomText       `xml:"title"`
	ID         string         `xml:"id"`
	Links      []atomLink     `xml:"link"`
	Updated    string         `xml:"updated"`
	Published  string         `xml:"published"`
	Summary    *atomText      `xml:"summary,omitempty"`
	Content    *atomHTML      `xml:"content,omitempty"`
	Authors    []atomPerson   `xml:"author"`
	Categories []atomCategory `xml:"category"`
}

func (f *feed) atom() ([]byte, error) {
	doc := atomFeed{
		ID: f.Link, Title: f.Title, Subtitle: f.Description,
		Updated:   f.Updated.UTC().Format(time.RFC3339),
		Generator: "folio",
		Links:     []atomLink{{Href: f.Link, Rel: "alternate", Type: "text/html"}, {Href: f.SelfURLs["atom"], Rel: "self", Type: "application/atom+xml"}},
		Icon:      f.Icon,
		Rights:    f.Copyright,
		// Atom wants an author for every entry; entries without one fall
		// back to the feed's.
		Author: &atomPerson{Name: f.SiteTitle},
	}
	for _, it := range f.Items {
		date := it.Date.UTC().Format(time.RFC3339)
		e := atomEntry{
			Title: atomText{Type: "html", Body: it.Title}, ID: it.URL,
			Links:   []atomLink{{Href: it.URL, Rel: "alternate", Type: "text/html"}},
			Updated: date, Published: date,
			Content: &atomHTML{Type: "html", Body: it.ContentHTML},
		}
		if it.Summary != "" {
			e.Summary = &atomText{Type: "html", Body: it.Summary}
		}
		for _, a := range it.Authors {
			e.Authors = append(e.Authors, atomPerson{Name: a.Name, URI: a.URL, Email: a.Email})
		}
		for _, t := range it.Tags {
			e.Categories = append(e.Categories, atomCategory{Term: t.Label, Label: t.Label})
		}
		doc.Entries = append(doc.Entries, e)
	}
	return marshalXML(doc)
}
