// The foundation as a visitor meets it: server-rendered HTML, hydration,
// client-side navigation, and the not-found page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';

const TAGLINE = 'An extensible text editor framework that does things differently.';
const site = siteUnderTest();

test('/ is server-rendered: its text is in the HTML before any script runs', async () => {
  const res = await fetch(site.url + '/');
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<html lang="en" dir="ltr"/);
  assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1.0">/);
  assert.ok(html.includes(TAGLINE), 'the tagline is in the served HTML');

  const page = await site.newPage({ javaScriptEnabled: false });
  await page.goto(site.url + '/');
  assert.equal(await page.locator('.hero__subtitle').textContent(), TAGLINE);
  assert.equal(await page.locator('html').getAttribute('data-has-hydrated'), null, 'no script ran');
  await page.context().close();
});

test('the page hydrates', async () => {
  const page = await site.newPage();
  await page.goto(site.url + '/');
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 10000 });
  assert.equal(await page.title(), 'Lexical');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('navigates to another page and back without a full page load', async () => {
  const page = await site.newPage();
  await page.goto(site.url + '/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(() => {
    window.__stillTheSameDocument = true;
  });

  await page.locator('a[href="/markdown-page"]').first().click();
  await page.waitForURL(site.url + '/markdown-page');
  await page.waitForSelector('h1:has-text("Markdown page")');
  assert.equal(await page.title(), 'Markdown page | Lexical');

  await page.goBack();
  await page.waitForURL(site.url + '/');
  await page.waitForSelector(`.hero__subtitle:has-text("${TAGLINE}")`);
  assert.equal(await page.title(), 'Lexical');

  assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true, 'the document was never reloaded');
  assert.equal(loads, 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an unknown path shows the not-found page with status 404', async () => {
  const page = await site.newPage();
  const res = await page.goto(site.url + '/no/such/page');
  assert.equal(res.status(), 404);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
  assert.ok((await page.textContent('main')).includes('We could not find what you were looking for.'));
  assert.equal(await page.title(), 'Page Not Found | Lexical');
  await page.context().close();
});

test('a .html or /index.html suffix finds the route', async () => {
  for (const p of ['/markdown-page.html', '/index.html']) {
    const res = await fetch(site.url + p);
    assert.equal(res.status, 200, p);
  }
});
