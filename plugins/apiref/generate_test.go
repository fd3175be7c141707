package apiref

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
)

func TestFixtureDocs(t *testing.T) {
	res, _ := generateFixture(t)
	var ids []string
	for _, d := range res.Docs {
		ids = append(ids, d.ID)
		if d.Path != d.ID+".md" {
			t.Errorf("%s: path %s, want %s.md", d.ID, d.Path, d.ID)
		}
	}
	sort.Strings(ids)
	want := []string{
		"api/classes/fixture-core.Base",
		"api/classes/fixture-core.Editor", // exported with `export type`, still a class
		"api/classes/fixture-core.Widget",
		"api/index",
		"api/interfaces/fixture-core.Command", // object type aliases read as interfaces
		"api/interfaces/fixture-core.Named",
		"api/interfaces/fixture-core.Options",
		"api/modules",
		"api/modules/fixture-core",
		"api/modules/fixture-core_Extra", // "./Extra.js" repeats "./Extra": one module
		"api/modules/fixture_plugin",
		"packages/fixture-core",
		"packages/fixture-plugin",
	}
	if strings.Join(ids, "\n") != strings.Join(want, "\n") {
		t.Errorf("docs:\n%s\nwant:\n%s", strings.Join(ids, "\n"), strings.Join(want, "\n"))
	}
	wantCats := []Category{{"api/modules", "Modules", 3}, {"api/classes", "Classes", 4}, {"api/interfaces", "Interfaces", 5}}
	for i, c := range wantCats {
		if i >= len(res.Categories) || res.Categories[i] != c {
			t.Errorf("categories %+v, want %+v", res.Categories, wantCats)
			break
		}
	}
}

func TestFixtureClassPage(t *testing.T) {
	_, docs := generateFixture(t)
	page := docs["api/classes/fixture-core.Widget"]
	assertContains(t, "Widget's page", page,
		`title: "Class: Widget"`, `sidebar_label: "Widget"`, "# Class: Widget\n",
		"Exported by [`fixture-core`](/docs/api/modules/fixture-core).",
		"A thing on the page.",
		"**Example**\n\n```ts\nconst w = new Widget('hello');",
		`**Extends** <code><a href="/docs/api/classes/fixture-core.Base">Base</a></code>`,
		`**Implements** <code><a href="/docs/api/interfaces/fixture-core.Named">Named</a></code>`,
		"## Constructors {#constructors}", "## Properties {#properties}", "## Accessors {#accessors}", "## Methods {#methods}",
	)
	ctor := headingSection(t, page, "constructor")
	assertContains(t, "the constructor", ctor, "### constructor() {#constructor}", "new Widget&lt;T = string&gt;(name: string, value?: T)")

	// Overloads: one heading, one anchor, a block per signature, each
	// with its own comment and parameters.
	render := headingSection(t, page, "render")
	assertContains(t, "render()", render,
		"### render() {#render}",
		`<pre tabindex="0" class="api-signature"><code>render(): <a href="https://developer.mozilla.org/docs/Web/API/HTMLElement">HTMLElement</a></code></pre>`,
		"Draws the widget.",
		`render(parent: <a href="https://developer.mozilla.org/docs/Web/API/HTMLElement">HTMLElement</a>, options?: { replace?: boolean })`,
		"Draws the widget into a parent.",
		"- `parent` <code>", "- `options` <code>{ replace?: boolean }</code>",
		"  - `options.replace` <code>boolean</code>: Replaces the parent's children when true.",
	)
	if n := strings.Count(render, "<pre "); n != 2 {
		t.Errorf("render() has %d signature blocks, want 2:\n%s", n, render)
	}
	// The static getType comes second, so it is #gettype-1.
	assertContains(t, "getType()", headingSection(t, page, "gettype"), "### getType() {#gettype}", "Gets this widget's type")
	assertContains(t, "static getType()", headingSection(t, page, "gettype-1"), "### static getType() {#gettype-1}", "static getType(): string", "Gets the widget's type.")
	// Inherited and implemented members say where they come from.
	assertContains(t, "describe()", headingSection(t, page, "describe"), "Inherited from [`Base.describe`](/docs/api/classes/fixture-core.Base#describe)")
	assertContains(t, "greet()", headingSection(t, page, "greet"), "Implementation of [`Named.greet`](/docs/api/interfaces/fixture-core.Named#greet)")
	assertContains(t, "size", headingSection(t, page, "size"), "get size(): number")
}

