// The server renderer's additions to <head>: the meta tags pages ask for
// with <Head meta>, and the wrong-base-URL script on the home page only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { Head } from '../src/Head';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from '../src/baseUrlBanner';
import { encodeReply, renderRoute } from '../src/server';
import type { SiteData } from '../src/types';

function site(baseUrl = '/', extra: Record<string, unknown> = {}): SiteData {
  return {
    siteConfig: {
      title: 'Lexical',
      url: 'https://lexical.dev',
      baseUrl,
      titleDelimiter: '|',
      themeConfig: {},
      i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {} },
      ...extra,
    },
    globalData: {},
  };
}

function Page() {
  return (
    <main>
      <Head title="Intro" meta={{ 'docsearch:version': 'current', 'og:image': 'https://x.dev/a.png' }} />
      <Head meta={{ 'docsearch:version': 'next', 'docsearch:docusaurus_tag': 'docs-default-current' }} />
      <h1>Intro</h1>
    </main>
  );
}

const job = (path: string) => ({ path, component: 'page', data: {}, meta: {}, shared: {} });

test('meta tags pages ask for reach <head>, the last <Head> winning per name', () => {
  const result = renderRoute(site(), { page: Page }, job('/docs/intro'));
  assert.equal(result.error, undefined);
  assert.deepEqual(result.head, {
    title: 'Intro',
    meta: { 'docsearch:version': 'next', 'og:image': 'https://x.dev/a.png', 'docsearch:docusaurus_tag': 'docs-default-current' },
  });
  assert.equal(
    result.headHtml,
    '<meta name="docsearch:version" content="next"/><meta property="og:image" content="https://x.dev/a.png"/><meta name="docsearch:docusaurus_tag" content="docs-default-current"/>',
  );
});

test('the wrong-base-URL script is on the home page only', () => {
  const home = renderRoute(site(), { page: Page }, job('/')).headHtml ?? '';
  assert.ok(home.includes(`<script>${baseUrlBannerScript('/')}</script>`));
  const other = renderRoute(site(), { page: Page }, job('/docs/intro')).headHtml ?? '';
  assert.ok(!other.includes(BASE_URL_BANNER_ID));
  const under = renderRoute(site('/site/'), { page: Page }, job('/site/')).headHtml ?? '';
  assert.ok(under.includes(baseUrlBannerScript('/site/')));
  const off = renderRoute(site('/', { baseUrlIssueBanner: false }), { page: Page }, job('/')).headHtml ?? '';
  assert.ok(!off.includes(BASE_URL_BANNER_ID));
});

test('a component that throws gives the route its error, not a crash of the worker', () => {
  const Broken = () => {
    throw new Error('no data');
  };
  const result = renderRoute(site(), { page: Broken }, job('/x'));
  assert.match(result.error ?? '', /^Error: no data/);
  assert.equal(renderRoute(site(), {}, job('/x')).error, 'no component "page" in the server bundle');
});

/** Runs the banner script in a minimal fake DOM; returns the texts it shows, or null. */
function runBanner(baseUrl: string, pathname: string, started: boolean): { id: string; lines: string[] } | null {
  let onReady: () => void = () => {};
  let shown: any = null;
  const element = (tag: string) => ({
    tag,
    id: '',
    style: { cssText: '', margin: '', display: '' },
    children: [] as any[],
    textContent: '',
    setAttribute() {},
    appendChild(child: any) {
      this.children.push(child);
    },
  });
  const document = {
    addEventListener: (type: string, fn: () => void) => type === 'DOMContentLoaded' && (onReady = fn),
    createElement: element,
    body: { prepend: (el: any) => (shown = el) },
  };
  runInNewContext(baseUrlBannerScript(baseUrl), { document, location: { pathname }, window: started ? { folio: {} } : {} });
  onReady();
  if (!shown) return null;
  return { id: shown.id, lines: shown.children[0].children.map((c: any) => c.textContent) };
}

