package build

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docsSite is a small docs site built by the docs plugin: a sidebars file
// with a category that has an index doc, an unlisted doc, a draft, a doc
// in no sidebar, an MDX doc with a theme component, and an admonition.
const docsSite = `
-- site.toml --
title = "Tiny docs"
url = "https://tiny.example"

[[plugins]]
name = "docs"
[plugins.options]
sidebarPath = "site/sidebars.json"
-- site/sidebars.json --
{
  "guide": [
    "intro",
    {
      "type": "category",
      "label": "Basics",
      "link": { "type": "doc", "id": "basics/index" },
      "items": ["basics/setup", "basics/hidden", "basics/later"]
    },
    { "type": "link", "label": "Source", "href": "https://example.com/src" }
  ]
}
-- site/docs/intro.md --
# Introduction

Start with [the setup](basics/setup.md).

:::tip[Before you start]
Install Node.
:::
-- site/docs/basics/index.md --
# Basics
-- site/docs/basics/setup.md --
---
description: How to set up.
---
# Setup

## Install

## Configure
-- site/docs/basics/hidden.md --
---
unlisted: true
---
# Hidden
-- site/docs/basics/later.md --
---
draft: true
---
# Later
-- site/docs/design.mdx --
# Design

<Admonition type="note" title="From MDX">A note.</Admonition>
`

func TestDocsSite(t *testing.T) {
	s := newTestSite(t, docsSite)
	sum := s.mustBuild()

	// intro, basics/, setup, hidden, design, and the not-found page.
	if sum.Routes != 6 {
		t.Errorf("routes = %d, want 6", sum.Routes)
	}
	s.assertFile("build/docs/intro/index.html",
		"<title>Introduction | Tiny docs</title>",
		`href="/docs/basics/setup"`,
		`class="theme-admonition theme-admonition-tip`,
		"Before you start",
		// The sidebar, server-rendered: the category with its index doc's URL.
		`aria-label="Docs sidebar"`,
		`href="/docs/basics/"`,
		"Basics",
		`href="https://example.com/src"`,
		// The unlisted doc is not in the sidebar unless it is the current page.
		"! /docs/basics/hidden\" class=\"menu__link",
		`class="pagination-nav__link pagination-nav__link--next"`,
	)
	s.assertFile("build/docs/basics/setup/index.html",
		`<meta name="description" content="How to set up.">`,
		`href="#install" class="table-of-contents__link toc-highlight"`,
		`aria-current="page"`,
		`class="breadcrumbs__link" aria-current="page">Setup`,
		"Previous", "Basics",
	)
	// An index doc is its folder's page.
	s.assertFile("build/docs/basics/index.html", "<title>Basics | Tiny docs</title>")
	// Unlisted: routed, noindex, shown in the sidebar while it is the current page.
	s.assertFile("build/docs/basics/hidden/index.html",
		`<meta name="robots" content="noindex, nofollow">`,
		"This page is unlisted.",
		`href="/docs/basics/hidden"`,
	)
	// A draft is not built.
	if matches, _ := filepath.Glob(filepath.Join(s.dir, "build/docs/basics/later*")); len(matches) > 0 {
		t.Errorf("a draft was built: %v", matches)
	}
	// A doc in no sidebar still gets the doc layout, without a sidebar.
	s.assertFile("build/docs/design/index.html",
		"<title>Design | Tiny docs</title>",
		`class="theme-admonition theme-admonition-note`,
		"From MDX",
		"! aria-label=\"Docs sidebar\"",
	)

	// The sidebar is one shared data file, not part of every page's data.
	manifestURL := regexp.MustCompile(`"manifest":"(/__folio/routes\.json)"`).FindStringSubmatch(s.read("build/docs/intro/index.html"))
	if manifestURL == nil {
		t.Fatal("no manifest")
	}
	manifest := s.read(filepath.Join("build", manifestURL[1]))
	if !strings.Contains(manifest, `"docs-sidebar-guide":"/assets/data/shared-`) {
		t.Errorf("manifest lacks the shared sidebar: %s", manifest)
	}
	routeData := regexp.MustCompile(`"/docs/basics/setup":\[\d+,"([^"]+)"\]`).FindStringSubmatch(manifest)
	if routeData == nil {
		t.Fatalf("no data file for /docs/basics/setup in %s", manifest)
	}
	s.assertFile(filepath.Join("build", routeData[1]), `"sidebar":"guide"`, `"shared":["docs-sidebar-guide"]`, "! https://example.com/src")
}

func TestDocsSidebarWithMissingDocFailsTheBuild(t *testing.T) {
	s := newTestSite(t, docsSite)
	s.write("site/sidebars.json", "{\n  \"guide\": [\n    \"intro\",\n    \"basics/nope\"\n  ]\n}\n")
	d := wantDiagnostic(t, s.buildDiagnostics(), "site/sidebars.json", 4, 5, "docs", `    "basics/nope"`)
	if !strings.HasPrefix(d.Message, `sidebar "guide": doc id "basics/nope" not found`) {
		t.Errorf("message %q", d.Message)
	}
}
