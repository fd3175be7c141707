package build

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/diag"
)

// A page written for Docusaurus: JSX in .js, the @docusaurus/* and @theme/*
// modules under their Docusaurus names, @site imports, a CSS module and
// SVGs imported as components.
const docusaurusModulesSite = `
-- site.toml --
title = "Dino"
url = "https://dino.example"
baseUrl = "/base/"
tagline = "Roar"
[customFields]
discord = "https://discord.gg/dino"
-- site/pages/index.js --
import React from 'react';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Details from '@theme/Details';
import MDXComponents from '@theme/MDXComponents';
import Feature from '@site/src/components/Feature';
import styles from './index.module.css';
import Logo from '@site/static/img/logo.svg';
const Icon = require('@site/static/img/icon.svg').default;

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  const browser = useIsBrowser();
  return (
    <Layout title="Home" description="The dino site">
      <Head><meta name="keywords" content="dino, roar" /></Head>
      <header className={styles.heroBanner}>
        <Logo className="hero-logo" role="img" />
        <Icon width={20} />
        <p className="tagline">{siteConfig.tagline} / {siteConfig.customFields.discord}</p>
        <p className="env">{process.env.NODE_ENV} {String(ExecutionEnvironment.canUseDOM)} {String(browser)} {String(process.env.FB_INTERNAL)}</p>
        <img src={useBaseUrl('/img/photo.png')} alt="photo" />
        <Link className="start" to="/docs/intro">Start</Link>
        <Link className="out" to="https://github.com/dino">GitHub</Link>
      </header>
      <Heading as="h2" id="features">Features</Heading>
      <Feature title={translate({id: 'home.feature', message: 'Fast'})} />
      <p className="translated"><Translate id="home.body">Roars loudly</Translate></p>
      <CodeBlock language="js" title="dino.js">{'roar();\n'}</CodeBlock>
      <Admonition type="tip" title="Hint">Be kind</Admonition>
      <Tabs><TabItem value="a" label="A">Tab A</TabItem><TabItem value="b" label="B">Tab B</TabItem></Tabs>
      <Details summary="More"><p>Hidden</p></Details>
      <p className="mdx-components">{Object.keys(MDXComponents).sort().join(',')}</p>
      <BrowserOnly fallback={<span className="fallback">loading</span>}>{() => <span>{window.location.href}</span>}</BrowserOnly>
    </Layout>
  );
}
-- site/pages/index.module.css --
.heroBanner { padding: 4rem 0; }
.heroBanner:hover { color: red; }
-- src/components/Feature/index.js --
import styles from './styles.module.css';
export default function Feature({title}) {
  return <div className={styles.heroBanner}><h3>{title}</h3></div>;
}
-- src/components/Feature/styles.module.css --
.heroBanner { margin: 1px; }
-- static/img/logo.svg --
<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="logo"><circle cx="5" cy="5" r="4"/></svg>
-- static/img/icon.svg --
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>
-- static/img/photo.png --
png
-- site/pages/docs/intro.md --
# Intro
`

