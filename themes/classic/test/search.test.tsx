// The search bar's and search page's pure rules, and the button as the
// server renders it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import SearchBar from '@theme/SearchBar';
import { setSiteConfig } from '@folio/client';
import { searchHosts } from '../lib/searchClient';
import { contextualFacetFilters, contextualVersion, missingResultsUrl, searchPageUrl } from '../lib/searchConfig';
import { escapeHitText } from '../lib/searchHits';
import { searchKeyAction } from '../lib/searchKeyboard';
import { documentsFound, pageHitView, searchPageTitle } from '../lib/searchPageHits';
import { resultTarget } from '../lib/searchUrl';

test('hosts: the serving origin by default; else the read host first, then the fallbacks shuffled', () => {
  assert.deepEqual(searchHosts(undefined, 'http://localhost:3000'), [{ url: 'localhost:3000', protocol: 'http', accept: 'read' }]);
  const configured = ['https://read.example', 'https://a.example', 'https://b.example', 'https://c.example:8443'];
  const orders = new Set<string>();
  for (const r of [0, 0.3, 0.6, 0.99]) {
    const hosts = searchHosts(configured, 'http://localhost', () => r);
    assert.equal(hosts[0].url, 'read.example');
    assert.deepEqual(hosts.map((h) => h.url).sort(), ['a.example', 'b.example', 'c.example:8443', 'read.example']);
    orders.add(hosts.slice(1).map((h) => h.url).join());
  }
  assert.ok(orders.size > 1, 'the fallbacks are shuffled');
});

test('result URLs become site paths unless externalUrlRegex matches; replaceSearchResultPathname rewrites them', () => {
  const origin = 'http://localhost:3000';
  assert.deepEqual(resultTarget('https://lexical.dev/docs/intro#a', { baseUrl: '/' }, origin), { url: '/docs/intro#a', external: false });
  assert.deepEqual(resultTarget('/docs/intro', { baseUrl: '/site/' }, origin), { url: '/site/docs/intro', external: false });
  assert.deepEqual(
    resultTarget('https://lexical.dev/docs/v1/a', { baseUrl: '/', replaceSearchResultPathname: { from: '/docs/v1/', to: '/docs/' } }, origin),
    { url: '/docs/a', external: false },
  );
  // A string `from` is not a regular expression.
  assert.equal(resultTarget('https://x.dev/a.b/c', { baseUrl: '/', replaceSearchResultPathname: { from: 'a.b', to: 'z' } }, origin).url, '/z/c');
  assert.equal(resultTarget('https://x.dev/aXb/c', { baseUrl: '/', replaceSearchResultPathname: { from: 'a.b', to: 'z' } }, origin).url, '/aXb/c');
  assert.deepEqual(
    resultTarget('https://playground.lexical.dev/x', { baseUrl: '/', externalUrlRegex: 'playground\\.lexical' }, origin),
    { url: 'https://playground.lexical.dev/x', external: true },
  );
});

