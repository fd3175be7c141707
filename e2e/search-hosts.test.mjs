// Search hosts from site.toml (SPEC §7): the read host first, then the
// fallbacks; the error screen when no host answers. The fixture's
// hosts.toml names two hosts: 127.0.0.1:31831, never started, and
// 127.0.0.1:31832, where `folio search serve` runs on its own, on another
// origin than the site (CORS).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { launchBrowser, newPage } from './harness.mjs';
import { buildFixture, serveSite, serveSearch, open, searchFor } from './search-fixture.mjs';

let out;
let site;
let search;
let browser;

before(async () => {
  out = buildFixture('hosts.toml');
  site = await serveSite(out, 'hosts.toml');
  search = await serveSearch(out, '127.0.0.1:31832');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await search?.stop();
  await site?.stop();
  if (out) rmSync(out, { recursive: true, force: true });
});

test('the read host is tried first; when it is down the fallback host answers, across origins', async () => {
  const page = await newPage(browser);
  const tried = [];
  page.on('request', (req) => {
    if (req.url().includes('/1/indexes/')) tried.push(new URL(req.url()).host);
  });
  // The down host's refused connections are expected failures.
  page.on('console', () => {});
  await open(page, site.url + '/docs/intro');
  await searchFor(page, 'selection');
  await page.locator('.DocSearch-Hit', { hasText: 'Selection' }).first().waitFor();
  assert.equal(tried[0], '127.0.0.1:31831');
  assert.ok(tried.includes('127.0.0.1:31832'));
  await page.context().close();
});

test('with the search service stopped, the modal shows Unable to fetch results', async () => {
  const page = await newPage(browser);
  await open(page, site.url + '/docs/intro');
  await search.stop();
  search = null;
  await searchFor(page, 'editor');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await screen.waitFor();
  assert.equal((await screen.locator('.DocSearch-Title').textContent()).trim(), 'Unable to fetch results');
  assert.equal((await screen.locator('.DocSearch-Help').textContent()).trim(), 'You might want to check your network connection.');
  assert.equal(await page.locator('.DocSearch-NoResults').isVisible(), false, 'no "No results" under it');
  // Clearing the query goes back to the start screen.
  await page.locator('.DocSearch-Input').press('Control+a');
  await page.locator('.DocSearch-Input').press('Backspace');
  await page.locator('.DocSearch-Help', { hasText: 'No recent searches' }).waitFor();
  assert.equal(await screen.count(), 0);
  await page.context().close();
});