func TestFixtureTypeReexportedClassIsAClass(t *testing.T) {
	_, docs := generateFixture(t)
	page := docs["api/classes/fixture-core.Editor"]
	assertContains(t, "Editor's page", page,
		`title: "Class: Editor"`, "# Class: Editor\n", "exported as a type only",
		"The editor. Create one with [createEditor](/docs/api/modules/fixture-core#createeditor).",
		"### registerCommand() {#registercommand}",
		`registerCommand&lt;P&gt;(command: <a href="/docs/api/interfaces/fixture-core.Command">Command</a>&lt;P&gt;, listener: (payload: P) =&gt; boolean): () =&gt; void`,
		"- `command` <code>", "  the command that triggers the listener",
		"**Returns** <code>() =&gt; void</code>\n\na function that removes the listener",
		"### update() {#update}",
		// Though exported as a type, the class is converted whole: its
		// constructor and static members too.
		"### constructor() {#constructor}", "new Editor(): <a href=\"/docs/api/classes/fixture-core.Editor\">Editor</a>",
		"### static withDefaults() {#withdefaults}", "Makes an editor with the default settings.",
	)
	// @internal members are left out.
	assertLacks(t, "Editor's page", page, "_secret")
	if _, ok := docs["api/interfaces/fixture-core.Editor"]; ok {
		t.Error("Editor also has an interface page")
	}
}

func TestFixtureInterfacePages(t *testing.T) {
	_, docs := generateFixture(t)
	assertContains(t, "Named's page", docs["api/interfaces/fixture-core.Named"],
		`title: "Interface: Named"`, "Something with a name.",
		"### name {#name}", "<code>name: string</code>", "The name shown to people.",
		"### greet() {#greet}", `greet(other: <a href="/docs/api/interfaces/fixture-core.Named">Named</a>): string`,
	)
	assertContains(t, "Options's page", docs["api/interfaces/fixture-core.Options"],
		`title: "Interface: Options"`, "Declared as an object type (`type Options = {…}`).",
		"Settings of [createEditor](/docs/api/modules/fixture-core#createeditor).",
		"### debug {#debug}", "<code>debug?: boolean</code>", "Logs every update when true.",
		"### namespace {#namespace}",
	)
	assertContains(t, "Command's page", docs["api/interfaces/fixture-core.Command"],
		"`type Command<P> = {…}`", "<code>readonly payload?: P</code>")
}

func TestFixtureModulePage(t *testing.T) {
	_, docs := generateFixture(t)
	page := docs["api/modules/fixture-core"]
	assertContains(t, "the module page", page,
		`title: "Module: fixture-core"`, "# Module: fixture-core\n",
		"From the [`fixture-core`](/docs/packages/fixture-core) package.",
		// Classes and interfaces link to their pages, with their summary.
		"## Classes {#classes}\n\n- <span id=\"base\"></span>[`Base`](/docs/api/classes/fixture-core.Base): The root of every widget.\n- <span id=\"editor\"></span>[`Editor`](/docs/api/classes/fixture-core.Editor)",
		"- <span id=\"widget\"></span>[`Widget`](/docs/api/classes/fixture-core.Widget): A thing on the page.",
		"## Interfaces {#interfaces}\n\n- <span id=\"command\"></span>[`Command`](/docs/api/interfaces/fixture-core.Command)",
		// The rest is documented in place.
		"## Type Aliases {#type-aliases}", "### Kind {#kind}",
		"type Kind = \"block\" | \"inline\" | `custom-${string}`",
		"## Variables {#variables}", "### VERSION {#version}", "const VERSION: string",
		"## Functions {#functions}",
	)
	// Overloaded functions: one heading, "$" dropped from the anchor.
	create := headingSection(t, page, "create")
	assertContains(t, "$create()", create,
		"### $create() {#create}",
		`$create(kind: "block"): <a href="/docs/api/classes/fixture-core.Widget">Widget</a>`,
		"Creates a widget of a kind.", "one of the [Kind](/docs/api/modules/fixture-core#kind)s",
		`$create(kind: "inline", count: number)`, "Creates several widgets.",
	)
	assertContains(t, "makeEditor()", headingSection(t, page, "makeeditor"),
		"> **Deprecated.** Use [createEditor](/docs/api/modules/fixture-core#createeditor) instead.")

	extra := docs["api/modules/fixture-core_Extra"]
	assertContains(t, "the Extra module", extra,
		"# Module: fixture-core/Extra", "helper(value: number | string[] | null): void",
		// Inline, between HTML tags that Markdown still reads, its
		// characters are escaped too.
		"- `value` <code>number | string&#91;&#93; | null</code>",
		"### Gadget {#gadget}", "Re-exports [`Widget`](/docs/api/classes/fixture-core.Widget) from `fixture-core`.")
}

