package build

import (
	"os"
	"path/filepath"
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

// The routes reach a bundle only through the targets of its MDX pages'
// links: a page no link names, added or removed, keeps the bundle (its
// server bundle is not written again); a page added where a link pointed
// at nothing makes the link the page's URL.
func TestMDXLinksKeepTheBundleWhileTheirTargetsKeepTheirURLs(t *testing.T) {
	site := strings.Replace(mdxSite, "url = \"https://tiny.example\"\n", "url = \"https://tiny.example\"\nonBrokenMarkdownLinks = \"warn\"\n", 1)
	s := newTestSite(t, site+`-- site/pages/linked.mdx --
# Linked

Read [later](./later.md) and [other](./other.md).
`)
	s.mustBuild()
	s.assertFile("build/linked/index.html", `<a href="./later.md">later</a>`, `<a href="/other">other</a>`)
	_, server := cachePaths(s.dir, filepath.Join(s.dir, "build"))
	bundled := func() os.FileInfo {
		t.Helper()
		st, err := os.Stat(server)
		if err != nil {
			t.Fatalf("no server bundle kept: %v", err)
		}
		return st
	}
	before := bundled()
	waitForNextTick(t, s.dir)
	s.write("site/pages/unrelated.md", "# Unrelated\n")
	s.mustBuild()
	s.assertFile("build/unrelated/index.html", "Unrelated")
	if now := bundled(); !os.SameFile(before, now) || !now.ModTime().Equal(before.ModTime()) {
		t.Errorf("adding a page no MDX link names bundled again")
	}
	if err := os.Remove(filepath.Join(s.dir, "site/pages/unrelated.md")); err != nil {
		t.Fatal(err)
	}
	s.mustBuild()
	if now := bundled(); !os.SameFile(before, now) || !now.ModTime().Equal(before.ModTime()) {
		t.Errorf("removing a page no MDX link names bundled again")
	}
	s.write("site/pages/later.md", "# Later\n")
	s.mustBuild()
	s.assertFile("build/linked/index.html", `<a href="/later">later</a>`, `<a href="/other">other</a>`)
	if err := os.Remove(filepath.Join(s.dir, "site/pages/later.md")); err != nil {
		t.Fatal(err)
	}
	s.mustBuild()
	s.assertFile("build/linked/index.html", `<a href="./later.md">later</a>`)
}
