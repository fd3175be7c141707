package blog

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/net/html"
)

// articleAttr marks the article in a post page: the theme's BlogPostPage
// renders it as itemprop="articleBody", the schema.org property for it.
const articleAttr = "itemprop"

// articleFromPage takes a post's article from its rendered page, so that a
// feed carries exactly what visitors read, MDX components included. Links
// and images are made absolute for feed readers; heading anchors, which
// only make sense on the page, and comments (the truncate marker) are
// dropped. It returns "" when the page or
// its article is missing.
func articleFromPage(outDir, file string, cfg siteConfig) (string, error) {
	if file == "" {
		return "", nil
	}
	src, err := os.ReadFile(filepath.Join(outDir, filepath.FromSlash(file)))
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	doc, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		return "", err
	}
	body := findArticle(doc)
	if body == nil {
		return "", nil
	}
	// The theme's own wrapper (<div class="markdown">) is styling for the
	// page; a feed reader gets what is inside.
	for {
		only := onlyElementChild(body)
		if only == nil || only.Data != "div" {
			break
		}
		body = only
	}
	prepareForFeed(body, cfg)
	var out bytes.Buffer
	for c := body.FirstChild; c != nil; c = c.NextSibling {
		if err := html.Render(&out, c); err != nil {
			return "", err
		}
	}
	return strings.TrimSpace(out.String()), nil
}

func findArticle(n *html.Node) *html.Node {
	if n.Type == html.ElementNode && attr(n, articleAttr) == "articleBody" {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if found := findArticle(c); found != nil {
			return found
		}
	}
	return nil
}

// onlyElementChild is n's single child element when n has no other
// content than white space around it.
func onlyElementChild(n *html.Node) *html.Node {
	var only *html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.ElementNode && only == nil:
			only = c
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) == "":
		default:
			return nil
		}
	}
	return only
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func prepareForFeed(n *html.Node, cfg siteConfig) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		isHashLink := c.Type == html.ElementNode && c.Data == "a" && strings.Contains(" "+attr(c, "class")+" ", " hash-link ")
		if isHashLink || c.Type == html.CommentNode {
			n.RemoveChild(c)
		} else {
			prepareForFeed(c, cfg)
		}
		c = next
	}
	if n.Type != html.ElementNode {
		return
	}
	for i, a := range n.Attr {
		if (a.Key == "href" || a.Key == "src") && strings.HasPrefix(a.Val, "/") && !strings.HasPrefix(a.Val, "//") {
			n.Attr[i].Val = strings.TrimSuffix(cfg.URL, "/") + a.Val
		}
	}
}
