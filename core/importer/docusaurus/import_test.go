package docusaurus

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/config"
)

// fixture copies e2e/fixtures/docusaurus-site, a Docusaurus 3 site as the
// classic template makes it, into a temporary folder.
func fixture(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("Node.js is not installed")
	}
	src := filepath.Join("..", "..", "..", "e2e", "fixtures", "docusaurus-site")
	dir := t.TempDir()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// snapshot is every file under dir but those the import writes.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if rel == "site.toml" || rel == "sidebars.json" || rel == "package.json" {
			return nil
		}
		data, _ := os.ReadFile(p)
		out[rel] = string(data)
		return nil
	})
	return out
}

func TestImportFixture(t *testing.T) {
	dir := fixture(t)
	before := snapshot(t, dir)
	var progress []string
	res, err := Import(Options{Dir: dir, Progress: func(s string) { progress = append(progress, s) }})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"site.toml", "sidebars.json", "package.json"}; !slices.Equal(res.Written, want) {
		t.Errorf("written = %v, want %v", res.Written, want)
	}
	if want := []string{"Read docusaurus.config.ts", "Read sidebars.ts", "Wrote site.toml", "Wrote sidebars.json", "Wrote package.json"}; !slices.Equal(progress, want) {
		t.Errorf("progress = %q", progress)
	}
	if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
		t.Errorf("the import changed files besides site.toml, sidebars.json and package.json")
	}

	site, err := config.Load(filepath.Join(dir, "site.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if site.Title != "Docusaurus Fixture" || site.URL != "https://fixture.example.com" || site.Favicon != "img/favicon.svg" {
		t.Errorf("title, url, favicon = %q %q %q", site.Title, site.URL, site.Favicon)
	}
	if site.Markdown.Format != "mdx" {
		t.Errorf("markdown.format = %q, want mdx (Docusaurus 3's default)", site.Markdown.Format)
	}
	if site.OnBrokenLinks != "throw" || site.OnBrokenMarkdownLinks != "warn" {
		t.Errorf("onBroken* = %q %q", site.OnBrokenLinks, site.OnBrokenMarkdownLinks)
	}
	if !slices.Equal(site.StaticDirectories, []string{"static"}) {
		t.Errorf("staticDirectories = %v", site.StaticDirectories)
	}
	if !slices.Equal(site.CustomCSS, []string{"src/css/custom.css"}) {
		t.Errorf("customCss = %v", site.CustomCSS)
	}
	if tags := site.PageHeadTags(); len(tags) != 4 || tags[0].Attributes["name"] != "fixture-owner" ||
		tags[1].Attributes["href"] != "/css/banner.css" || tags[1].Attributes["rel"] != "stylesheet" ||
		tags[2].Attributes["src"] != "/js/stamp.js" || tags[3].Attributes["src"] != "/js/late.js" || tags[3].Attributes["defer"] != "" {
		t.Errorf("headTags, stylesheets, scripts = %+v", tags)
	}
	if site.CustomFields["heroNote"] != "Built from a Docusaurus config" {
		t.Errorf("customFields = %v", site.CustomFields)
	}
	tc := site.ThemeConfig
	if it := tc.Navbar.Items[2]; it.AriaLabel != "GitHub repository" || it.ClassName != "header-github-link" || it.Position != "right" {
		t.Errorf("navbar item with aria-label = %+v", it)
	}
	if it := tc.Navbar.Items[0]; it.Type != "docSidebar" || it.SidebarID != "tutorialSidebar" {
		t.Errorf("navbar docSidebar item = %+v", it)
	}
	if l := tc.Footer.Links[1].Items[0]; l.Target != "_self" || l.Rel != "me" {
		t.Errorf("footer link = %+v", l)
	}
	if mc := tc.CodeBlock.MagicComments; len(mc) != 2 || mc[1].ClassName != "code-block-error-line" || mc[1].Line != "This will error" || mc[0].Block == nil || mc[0].Block.Start != "highlight-start" {
		t.Errorf("codeBlock.magicComments = %+v", mc)
	}
	if tc.CodeBlock.Theme != "github" || tc.CodeBlock.DarkTheme != "dracula" {
		t.Errorf("codeBlock = %+v", tc.CodeBlock)
	}
	if tc.Search == nil || tc.Search.AppID != "FIXTUREAPP" || !slices.Equal(tc.Search.Hosts, []string{"https://FIXTUREAPP-dsn.algolia.net"}) {
		t.Errorf("search = %+v", tc.Search)
	}
	if tc.Analytics == nil || tc.Analytics.TrackingID != "G-FIXTURE01" || !tc.Analytics.AnonymizeIP {
		t.Errorf("analytics = %+v", tc.Analytics)
	}

	plugins := map[string]map[string]any{}
	var names []string
	for _, p := range site.Plugins {
		plugins[p.Name] = p.Options
		names = append(names, p.Name)
	}
	slices.Sort(names)
	if want := []string{"blog", "docs", "pages", "redirects", "sitemap"}; !slices.Equal(names, want) {
		t.Errorf("plugins = %v, want %v", names, want)
	}
	if d := plugins["docs"]; d["path"] != "docs" || d["sidebarPath"] != "sidebars.json" || d["editUrl"] != "https://github.com/example/fixture/tree/main/" {
		t.Errorf("docs options = %v", d)
	}
	if b := plugins["blog"]; b["editUrl"] != "https://github.com/example/fixture/tree/main/" || b["onInlineTags"] != "warn" {
		t.Errorf("blog options = %v", b)
	}
	if plugins["blog"]["path"] != "blog" || plugins["pages"]["path"] != "src/pages" {
		t.Errorf("blog, pages = %v %v", plugins["blog"], plugins["pages"])
	}
	if r := plugins["redirects"]["redirects"].([]map[string]any); len(r) != 1 || r[0]["from"] != "/old-intro" || r[0]["to"] != "/docs/intro" {
		t.Errorf("redirects = %v", r)
	}

	sidebars, _ := os.ReadFile(filepath.Join(dir, "sidebars.json"))
	if !strings.Contains(string(sidebars), `"label": "Tutorial - Basics"`) || !strings.HasPrefix(string(sidebars), "{\n  \"tutorialSidebar\": [\n    \"intro\",") {
		t.Errorf("sidebars.json =\n%s", sidebars)
	}

	var notes []string
	for _, n := range res.Notes {
		notes = append(notes, n.String())
	}
	for _, want := range []string{
		"presets[0].docs.remarkPlugins (remark-math): folio's Markdown pipeline",
		"plugins[1] (function analyticsBeacon): a plugin written as a function",
		"presets[0].blog.feedOptions.xslt (true)",
	} {
		if !slices.ContainsFunc(notes, func(n string) bool { return strings.HasPrefix(n, want) }) {
			t.Errorf("no note %q in\n%s", want, strings.Join(notes, "\n"))
		}
	}

	pkg, _ := os.ReadFile(filepath.Join(dir, "package.json"))
	for _, want := range []string{`"start": "folio dev"`, `"build": "folio build"`, `"serve": "folio serve"`, `"typecheck": "tsc"`, `"clsx": "^2.0.0"`, `"@docsearch/react": "3.9.0"`, `"production": [">0.5%", "not dead", "not op_mini all"]`} {
		if !strings.Contains(string(pkg), want) {
			t.Errorf("package.json lacks %s:\n%s", want, pkg)
		}
	}
	if strings.Contains(string(pkg), "@docusaurus/") || strings.Contains(string(pkg), "docusaurus swizzle") {
		t.Errorf("package.json still names Docusaurus:\n%s", pkg)
	}

	// A second run does not overwrite what the first wrote, unless forced.
	if _, err := Import(Options{Dir: dir}); err == nil || !strings.Contains(err.Error(), "site.toml already exists; run with --force to replace it") {
		t.Errorf("second import: %v", err)
	}
	if _, err := Import(Options{Dir: dir, Force: true}); err != nil {
		t.Errorf("--force: %v", err)
	}
}