func TestFixtureLinkTags(t *testing.T) {
	_, docs := generateFixture(t)
	getType := headingSection(t, docs["api/classes/fixture-core.Widget"], "gettype")
	// {@link Widget.render} links the member's anchor; {@link Nowhere}
	// names nothing and stays text, never a broken link.
	assertContains(t, "getType()", getType, "see [Widget.render](/docs/api/classes/fixture-core.Widget#render) and `Nowhere`.")
}

func TestFixtureIndexPages(t *testing.T) {
	_, docs := generateFixture(t)
	assertContains(t, "the API index", docs["api/index"],
		`title: "API Reference"`, "hide_table_of_contents: true", "(version 1.2.3)",
		"](/docs/api/modules)",
		"- `fixture-core`: The core of a small editor, for the generator's tests.\n  - [`fixture-core`](/docs/api/modules/fixture-core)\n  - [`fixture-core/Extra`](/docs/api/modules/fixture-core_Extra)",
		"- [`@fixture/plugin`](/docs/api/modules/fixture_plugin): A plugin for the fixture editor.",
	)
	assertContains(t, "the module index", docs["api/modules"],
		`title: "Modules"`,
		"- [`fixture-core`](/docs/api/modules/fixture-core): 3 classes, 3 interfaces, 1 type alias, 1 variable, 3 functions",
		"  - Classes: [`Base`](/docs/api/classes/fixture-core.Base), [`Editor`](/docs/api/classes/fixture-core.Editor), [`Widget`](/docs/api/classes/fixture-core.Widget)",
		"- [`fixture-core/Extra`](/docs/api/modules/fixture-core_Extra): 1 function, 1 reference",
	)
}

func TestFixturePackagePages(t *testing.T) {
	_, docs := generateFixture(t)
	core := docs["packages/fixture-core"]
	assertContains(t, "the core's page", core,
		`sidebar_label: "fixture-core (core)"`, "sidebar_position: 1\n",
		`custom_edit_url: "https://github.com/example/fixture/blob/HEAD/packages/fixture-core/README.md"`,
		"# `fixture-core`",
		// Links to generated pages become local; the image stays.
		"[![API](https://fixture.dev/img/badge.svg)](/docs/api/modules/fixture-core)",
		// A relative link to another documented package's README.
		"[the plugin](/docs/packages/fixture-plugin)",
		// Other relative links and images go to the repository.
		"[guide](https://github.com/example/fixture/blob/HEAD/packages/fixture-core/docs/guide.md#start)",
		"![a diagram](https://github.com/example/fixture/raw/HEAD/packages/fixture-core/img/diagram.png)",
		// An anchor of the README's own headings stays; one to nothing goes.
		"the [usage](#usage) below, a missing section, and",
		// Code is left alone.
		"// [not a link](./inside-code.md)",
	)
	assertContains(t, "the plugin's page", docs["packages/fixture-plugin"],
		`sidebar_label: "@fixture/plugin"`, "sidebar_position: 2\n", "[fixture-core](/docs/packages/fixture-core)")
}

