// Search on the Lexical site itself: the index built from its pages, the
// API on the serving origin, the modal on a guide and the search page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { SEARCH_READY, searchFor } from './search-fixture.mjs';

// open waits until the search bar listens, as the modal is opened by key.
const site = siteUnderTest({ ready: SEARCH_READY });

test('the site answers DocSearch queries on its own origin', async () => {
  const res = await fetch(site.url + '/1/indexes/*/queries?x-algolia-application-id=LEXICAL&x-algolia-api-key=lexical-search-only', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName: 'lexical', query: 'editor state', hitsPerPage: 5, attributesToRetrieve: ['url'] }] }),
  });
  assert.equal(res.status, 200);
  const { results } = await res.json();
  assert.ok(results[0].nbHits > 0);
  assert.equal(new URL(results[0].hits[0].url).pathname, '/docs/concepts/editor-state');
});

test('from a guide, the modal finds the Editor state page and opens it', async () => {
  const page = await site.open('/docs/intro');
  await searchFor(page, 'editor state');
  const first = page.locator('.DocSearch-Hit').first();
  await first.waitFor();
  assert.equal((await first.locator('.DocSearch-Hit-title').textContent()).trim(), 'Editor state');
  await page.keyboard.press('Enter');
  await page.waitForURL(site.url + '/docs/concepts/editor-state');
  await page.locator('h1', { hasText: 'Editor state' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the search page lists API results for an API name', async () => {
  const page = await site.open('/search?q=registerCommand');
  await page.locator('.search-result').first().waitFor();
  const links = await page.locator('.search-result__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.some((h) => h.startsWith('/docs/api/classes/lexical.LexicalEditor')), links.join(' '));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