func TestImportErrors(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("Node.js is not installed")
	}
	empty := t.TempDir()
	if _, err := Import(Options{Dir: empty}); err == nil || !strings.Contains(err.Error(), "no docusaurus.config.js, .mjs or .ts in "+empty) {
		t.Errorf("no config: %v", err)
	}

	write := func(name, src string) string {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	dir := write("docusaurus.config.js", "const url = process.env.SITE_URL;\nif (!url) throw new Error('SITE_URL is not set');\nmodule.exports = {title: 'x', url};\n")
	_, err := Import(Options{Dir: dir})
	var ee *EvalError
	if !errors.As(err, &ee) || !strings.HasSuffix(ee.File, "docusaurus.config.js") || !strings.Contains(ee.Msg, "SITE_URL is not set") || ee.Line != 2 {
		t.Errorf("a config that throws: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "site.toml")); err == nil {
		t.Errorf("a site.toml was written for a config that throws")
	}

	dir = write("docusaurus.config.ts", "const config = {\n  title: 'x',,\n};\nexport default config;\n")
	if _, err := Import(Options{Dir: dir}); !errors.As(err, &ee) || ee.Line != 2 || ee.Col == 0 {
		t.Errorf("a syntax error: %v", err)
	}

	dir = write("docusaurus.config.js", "module.exports = {title: 'x', url: 'https://x.dev'};\n")
	if _, err := Import(Options{Dir: dir, Node: "no-such-node-program"}); !errors.Is(err, ErrNoNode) {
		t.Errorf("no node: %v", err)
	}
}

// A config written as Docusaurus 2 sites write it: CommonJS, an async
// function, Prism themes required by path, and the sidebars in the same
// file as its require.resolve.
func TestImportDocusaurus2Config(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("Node.js is not installed")
	}
	dir := t.TempDir()
	files := map[string]string{
		"docusaurus.config.js": `// @ts-check
const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/palenight');
module.exports = async function createConfig() {
  return {
    title: 'Old', url: 'https://old.example.com', baseUrl: '/old/',
    presets: [['@docusaurus/preset-classic', {
      docs: {sidebarPath: require.resolve('./sidebars.js'), routeBasePath: '/', editUrl: ({docPath}) => 'https://x/' + docPath},
      blog: false,
    }]],
    themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock', [require.resolve('@easyops-cn/docusaurus-search-local'), {hashed: true}]],
    themeConfig: {prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme}, navbar: {title: 'Old', items: [{to: '/', label: 'Home', tooltip: 'x'}]}},
  };
};
`,
		"sidebars.js":   "module.exports = {docs: [{type: 'autogenerated', dirName: '.'}]};\n",
		"tsconfig.json": `{"extends": "@docusaurus/tsconfig", "compilerOptions": {"baseUrl": "."}}`,
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, site := importAndLoad(t, dir)
	// The config sets no check: Docusaurus's defaults are written, not folio's.
	if site.OnBrokenLinks != "throw" || site.OnBrokenAnchors != "warn" || site.OnBrokenMarkdownLinks != "warn" || site.OnDuplicateRoutes != "warn" {
		t.Errorf("onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, onDuplicateRoutes = %q %q %q %q",
			site.OnBrokenLinks, site.OnBrokenAnchors, site.OnBrokenMarkdownLinks, site.OnDuplicateRoutes)
	}
	if site.BaseURL != "/old/" || site.ThemeConfig.CodeBlock.Theme != "github" || site.ThemeConfig.CodeBlock.DarkTheme != "material" {
		t.Errorf("baseUrl %q, codeBlock %+v", site.BaseURL, site.ThemeConfig.CodeBlock)
	}
	var names []string
	for _, p := range site.Plugins {
		names = append(names, p.Name)
		if p.Name == "blog" {
			t.Errorf("blog: false made a blog plugin")
		}
		if p.Name == "docs" && (p.Options["routeBasePath"] != "/" || p.Options["editUrl"] != nil) {
			t.Errorf("docs options = %v", p.Options)
		}
	}
	// No src/pages folder: no pages plugin. A local search theme: folio's search.
	slices.Sort(names)
	if want := []string{"docs", "search", "sitemap"}; !slices.Equal(names, want) {
		t.Errorf("plugins = %v, want %v", names, want)
	}
	if s := site.ThemeConfig.Search; s == nil || s.IndexName != "site" || len(s.Hosts) != 0 {
		t.Errorf("search = %+v", s)
	}
	var notes []string
	for _, n := range res.Notes {
		notes = append(notes, n.Key)
	}
	if !site.Markdown.Mermaid {
		t.Errorf("theme-mermaid did not turn on markdown.mermaid")
	}
	pkg, _ := os.ReadFile(filepath.Join(dir, "package.json"))
	if !strings.Contains(string(pkg), `"mermaid": "`+MermaidVersion+`"`) {
		t.Errorf("package.json lacks mermaid:\n%s", pkg)
	}
	for _, want := range []string{"tsconfig.json", "presets[0].docs.editUrl", "themes[1]", "themes[2]", "themeConfig.navbar.items[0].tooltip", "themeConfig.prism.darkTheme"} {
		if !slices.Contains(notes, want) {
			t.Errorf("no note for %s in %v", want, notes)
		}
	}
}

// A config written as the Lexical website writes it: an ES module in
// TypeScript that makes its own require with createRequire(import.meta.url)
// and names its preset with require.resolve of Meta's internal-docs preset,
// a wrapper of the classic one. The packages are not installed yet (the
// import comes before npm install), so require.resolve of them and require
// of them must not stop the import; the preset's classic options are mapped.
// A second config names the classic preset by require.resolve of an
// installed copy: an absolute path into node_modules.
func TestImportESModuleConfigWithItsOwnRequire(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("Node.js is not installed")
	}
	write := func(dir, name, src string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	write(dir, "docusaurus.config.ts", `import type {Config} from '@docusaurus/types';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

const config: Config = {
  title: 'Meta site', url: 'https://meta.example.com', baseUrl: '/',
  plugins: [
    async function tailwind() {
      return {name: 'tw', configurePostCss(o) { o.plugins.push(require('tailwindcss')); return o; }};
    },
  ],
  presets: [[
    require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'),
    {
      blog: false,
      docs: {path: 'docs', sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://github.com/x/y/tree/main/website/'},
      staticDocsProject: 'meta-site',
      theme: {customCss: require.resolve('./src/css/custom.css')},
    },
  ]],
  themes: [require('@docusaurus/theme-mermaid') && '@docusaurus/theme-mermaid'],
};

export default config;
`)
	write(dir, "sidebars.js", "module.exports = {docs: ['intro']};\n")
	write(dir, "src/css/custom.css", ":root { --ifm-color-primary: #76b6ff; }\n")
	write(dir, "package.json", `{"dependencies": {"@docusaurus/core": "^3.8.0", "docusaurus-plugin-internaldocs-fb": "1.19.2", "docusaurus-plugin-typedoc": "^0.22.0", "clsx": "^2.0.0"}}`)
	res, site := importAndLoad(t, dir)
	var docs *config.Plugin
	for i, p := range site.Plugins {
		if p.Name == "blog" {
			t.Errorf("blog: false made a blog plugin")
		}
		if p.Name == "docs" {
			docs = &site.Plugins[i]
		}
	}
	if docs == nil || docs.Options["editUrl"] != "https://github.com/x/y/tree/main/website/" || docs.Options["sidebarPath"] != "sidebars.json" {
		t.Errorf("the preset's docs options were not carried over: %+v", docs)
	}
	if !slices.Equal(site.CustomCSS, []string{"src/css/custom.css"}) {
		t.Errorf("customCss = %v", site.CustomCSS)
	}
	var notes []string
	for _, n := range res.Notes {
		notes = append(notes, n.Key)
		if n.Key == "presets[0]" {
			t.Errorf("the internal-docs preset was refused: %+v", n)
		}
	}
	for _, want := range []string{"presets[0].staticDocsProject", "plugins[0]"} {
		if !slices.Contains(notes, want) {
			t.Errorf("no note for %s in %v", want, notes)
		}
	}
	// The preset's package asks for Docusaurus and React 18 as peers: left
	// in, npm install stops (ERESOLVE) once React is 19. The site's own
	// packages stay.
	pkg, _ := os.ReadFile(filepath.Join(dir, "package.json"))
	if strings.Contains(string(pkg), "internaldocs") || !strings.Contains(string(pkg), `"clsx": "^2.0.0"`) || !strings.Contains(string(pkg), `"docusaurus-plugin-typedoc"`) {
		t.Errorf("package.json:\n%s", pkg)
	}

	// require.resolve('@docusaurus/preset-classic') of an installed copy.
	dir = t.TempDir()
	write(dir, "node_modules/@docusaurus/preset-classic/package.json", `{"name": "@docusaurus/preset-classic", "main": "lib/index.js"}`)
	write(dir, "node_modules/@docusaurus/preset-classic/lib/index.js", "module.exports = function preset() { return {}; };\n")
	write(dir, "docusaurus.config.js", `module.exports = {
  title: 'Installed', url: 'https://i.example.com', baseUrl: '/',
  presets: [[require.resolve('@docusaurus/preset-classic'), {docs: {routeBasePath: '/guides'}, blog: false}]],
};
`)
	res, site = importAndLoad(t, dir)
	for _, n := range res.Notes {
		if n.Key == "presets[0]" {
			t.Errorf("an installed classic preset named by its path was refused: %+v", n)
		}
	}
	found := false
	for _, p := range site.Plugins {
		found = found || (p.Name == "docs" && p.Options["routeBasePath"] == "/guides")
	}
	if !found {
		t.Errorf("docs plugin with routeBasePath /guides missing: %+v", site.Plugins)
	}
}

// importAndLoad imports the site in dir and loads the site.toml it wrote.
func importAndLoad(t *testing.T, dir string) (*Result, *config.Site) {
	t.Helper()
	res, err := Import(Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	site, err := config.Load(filepath.Join(dir, "site.toml"))
	if err != nil {
		t.Fatal(err)
	}
	return res, site
}

// The keys the import copies into themeConfig are keys the classic theme's
// schema has.
func TestMappedKeysAreInTheSchema(t *testing.T) {
	ts, err := config.LoadThemeSchema(filepath.Join("..", "..", "..", "themes", "classic", config.ThemeSchemaFile))
	if err != nil {
		t.Fatal(err)
	}
	root := ts.Root
	for _, c := range []struct {
		keys   []string
		name   string
		schema *config.Schema
	}{
		{navbarKeys, "navbar", root.Properties["navbar"]},
		{navbarItemKeys, "navbar item", root.Defs["navbarItemFields"]},
		{footerKeys, "footer", root.Properties["footer"]},
		{footerLinkKeys, "footer link", root.Defs["footerLink"]},
		{logoKeys, "logo", root.Defs["logo"]},
		{announcementBarKeys, "announcementBar", root.Properties["announcementBar"]},
		{colorModeKeys, "colorMode", root.Properties["colorMode"]},
		{searchKeys, "search", root.Defs["search"]},
	} {
		if c.schema == nil {
			t.Fatalf("no %s in the schema", c.name)
		}
		for _, k := range c.keys {
			if _, ok := c.schema.Properties[k]; !ok {
				t.Errorf("the %s schema has no key %q", c.name, k)
			}
		}
	}
}

// The mermaid version the import adds is the one the workspace tests with.
func TestMermaidVersionIsTheWorkspaces(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"mermaid": "`+MermaidVersion+`"`) {
		t.Errorf("package.json does not ask for mermaid %s", MermaidVersion)
	}
}

// A script that sets variables for the docusaurus command (the Lexical
// website's start script) keeps them in front of the folio command.
func TestScriptsKeepTheVariablesTheySet(t *testing.T) {
	src := []byte(`{"scripts": {"start": " TYPEDOC_WATCH=true docusaurus start", "build": "NODE_OPTIONS=--max-old-space-size=4096 docusaurus build", "lint": "A=1 eslint ."}}`)
	out, changes, err := rewritePackageJSON(src, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"start": "TYPEDOC_WATCH=true folio dev"`, `"build": "NODE_OPTIONS=--max-old-space-size=4096 folio build"`, `"lint": "A=1 eslint ."`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("package.json lacks %s:\n%s", want, out)
		}
	}
	if !slices.Contains(changes, `scripts.start: " TYPEDOC_WATCH=true docusaurus start" → "TYPEDOC_WATCH=true folio dev"`) {
		t.Errorf("changes = %q", changes)
	}
}

