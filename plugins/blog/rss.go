package blog

import (
	"encoding/xml"
	"time"
)

// RSS 2.0 (https://www.rssboard.org/rss-specification), with the article
// in content:encoded and an atom:link to the feed itself, as validators
// recommend.
type rssDocument struct {
	XMLName   xml.Name   `xml:"rss"`
	Version   string     `xml:"version,attr"`
	ContentNS string     `xml:"xmlns:content,attr"`
	AtomNS    string     `xml:"xmlns:atom,attr"`
	Channel   rssChannel `xml:"channel"`
}

type rssChannel struct {
	// The self link comes first: readers that match <link> by local name
	// alone then still end with the channel's own link.
	Self          rssSelf   `xml:"atom:link"`
	Title         string    `xml:"title"`
	Link          string    `xml:"link"`
	Description   string    `xml:"description"`
	LastBuildDate string    `xml:"lastBuildDate"`
	Docs          string    `xml:"docs"`
	Generator     string    `xml:"generator"`
	Language      string    `xml:"language,omitempty"`
	Copyright     string    `xml:"copyright,omitempty"`
	Items         []rssItem `xml:"item"`
}

type rssSelf struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type rssItem struct {
	Title       string   `xml:"title"`
	Link        string   `xml:"link"`
	GUID        rssGUID  `xml:"guid"`
	PubDate     string   `xml:"pubDate"`
	Description string   `xml:"description,omitempty"`
	Content     *cdata   `xml:"content:encoded,omitempty"`
	Authors     []string `xml:"author,omitempty"`
	Categories  []string `xml:"category,omitempty"`
}

type rssGUID struct {
	IsPermaLink bool   `xml:"isPermaLink,attr"`
	Value       string `xml:",chardata"`
}

func (f *feed) rss() ([]byte, error) {
	doc := rssDocument{
		Version:   "2.0",
		ContentNS: "http://purl.org/rss/1.0/modules/content/",
		AtomNS:    "http://www.w3.org/2005/Atom",
		Channel: rssChannel{
			Title: f.Title, Link: f.Link, Description: f.Description,
			Self:          rssSelf{Href: f.SelfURLs["rss"], Rel: "self", Type: "application/rss+xml"},
			LastBuildDate: f.Updated.UTC().Format(time.RFC1123Z),
			Docs:          "https://www.rssboard.org/rss-specification",
			Generator:     "folio",
			Language:      f.Language,
			Copyright:     f.Copyright,
		},
	}
	for _, it := range f.Items {
		item := rssItem{
			Title: it.Title, Link: it.URL,
			GUID:        rssGUID{IsPermaLink: true, Value: it.URL},
			PubDate:     it.Date.UTC().Format(time.RFC1123Z),
			Description: it.Summary,
			Content:     &cdata{it.ContentHTML},
		}
		// RSS's <author> is an e-mail address, optionally with the name.
		for _, a := range it.Authors {
			if a.Email != "" {
				item.Authors = append(item.Authors, a.Email+" ("+a.Name+")")
			}
		}
		for _, t := range it.Tags {
			item.Categories = append(item.Categories, t.Label)
		}
		doc.Channel.Items = append(doc.Channel.Items, item)
	}
	return marshalXML(doc)
}

// cdata holds HTML as a CDATA section, which keeps it readable in the
// feed; encoding/xml splits any "]]>" inside it.
type cdata struct {
	Text string `xml:",cdata"`
}

func marshalXML(v any) ([]byte, error) {
	b, err := xml.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(append([]byte(xml.Header), b...), '\n'), nil
}
