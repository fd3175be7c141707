package build

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// blogSite has five listed posts (one in MDX, one in a folder), a draft
// and an unlisted post, with a page size of 2.
const blogSite = `
-- site.toml --
title = "Tiny"
url = "https://tiny.example"

[[plugins]]
name = "pages"

[[plugins]]
name = "blog"
[plugins.options]
postsPerPage = 2

[[plugins]]
name = "sitemap"
-- site/pages/index.tsx --
export default function Home() { return <p>home</p>; }
-- site/blog/authors.yml --
ada:
  name: Ada Lovelace
  title: Analyst
  url: https://ada.example
  page: true
bob:
  name: Bob Builder
-- site/blog/2024-01-01-one.md --
---
title: Post one
authors: ada
tags: [alpha]
---
The first post's excerpt.

<!-- truncate -->

Hidden from the list.
-- site/blog/2024-02-01-two.md --
---
title: Post two
authors: [ada, bob]
tags: [alpha, Beta Tag]
---
Second excerpt.

<!-- truncate -->

More words.
-- site/blog/2024-03-01-three/index.md --
---
title: Post three
tags: [alpha]
---
Third, from a folder.

<!-- truncate -->

Rest.
-- site/blog/2024-04-01-four.mdx --
---
title: Post four
slug: custom-four
tags: [beta-tag]
---
export const answer = 40 + 2;

Fourth excerpt in MDX.

{/* truncate */}

The answer is {answer}.
-- site/blog/2025-01-01-five.md --
---
title: Post five
date: 2025-01-02T10:00:00Z
authors:
  - name: Guest Writer
    url: https://guest.example
---
Fifth excerpt.

<!-- truncate -->

Rest of five.
-- site/blog/2025-02-01-draft.md --
---
title: A draft
draft: true
---
Not ready.
-- site/blog/2025-03-01-secret.md --
---
title: Secret post
unlisted: true
tags: [alpha]
---
Only for people with the link.

<!-- truncate -->
`

func TestBlogRoutesAndPagination(t *testing.T) {
	s := newTestSite(t, blogSite)
	s.mustBuild()

	// Newest first, two a page: five, four | three, two | one.
	s.assertFile("build/blog/index.html",
		"<title>Blog | Tiny</title>", "Post five", "Post four", "Fifth excerpt.", "! Rest of five.",
		`href="/blog/page/2"`, "Older entries", "! Newer entries", "! Third, from a folder.", "! Secret post", "! A draft")
	s.assertFile("build/blog/page/2/index.html", "Post three", "Post two", `href="/blog"`, `href="/blog/page/3"`, "Newer entries", "Older entries")
	s.assertFile("build/blog/page/3/index.html", "Post one", "! Older entries")
	assertNotBuilt(t, s, "build/blog/page/4/index.html")

	// Posts: slug from the file name without the date, the folder's name, or front matter.
	s.assertFile("build/blog/one/index.html", "<title>Post one | Tiny</title>", "Hidden from the list.", "January 1, 2024", "Ada Lovelace", `href="/blog/authors/ada"`, "min read")
	s.assertFile("build/blog/three/index.html", "Rest.")
	s.assertFile("build/blog/custom-four/index.html", "The answer is <!-- -->42", `itemProp="articleBody"`)
	s.assertFile("build/blog/five/index.html", "Guest Writer", "January 2, 2025")

	// Drafts are not built, and cause no error.
	assertNotBuilt(t, s, "build/blog/draft/index.html")

	// Unlisted: built, marked noindex, left out of lists.
	s.assertFile("build/blog/secret/index.html", `<meta name="robots" content="noindex, nofollow">`, "Unlisted page")
	s.assertFile("build/blog/tags/alpha/index.html", "! Secret post")
	s.assertFile("build/blog/archive/index.html", "Post one", "Post five", "2025", "2024", "! Secret post", "! A draft")

	// The sidebar is shared data, grouped by year in the page.
	s.assertFile("build/blog/one/index.html", "Recent posts", `id="blog-sidebar-year-2025"`, `id="blog-sidebar-year-2024"`)
}

func TestBlogTagsAndAuthors(t *testing.T) {
	s := newTestSite(t, blogSite)
	s.mustBuild()
	// "Beta Tag" and "beta-tag" are one tag, under the label its newest post gives it.
	s.assertFile("build/blog/tags/index.html", `href="/blog/tags/alpha"`, `href="/blog/tags/beta-tag"`, `beta-tag<span class="blog-tag__count">2</span>`)
	s.assertFile("build/blog/tags/alpha/index.html", `3 posts tagged with &quot;alpha&quot;`, "Post three", "Post two", `href="/blog/tags/alpha/page/2"`)
	s.assertFile("build/blog/tags/alpha/page/2/index.html", "Post one")
	s.assertFile("build/blog/tags/beta-tag/index.html", "Post four", "Post two")
	s.assertFile("build/blog/authors/index.html", "Ada Lovelace", "Bob Builder", "2 posts", "! Guest Writer")
	s.assertFile("build/blog/authors/ada/index.html", "Post two", "Post one")
	assertNotBuilt(t, s, "build/blog/authors/bob/index.html") // no page: true
}