// A site whose code imports clsx without listing it (the Lexical website)
// found it through @docusaurus/theme-classic; with @docusaurus/* removed,
// the import adds it, saying which file needs it. A site that lists it
// (the template, as devDependency here) keeps its own.
func TestClsxThatCameWithDocusaurusIsAdded(t *testing.T) {
	dir := fixture(t)
	pkgPath := filepath.Join(dir, "package.json")
	data, err := os.ReadFile(pkgPath)
	if err != nil {
		t.Fatal(err)
	}
	unlisted := strings.Replace(string(data), `"clsx": "^2.0.0",`, "", 1)
	if unlisted == string(data) {
		t.Fatal("the fixture's package.json no longer lists clsx as the test expects")
	}
	if err := os.WriteFile(pkgPath, []byte(unlisted), 0o644); err != nil {
		t.Fatal(err)
	}
	res, _ := importAndLoad(t, dir)
	want := "dependencies: added clsx@^2.0.0 (src/pages/index.js imports it; it came with the @docusaurus/* packages, which are gone)"
	if !slices.Contains(res.PackageChanges, want) {
		t.Errorf("changes = %q\nwant %q", res.PackageChanges, want)
	}
	if out, _ := os.ReadFile(pkgPath); !strings.Contains(string(out), `"clsx": "^2.0.0"`) {
		t.Errorf("package.json lacks clsx:\n%s", out)
	}

	// Listed as a devDependency: left as the site has it.
	dir = fixture(t)
	pkgPath = filepath.Join(dir, "package.json")
	dev := strings.Replace(unlisted, `"typescript": "~5.6.2"`, `"typescript": "~5.6.2", "clsx": "^1.2.1"`, 1)
	if err := os.WriteFile(pkgPath, []byte(dev), 0o644); err != nil {
		t.Fatal(err)
	}
	res, _ = importAndLoad(t, dir)
	for _, c := range res.PackageChanges {
		if strings.Contains(c, "clsx") {
			t.Errorf("a listed clsx was changed: %s", c)
		}
	}
}
