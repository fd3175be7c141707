// Server-renders the doc page, the doc navbar items and the MDX components
// against the stub runtime, and checks what a reader (and the e2e tests) rely
// on: which categories are open, the current page, texts, classes, errors.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import DocPage from '@theme/DocPage';
import NavbarItem from '@theme/NavbarItem';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import ThemeProvider from '@theme/ThemeProvider';
import { readPreferredVersion } from '../lib/docsVersions';
import { setGlobalData, setPathname, setSharedData, setSiteConfig } from './folio-client-stub';

const site = { title: 'Lexical', url: 'https://lexical.dev', baseUrl: '/', titleDelimiter: '|', themeConfig: { navbar: {}, footer: {} } };

const sidebar = [
  { type: 'link', label: 'Introduction', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'React',
    href: '/docs/react/',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Plugins', href: '/docs/react/plugins', docId: 'react/plugins' },
      { type: 'link', label: 'Secret', href: '/docs/react/secret', docId: 'react/secret', unlisted: true },
    ],
  },
  { type: 'category', label: 'Concepts', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Nodes', href: '/docs/concepts/nodes' }] },
  { type: 'link', label: 'GitHub', href: 'https://github.com/facebook/lexical' },
];

const docs = {
  path: '/docs',
  pluginId: 'default',
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'intro',
      docs: [
        { id: 'intro', path: '/docs/intro', sidebar: 'docs' },
        { id: 'react/plugins', path: '/docs/react/plugins', sidebar: 'docs' },
        { id: 'api/index', path: '/docs/api/', sidebar: 'api' },
        { id: 'design', path: '/docs/design' },
      ],
      draftIds: [],
      sidebars: { docs: { link: { path: '/docs/intro', label: 'Introduction' } }, api: { link: { path: '/docs/api/', label: 'API' } } },
    },
  ],
};

const pluginsData = {
  id: 'react/plugins',
  title: 'Plugins',
  permalink: '/docs/react/plugins',
  sidebar: 'docs',
  toc: [{ value: 'Using <code>plugins</code>', id: 'using-plugins', level: 2, children: [{ value: 'Order', id: 'order', level: 3 }] }],
  hideTOC: false,
  breadcrumbs: [{ label: 'React', href: '/docs/react/' }, { label: 'Plugins', href: '/docs/react/plugins' }],
  previous: { title: 'React', permalink: '/docs/react/' },
  next: { title: 'Nodes', permalink: '/docs/concepts/nodes' },
  editUrl: 'https://github.com/facebook/lexical/edit/main/site/docs/react/plugins.md',
  version: 'current',
  pluginId: 'default',
};

beforeEach(() => {
  setSiteConfig(site);
  setGlobalData({ docs });
  setSharedData({ 'docs-sidebar-docs': sidebar });
});

function render(node: ReactNode, pathname: string) {
  setPathname(pathname);
  return renderToStaticMarkup(<ThemeProvider>{node}</ThemeProvider>);
}

/** The <li> of a sidebar category, by label. */
function category(html: string, label: string): string {
  const m = html.match(new RegExp(`<li class="theme-doc-sidebar-item-category[^"]*">(?:(?!<li class="theme-doc-sidebar-item-category).)*?>${label}<.*?</ul></li>`, 's'));
  assert.ok(m, `category ${label} rendered`);
  return m[0];
}