test('the banner shows when the runtime did not start, with the corrected baseUrl', () => {
  assert.equal(runBanner('/', '/docs-site/', true), null);
  assert.deepEqual(runBanner('/', '/docs-site', false), {
    id: BASE_URL_BANNER_ID,
    lines: [
      'This folio site did not load properly.',
      'Its scripts and styles were not found. The usual cause is a baseUrl in site.toml that does not match the path the site is served from.',
      'Configured baseUrl = / (the default)',
      'Try baseUrl = /docs-site/',
    ],
  });
  assert.equal(runBanner('/lexical/', '/', false)?.lines[2], 'Configured baseUrl = /lexical/');
});

test('the script cannot be closed early by the configured baseUrl', () => {
  assert.ok(!baseUrlBannerScript('/</script><script>alert(1)//').includes('</script>'));
});

test('a reply gives each page its length in bytes, then the pages as they are', () => {
  const pages = ['<p>café</p>', '', '<p>😀 "quoted" \\ </p>'];
  const reply = encodeReply([
    { path: '/a', html: pages[0] },
    { path: '/b', error: 'boom' },
    { path: '/c', html: pages[2], headHtml: '<meta>' },
  ]);
  const newline = reply.indexOf('\n');
  const header = JSON.parse(reply.slice(0, newline));
  assert.deepEqual(
    header.map((h: { htmlBytes: number }) => h.htmlBytes),
    pages.map((p) => Buffer.byteLength(p)),
  );
  assert.equal(header[1].error, 'boom');
  assert.equal(header[2].headHtml, '<meta>');
  assert.ok(!('html' in header[0]));
  assert.equal(reply.slice(newline + 1), pages.join(''));
});

test('head tags from <Head tags> and @docusaurus/Head reach <head> once each, escaped', async () => {
  const { default: DocusaurusHead } = await import('../src/docusaurus/Head');
  const font = { tag: 'link' as const, attributes: { rel: 'stylesheet', href: 'https://fonts.example/css?a=1&b="2"' } };
  function Tagged() {
    return (
      <main>
        <Head tags={[font]} />
        <DocusaurusHead>
          <link rel="stylesheet" href='https://fonts.example/css?a=1&b="2"' />
          <link rel="preconnect" href="https://fonts.example" crossOrigin />
          <script async src="/w.js" />
          <script>{'if (1 < 2) document.title += "</script>";'}</script>
        </DocusaurusHead>
      </main>
    );
  }
  const result = renderRoute(site(), { page: Tagged }, job('/x'));
  assert.equal(result.error, undefined);
  const html = (result.headHtml ?? '').replace(/data-folio-head="\w+"/g, 'data-folio-head');
  assert.equal(
    html,
    '<link data-folio-head rel="stylesheet" href="https://fonts.example/css?a=1&amp;b=&quot;2&quot;">' +
      '<link data-folio-head rel="preconnect" href="https://fonts.example" crossorigin>' +
      '<script data-folio-head async src="/w.js"></script>' +
      '<script data-folio-head>if (1 < 2) document.title += "<\\/script>";</script>',
    'the stylesheet asked for twice is written once; an inline script cannot end early',
  );
});

test('@docusaurus/Head <html> and <body> attributes reach the render reply, the last <Head> winning per attribute', async () => {
  const { default: DocusaurusHead } = await import('../src/docusaurus/Head');
  function Styled() {
    return (
      <main>
        <DocusaurusHead>
          <html className="plugin-docs" data-layout="wide" lang="fr" />
          <body className="layout-body" />
        </DocusaurusHead>
        <DocusaurusHead>
          <>
            <html className="plugin-home" data-rank={2} />
          </>
          <title>Home</title>
        </DocusaurusHead>
      </main>
    );
  }
  const result = renderRoute(site(), { page: Styled }, job('/'));
  assert.equal(result.error, undefined);
  assert.deepEqual(result.head?.htmlAttributes, { class: 'plugin-home', 'data-layout': 'wide', lang: 'fr', 'data-rank': '2' });
  assert.deepEqual(result.head?.bodyAttributes, { class: 'layout-body' });
  assert.equal(result.head?.title, 'Home');
  assert.doesNotMatch(result.html ?? '', /plugin-/, 'nothing of it is rendered into the page body');
  // A page without them sends none.
  assert.equal(renderRoute(site(), { page: Page }, job('/docs/intro')).head?.htmlAttributes, undefined);
});
