package blog

import (
	"encoding/json"
	"time"
)

// JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/).
type jsonFeedDoc struct {
	Version     string         `json:"version"`
	Title       string         `json:"title"`
	HomePageURL string         `json:"home_page_url"`
	FeedURL     string         `json:"feed_url"`
	Description string         `json:"description,omitempty"`
	Icon        string         `json:"icon,omitempty"`
	Language    string         `json:"language,omitempty"`
	Items       []jsonFeedItem `json:"items"`
}

type jsonFeedItem struct {
	ID            string           `json:"id"`
	URL           string           `json:"url"`
	Title         string           `json:"title"`
	ContentHTML   string           `json:"content_html"`
	Summary       string           `json:"summary,omitempty"`
	Image         string           `json:"image,omitempty"`
	DatePublished string           `json:"date_published"`
	Authors       []jsonFeedAuthor `json:"authors,omitempty"`
	Tags          []string         `json:"tags,omitempty"`
}

type jsonFeedAuthor struct {
	Name   string `json:"name"`
	URL    string `json:"url,omitempty"`
	Avatar string `json:"avatar,omitempty"`
}

func (f *feed) jsonFeed() ([]byte, error) {
	doc := jsonFeedDoc{
		Version: "https://jsonfeed.org/version/1.1",
		Title:   f.Title, HomePageURL: f.Link, FeedURL: f.SelfURLs["json"],
		Description: f.Description, Icon: f.Icon, Language: f.Language,
		Items: []jsonFeedItem{},
	}
	for _, it := range f.Items {
		item := jsonFeedItem{
			ID: it.URL, URL: it.URL, Title: it.Title, ContentHTML: it.ContentHTML,
			Summary: it.Summary, Image: it.Image, DatePublished: it.Date.UTC().Format(time.RFC3339),
		}
		for _, a := range it.Authors {
			item.Authors = append(item.Authors, jsonFeedAuthor{Name: a.Name, URL: a.URL, Avatar: a.ImageURL})
		}
		for _, t := range it.Tags {
			item.Tags = append(item.Tags, t.Label)
		}
		doc.Items = append(doc.Items, item)
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