test('doc page: sidebar with the current doc marked and its category open', () => {
  const html = render(<DocPage data={pluginsData} content="<p>Plugins extend the editor.</p>" />, '/docs/react/plugins');
  assert.match(html, /<nav aria-label="Docs sidebar" class="menu thin-scrollbar docSidebarMenu">/);
  assert.match(html, /<a href="\/docs\/react\/plugins" class="menu__link menu__link--active" aria-current="page">Plugins<\/a>/);
  // The category holding the page is open; its siblings keep their default (closed).
  const react = category(html, 'React');
  assert.match(react, /aria-label="Collapse sidebar category &#x27;React&#x27;" aria-expanded="true"/);
  assert.doesNotMatch(react, /display:none/);
  const concepts = category(html, 'Concepts');
  assert.match(concepts, /<button type="button" class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false"/);
  assert.match(concepts, /<ul[^>]*class="menu__list" style="display:none;overflow:hidden;height:0px">/);
  // Unlisted items are hidden unless they are the current page.
  assert.doesNotMatch(html, /Secret/);
  // External links are marked.
  assert.match(html, /class="menu__link menu__link--external"/);
});

test('doc page: article, breadcrumbs, TOC, previous/next and edit link', () => {
  const html = render(<DocPage data={pluginsData} content="<p>Plugins extend the editor.</p>" />, '/docs/react/plugins');
  assert.match(html, /<div class="theme-doc-markdown markdown"><div data-folio-content=""><p>Plugins extend the editor\.<\/p><\/div><\/div>/);
  assert.match(html, /<nav class="theme-doc-breadcrumbs breadcrumbsContainer" aria-label="Breadcrumbs">/);
  assert.match(html, /<a href="\/docs\/react\/" class="breadcrumbs__link">React<\/a>/);
  assert.match(html, /<span class="breadcrumbs__link" aria-current="page">Plugins<\/span>/);
  assert.match(html, /<a href="#using-plugins" class="table-of-contents__link toc-highlight">Using <code>plugins<\/code><\/a>/);
  assert.match(html, /<a href="#order" class="table-of-contents__link toc-highlight">Order<\/a>/);
  assert.match(html, /<button type="button" class="clean-btn tocCollapsibleButton" aria-expanded="false">On this page<\/button>/);
  assert.match(html, /<div class="pagination-nav__sublabel">Previous<\/div><div class="pagination-nav__label">React<\/div>/);
  assert.match(html, /<div class="pagination-nav__sublabel">Next<\/div><div class="pagination-nav__label">Nodes<\/div>/);
  assert.match(html, /href="https:\/\/github.com\/facebook\/lexical\/edit\/main\/site\/docs\/react\/plugins.md"[^>]*>.*Edit this page<\/a>/s);
});

test('doc page: an unlisted doc shows in the sidebar while current, with a banner', () => {
  const data = { ...pluginsData, id: 'react/secret', title: 'Secret', permalink: '/docs/react/secret', unlisted: true, toc: [], breadcrumbs: [] };
  const html = render(<DocPage data={data} content="<p>Hidden.</p>" />, '/docs/react/secret');
  assert.match(html, /aria-current="page">Secret<\/a>/);
  assert.match(html, /Unlisted page/);
  assert.match(html, /This page is unlisted\. Search engines will not index it, and only users having a direct link can access it\./);
  // No TOC column without headings.
  assert.doesNotMatch(html, /tableOfContents/);
});

test('doc page: a doc in no sidebar has no sidebar, and a synthetic title when it has no h1', () => {
  const data = { ...pluginsData, id: 'design', title: 'Design', sidebar: undefined, breadcrumbs: [], previous: undefined, next: undefined, syntheticTitle: true };
  const html = render(<DocPage data={data} content="<p>Why.</p>" />, '/docs/design');
  assert.doesNotMatch(html, /Docs sidebar/);
  assert.match(html, /<header><h1>Design<\/h1><\/header>/);
  assert.match(html, /class="docMainContainer docMainContainer--wide"/);
});

test('docSidebar navbar item: the sidebar\'s first page, active on any of its docs', () => {
  const item = <NavbarItem type="docSidebar" sidebarId="api" label="API" />;
  assert.equal(render(item, '/docs/intro'), '<a href="/docs/api/" class="navbar__item navbar__link">API</a>');
  assert.match(render(item, '/docs/api/'), /navbar__link--active/);
  assert.doesNotMatch(render(<NavbarItem type="docSidebar" sidebarId="docs" label="Docs" />, '/docs/design'), /active/);
  assert.throws(() => render(<NavbarItem type="docSidebar" sidebarId="guides" />, '/'), /Couldn't find a sidebar with id "guides"/);
});

test('doc navbar item: the doc\'s page, active on it; a missing id throws', () => {
  const item = <NavbarItem type="doc" docId="react/plugins" label="Plugins" />;
  assert.equal(render(item, '/'), '<a href="/docs/react/plugins" class="navbar__item navbar__link">Plugins</a>');
  assert.match(render(item, '/docs/react/plugins'), /navbar__link--active/);
  assert.throws(() => render(<NavbarItem type="doc" docId="nope" />, '/'), /Couldn't find any doc with id "nope" in version current/);
});

test('docs version items: the version label, linking to its main doc', () => {
  assert.equal(render(<NavbarItem type="docsVersion" />, '/'), '<a href="/docs/intro" class="navbar__item navbar__link">Next</a>');
  assert.match(render(<NavbarItem type="docsVersionDropdown" />, '/'), /<a href="\/docs\/intro" class="navbar__item navbar__link">Next<\/a>/);
});

test('doc navbar items without the docs plugin throw', () => {
  setGlobalData({});
  assert.throws(() => render(<NavbarItem type="docSidebar" sidebarId="api" />, '/'), /No docs plugin with id "default"/);
});

test('preferred version: a stored name that no longer exists is deleted; missing storage warns', () => {
  const stored = new Map([['docs-preferred-version-default', '1.0']]);
  const fake = { getItem: (k: string) => stored.get(k) ?? null, removeItem: (k: string) => void stored.delete(k), setItem: (k: string, v: string) => void stored.set(k, v) };
  const g = globalThis as any;
  g.window = { localStorage: fake };
  try {
    assert.equal(readPreferredVersion(docs), null);
    assert.equal(stored.has('docs-preferred-version-default'), false);
    stored.set('docs-preferred-version-default', 'current');
    assert.equal(readPreferredVersion(docs), 'current');

    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    g.window = {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    };
    try {
      assert.equal(readPreferredVersion(docs), null);
    } finally {
      console.warn = warn;
    }
    assert.equal(warnings.length, 1);
  } finally {
    delete g.window;
  }
});

test('admonition: the markup of Markdown admonitions, default title from the kind', () => {
  const html = renderToStaticMarkup(<Admonition type="tip">Use it.</Admonition>);
  assert.match(html, /^<div class="theme-admonition theme-admonition-tip admonition alert alert--success"><div class="admonition-heading"><span class="admonition-icon"><svg/);
  assert.match(html, /<\/span>Tip<\/div><div class="admonition-content">Use it\.<\/div><\/div>$/);
  assert.match(renderToStaticMarkup(<Admonition type="caution" title="Careful">x</Admonition>), /alert--warning.*Careful/);
});

test('tabs: the default tab is selected, the others hidden; bad values throw', () => {
  const html = renderToStaticMarkup(
    <Tabs groupId="pm" defaultValue="yarn">
      <TabItem value="npm">npm i</TabItem>
      <TabItem value="yarn" label="Yarn">yarn add</TabItem>
    </Tabs>,
  );
  assert.match(html, /<ul role="tablist" aria-orientation="horizontal" class="tabs">/);
  assert.match(html, /role="tab"[^>]*tabindex="-1" aria-selected="false" class="tabs__item">npm<\/li>/);
  assert.match(html, /role="tab"[^>]*tabindex="0" aria-selected="true" class="tabs__item tabs__item--active">Yarn<\/li>/);
  assert.match(html, /<div role="tabpanel"[^>]*class="tabItem" hidden="">npm i<\/div>/);
  assert.match(html, /<div role="tabpanel"[^>]*class="tabItem">yarn add<\/div>/);
  assert.throws(
    () => renderToStaticMarkup(<Tabs><TabItem value="a">1</TabItem><TabItem value="a">2</TabItem></Tabs>),
    /Duplicate value "a" in <Tabs>/,
  );
  assert.throws(() => renderToStaticMarkup(<Tabs defaultValue="c"><TabItem value="a">1</TabItem></Tabs>), /defaultValue "c", which is none of its values/);
});

test('code block: highlighted HTML when given, else escaped text; title and copy button', () => {
  const plain = renderToStaticMarkup(<CodeBlock language="html" title="index.html">{'<b>x</b>\n'}</CodeBlock>);
  assert.match(plain, /^<div class="theme-code-block language-html"><div class="code-block-title">index.html<\/div><pre tabindex="0" class="code-block"><code>&lt;b&gt;x&lt;\/b&gt;<\/code><\/pre>/);
  assert.match(plain, /aria-label="Copy code to clipboard" title="Copy"/);
  const highlighted = renderToStaticMarkup(<CodeBlock language="js" html={'<span class="token-line"><span class="k">const</span></span>'}>const</CodeBlock>);
  assert.match(highlighted, /<code><span class="token-line"><span class="k">const<\/span><\/span><\/code>/);
});