func TestDocusaurusModulesRender(t *testing.T) {
	s := newTestSite(t, docusaurusModulesSite)
	s.mustBuild()
	page := s.read("build/index.html")
	if testing.Verbose() {
		t.Log(page)
	}
	for _, want := range []string{
		"<title>Home | Dino</title>",
		`<meta name="description" content="The dino site">`,
		`<meta name="keywords" content="dino, roar"/>`,
		`<p class="tagline">Roar<!-- --> / <!-- -->https://discord.gg/dino</p>`,
		// Another process.env key reads undefined, on the server as in the
		// browser, instead of stopping the page with "process is not defined".
		`<p class="env">production<!-- --> <!-- -->false<!-- --> <!-- -->false<!-- --> <!-- -->undefined</p>`,
		`<img src="/base/img/photo.png" alt="photo"/>`,
		`<a href="/base/docs/intro" class="start">Start</a>`,
		`href="https://github.com/dino" target="_blank" rel="noopener noreferrer"`,
		`<h2 id="features" class="anchor">Features<a href="#features" class="hash-link" aria-label="Direct link to Features"`,
		`<h3>Fast</h3>`,
		`<p class="translated">Roars loudly</p>`,
		`<div class="code-block-title">dino.js</div>`,
		`roar();`,
		`Be kind`,
		`Tab A`,
		`<summary>More</summary>`,
		`<p class="mdx-components">Admonition,CodeBlock,Details,TabItem,Tabs,details</p>`,
		`<span class="fallback">loading</span>`,
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="hero-logo" role="img"><circle cx="5" cy="5" r="4"/></svg>`,
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" width="20"><rect width="4" height="4"/></svg>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	// The two CSS modules' classes differ, and the stylesheet holds both.
	classes := regexp.MustCompile(`class="(index_[0-9a-f]{5}_heroBanner)".*class="(styles_[0-9a-f]{5}_heroBanner)"`).FindStringSubmatch(page)
	if classes == nil {
		t.Fatalf("the CSS modules' scoped class names are missing from the page")
	}
	css := s.stylesheet("build/index.html")
	for _, c := range classes[1:] {
		if !strings.Contains(css, "."+c) {
			t.Errorf("the stylesheet lacks .%s", c)
		}
	}
}

func TestDocusaurusModuleNotProvidedIsAnErrorAtTheImport(t *testing.T) {
	s := newTestSite(t, docusaurusModulesSite)
	s.write("site/pages/index.js", "import React from 'react';\nimport {useLocation} from '@docusaurus/router';\nexport default function Home() { return <p>{useLocation().pathname}</p>; }\n")
	_, err := s.build()
	if err == nil {
		t.Fatal("want an error")
	}
	for _, want := range []string{
		"site/pages/index.js:2:27",
		"@docusaurus/router is a Docusaurus API that folio does not provide; use useLocation() and navigate() from @folio/client instead",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), "api.") {
		t.Errorf("the error speaks esbuild's Go API:\n%v", err)
	}
}

func TestUnknownDocusaurusModuleListsWhatFolioProvides(t *testing.T) {
	s := newTestSite(t, docusaurusModulesSite)
	s.write("site/pages/index.js", "import X from '@docusaurus/Whatever';\nexport default function Home() { return <X />; }\n")
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "site/pages/index.js:1:15") ||
		!strings.Contains(err.Error(), "@docusaurus/Whatever is a Docusaurus API that folio does not provide; folio provides @docusaurus/BrowserOnly,") {
		t.Fatalf("want the import's place and the list of provided modules, got %v", err)
	}
}

// buildDiagnostic builds a site that must fail and returns the error with
// its detail (the notes said to the maintainer), and the diagnostic.
func buildDiagnostic(t *testing.T, s *testSite) (string, *diag.Diagnostic) {
	t.Helper()
	_, err := s.build()
	if err == nil {
		t.Fatal("want an error")
	}
	var d *diag.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("want a diagnostic, got %v", err)
	}
	return err.Error() + "\n" + d.Detail, d
}

func TestJSXInATSFileIsExplainedInTheSiteTerms(t *testing.T) {
	s := newTestSite(t, docusaurusModulesSite)
	s.write("site/pages/index.js", "import Card from '@site/src/card';\nexport default function Home() { return <Card />; }\n")
	s.write("src/card.ts", "export default function Card() {\n  return <div>card</div>;\n}\n")
	msg, d := buildDiagnostic(t, s)
	if !strings.Contains(msg, "src/card.ts:2:") || !strings.Contains(d.Detail, "JSX is not allowed in a .ts file; rename it to .tsx.") {
		t.Errorf("the error should place the JSX and say to rename the file:\n%s", msg)
	}
	if strings.Contains(msg, "api.") || strings.Contains(msg, "Loader:") {
		t.Errorf("the error speaks esbuild's Go API:\n%s", msg)
	}
}

// <link>, <script> and <style> children of @docusaurus/Head reach the
// page's <head>, and the attributes of <html> and <body> its tags (the
// browser side is e2e/docusaurus-parity.test.mjs); <html lang>, which folio
// writes from [i18n], is reported at its file, line and column, with what
// to do.
func TestDocusaurusHeadTagsReachThePage(t *testing.T) {
	s := newTestSite(t, `
-- site.toml --
title = "Dino"
url = "https://dino.example"
-- site/pages/index.js --
import React from 'react';
import Head from '@docusaurus/Head';

export default function Home() {
  return (
    <>
      <Head>
        <html className="dino-home" lang="fr" data-dino="rex" />
        <body className="dino-body" />
        <title>Dino home</title>
        <link rel="preconnect" href="https://fonts.example" crossOrigin />
        <script src="https://widget.example/w.js?a=1&b=2" async></script>
        <style>{'.dino { color: red }'}</style>
      </Head>
      <p>home</p>
    </>
  );
}
`)
	sum := s.mustBuild()
	var got []string
	for _, w := range sum.Warnings {
		if strings.Contains(w.Message, "@docusaurus/Head") {
			got = append(got, fmt.Sprintf("%s:%d:%d: %s", w.File, w.Line, w.Column, w.Message))
		}
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], "site/pages/index.js:8:37: @docusaurus/Head: <html lang> is left out of the page") || !strings.Contains(got[0], "[i18n]") {
		t.Errorf("warnings:\n%s", strings.Join(got, "\n"))
	}
	s.assertFile("build/index.html", "<title>Dino home",
		`rel="preconnect" href="https://fonts.example" crossorigin>`,
		`src="https://widget.example/w.js?a=1&amp;b=2" async></script>`,
		`.dino { color: red }</style>`,
		`<html lang="en" dir="ltr" class="dino-home" data-dino="rex" data-theme="light">`,
		"<body class=\"dino-body\">\n")
	head := s.read("build/index.html")
	if i := strings.Index(head, "</head>"); i < 0 || strings.Index(head, "widget.example") > i {
		t.Errorf("the script is not in <head>:\n%s", head)
	}
	// A second build that reuses the bundle says it again.
	if sum := s.mustBuild(); len(sum.Warnings) < 1 {
		t.Errorf("the rebuild forgot the warning: %v", sum.Warnings)
	}
}

// @docusaurus/theme-common's useColorMode and useThemeConfig render on the
// server with the configured default (the browser side is
// e2e/docusaurus-import.test.mjs), and the pages of a Meta site, whose
// internal-docs package the importer drops, get its components as the
// public build shows them: internal-only content left out, the rest shown.
func TestThemeCommonAndMetaInternalDocsRender(t *testing.T) {
	s := newTestSite(t, docusaurusModulesSite)
	s.write("site.toml", "title = \"Dino\"\nurl = \"https://dino.example\"\n[themeConfig.colorMode]\ndefaultMode = \"dark\"\n[themeConfig.navbar]\ntitle = \"Dino nav\"\n")
	s.write("site/pages/index.js", `import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {FbInternalOnly, FBInternOnly, OssOnly, fbContent, fbInternalOnly, isInternal} from 'docusaurus-plugin-internaldocs-fb/internal';
export default function Home() {
  const {colorMode, isDarkTheme, colorModeChoice} = useColorMode();
  const items = ['a', ...fbInternalOnly(['secret']), fbContent({internal: 'in', external: 'out'})];
  return (
    <main>
      <p className="mode">{colorMode} {String(isDarkTheme)} {String(colorModeChoice)} {useThemeConfig().navbar.title}</p>
      <FbInternalOnly><p>internal only</p></FbInternalOnly>
      <FBInternOnly><p>intern only</p></FBInternOnly>
      <OssOnly><p className="oss">open source</p></OssOnly>
      <p className="items">{items.join(',')} {String(isInternal())}</p>
    </main>
  );
}
`)
	s.mustBuild()
	page := s.read("build/index.html")
	for _, want := range []string{
		`<p class="mode">dark<!-- --> <!-- -->true<!-- --> <!-- -->null<!-- --> <!-- -->Dino nav</p>`,
		`<p class="oss">open source</p>`,
		`<p class="items">a,out<!-- --> <!-- -->false</p>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	if strings.Contains(page, "internal only") || strings.Contains(page, "intern only") {
		t.Errorf("internal-only content reached the public page")
	}
}

// An import of a package that is not installed says, in the site's terms,
// what to add to package.json, not esbuild's advice to leave it out of the
// bundle.
func TestAPackageNotInstalledIsSaidInTheSiteTerms(t *testing.T) {
	s := newTestSite(t, docusaurusModulesSite)
	s.write("site/pages/index.js", "import {motion} from '@fancy/motion/react';\nexport default function Home() { return <motion.p />; }\n")
	msg, _ := buildDiagnostic(t, s)
	for _, want := range []string{
		"site/pages/index.js:1:",
		`No installed npm package provides "@fancy/motion/react": add "@fancy/motion" to the dependencies in package.json and run npm install.`,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "external") {
		t.Errorf("the error gives esbuild's advice to leave the import out:\n%s", msg)
	}
}

// A component swizzled from Docusaurus's classic theme that folio's theme
// does not have (DocItem/Layout) would be left out without a word: the
// build says so at the file, at every build. A shadow the theme has
// (Footer), a helper the shadow imports, and a shadow of a component the
// theme has but these pages do not render are not reported.
func TestAnUnusedSwizzledComponentIsReported(t *testing.T) {
	s := newTestSite(t, docusaurusModulesSite+`
-- src/theme/DocItem/Layout/index.js --
export default function DocItemLayout({children}) { return <div className="row">{children}</div>; }
-- src/theme/Footer/index.js --
import year from './year';
export default function Footer() { return <footer>Dino {year}</footer>; }
-- src/theme/Footer/year.js --
export default 2026;
-- src/theme/BlogPostPage.js --
export default function BlogPostPage() { return <article />; }
`)
	s.write("site/pages/index.js", "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p>home</p></Layout>; }\n")
	for run := 1; run <= 2; run++ {
		sum := s.mustBuild()
		var got []string
		for _, w := range sum.Warnings {
			if w.Source == "theme" {
				got = append(got, fmt.Sprintf("%s: %s", w.File, w.Message))
			}
		}
		want := "src/theme/DocItem/Layout/index.js: not used: this file shadows @theme/DocItem/Layout, which the theme does not have, and no rendered component imports it"
		if len(got) != 1 || got[0] != want {
			t.Errorf("build %d: theme warnings:\n%s\nwant only:\n%s", run, strings.Join(got, "\n"), want)
		}
	}
	s.assertFile("build/index.html", "<footer>Dino <!-- -->2026</footer>")
}
