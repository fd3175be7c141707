// Themes are swappable, seen from the browser: the Lexical site built with
// `folio build --theme minimal` hydrates, navigates between guides on the
// client, and searches from its own search page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPage, startServer } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let out;
let server;
let browser;

before(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'folio-minimal-e2e-'));
  try {
    execFileSync(path.join(root, 'bin/folio'), ['build', '--theme', 'minimal', '--out', out], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`building the site with the minimal theme failed:\n${err.stderr ?? err.message}`);
  }
  // The harness serves the directory FOLIO_E2E_BUILD names.
  process.env.FOLIO_E2E_BUILD = out;
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (out) rmSync(out, { recursive: true, force: true });
});

async function open(urlPath) {
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(server.url + urlPath);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

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
  await page.waitForURL(server.url + '/docs/concepts/history');
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
  await page.waitForURL(server.url + '/search?q=selection');
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
  await page.waitForURL(server.url + '/docs/concepts/selection');
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
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  // The History doc's data arrives broken: its page throws while rendering.
  // Set up before the first load, as visible links prefetch their data.
  await page.route('**/assets/data/route-*.json', async (route) => {
    const res = await route.fetch();
    const file = await res.json();
    if (file.data?.permalink === '/docs/concepts/history') file.data.breadcrumbs = null;
    await route.fulfill({ response: res, json: file });
  });
  await page.goto(server.url + '/docs/concepts/selection');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('.mn-sidebar').getByRole('link', { name: 'History', exact: true }).click();
  await page.locator('h1', { hasText: 'This page crashed.' }).waitFor();
  assert.equal(await page.locator('.mn-topbar').count(), 1, 'the top bar stays');
  assert.equal(await page.locator('button', { hasText: 'Try again' }).count(), 1);
  assert.match(await page.locator('.mn-crash__message').textContent(), /null/);
});
