// The search page (/search): the query in ?q=, results as you type, the
// empty state, and more results as the list scrolls (SPEC §2, §5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { open, SEARCH_READY, startSearchFixture } from './search-fixture.mjs';

// open waits until the search bar listens, as the modal is opened by key.
const site = siteUnderTest({ serve: () => startSearchFixture(), ready: SEARCH_READY });

test('without a query the page invites one; it is not indexed', async () => {
  const res = await fetch(site.url + '/search');
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<title>Search the documentation \| Search Fixture<\/title>/);
  assert.match(html, /<meta name="robots" content="noindex/);
  const page = await site.open('/search');
  assert.equal(await page.locator('main h1').textContent(), 'Search the documentation');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('?q= shows its results, titled Search results for "q", with highlights, paths and snippets', async () => {
  const page = await site.open('/search?q=range%20selection');
  await page.locator('.search-result').first().waitFor();
  assert.equal(await page.locator('.search-page__input').inputValue(), 'range selection');
  assert.equal(await page.locator('main h1').textContent(), 'Search results for "range selection"');
  assert.equal(await page.title(), 'Search results for "range selection" | Search Fixture');
  const first = page.locator('.search-result').first();
  assert.equal(await first.locator('.search-result__title').textContent(), 'Range selection');
  assert.equal(await first.locator('.search-result__title mark').first().textContent(), 'Range');
  assert.deepEqual(await first.locator('.breadcrumbs__item').allTextContents(), ['Docs', 'Selection']);
  assert.match(await page.locator('.search-page__count').textContent(), /^(One document found|\d+ documents found)$/);
  // Results link to pages of the site, navigated on the client.
  await page.evaluate(() => (window.__sameDocument = true));
  await first.locator('a').click();
  await page.waitForURL(site.url + '/docs/selection#range-selection');
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('typing searches after a pause and keeps ?q= in step without adding history entries', async () => {
  const page = await site.open('/search');
  const length = await page.evaluate(() => history.length);
  await page.locator('.search-page__input').pressSequentially('batched', { delay: 20 });
  await page.locator('.search-result', { hasText: 'batched' }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('q'), 'batched');
  assert.equal(await page.evaluate(() => history.length), length, 'history.replace, not push');
  assert.equal(await page.locator('main h1').textContent(), 'Search results for "batched"');

  await page.locator('.search-page__input').fill('zzzzqx');
  await page.locator('text=No results were found').waitFor();
  assert.equal(await page.locator('.search-result').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('more results load when "Fetching new results..." scrolls into view', async () => {
  const page = await site.open('/search?q=plugin%20number', { viewport: { width: 1000, height: 700 } });
  await page.locator('.search-result').first().waitFor();
  assert.equal(await page.locator('.search-result').count(), 15, 'the first page holds 15');
  assert.equal(await page.locator('.search-page__count').textContent(), '20 documents found');
  const loader = page.locator('.search-page__loader');
  assert.equal((await loader.textContent()).trim(), 'Fetching new results...');
  await loader.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('.search-result').length === 20);
  await page.locator('.search-page__loader').waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
