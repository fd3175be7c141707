package markdown

import (
	"strings"
	"testing"
)

func TestParseFrontMatterAndTitle(t *testing.T) {
	src := "---\ntitle: Markdown page\ndescription: A page in Markdown\n---\n\n# Heading one\n\nSome *text*.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
	doc, err := New().Parse("pages/markdown-page.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Title != "Markdown page" || doc.Description != "A page in Markdown" {
		t.Errorf("title %q description %q", doc.Title, doc.Description)
	}
	for _, want := range []string{"<h1 id=\"heading-one\">Heading one</h1>", "<em>text</em>", "<table>"} {
		if !strings.Contains(doc.HTML, want) {
			t.Errorf("HTML lacks %q:\n%s", want, doc.HTML)
		}
	}
}

func TestTitleFallsBackToFirstH1(t *testing.T) {
	doc, err := New().Parse("a.md", []byte("Intro\n\n## Not this\n\n# The `code` title\n"))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Title != "The code title" {
		t.Errorf("title = %q", doc.Title)
	}
}

func TestFrontMatterErrorNamesFileAndLine(t *testing.T) {
	src := "---\ntitle: ok\ntags: [a, b\n---\n# x\n"
	_, err := New().Parse("blog/post.md", []byte(src))
	if err == nil {
		t.Fatal("want an error")
	}
	if !strings.HasPrefix(err.Error(), "blog/post.md:") || !strings.Contains(err.Error(), "front matter") {
		t.Errorf("error = %v", err)
	}
}

func TestUnclosedFenceIsBody(t *testing.T) {
	doc, err := New().Parse("a.md", []byte("---\nnot front matter\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.FrontMatter) != 0 || !strings.Contains(doc.HTML, "not front matter") {
		t.Errorf("doc = %+v", doc)
	}
}
