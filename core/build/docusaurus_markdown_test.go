package build

import (
	"regexp"
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

// Images take their own width and height, so the page reserves their box
// before they load: Markdown images in MDX (relative ones published as
// files), absolute "/img/..." paths found in the static folder, and a JSX
// <img> with a literal src; a .md image at an absolute path too.
func TestDocusaurusImageSizes(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Dino"
url = "https://dino.example"

[[plugins]]
name = "docs"
-- site/docs/intro.md --
# Intro

![Rel](./logo.svg) ![Abs](/img/abs.svg) ![Gone](/img/gone.svg)
-- site/docs/more.mdx --
# More

![Rel](./logo.svg "The logo") ![Abs](/img/abs.svg)

<img src="/img/abs.svg" alt="jsx" />

<img src="/img/abs.svg" alt="sized" width="8" />
-- site/docs/logo.svg --
<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"></svg>
-- static/img/abs.svg --
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"></svg>
`)
	s.mustBuild()
	s.assertFile("build/docs/intro/index.html",
		`alt="Rel" width="30" height="20">`,
		`<img src="/img/abs.svg" alt="Abs" width="64" height="48">`,
		`<img src="/img/gone.svg" alt="Gone">`,
	)
	more := s.read("build/docs/more/index.html")
	logo := regexp.MustCompile(`<img src="(/assets/media/logo-[^"]+\.svg)" alt="Rel" title="The logo" width="30" height="20"/>`).FindStringSubmatch(more)
	if logo == nil {
		t.Fatalf("more.mdx's relative image is not published with its size:\n%s", more)
	}
	if got := s.read("build" + logo[1]); !strings.Contains(got, `width="30"`) {
		t.Errorf("%s holds %q, not the logo", logo[1], got)
	}
	for _, want := range []string{
		`<img src="/img/abs.svg" alt="Abs" width="64" height="48"/>`,
		`<img src="/img/abs.svg" alt="jsx" width="64" height="48"/>`,
		`<img src="/img/abs.svg" alt="sized" width="8"/>`,
	} {
		if !strings.Contains(more, want) {
			t.Errorf("more.mdx lacks %s", want)
		}
	}

	// The static images are inputs of the pages that hold their sizes: one
	// replaced by an image of another size, and the missing one added,
	// reach the next build as they would a cold one.
	s.write("static/img/abs.svg", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"></svg>`+"\n")
	s.write("static/img/gone.svg", `<svg xmlns="http://www.w3.org/2000/svg" width="7" height="5"></svg>`+"\n")
	s.mustBuild()
	s.assertFile("build/docs/intro/index.html",
		`<img src="/img/abs.svg" alt="Abs" width="640" height="480">`,
		`<img src="/img/gone.svg" alt="Gone" width="7" height="5">`,
	)
	s.assertFile("build/docs/more/index.html",
		`<img src="/img/abs.svg" alt="Abs" width="640" height="480"/>`,
		`<img src="/img/abs.svg" alt="jsx" width="640" height="480"/>`,
	)
}

// A <CodeBlock> a component writes itself is highlighted at build time
// like a Markdown fence, with its title and line numbers; one whose code
// is computed shows it plain.
func TestDocusaurusCodeBlockInAComponent(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Dino"
url = "https://dino.example"
-- site/pages/index.js --
import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';

const who = 'dino';

export default function Home() {
  return (
    <Layout title="Code">
      <CodeBlock language="jsx" title="/src/hello.js" showLineNumbers>
        {`+"`"+`function Hello() {
  return <h1>Hello, \`+"`"+`world\`+"`"+`</h1>;
}`+"`"+`}
      </CodeBlock>
      <CodeBlock language="python">{"def roar():\n    pass"}</CodeBlock>
      <CodeBlock language="js">{`+"`"+`const who = ${who};`+"`"+`}</CodeBlock>
    </Layout>
  );
}
`)
	s.mustBuild()
	s.assertFile("build/index.html",
		`<div class="code-block-title">/src/hello.js</div><pre tabindex="0" class="code-block code-block-line-numbers"><code><span class="token-line"><span class="kd">function</span> <span class="nf">Hello</span>`,
		"`world`",
		`<span class="token-line"><span class="k">def</span> <span class="nf">roar</span>`,
		`<code>const who = dino;</code>`,
	)
}

// The classic template's own docs: an h2 that repeats the h1, and ids
// given by a trailing MDX comment. The table of contents (made by the
// docs plugin in Go) and the headings (made by the MDX compiler) must
// name the same ids, or the default onBrokenAnchors = "throw" stops the
// build on the page's own TOC links.
func TestMDXHeadingIdsMatchTheTableOfContents(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Dino"
url = "https://dino.example"

[[plugins]]
name = "docs"
-- site/docs/deploy.mdx --
# Deploy your site

## Build your site

## Deploy your site

## Headings {/* #my-heading-id */}

### Heading Ids {/* #my-custom-id and words */}

## Notes <!-- #notes-id -->

## Deploy your site
`)
	s.mustBuild()
	s.assertFile("build/docs/deploy/index.html",
		`<h2 id="deploy-your-site-1" class="anchor">Deploy your site<a href="#deploy-your-site-1"`,
		`<h2 id="deploy-your-site-2" class="anchor">Deploy your site<a href="#deploy-your-site-2"`,
		`<h2 id="my-heading-id" class="anchor">Headings<a href="#my-heading-id"`,
		`<h3 id="my-custom-id" class="anchor">Heading Ids<a href="#my-custom-id"`,
		`<h2 id="notes-id" class="anchor">Notes<a href="#notes-id"`,
		`href="#deploy-your-site-1"`,
		"! #/* #",
		"! id=\"deploy-your-site\"",
	)
	html := s.read("build/docs/deploy/index.html")
	for _, id := range regexp.MustCompile(`href="#([^"_]+)"`).FindAllStringSubmatch(html, -1) {
		if !strings.Contains(html, `id="`+id[1]+`"`) {
			t.Errorf("the page links #%s, which no element has", id[1])
		}
	}
}