// Every generated anchor is a real heading once the shared Markdown
// pipeline renders the page, and every link between the pages lands.
func TestFixtureLinksResolve(t *testing.T) {
	res, _ := generateFixture(t)
	site := renderSite(t, res.Docs)
	n := 0
	for page, links := range site.links {
		for _, l := range links {
			if !docsLink.MatchString(l) {
				continue
			}
			n++
			if !site.resolves(l) {
				t.Errorf("%s links to %s, which does not resolve", page, l)
			}
		}
	}
	if n < 50 {
		t.Errorf("only %d links between the pages", n)
	}
}

func TestWarmGenerationReadsTheCache(t *testing.T) {
	res, docs := generateFixture(t)
	if res.FromCache {
		t.Fatal("the first generation claims a cache that cannot exist yet")
	}
	forgetLastRun()
	again, err := Generate(context.Background(), fixtureOptions(fixture.site))
	if err != nil {
		t.Fatal(err)
	}
	if !again.FromCache || again.TypeDoc != time.Duration(0) {
		t.Errorf("the second generation ran TypeDoc (FromCache %v)", again.FromCache)
	}
	for _, d := range again.Docs {
		if string(d.Source) != docs[d.ID] {
			t.Errorf("%s differs when generated from the cache", d.ID)
		}
	}
	files, _ := filepath.Glob(filepath.Join(fixture.site, "node_modules", ".cache", "folio", "apiref", "typedoc-*.json"))
	if len(files) != 1 {
		t.Errorf("cache files %v, want one typedoc-<hash>.json", files)
	}
}

func TestCacheKeyFollowsTheLockfileAndThePackages(t *testing.T) {
	site := fixtureSite(t)
	opts := fixtureOptions(site)
	key := func() string {
		pkgs, err := readPackages(opts)
		if err != nil {
			t.Fatal(err)
		}
		var entries []entryPoint
		for _, p := range pkgs {
			e, err := p.entryPoints()
			if err != nil {
				t.Fatal(err)
			}
			entries = append(entries, e...)
		}
		return cacheKey(site, pkgs, entries, "")
	}
	first := key()
	if key() != first {
		t.Fatal("the cache key is not stable")
	}
	writeFile(t, filepath.Join(site, "package-lock.json"), `{"lockfileVersion": 3, "packages": {"node_modules/fixture-core": {"version": "1.2.4"}}}`)
	second := key()
	if second == first {
		t.Error("the cache key ignores the lockfile")
	}
	opts.Packages = fixturePackages[:1]
	if key() == second {
		t.Error("the cache key ignores which packages are documented")
	}
	if cacheFile("/c", first) != filepath.Join("/c", "typedoc-"+first+".json") {
		t.Errorf("cache file %s", cacheFile("/c", first))
	}
}

// A declaration file edited in node_modules, with the lockfile and every
// package.json as they were (a patch, a workspace link), or another
// TypeDoc, is a new TypeDoc run and a new generation.
func TestTheCachesFollowTheDeclarationFilesAndTypeDoc(t *testing.T) {
	site := fixtureSite(t)
	opts := fixtureOptions(site)
	pkgs, err := readPackages(opts)
	if err != nil {
		t.Fatal(err)
	}
	key := func() string { return typedocInputsKey(opts, typedocInputs(opts.SiteDir, pkgs)) }
	first := key()
	if key() != first {
		t.Fatal("the key of TypeDoc's inputs is not stable")
	}
	if !slices.Contains(inputFiles(opts, pkgs, typedocInputs(opts.SiteDir, pkgs)), filepath.Join(site, "node_modules", "fixture-core", "Extra.d.ts")) {
		t.Error("a declaration file is not among the generation's input files")
	}
	extra := filepath.Join(site, "node_modules", "fixture-core", "Extra.d.ts")
	text, err := os.ReadFile(extra)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, extra, string(text)+"\nexport declare const patched: number;\n")
	second := key()
	if second == first {
		t.Error("an edited declaration file keeps the key")
	}
	if runKey(opts, pkgs, first) == runKey(opts, pkgs, second) {
		t.Error("the generation's key ignores TypeDoc's inputs")
	}
	// Another TypeDoc in this site only: the fixture's is a link to the
	// repository's.
	typedoc := filepath.Join(site, "node_modules", "typedoc")
	if err := os.Remove(typedoc); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(typedoc, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(typedoc, "package.json"), `{"name":"typedoc","version":"0.99.0"}`)
	if key() == second {
		t.Error("another TypeDoc keeps the key")
	}
}