func TestBlogFeeds(t *testing.T) {
	s := newTestSite(t, blogSite)
	s.mustBuild()

	var rss struct {
		Version string `xml:"version,attr"`
		Channel struct {
			Title string `xml:"title"`
			Link  string `xml:"link"`
			Items []struct {
				Title   string `xml:"title"`
				Link    string `xml:"link"`
				GUID    string `xml:"guid"`
				PubDate string `xml:"pubDate"`
				Content string `xml:"http://purl.org/rss/1.0/modules/content/ encoded"`
			} `xml:"item"`
		} `xml:"channel"`
	}
	// Every page announces the feeds.
	s.assertFile("build/index.html", `<link href="/blog/rss.xml" rel="alternate"`, `<link href="/blog/atom.xml" rel="alternate"`)
	if err := xml.Unmarshal([]byte(s.read("build/blog/rss.xml")), &rss); err != nil {
		t.Fatalf("rss.xml is not valid XML: %v", err)
	}
	if rss.Version != "2.0" || rss.Channel.Title != "Tiny Blog" || rss.Channel.Link != "https://tiny.example/blog" {
		t.Errorf("rss channel = %+v", rss.Channel)
	}
	var titles []string
	for _, it := range rss.Channel.Items {
		titles = append(titles, it.Title)
	}
	if got := strings.Join(titles, ", "); got != "Post five, Post four, Post three, Post two, Post one" {
		t.Errorf("rss items = %s (want the listed posts, newest first, no draft or unlisted post)", got)
	}
	four := rss.Channel.Items[1]
	if four.Link != "https://tiny.example/blog/custom-four" || four.GUID != four.Link || four.PubDate != "Mon, 01 Apr 2024 00:00:00 +0000" {
		t.Errorf("rss item four = %+v", four)
	}
	// The article as the page renders it, MDX expressions evaluated, without the page's anchors.
	if !strings.Contains(four.Content, "The answer is <!-- -->42") && !strings.Contains(four.Content, "The answer is 42") {
		t.Errorf("rss content of four = %q", four.Content)
	}

	var atom struct {
		XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
		ID      string   `xml:"id"`
		Updated string   `xml:"updated"`
		Entries []struct {
			Title   string `xml:"title"`
			ID      string `xml:"id"`
			Updated string `xml:"updated"`
			Authors []struct {
				Name string `xml:"name"`
			} `xml:"author"`
			Content string `xml:"content"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal([]byte(s.read("build/blog/atom.xml")), &atom); err != nil {
		t.Fatalf("atom.xml is not valid Atom: %v", err)
	}
	if len(atom.Entries) != 5 || atom.Updated != "2025-01-02T10:00:00Z" {
		t.Fatalf("atom: %d entries, updated %s", len(atom.Entries), atom.Updated)
	}
	two := atom.Entries[3]
	if two.ID != "https://tiny.example/blog/two" || len(two.Authors) != 2 || two.Authors[1].Name != "Bob Builder" || !strings.Contains(two.Content, "More words.") {
		t.Errorf("atom entry two = %+v", two)
	}

	var jf struct {
		Version string `json:"version"`
		FeedURL string `json:"feed_url"`
		Items   []struct {
			ID            string   `json:"id"`
			DatePublished string   `json:"date_published"`
			Tags          []string `json:"tags"`
		} `json:"items"`
	}
	if err := json.Unmarshal([]byte(s.read("build/blog/feed.json")), &jf); err != nil {
		t.Fatalf("feed.json: %v", err)
	}
	if jf.Version != "https://jsonfeed.org/version/1.1" || jf.FeedURL != "https://tiny.example/blog/feed.json" || len(jf.Items) != 5 {
		t.Errorf("json feed = %+v", jf)
	}
	if got := jf.Items[3].Tags; len(got) != 2 || got[1] != "Beta Tag" {
		t.Errorf("json feed tags of two = %v", got)
	}
}

func TestSitemapLeavesOutUnlistedAndNoindex(t *testing.T) {
	s := newTestSite(t, blogSite)
	s.mustBuild()
	var set struct {
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(s.read("build/sitemap.xml")), &set); err != nil {
		t.Fatalf("sitemap.xml: %v", err)
	}
	locs := map[string]bool{}
	for _, u := range set.URLs {
		locs[u.Loc] = true
	}
	for _, want := range []string{"https://tiny.example/", "https://tiny.example/blog", "https://tiny.example/blog/page/2", "https://tiny.example/blog/custom-four", "https://tiny.example/blog/tags/alpha"} {
		if !locs[want] {
			t.Errorf("sitemap lacks %s", want)
		}
	}
	for _, unwanted := range []string{"https://tiny.example/blog/secret", "https://tiny.example/blog/draft", "https://tiny.example/404.html"} {
		if locs[unwanted] {
			t.Errorf("sitemap lists %s", unwanted)
		}
	}
	s.assertFile("build/robots.txt", "User-agent: *", "Sitemap: https://tiny.example/sitemap.xml")
}

func TestBlogFrontMatterErrorNamesFileAndLine(t *testing.T) {
	s := newTestSite(t, blogSite)
	s.write("site/blog/2024-01-01-one.md", "---\ntitle: Post one\ntags: [alpha]\nauthors: [ada, nobody]\n---\nText.\n")
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "site/blog/2024-01-01-one.md:4:") || !strings.Contains(err.Error(), `no author "nobody"`) {
		t.Fatalf("want an error naming site/blog/2024-01-01-one.md:4 and the unknown author, got %v", err)
	}
}

// assertNotBuilt checks that the build wrote no file at name.
func assertNotBuilt(t *testing.T, s *testSite, name string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(s.dir, name)); err == nil {
		t.Errorf("%s was built", name)
	}
}
