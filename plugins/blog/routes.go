package blog

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// The theme components the blog's routes render.
const (
	componentList        = "BlogListPage"
	componentPost        = "BlogPostPage"
	componentTags        = "BlogTagsListPage"
	componentTagPosts    = "BlogTagsPostsPage"
	componentArchive     = "BlogArchivePage"
	componentAuthors     = "BlogAuthorsListPage"
	componentAuthorPosts = "BlogAuthorsPostsPage"
)

// site is the blog's model of one build: posts and authors, ready to be
// turned into routes.
type site struct {
	opts     Options
	settings mdpage.Settings
	posts    []*post // newest first, unlisted included
	authors  map[string]*Author
	// assets are the files the posts reference.
	assets *mdpage.AssetTable
	// authorsFile is the authors file's absolute path, read or looked for.
	authorsFile string
	// tagsFile is the tags file's absolute path, read or looked for.
	tagsFile string
}

func (s *site) listed() []*post {
	var out []*post
	for _, p := range s.posts {
		if !p.Unlisted {
			out = append(out, p)
		}
	}
	return out
}

func (s *site) showReadingTime() bool { return *s.opts.ShowReadingTime }

func (s *site) sidebarKey() string {
	return "blog-sidebar" + strings.ReplaceAll(s.opts.base(), "/", "-")
}

// routes builds every route of the blog.
func (s *site) routes() []*pluginpb.Route {
	base := s.opts.base()
	listed := s.listed()
	var out []*pluginpb.Route

	out = append(out, s.listRoutes(listed, orRoot(base), listPage{Title: s.opts.BlogTitle, Description: s.opts.BlogDescription}, componentList)...)
	out = append(out, s.postRoutes(listed)...)

	if tags := s.tagInfos(listed); len(tags) > 0 {
		out = append(out, &pluginpb.Route{
			Path: base + "/tags", Component: componentTags,
			DataJson:   sdk.MustJSON(tagsPage{Title: "Tags", SidebarKey: s.sidebarKey(), Tags: tags}),
			SharedKeys: []string{s.sidebarKey()},
			Meta:       &pluginpb.RouteMeta{Title: "Tags", Description: "Every tag of the blog's posts."},
		})
		for _, t := range tags {
			var tagged []*post
			for _, p := range listed {
				if hasTag(p, t.Permalink) {
					tagged = append(tagged, p)
				}
			}
			info := t
			description := t.Description // the tags file's, else a sentence
			if description == "" {
				description = fmt.Sprintf("Blog posts tagged with %q.", t.Label)
			}
			page := listPage{Title: taggedTitle(len(tagged), t.Label), Description: description, Tag: &info, TagsPath: base + "/tags"}
			out = append(out, s.listRoutes(tagged, t.Permalink, page, componentTagPosts)...)
		}
	}

	if len(listed) > 0 {
		out = append(out, &pluginpb.Route{
			Path: base + "/archive", Component: componentArchive,
			DataJson: sdk.MustJSON(archivePage{Title: "Archive", Description: "Every post of the blog, newest first.", Years: archiveYears(listed)}),
			Meta:     &pluginpb.RouteMeta{Title: "Archive", Description: "Every post of the blog, newest first."},
		})
	}

	if len(s.authors) > 0 {
		var infos []authorInfo
		for _, a := range sortedAuthors(s.authors) {
			infos = append(infos, authorInfo{Author: a, Count: len(postsBy(listed, a))})
		}
		out = append(out, &pluginpb.Route{
			Path: base + "/authors", Component: componentAuthors,
			DataJson:   sdk.MustJSON(authorsPage{Title: "Authors", SidebarKey: s.sidebarKey(), Authors: infos}),
			SharedKeys: []string{s.sidebarKey()},
			Meta:       &pluginpb.RouteMeta{Title: "Authors", Description: "The people who write this blog."},
		})
		for _, a := range sortedAuthors(s.authors) {
			if a.Permalink == "" {
				continue
			}
			page := listPage{Title: a.Name, Description: a.Description, Author: a, AuthorsPath: base + "/authors"}
			if page.Description == "" {
				page.Description = "Blog posts by " + a.Name + "."
			}
			out = append(out, s.listRoutes(postsBy(listed, a), a.Permalink, page, componentAuthorPosts)...)
		}
	}
	return out
}

// orRoot is the path of the blog's first page: "/" when the blog is the root.
func orRoot(base string) string {
	if base == "" {
		return "/"
	}
	return base
}

// pagePath is the permalink of page n (1-based) of a list.
func pagePath(first string, n int) string {
	if n == 1 {
		return first
	}
	return strings.TrimSuffix(first, "/") + "/page/" + strconv.Itoa(n)
}

