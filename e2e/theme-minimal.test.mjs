// Themes are swappable, seen from the browser: the Lexical site built with
// `folio build --theme minimal` hydrates, navigates between guides on the
// client, and searches from its own search page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildAndServe, siteUnderTest } from './harness.mjs';

const site = siteUnderTest({
  serve: () => buildAndServe('folio-minimal-e2e-', ['--theme', 'minimal'], 'the site with the minimal theme'),
});
const open = (urlPath) => site.open(urlPath, { viewport: { width: 1280, height: 800 } });

test('a guide renders in the minimal theme and hydrates', async () => {
  const page = await open('/docs/concepts/selection');
  assert.equal(await page.locator('.mn-topbar').count(), 1);
  assert.equal(await page.locator('.navbar').count(), 0, "classic's navbar is gone");
  assert.equal(await page.locator('article h1').textContent(), 'Selection');
  assert.equal(await page.locator('.mn-topbar a[aria-current="page"]').textContent(), 'Docs');
  assert.equal(await page.locator('.mn-sidebar a[aria-current="page"]').textContent(), 'Selection');
  assert.equal(await page.title(), 'Selection | Lexical');
  assert.deepEqual(page.errors, []);
});

test('a link in the sidebar opens another guide on the client', async () => {
  const page = await open('/docs/concepts/selection');
  // A full page load would lose this.
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.locator('.mn-sidebar').getByRole('link', { name: 'History', exact: true }).click();
  await page.waitForURL(site.url + '/docs/concepts/history');
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'History');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
  assert.equal(await page.locator('.mn-sidebar a[aria-current="page"]').textContent(), 'History');
  assert.equal(await page.title(), 'History | Lexical');

  // The next-page link at the foot of the guide also stays in the app.
  const next = page.locator('.mn-pagenav a[rel="next"]');
  const nextTitle = (await next.textContent()).replace(/^Next: /, '').replace(/ →$/, '');
  await next.click();
  await page.waitForFunction((title) => document.querySelector('article h1')?.textContent === title, nextTitle);
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
  assert.deepEqual(page.errors, []);
});

test('the search page lists results from the site search API and opens one', async () => {
  const page = await open('/search');
  assert.equal(await page.locator('h1').textContent(), 'Search the documentation');
  await page.locator('input[name="q"]').fill('selection');
  await page.locator('form[role="search"] button').click();
  await page.waitForURL(site.url + '/search?q=selection');
  const first = page.locator('.mn-results .mn-result__title').first();
  await first.waitFor();
  assert.equal(await page.locator('h1').textContent(), 'Search results for "selection"');
  assert.match(await page.locator('.mn-search__count').textContent(), /^\d+ documents found$/);
  assert.equal(await first.textContent(), 'Selection');
  assert.equal(await first.locator('mark').textContent(), 'Selection', 'the matched word is marked');

  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await first.click();
  await page.waitForURL(site.url + '/docs/concepts/selection');
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Selection');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
  assert.deepEqual(page.errors, []);
});

test('a query without hits says so', async () => {
  const page = await open('/search?q=zzqxv');
  await page.locator('text=No results were found').waitFor();
  assert.equal(await page.locator('.mn-results').count(), 0);
});

test('a page that crashes shows the minimal crash page inside the frame', async () => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  // The History doc's data arrives broken: its page throws while rendering.
  // Set up before the first load, as visible links prefetch their data.
  await page.route('**/assets/data/route-*.json', async (route) => {
    const res = await route.fetch();
    const file = await res.json();
    if (file.data?.permalink === '/docs/concepts/history') file.data.breadcrumbs = null;
    await route.fulfill({ response: res, json: file });
  });
  await page.goto(site.url + '/docs/concepts/selection');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('.mn-sidebar').getByRole('link', { name: 'History', exact: true }).click();
  await page.locator('h1', { hasText: 'This page crashed.' }).waitFor();
  assert.equal(await page.locator('.mn-topbar').count(), 1, 'the top bar stays');
  assert.equal(await page.locator('button', { hasText: 'Try again' }).count(), 1);
  assert.match(await page.locator('.mn-crash__message').textContent(), /null/);
});
