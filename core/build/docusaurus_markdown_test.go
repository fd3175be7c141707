package build

import (
	"strings"
	"testing"
)

// Docs written for Docusaurus: magic comments in .md and .mdx code, a
// site's own magic comment, line numbers in MDX, and descriptions taken
// from the first line of text.
const docusaurusMarkdownSite = `
-- site.toml --
title = "Dino"
url = "https://dino.example"

[[themeConfig.codeBlock.magicComments]]
className = "theme-code-block-highlighted-line"
line = "highlight-next-line"
block = { start = "highlight-start", end = "highlight-end" }

[[themeConfig.codeBlock.magicComments]]
className = "code-block-error-line"
line = "This will error"

[[plugins]]
name = "docs"
-- site/docs/intro.md --
# Intro

The **dino** guide, in [short](./more.mdx).

` + "```js" + `
const a = 1;
// highlight-next-line
const b = 2;
// This will error
boom();
` + "```" + `
-- site/docs/more.mdx --
---
description: Given in front matter
---
# More

` + "```ts title=\"more.ts\" showLineNumbers=3" + `
// highlight-start
let x = 1;
// highlight-end
let y = 2;
` + "```" + `
`

func TestDocusaurusMagicCommentsAndDescriptions(t *testing.T) {
	s := newTestSite(t, docusaurusMarkdownSite)
	s.mustBuild()
	s.assertFile("build/docs/intro/index.html",
		`<meta name="description" content="The dino guide, in short.">`,
		`<span class="theme-code-block-highlighted-line"><span class="token-line"><span class="kd">const</span> <span class="nx">b</span>`,
		`<span class="code-block-error-line"><span class="token-line"><span class="nf">boom</span>`,
		"! highlight-next-line",
		"! This will error",
	)
	more := s.read("build/docs/more/index.html")
	for _, want := range []string{
		`<meta name="description" content="Given in front matter">`,
		`<div class="code-block-title">more.ts</div>`,
		`<pre tabindex="0" class="code-block code-block-line-numbers"><code style="counter-reset:line 2">`,
		`<span class="theme-code-block-highlighted-line"><span class="token-line"><span class="kd">let</span> <span class="nx">x</span>`,
	} {
		if !strings.Contains(more, want) {
			t.Errorf("more.mdx lacks %s", want)
		}
	}
	if strings.Contains(more, "highlight-start") {
		t.Errorf("more.mdx shows its magic comments")
	}
}

// tags.yml, as Docusaurus's: a post's tag that names a key takes the
// file's label and permalink.
func TestBlogTagsFile(t *testing.T) {
	s := newTestSite(t, blogSite)
	s.write("site/blog/tags.yml", "alpha:\n  label: Alpha Centauri\n  permalink: /stars/alpha\n  description: Posts about the nearest star.\nunused:\n")
	s.mustBuild()
	s.assertFile("build/blog/tags/stars/alpha/index.html", `3 posts tagged with &quot;Alpha Centauri&quot;`, "Post three", `<p>Posts about the nearest star.</p>`, `<meta name="description" content="Posts about the nearest star.">`)
	s.assertFile("build/blog/tags/index.html", `href="/blog/tags/stars/alpha"`, "Alpha Centauri", `! href="/blog/tags/alpha"`)
	assertNotBuilt(t, s, "build/blog/tags/alpha/index.html")

	s.write("site/blog/tags.yml", "alpha:\n  permalink: stars\n")
	if _, err := s.build(); err == nil || !strings.Contains(err.Error(), `site/blog/tags.yml:1:1: tag "alpha": permalink must start with "/"`) {
		t.Errorf("want the tags file's mistake at its line, got %v", err)
	}
}
