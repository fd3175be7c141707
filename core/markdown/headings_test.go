package markdown

import (
	"reflect"
	"testing"
)

func TestHeadingMarkup(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{
			name: "h1 has no anchor",
			src:  "# Lexical",
			want: "<h1>Lexical</h1>\n",
		},
		{
			name: "h2 gets id, class and hash link",
			src:  "## Getting started",
			want: `<h2 class="anchor" id="getting-started">Getting started<a href="#getting-started" class="hash-link" aria-label="Direct link to Getting started" title="Direct link to Getting started">&#8203;</a></h2>` + "\n",
		},
		{
			name: "explicit id wins and leaves the text",
			src:  "### The `$getRoot` function {#getroot}",
			want: `<h3 class="anchor" id="getroot">The <code>$getRoot</code> function<a href="#getroot" class="hash-link" aria-label="Direct link to The $getRoot function" title="Direct link to The $getRoot function">&#8203;</a></h3>` + "\n",
		},
		{
			name: "explicit id with underscores stays literal",
			src:  "## Options {#my_id_here}",
			want: `<h2 class="anchor" id="my_id_here">Options<a href="#my_id_here" class="hash-link" aria-label="Direct link to Options" title="Direct link to Options">&#8203;</a></h2>` + "\n",
		},
		{
			name: "explicit id on a setext heading",
			src:  "Setext title {#setext}\n---",
			want: `<h2 class="anchor" id="setext">Setext title<a href="#setext" class="hash-link" aria-label="Direct link to Setext title" title="Direct link to Setext title">&#8203;</a></h2>` + "\n",
		},
		{
			name: "an MDX comment gives the id, its words after the first ignored",
			src:  "## Headings {/* #my-heading-id more words */}",
			want: `<h2 class="anchor" id="my-heading-id">Headings<a href="#my-heading-id" class="hash-link" aria-label="Direct link to Headings" title="Direct link to Headings">&#8203;</a></h2>` + "\n",
		},
		{
			name: "an HTML comment gives the id",
			src:  "## Heading Ids <!-- #my-custom-id -->",
			want: `<h2 class="anchor" id="my-custom-id">Heading Ids<a href="#my-custom-id" class="hash-link" aria-label="Direct link to Heading Ids" title="Direct link to Heading Ids">&#8203;</a></h2>` + "\n",
		},
		{
			name: "explicit id on h1 is dropped",
			src:  "# Title {#title}",
			want: "<h1>Title</h1>\n",
		},
		{
			name: "heading without slug has no anchor",
			src:  "## 🎉",
			want: "<h2>🎉</h2>\n",
		},
		{
			name: "label is escaped",
			src:  `## A <b>bold</b> "quote" & more`,
			want: `<h2 class="anchor" id="a-bold-quote--more">A <b>bold</b> &quot;quote&quot; &amp; more<a href="#a-bold-quote--more" class="hash-link" aria-label="Direct link to A bold &quot;quote&quot; &amp; more" title="Direct link to A bold &quot;quote&quot; &amp; more">&#8203;</a></h2>` + "\n",
		},
		{
			name: "braces that are not an id stay",
			src:  "## Set {a, b}",
			want: `<h2 class="anchor" id="set-a-b">Set {a, b}<a href="#set-a-b" class="hash-link" aria-label="Direct link to Set {a, b}" title="Direct link to Set {a, b}">&#8203;</a></h2>` + "\n",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := parse(t, c.src).HTML; got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

func TestHeadingList(t *testing.T) {
	src := "# Intro\n\n## Intro\n\n## Why *Lexical*?\n\n### Setup {#setup}\n\n## Setup\n\n## A [link](https://x.dev) and \\*stars\\* &amp; co\n"
	want := []Heading{
		{Level: 1, ID: "", Text: "Intro", HTML: "Intro"},
		// The h1 took "intro", as in Docusaurus.
		{Level: 2, ID: "intro-1", Text: "Intro", HTML: "Intro"},
		{Level: 2, ID: "why-lexical", Text: "Why Lexical?", HTML: "Why <em>Lexical</em>?"},
		{Level: 3, ID: "setup", Text: "Setup", HTML: "Setup"},
		// The author's {#setup} is taken: the generated slug moves on.
		{Level: 2, ID: "setup-1", Text: "Setup", HTML: "Setup"},
		{Level: 2, ID: "a-link-and-stars--co", Text: "A link and *stars* & co", HTML: `A <a href="https://x.dev">link</a> and *stars* &amp; co`},
	}
	if got := parse(t, src).Headings; !reflect.DeepEqual(got, want) {
		t.Errorf("headings:\n got %+v\nwant %+v", got, want)
	}
}

func TestHeadingsInsideContainersCount(t *testing.T) {
	doc := parse(t, "> ## Quoted\n\n- ## Listed\n\n:::tip\n## Tipped\n:::\n")
	var ids []string
	for _, h := range doc.Headings {
		ids = append(ids, h.ID)
	}
	if want := []string{"quoted", "listed", "tipped"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("ids = %v, want %v", ids, want)
	}
}
