package blog

import (
	"time"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// The JSON shapes the blog's theme components receive as their `data`
// prop. themes/classic/components/BlogTypes.ts mirrors them.

// postMeta is what every page that shows a post knows about it.
type postMeta struct {
	Permalink         string    `json:"permalink"`
	Title             string    `json:"title"`
	Description       string    `json:"description,omitempty"`
	Date              string    `json:"date"`
	FormattedDate     string    `json:"formattedDate"`
	ReadingTime       *float64  `json:"readingTime,omitempty"`
	Tags              []Tag     `json:"tags"`
	Authors           []*Author `json:"authors"`
	Image             string    `json:"image,omitempty"`
	Unlisted          bool      `json:"unlisted,omitempty"`
	HasTruncateMarker bool      `json:"hasTruncateMarker"`
}

// listItem is a post on a list page: its metadata and its excerpt.
type listItem struct {
	postMeta
	ExcerptHTML string `json:"excerptHtml"`
}

// paginator tells a list page where it stands.
type paginator struct {
	Page         int    `json:"page"`
	TotalPages   int    `json:"totalPages"`
	PostsPerPage int    `json:"postsPerPage"`
	TotalCount   int    `json:"totalCount"`
	Permalink    string `json:"permalink"`
	PreviousPage string `json:"previousPage,omitempty"`
	NextPage     string `json:"nextPage,omitempty"`
}

// tagInfo is a tag with the number of listed posts that carry it.
type tagInfo struct {
	Tag
	Count int `json:"count"`
}

// listPage is BlogListPage, BlogTagsPostsPage and BlogAuthorsPostsPage.
type listPage struct {
	Title       string     `json:"title"`
	Description string     `json:"description,omitempty"`
	SidebarKey  string     `json:"sidebarKey"`
	Posts       []listItem `json:"posts"`
	Paginator   paginator  `json:"paginator"`
	Tag         *tagInfo   `json:"tag,omitempty"`
	TagsPath    string     `json:"tagsPath,omitempty"`
	Author      *Author    `json:"author,omitempty"`
	AuthorsPath string     `json:"authorsPath,omitempty"`
}

// navItem links a post to its neighbours.
type navItem struct {
	Title     string `json:"title"`
	Permalink string `json:"permalink"`
}

// postPage is BlogPostPage; the article is the route's content (Markdown)
// or its compiled module (MDX).
type postPage struct {
	Post       postMeta `json:"post"`
	SidebarKey string   `json:"sidebarKey"`
	// PrevItem is the next newer post, NextItem the next older one.
	PrevItem *navItem `json:"prevItem,omitempty"`
	NextItem *navItem `json:"nextItem,omitempty"`
	// TOC is the article's table of contents, as DocPage receives a
	// doc's; HideTOC is the post's hide_table_of_contents.
	TOC     []mdpage.TOCItem `json:"toc"`
	HideTOC bool             `json:"hideTOC,omitempty"`
	// EditURL is the post's "Edit this page" link: the editUrl option
	// followed by the post's path from the site folder, as for docs.
	EditURL string `json:"editUrl,omitempty"`
}

type tagsPage struct {
	Title      string    `json:"title"`
	SidebarKey string    `json:"sidebarKey"`
	Tags       []tagInfo `json:"tags"`
}

type archivePost struct {
	Title         string `json:"title"`
	Permalink     string `json:"permalink"`
	Date          string `json:"date"`
	FormattedDate string `json:"formattedDate"`
}

type archiveYear struct {
	Year  string        `json:"year"`
	Posts []archivePost `json:"posts"`
}

type archivePage struct {
	Title       string        `json:"title"`
	Description string        `json:"description"`
	Years       []archiveYear `json:"years"`
}

type authorInfo struct {
	*Author
	Count int `json:"count"`
}

type authorsPage struct {
	Title      string       `json:"title"`
	SidebarKey string       `json:"sidebarKey"`
	Authors    []authorInfo `json:"authors"`
}

// sidebarItem is one recent post in the blog sidebar (shared data).
type sidebarItem struct {
	Title         string `json:"title"`
	Permalink     string `json:"permalink"`
	Date          string `json:"date"`
	FormattedDate string `json:"formattedDate"`
	Year          string `json:"year"`
	Unlisted      bool   `json:"unlisted,omitempty"`
}

type sidebar struct {
	Title string        `json:"title"`
	Items []sidebarItem `json:"items"`
}

// formatDate is how the theme shows a date ("August 26, 2021"). It is done
// here, once, so the server-rendered page and the browser agree.
func formatDate(t time.Time) string { return t.UTC().Format("January 2, 2006") }

func (p *post) meta(showReadingTime bool) postMeta {
	m := postMeta{
		Permalink: p.Permalink, Title: p.Title, Description: p.Description,
		Date: p.Date.UTC().Format(time.RFC3339), FormattedDate: formatDate(p.Date),
		Tags: p.Tags, Authors: p.Authors, Image: p.Image, Unlisted: p.Unlisted,
		HasTruncateMarker: p.HasTruncateMarker,
	}
	if m.Tags == nil {
		m.Tags = []Tag{}
	}
	if m.Authors == nil {
		m.Authors = []*Author{}
	}
	if showReadingTime {
		rt := p.ReadingTime
		m.ReadingTime = &rt
	}
	return m
}
