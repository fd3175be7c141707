package blog

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
)

const taggedPosts = `
-- site/blog/tags.yml --
hello:
  label: Hello
-- site/blog/2021-08-26-welcome.md --
---
title: Welcome
tags:
  - hello
  - news
  - label: Release
    permalink: /release
---
Hello.

<!-- truncate -->
-- site/blog/2021-09-01-known.md --
---
title: Known
tags: [hello]
---
Only a tag the file defines.

<!-- truncate -->
`

func loadTagged(t *testing.T, archive, options string) (*loadedBlog, error) {
	t.Helper()
	plugin := New()
	dir, sent, err := mdpagetest.LoadWithOptions(t, plugin, archive, options, `{}`)
	return &loadedBlog{plugin: plugin, dir: dir, routes: sent.Routes, warnings: sent.Warnings}, err
}

// With a tags file, a post's tags the file does not define are reported at
// the front matter's tags line, as Docusaurus's onInlineTags (default warn).
func TestInlineTagsAreReportedWhenThereIsATagsFile(t *testing.T) {
	l, err := loadTagged(t, taggedPosts, "")
	if err != nil {
		t.Fatal(err)
	}
	want := `site/blog/2021-08-26-welcome.md:3: front matter: tags: "news", "Release" are not defined in site/blog/tags.yml: add them to it, or set the blog's onInlineTags option`
	if len(l.warnings) != 1 || !strings.HasPrefix(l.warnings[0], want) {
		t.Errorf("warnings = %q\nwant one starting %q", l.warnings, want)
	}

	if l, err := loadTagged(t, taggedPosts, `{"onInlineTags":"ignore"}`); err != nil || len(l.warnings) != 0 {
		t.Errorf("ignore: err %v, warnings %q", err, l.warnings)
	}

	_, err = loadTagged(t, taggedPosts, `{"onInlineTags":"throw"}`)
	if err == nil || !strings.Contains(err.Error(), `site/blog/2021-08-26-welcome.md:3:1: front matter: tags: "news", "Release" are not defined`) {
		t.Errorf("throw: err = %v", err)
	}

	_, err = loadTagged(t, taggedPosts, `{"onInlineTags":"fail"}`)
	if err == nil || !strings.Contains(err.Error(), `onInlineTags: unknown value "fail" (want ignore, log, warn or throw)`) {
		t.Errorf("a wrong value: err = %v", err)
	}
}

// Without a tags file every tag is inline, and nothing is said.
func TestInlineTagsNeedNoTagsFile(t *testing.T) {
	l, err := loadTagged(t, strings.Replace(taggedPosts, "site/blog/tags.yml", "site/blog/other.yml", 1), `{"onInlineTags":"throw"}`)
	if err != nil || len(l.warnings) != 0 {
		t.Errorf("err %v, warnings %q", err, l.warnings)
	}
}

// editUrl gives each post page an "Edit this page" link: the option and the
// post's path from the site folder, as Docusaurus does.
func TestEditURLFollowsThePostsPath(t *testing.T) {
	l, err := loadTagged(t, taggedPosts, `{"editUrl":"https://github.com/o/r/tree/main/website/","onInlineTags":"ignore"}`)
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		EditURL string `json:"editUrl"`
	}
	if err := json.Unmarshal(l.routes["/blog/welcome"].DataJson, &page); err != nil {
		t.Fatal(err)
	}
	if page.EditURL != "https://github.com/o/r/tree/main/website/site/blog/2021-08-26-welcome.md" {
		t.Errorf("editUrl = %q", page.EditURL)
	}
	l, _ = loadTagged(t, taggedPosts, `{"onInlineTags":"ignore"}`)
	if strings.Contains(string(l.routes["/blog/welcome"].DataJson), "editUrl") {
		t.Errorf("no option, yet an edit link: %s", l.routes["/blog/welcome"].DataJson)
	}
}