// listRoutes paginates posts into list pages at first, first/page/2, ...
// A list with no posts still has its first page.
func (s *site) listRoutes(posts []*post, first string, tmpl listPage, component string) []*pluginpb.Route {
	size := len(posts)
	if !s.opts.PostsPerPage.All() {
		size = int(s.opts.PostsPerPage)
	}
	pages := 1
	if size > 0 && len(posts) > size {
		pages = (len(posts) + size - 1) / size
	}
	var out []*pluginpb.Route
	for n := 1; n <= pages; n++ {
		lo, hi := 0, len(posts)
		if size > 0 {
			lo, hi = min((n-1)*size, len(posts)), min(n*size, len(posts))
		}
		page := tmpl
		page.SidebarKey = s.sidebarKey()
		page.Posts = make([]listItem, 0, hi-lo)
		for _, p := range posts[lo:hi] {
			page.Posts = append(page.Posts, listItem{postMeta: p.meta(s.showReadingTime()), ExcerptHTML: p.ExcerptHTML})
		}
		page.Paginator = paginator{Page: n, TotalPages: pages, PostsPerPage: size, TotalCount: len(posts), Permalink: pagePath(first, n)}
		if n > 1 {
			page.Paginator.PreviousPage = pagePath(first, n-1)
		}
		if n < pages {
			page.Paginator.NextPage = pagePath(first, n+1)
		}
		title := page.Title
		if n > 1 {
			title = fmt.Sprintf("%s (page %d)", page.Title, n)
		}
		out = append(out, &pluginpb.Route{
			Path: pagePath(first, n), Component: component,
			DataJson:   sdk.MustJSON(page),
			SharedKeys: []string{s.sidebarKey()},
			Meta:       &pluginpb.RouteMeta{Title: title, Description: page.Description},
		})
	}
	return out
}

// postRoutes gives each post its page. A listed post links to its newer
// and older neighbours; an unlisted one stands alone and asks search
// engines not to index it.
func (s *site) postRoutes(listed []*post) []*pluginpb.Route {
	index := map[*post]int{}
	for i, p := range listed {
		index[p] = i
	}
	var out []*pluginpb.Route
	for _, p := range s.posts {
		data := postPage{Post: p.meta(s.showReadingTime()), SidebarKey: s.sidebarKey(), TOC: p.TOC, HideTOC: p.HideTOC, EditURL: s.opts.editURL(p.display)}
		if i, ok := index[p]; ok {
			if i > 0 {
				data.PrevItem = &navItem{Title: listed[i-1].Title, Permalink: listed[i-1].Permalink}
			}
			if i+1 < len(listed) {
				data.NextItem = &navItem{Title: listed[i+1].Title, Permalink: listed[i+1].Permalink}
			}
		}
		r := &pluginpb.Route{
			Path: p.Permalink, Component: componentPost,
			DataJson:    sdk.MustJSON(data),
			ContentHtml: p.HTML,
			SharedKeys:  []string{s.sidebarKey()},
			Meta:        &pluginpb.RouteMeta{Title: p.Title, Description: p.Description, Unlisted: p.Unlisted, Noindex: p.Unlisted, SourcePath: p.display},
		}
		if p.mdx {
			// The core compiles the MDX and hands it to BlogPostPage.
			r.Module, r.ContentHtml = p.file, ""
		}
		out = append(out, r)
	}
	return out
}

// tagInfos lists the tags of listed posts, by label.
func (s *site) tagInfos(listed []*post) []tagInfo {
	byPermalink := map[string]*tagInfo{}
	for _, p := range listed {
		seen := map[string]bool{}
		for _, t := range p.Tags {
			if seen[t.Permalink] {
				continue
			}
			seen[t.Permalink] = true
			if byPermalink[t.Permalink] == nil {
				byPermalink[t.Permalink] = &tagInfo{Tag: t}
			}
			byPermalink[t.Permalink].Count++
		}
	}
	out := make([]tagInfo, 0, len(byPermalink))
	for _, t := range byPermalink {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		return strings.ToLower(out[i].Label) < strings.ToLower(out[j].Label)
	})
	return out
}

func hasTag(p *post, permalink string) bool {
	for _, t := range p.Tags {
		if t.Permalink == permalink {
			return true
		}
	}
	return false
}

func postsBy(posts []*post, a *Author) []*post {
	var out []*post
	for _, p := range posts {
		for _, pa := range p.Authors {
			if pa == a {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// taggedTitle is a tag page's heading: `2 posts tagged with "hello"`.
func taggedTitle(n int, label string) string {
	count := "One post"
	if n != 1 {
		count = strconv.Itoa(n) + " posts"
	}
	return fmt.Sprintf("%s tagged with %q", count, label)
}

func archiveYears(posts []*post) []archiveYear {
	var out []archiveYear
	for _, p := range posts {
		year := strconv.Itoa(p.Date.UTC().Year())
		if len(out) == 0 || out[len(out)-1].Year != year {
			out = append(out, archiveYear{Year: year})
		}
		y := &out[len(out)-1]
		y.Posts = append(y.Posts, archivePost{Title: p.Title, Permalink: p.Permalink, Date: p.meta(false).Date, FormattedDate: formatDate(p.Date)})
	}
	return out
}

// sidebarData is the recent-posts sidebar, sent once as shared data. It
// lists listed posts only; a post page adds itself when it is unlisted.
func (s *site) sidebarData() sidebar {
	listed := s.listed()
	if !s.opts.BlogSidebarCount.All() && len(listed) > int(s.opts.BlogSidebarCount) {
		listed = listed[:s.opts.BlogSidebarCount]
	}
	sb := sidebar{Title: s.opts.BlogSidebarTitle, Items: []sidebarItem{}}
	for _, p := range listed {
		sb.Items = append(sb.Items, sidebarItem{
			Title: p.Title, Permalink: p.Permalink, Date: p.meta(false).Date,
			FormattedDate: formatDate(p.Date), Year: strconv.Itoa(p.Date.UTC().Year()),
		})
	}
	return sb
}