test('contextual facet filters: the language and the docs version in context', () => {
  assert.deepEqual(contextualFacetFilters('en', ['docs-default-current']), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.deepEqual(contextualFacetFilters('en', [], ['type:content']), ['language:en', ['docusaurus_tag:default'], 'type:content']);
  const docs = {
    pluginId: 'default',
    versions: [
      { name: 'current', isLast: false, docs: [{ path: '/docs/next/intro' }] },
      { name: '1.0', isLast: true, docs: [{ path: '/docs/intro' }] },
    ],
  };
  assert.equal(contextualVersion(docs, '/docs/next/intro/', null), 'current', 'the version being read');
  assert.equal(contextualVersion(docs, '/blog', 'current'), 'current', 'else the preferred one');
  assert.equal(contextualVersion(docs, '/blog', 'gone'), '1.0', 'else the latest');
});

test('the search page URL and the missing-results link', () => {
  assert.equal(searchPageUrl('/', 'search', 'editor state'), '/search?q=editor%20state');
  assert.equal(searchPageUrl('/site/', 'search', ''), '/site/search');
  assert.equal(searchPageUrl('/', '', 'x'), undefined);
  assert.equal(
    missingResultsUrl(['https://playground.lexical.dev/', 'https://github.com/facebook/lexical'], 'a&b'),
    'https://github.com/facebook/lexical/issues/new?title=Missing%20search%20results%20for%20%22a%26b%22',
  );
  assert.equal(missingResultsUrl(['https://github.com/facebook'], 'x'), undefined);
});

test('keyboard: Ctrl/Cmd+K toggles, "/" opens outside fields, Escape closes, a letter on the button opens with it', () => {
  const key = (k: string, mods: { ctrl?: boolean; meta?: boolean } = {}, target: unknown = null) =>
    ({ key: k, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta, altKey: false, target }) as unknown as KeyboardEvent;
  assert.equal(searchKeyAction(key('k', { ctrl: true }), false, false), 'toggle');
  assert.equal(searchKeyAction(key('K', { meta: true }), true, false), 'toggle', 'caps lock');
  assert.equal(searchKeyAction(key('Escape'), true, false), 'close');
  assert.equal(searchKeyAction(key('Escape'), false, false), null);
  assert.equal(searchKeyAction(key('/'), false, false), 'open');
  assert.equal(searchKeyAction(key('/'), true, false), null);
  assert.equal(searchKeyAction(key('e'), false, true), 'input');
  assert.equal(searchKeyAction(key('e'), false, false), null);
  assert.equal(searchKeyAction(key('f', { ctrl: true }), false, true), null, 'Ctrl+F stays the browser\'s');
  assert.equal(searchKeyAction(key('/', {}, { tagName: 'INPUT' }), false, false), null, 'typing a slash in a field');
  assert.equal(searchKeyAction(key('/', {}, { tagName: 'DIV', isContentEditable: true }), false, false), null);
});

test('raw hit text is escaped before DocSearch uses it as HTML', () => {
  const hit = escapeHitText({ hierarchy: { lvl0: 'Docs', lvl1: '<Editor> & co', lvl2: null } as never, content: '<script>x</script>' });
  assert.equal((hit.hierarchy as unknown as Record<string, string>).lvl1, '&lt;Editor&gt; &amp; co');
  assert.equal(hit.content, '&lt;script&gt;x&lt;/script&gt;');
});

test('search page hits: title, path and summary from the highlights, raw text escaped', () => {
  const view = pageHitView({
    objectID: '1', url: '/x', type: 'content', content: 'a <b> c',
    hierarchy: { lvl0: 'Docs', lvl1: 'Editor', lvl2: 'Updating <state>', lvl3: null },
    _highlightResult: { hierarchy: { lvl1: { value: '<mark>Editor</mark>' } } },
  });
  assert.deepEqual(view, { title: 'Updating &lt;state&gt;', breadcrumbs: ['Docs', '<mark>Editor</mark>'], summary: 'a &lt;b&gt; c' });
  const heading = pageHitView({ objectID: '2', url: '/y', type: 'lvl1', content: null, hierarchy: { lvl0: 'Docs', lvl1: 'Selection' } });
  assert.deepEqual(heading, { title: 'Selection', breadcrumbs: ['Docs'] });
  assert.equal(documentsFound(1), 'One document found');
  assert.equal(documentsFound(20), '20 documents found');
  assert.equal(searchPageTitle('a "b"'), 'Search results for "a "b""');
  assert.equal(searchPageTitle(''), 'Search the documentation');
});

test('the server renders the search button with the Ctrl K hint (searchCapture makes it ⌘ K on Apple devices before hydration)', () => {
  setSiteConfig({ baseUrl: '/', themeConfig: { search: { appId: 'A', apiKey: 'k', indexName: 'i' } } });
  const html = renderToString(<SearchBar />);
  assert.match(html, /<button type="button" class="DocSearch DocSearch-Button">/);
  assert.match(html, /<span class="DocSearch-Button-Placeholder">Search<\/span>/);
  assert.match(html, /<span class="DocSearch-Button-Keys" aria-hidden="true">/);
  assert.match(html, /<span class="DocSearch-Button-Placeholder">Search<\/span>/);
  assert.match(html, /<kbd class="DocSearch-Button-Key">Ctrl<\/kbd><kbd class="DocSearch-Button-Key">K<\/kbd>/);
  setSiteConfig({ baseUrl: '/', themeConfig: {} });
  assert.equal(renderToString(<SearchBar />), '', 'no search configured, no button');
});
