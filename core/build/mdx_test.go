package build

import (
	"strings"
	"testing"
)

const mdxSite = `
-- site.toml --
title = "Tiny"
url = "https://tiny.example"
-- site/pages/index.tsx --
export default function Home() { return <p>home</p>; }
-- site/pages/hello.mdx --
---
title: Hello MDX
description: A page in MDX
---
import { Greeting } from '@site/site/components/Greeting';

# Hello MDX

<Greeting name="reader" />

## Two plus two {#sum}

Two plus two is {2 + 2}. See [the other page](./other.md#part).

| a | b |
|---|---|
| 1 | 2 |
-- site/pages/other.md --
# Other

## Part
-- site/components/Greeting.tsx --
export function Greeting({ name }: { name: string }) {
  return <p className="greeting">Hello, {name}!</p>;
}
`

func TestMDXPage(t *testing.T) {
	s := newTestSite(t, mdxSite)
	s.mustBuild()
	s.assertFile("build/hello/index.html",
		"<title>Hello MDX | Tiny</title>",
		`<meta name="description" content="A page in MDX">`,
		`<p class="greeting">Hello, <!-- -->reader<!-- -->!</p>`,
		`<h2 id="sum" class="anchor">Two plus two<a href="#sum" class="hash-link"`,
		"Two plus two is <!-- -->4",
		"<table>",
		`<a href="/other#part">the other page</a>`,
		"! {#sum}",
		"! title: Hello MDX",
	)
}

func TestMDXSyntaxErrorNamesFileAndLine(t *testing.T) {
	s := newTestSite(t, mdxSite)
	s.write("site/pages/hello.mdx", "---\ntitle: x\n---\n\n# Hello\n\nTwo plus {2 +} is four.\n\nMore text.\n")
	_, err := s.build()
	if err == nil {
		t.Fatal("want an error")
	}
	if !strings.Contains(err.Error(), "site/pages/hello.mdx:7:") {
		t.Errorf("error should name the file and line 7: %v", err)
	}
}