func TestMissingPackageIsAClearError(t *testing.T) {
	site := fixtureSite(t)
	_, err := Generate(context.Background(), Options{SiteDir: site, Packages: []string{"fixture-core", "@fixture/missing"}})
	if err == nil || !strings.Contains(err.Error(), `package "@fixture/missing" is not installed (node_modules/@fixture/missing/package.json`) {
		t.Errorf("error %v", err)
	}
}

func TestBrokenPackageJSONNamesTheLine(t *testing.T) {
	site := fixtureSite(t)
	writeFile(t, filepath.Join(site, "node_modules", "fixture-core", "package.json"), "{\n  \"name\": \"fixture-core\",\n  \"types\": index.d.ts\n}\n")
	_, err := Generate(context.Background(), fixtureOptions(site))
	want := "node_modules/fixture-core/package.json:3: invalid character 'i' looking for beginning of value"
	if err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}

func TestMissingDeclarationFileIsAClearError(t *testing.T) {
	site := fixtureSite(t)
	if err := os.Remove(filepath.Join(site, "node_modules", "fixture-core", "Extra.d.ts")); err != nil {
		t.Fatal(err)
	}
	_, err := Generate(context.Background(), fixtureOptions(site))
	want := "node_modules/fixture-core/package.json: module fixture-core/Extra: declaration file node_modules/fixture-core/Extra.d.ts not found"
	if err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}

func TestTypeDocFailureShowsItsOutput(t *testing.T) {
	site := fixtureSite(t)
	fakeNode := filepath.Join(site, "fake-node")
	writeFile(t, fakeNode, "#!/bin/sh\necho 'typedoc: conversion failed' >&2\nexit 3\n")
	if err := os.Chmod(fakeNode, 0o755); err != nil {
		t.Fatal(err)
	}
	opts := fixtureOptions(site)
	opts.Node = fakeNode
	_, err := Generate(context.Background(), opts)
	want := "typedoc (" + fakeNode + " node_modules/.cache/folio/typedoc/typedoc-runner.mjs): exit status 3\ntypedoc: conversion failed"
	if err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}

func TestTypeDocNotInstalledIsAClearError(t *testing.T) {
	site := fixtureSite(t)
	if err := os.Remove(filepath.Join(site, "node_modules", "typedoc")); err != nil {
		t.Fatal(err)
	}
	_, err := Generate(context.Background(), fixtureOptions(site))
	if err == nil || !strings.Contains(err.Error(), "typedoc is not installed in the site's node_modules") {
		t.Errorf("error %v", err)
	}
}

func TestReadmesOnlyNeedNoTypeDoc(t *testing.T) {
	site := fixtureSite(t)
	res, err := Generate(context.Background(), Options{SiteDir: site, Packages: fixturePackages, SkipAPI: true, Node: "/nonexistent/node", SiteURL: "https://fixture.dev"})
	if err != nil {
		t.Fatal(err)
	}
	// Without a core, packages go by name.
	if len(res.Docs) != 2 || res.Docs[0].ID != "packages/fixture-plugin" || res.Docs[1].ID != "packages/fixture-core" {
		t.Errorf("docs %+v", res.Docs)
	}
	for _, d := range res.Docs {
		// Without the API pages, the badge's link stays on the public site.
		if d.ID == "packages/fixture-core" && !strings.Contains(string(d.Source), "](https://fixture.dev/docs/api/modules/fixture-core)") {
			t.Errorf("link made local to a page that does not exist:\n%s", d.Source)
		}
	}
}

func forgetLastRun() {
	lastRun.Lock()
	lastRun.res = nil
	lastRun.Unlock()
}

