package markdown

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// parse runs the default pipeline and fails the test on an error.
func parse(t *testing.T, src string) *Document {
	t.Helper()
	doc, err := New().Parse("docs/page.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// assertHTML checks that the page HTML holds every want and none of the
// unwanted strings.
func assertHTML(t *testing.T, html string, want []string, unwanted ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("HTML lacks %q:\n%s", w, html)
		}
	}
	for _, u := range unwanted {
		if strings.Contains(html, u) {
			t.Errorf("HTML has %q:\n%s", u, html)
		}
	}
}

func TestParseFrontMatterAndTitle(t *testing.T) {
	doc := parse(t, "---\ntitle: Markdown page\ndescription: A page in Markdown\n---\n\n# Heading one\n\nSome *text*.\n")
	if doc.Title != "Markdown page" || doc.Description != "A page in Markdown" {
		t.Errorf("title %q description %q", doc.Title, doc.Description)
	}
	if doc.FrontMatter["title"] != "Markdown page" {
		t.Errorf("front matter = %v", doc.FrontMatter)
	}
	assertHTML(t, doc.HTML, []string{"<h1>Heading one</h1>", "<em>text</em>"})
}

func TestTitleFallsBackToFirstH1(t *testing.T) {
	doc := parse(t, "Intro\n\n## Not this\n\n# The `code` title\n")
	if doc.Title != "The code title" {
		t.Errorf("title = %q", doc.Title)
	}
}

func TestGitHubFlavouredMarkdown(t *testing.T) {
	src := "| a | b |\n|---|:-:|\n| 1 | 2 |\n\n- [x] done\n- [ ] to do\n\n~~gone~~ and https://lexical.dev\n"
	doc := parse(t, src)
	assertHTML(t, doc.HTML, []string{
		"<table>", "<th>a</th>", "<td>1</td>",
		`<input checked="" disabled="" type="checkbox"> done`,
		`<input disabled="" type="checkbox"> to do`,
		"<del>gone</del>",
		`<a href="https://lexical.dev">https://lexical.dev</a>`,
	})
}

func TestRawHTMLIsKept(t *testing.T) {
	doc := parse(t, "<div class=\"hero\">\n\nText with <kbd>Ctrl</kbd>.\n\n</div>\n")
	assertHTML(t, doc.HTML, []string{`<div class="hero">`, "<kbd>Ctrl</kbd>", "</div>"})
}

func TestInvalidOptionsAreReported(t *testing.T) {
	_, err := NewWithOptions(Options{TOCMinLevel: 1}).Parse("a.md", []byte("# x\n"))
	if err == nil || !strings.Contains(err.Error(), "table of contents levels must be from 2 to 6, got 1 to 3") {
		t.Errorf("err = %v", err)
	}
	_, err = NewWithOptions(Options{TOCMinLevel: 4, TOCMaxLevel: 3}).Parse("a.md", []byte("# x\n"))
	if err == nil || !strings.Contains(err.Error(), "minimum level 4 is above the maximum 3") {
		t.Errorf("err = %v", err)
	}
}

// One pipeline serves every goroutine of a plugin: per-document state
// (slugs, links, warnings) must never leak between parallel parses.
func TestParallelParsesStayApart(t *testing.T) {
	p := NewWithOptions(Options{ResolveLink: func(_, target string) (string, bool) {
		return "/docs/" + strings.TrimSuffix(target, ".md"), true
	}})
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := 0; i < 64; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			src := fmt.Sprintf("## Same\n\n## Same\n\n[x](p%d.md)\n\n```foo%d\nx\n```\n\n```bash\necho $HOME\n```\n", i, i)
			doc, err := p.Parse(fmt.Sprintf("p%d.md", i), []byte(src))
			switch {
			case err != nil:
				errs <- err
			case doc.Headings[1].ID != "same-1":
				errs <- fmt.Errorf("doc %d: second heading id %q", i, doc.Headings[1].ID)
			case len(doc.Links) != 1 || doc.Links[0].URL != fmt.Sprintf("/docs/p%d", i):
				errs <- fmt.Errorf("doc %d: links %v", i, doc.Links)
			case len(doc.Warnings) != 1 || doc.Warnings[0].Message != fmt.Sprintf(`The language "foo%d" has no grammar.`, i):
				errs <- fmt.Errorf("doc %d: warnings %v", i, doc.Warnings)
			case !strings.Contains(doc.HTML, `<span class="nb">echo</span>`):
				errs <- fmt.Errorf("doc %d: bash not highlighted", i)
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// FuzzParse looks for inputs that crash the pipeline: any body must render.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"::::note[x\n:::tip\n```\n:::\n```\n::::\n",
		"## a {#b}\nc {#d}\n===\n",
		"- :::tip\n  x\n:::\n> :::info\n> y",
		"```js {1-99999999999} showLineNumbers=0 title='\n<x>\n```",
		"[a](./b.md#c) ![d](e.png) <a href='f'>g</a> https://h.dev",
	} {
		f.Add(seed)
	}
	p := New()
	f.Fuzz(func(t *testing.T, body string) {
		if strings.HasPrefix(body, "---") {
			return // front matter errors are expected and tested elsewhere
		}
		if _, err := p.Parse("f.md", []byte(body)); err != nil {
			t.Fatalf("body %q: %v", body, err)
		}
	})
}
