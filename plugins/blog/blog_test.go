package blog

import (
	"strings"
	"testing"
)

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{"Hello": "hello", "Beta Tag": "beta-tag", " React & Vue ": "react-vue", "déjà vu": "déjà-vu"} {
		if got := slugify(in); got != want {
			t.Errorf("slugify(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTruncateMarker(t *testing.T) {
	md := "Intro.\n\n<!-- truncate -->\n\nRest."
	if got, ok := cutAtTruncateMarker([]byte(md), false); !ok || strings.TrimSpace(string(got)) != "Intro." {
		t.Errorf("markdown: %q, %v", got, ok)
	}
	// The JSX comment marks MDX only; in Markdown it is text.
	mdx := "Intro.\n\n{/* truncate */}\n\nRest."
	if _, ok := cutAtTruncateMarker([]byte(mdx), false); ok {
		t.Error("a JSX comment must not truncate a Markdown post")
	}
	if got, ok := cutAtTruncateMarker([]byte(mdx), true); !ok || strings.TrimSpace(string(got)) != "Intro." {
		t.Errorf("mdx: %q, %v", got, ok)
	}
}

func TestMDXAsMarkdownKeepsProseThatStartsWithImport(t *testing.T) {
	src := "---\ntitle: x\n---\nimport Demo from './Demo';\n\nPosts can\nimport components.\n\n<Demo />\n\n{/* a note */}\nEnd."
	got := string(mdxAsMarkdown([]byte(src)))
	for _, gone := range []string{"import Demo", "<Demo />", "a note"} {
		if strings.Contains(got, gone) {
			t.Errorf("%q survived: %q", gone, got)
		}
	}
	if !strings.Contains(got, "import components.") {
		t.Errorf("prose was dropped: %q", got)
	}
	if strings.Count(got, "\n") != strings.Count(src, "\n") {
		t.Error("lines moved: errors would point at the wrong line")
	}
}

func TestOptions(t *testing.T) {
	o, err := decodeOptions([]byte(`{"postsPerPage":"ALL","blogSidebarCount":3,"feedOptions":{"type":"rss"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if !o.PostsPerPage.All() || o.BlogSidebarCount != 3 || !o.Feed.feedTypes()["rss"] || o.Feed.feedTypes()["atom"] || o.Feed.Limit != 20 {
		t.Errorf("options = %+v", o)
	}
	for _, bad := range []string{`{"postsPerPage":0}`, `{"postPerPage":2}`, `{"feedOptions":{"type":["rdf"]}}`} {
		if _, err := decodeOptions([]byte(bad)); err == nil {
			t.Errorf("%s: want an error", bad)
		}
	}
}

func TestReadingTime(t *testing.T) {
	if got := readingTime("<p>" + strings.Repeat("word ", 300) + "</p>"); got != 1.5 {
		t.Errorf("300 words = %v minutes, want 1.5", got)
	}
}

func TestFrontMatterErrorsNameTheLine(t *testing.T) {
	src := []byte("---\ntitle: x\ndate: soon\n---\nbody")
	s := postSource{file: "site/blog/x.md", src: src, values: map[string]any{"title": "x", "date": "soon"}}
	_, err := s.decodeFrontMatter()
	if err == nil || !strings.HasPrefix(err.Error(), "site/blog/x.md:3:1: front matter: date:") {
		t.Errorf("err = %v", err)
	}
}
