// What every page's <head> says (SPEC §2): language and direction,
// viewport, alternate-language links, canonical, Open Graph and Twitter
// metadata, the favicon, a preconnect to the search host, and the
// docsearch:* tags search records are built from. Optional services add
// their tags only when configured; without them a page asks nothing of any
// other origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverUnderTest, siteUnderTest } from './harness.mjs';
import { open, startFixture, stubOutside } from './theme-fixture.mjs';

// site.toml; its browser opens the pages of both servers.
const full = siteUnderTest({ serve: () => startFixture('site.toml') });
const plain = serverUnderTest(() => startFixture('defaults.toml')); // defaults.toml

/** The served <head>, parsed by the browser without running any script. */
async function servedHead(url) {
  const page = await full.browser.newPage({ javaScriptEnabled: false });
  await page.goto(url);
  const head = await page.evaluate(() => ({
    html: [document.documentElement.lang, document.documentElement.dir],
    meta: [...document.head.querySelectorAll('meta[name], meta[property]')].map((m) => [
      m.getAttribute('name') ?? m.getAttribute('property'),
      m.content,
    ]),
    links: [...document.head.querySelectorAll('link')]
      .filter((l) => !['stylesheet', 'modulepreload'].includes(l.rel))
      .map((l) => [l.rel, l.getAttribute('href'), l.hreflang || l.crossOrigin || '']),
    scripts: [...document.head.querySelectorAll('script[src]')].map((s) => [s.src, s.async]),
  }));
  await page.close();
  return head;
}

const metaValues = (head, name) => head.meta.filter(([n]) => n === name).map(([, v]) => v);

test('language, direction, viewport, canonical, favicon and social metadata', async () => {
  const head = await servedHead(full.url + '/');
  assert.deepEqual(head.html, ['en', 'ltr']);
  assert.deepEqual(metaValues(head, 'viewport'), ['width=device-width, initial-scale=1.0']);
  assert.deepEqual(metaValues(head, 'description'), ["The fixture's home page."]);
  assert.deepEqual(metaValues(head, 'og:title'), ['Fixture']);
  assert.deepEqual(metaValues(head, 'og:description'), ["The fixture's home page."]);
  assert.deepEqual(metaValues(head, 'og:url'), ['https://fixture.example/']);
  assert.deepEqual(metaValues(head, 'og:image'), ['https://fixture.example/img/logo.svg']);
  assert.deepEqual(metaValues(head, 'twitter:card'), ['summary_large_image']);
  assert.deepEqual(metaValues(head, 'twitter:image'), ['https://fixture.example/img/logo.svg']);
  assert.deepEqual(
    head.links.filter(([rel]) => ['canonical', 'icon'].includes(rel)),
    [
      ['canonical', 'https://fixture.example/', ''],
      ['icon', '/img/favicon.svg', ''],
    ],
  );
});

test('alternate-language links for every locale and x-default', async () => {
  const head = await servedHead(full.url + '/long');
  assert.deepEqual(
    head.links.filter(([rel]) => rel === 'alternate'),
    [
      ['alternate', 'https://fixture.example/long', 'en'],
      ['alternate', 'https://fixture.example/fr/long', 'fr'],
      ['alternate', 'https://fixture.example/long', 'x-default'],
    ],
  );
  const notFound = await servedHead(full.url + '/404.html');
  assert.deepEqual(notFound.links.filter(([rel]) => rel === 'alternate'), [], 'none on the not-found page');
  assert.deepEqual(metaValues(notFound, 'robots'), ['noindex, nofollow']);
});

test('search: a preconnect to the search host, and the docsearch tags', async () => {
  const home = await servedHead(full.url + '/');
  assert.deepEqual(
    home.links.filter(([rel, href]) => rel === 'preconnect' && !href.includes('google')),
    [['preconnect', 'https://search.fixture.example', 'anonymous']],
  );
  assert.deepEqual(metaValues(home, 'docsearch:language'), ['en']);
  assert.deepEqual(metaValues(home, 'docsearch:docusaurus_tag'), ['default']);
  assert.deepEqual(metaValues(home, 'docsearch:version'), []);

  const doc = await servedHead(full.url + '/doc');
  assert.deepEqual(metaValues(doc, 'docsearch:language'), ['en']);
  assert.deepEqual(metaValues(doc, 'docsearch:version'), ['current']);
  assert.deepEqual(metaValues(doc, 'docsearch:docusaurus_tag'), ['docs-default-current']);
});

test('after client-side navigation the title, description and search tags follow the page', async () => {
  const page = await full.newPage();
  await stubOutside(page, full.url);
  await open(page, full.url + '/');
  await page.locator('main a', { hasText: 'Doc page' }).click();
  await page.waitForURL(full.url + '/doc');
  assert.equal(await page.title(), 'Doc page | Fixture');
  const meta = (name) => page.locator(`head meta[name="${name}"]`).getAttribute('content');
  assert.equal(await meta('docsearch:version'), 'current');
  assert.equal(await meta('docsearch:docusaurus_tag'), 'docs-default-current');
  await page.context().close();
});

test('the analytics tag when configured: async, IP anonymisation off', async () => {
  const head = await servedHead(full.url + '/');
  assert.deepEqual(head.scripts, [['https://www.googletagmanager.com/gtag/js?id=G-FIXTURE1', true]]);
  const html = await (await fetch(full.url + '/')).text();
  assert.match(html, /gtag\('config',"G-FIXTURE1",\{anonymize_ip:false\}\)/);
});

test('with nothing optional configured: no outside tags, and no request leaves the origin', async () => {
  const head = await servedHead(plain.url + '/');
  assert.deepEqual(head.scripts, []);
  assert.deepEqual(head.links.filter(([rel]) => rel === 'preconnect'), []);
  assert.deepEqual(metaValues(head, 'og:image'), []);
  assert.deepEqual(metaValues(head, 'docsearch:docusaurus_tag'), ['default']);

  const page = await full.newPage();
  const outside = await stubOutside(page, plain.url);
  await open(page, plain.url + '/');
  await page.locator('main a', { hasText: 'Doc page' }).hover();
  await page.locator('main a', { hasText: 'Doc page' }).click();
  await page.waitForURL(plain.url + '/doc');
  await page.evaluate(() => document.execCommand('copy'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  assert.deepEqual(outside, []);
  assert.equal(await page.evaluate(() => 'dataLayer' in window || 'folioInternalDocs' in window), false);
  await page.context().close();
});