// folio dev loads the docs plugin again after every edit: the process
// hands back its last generation while nothing it came from changed.
func TestRepeatedGenerationIsRemembered(t *testing.T) {
	site := fixtureSite(t)
	opts := fixtureOptions(site)
	// Without node, TypeDoc cannot run: every generation below comes from
	// the cache file or from the process's memory.
	opts.Node = "/nonexistent/node"
	warm := fixtureOptions(site)
	if _, err := Generate(context.Background(), warm); err != nil {
		t.Fatal(err)
	}
	cacheFiles, _ := filepath.Glob(filepath.Join(site, "node_modules", ".cache", "folio", "apiref", "typedoc-*.json"))
	if len(cacheFiles) != 1 {
		t.Fatalf("cache files %v", cacheFiles)
	}
	cached, err := os.ReadFile(cacheFiles[0])
	if err != nil {
		t.Fatal(err)
	}
	first, err := Generate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(cacheFiles[0])
	again, err := Generate(context.Background(), opts)
	if err != nil {
		t.Fatalf("the second generation did not reuse the first: %v", err)
	}
	if !again.FromCache || len(again.Docs) != len(first.Docs) {
		t.Errorf("remembered run: cached %v, %d docs, want %d", again.FromCache, len(again.Docs), len(first.Docs))
	}
	// A README edit is another generation.
	writeFile(t, cacheFiles[0], string(cached))
	writeFile(t, filepath.Join(site, "node_modules", "fixture-core", "README.md"), "# `fixture-core`\n\nRewritten.\n")
	third, err := Generate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range third.Docs {
		if d.ID == "packages/fixture-core" && !strings.Contains(string(d.Source), "Rewritten.") {
			t.Errorf("the edited README was not read again:\n%s", d.Source)
		}
	}
}

// A generation names the files it depends on, whichever cache it came
// from: the lockfile, each package's package.json, and the README of each
// package page (the package's folder when there is none yet).
func TestInputsNameWhatTheGenerationReads(t *testing.T) {
	site := fixtureSite(t)
	nm := func(rel string) string { return filepath.Join(site, "node_modules", filepath.FromSlash(rel)) }
	opts := Options{SiteDir: site, Packages: fixturePackages, SkipAPI: true, Node: "/nonexistent/node"}
	inputs := func(opts Options) []string {
		t.Helper()
		res, err := Generate(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		return res.Inputs
	}
	want := []string{filepath.Join(site, "package-lock.json"),
		nm("@fixture/plugin/package.json"), nm("@fixture/plugin/README.md"),
		nm("fixture-core/package.json"), nm("fixture-core/README.md")}
	if got := inputs(opts); !slices.Equal(got, want) {
		t.Errorf("inputs %q, want %q", got, want)
	}
	if got := inputs(opts); !slices.Equal(got, want) {
		t.Errorf("a remembered generation's inputs %q, want %q", got, want)
	}
	forgetLastRun()
	if got := inputs(opts); !slices.Equal(got, want) {
		t.Errorf("a kept generation's inputs %q, want %q", got, want)
	}
	if err := os.Remove(nm("fixture-core/README.md")); err != nil {
		t.Fatal(err)
	}
	want[4] = nm("fixture-core")
	if got := inputs(opts); !slices.Equal(got, want) {
		t.Errorf("without a README: inputs %q, want %q", got, want)
	}
	opts.SkipPackages = true
	want = []string{want[0], want[1], want[3]}
	if got := inputs(opts); !slices.Equal(got, want) {
		t.Errorf("without package pages: inputs %q, want %q", got, want)
	}
}

// A site whose node_modules is a link to a folder of another name, as a CI
// that keeps the packages in a cache folder lays it out: the runner, written
// under that link, lives at a real path from which no node_modules folder is
// found above it, so TypeDoc and TypeScript must be found from the site.
func TestTypeDocRunsWhenNodeModulesIsALinkToAFolderOfAnotherName(t *testing.T) {
	site := fixtureSite(t)
	deps := filepath.Join(t.TempDir(), "deps-cache")
	if err := os.Rename(filepath.Join(site, "node_modules"), deps); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(deps, filepath.Join(site, "node_modules")); err != nil {
		t.Fatal(err)
	}
	res, err := Generate(context.Background(), fixtureOptions(site))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, d := range res.Docs {
		ids = append(ids, d.ID)
	}
	if !slices.Contains(ids, "api/classes/fixture-core.Widget") {
		t.Errorf("no class page among %v", ids)
	}
}
