// Three departures from SPEC §4 that a walk in a real browser found
// (issue 16): a change of only the query string scrolled to the top (the
// skip-to-content focus did it), the title stayed "Page Error" after "Try
// again", and Back on the first page of a visit left the site while the
// mobile menu was open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openHydrated, serverUnderTest, siteUnderTest, startServer } from './harness.mjs';
import { startFixture } from './theme-fixture.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lexicalBuilt = existsSync(path.join(process.env.FOLIO_E2E_BUILD ?? path.join(root, 'build'), 'index.html'));

const site = siteUnderTest({ serve: () => startFixture('site.toml') });
const lexical = serverUnderTest(() => startServer(), { skip: !lexicalBuilt });

const MOBILE = { width: 800, height: 900 };

/** Two animation frames: whatever a navigation scrolls has been painted by then. */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test('a link that changes only the query string leaves the guide where it was scrolled', { skip: !lexicalBuilt && 'the Lexical site is not built' }, async () => {
  const page = await site.newPage();
  await openHydrated(page, lexical.url + '/docs/concepts/editor-state');
  await page.evaluate(() => window.scrollTo(0, 1500));
  // A link where the visitor is reading, to the same page with a query.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.id = 'probe';
    a.href = '/docs/concepts/editor-state?probe=1';
    a.textContent = 'probe';
    a.style.cssText = 'position:fixed;top:50%;left:50%;z-index:1000';
    document.body.appendChild(a);
  });
  const documents = [];
  page.on('request', (req) => req.resourceType() === 'document' && documents.push(req.url()));
  await page.click('#probe');
  await page.waitForURL(lexical.url + '/docs/concepts/editor-state?probe=1');
  await frames(page);
  assert.equal(await page.evaluate(() => window.scrollY), 1500);
  assert.deepEqual(documents, [], 'navigated in place');
  // Focus still returns to the top of the page for the next Tab, without scrolling there.
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'skipToContent__container');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('"Try again" on a crash inside the layout gives the page its title back', async () => {
  const page = await site.newPage();
  const served = await (await fetch(site.url + '/crash')).text();
  const title = served.match(/<title>([^<]*)<\/title>/)[1];
  assert.equal(title, 'Crash page | Fixture');
  await openHydrated(page, site.url + '/crash?boom');
  await page.waitForSelector('h1:has-text("This page crashed.")');
  assert.equal(await page.title(), 'Page Error');
  await page.evaluate(() => {
    window.__recovered = true;
  });
  await page.locator('button', { hasText: 'Try again' }).click();
  await page.waitForSelector('text=The content rendered.');
  assert.equal(await page.title(), title);
  await page.context().close();
});

test('Back on the first page of a visit closes the open mobile menu and stays on the page', async () => {
  const page = await site.newPage({ viewport: MOBILE });
  await openHydrated(page, site.url + '/');
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor();

  await page.goBack();
  await page.waitForSelector('.navbar-sidebar', { state: 'detached' });
  assert.equal(page.url(), site.url + '/');
  assert.equal(await page.locator('h1').textContent(), 'Fixture home');
  assert.equal(await page.evaluate(() => document.body.style.overflow), '', 'the page scrolls again');

  // Again: the menu opens, and Back closes it again.
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor();
  await page.goBack();
  await page.waitForSelector('.navbar-sidebar', { state: 'detached' });
  assert.equal(page.url(), site.url + '/');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a menu closed by its button leaves no step behind, and a link followed from it is one step back', async () => {
  const page = await site.newPage({ viewport: MOBILE });
  await openHydrated(page, site.url + '/');
  const length = await page.evaluate(() => history.length);
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor();
  await page.locator('.navbar-sidebar__close').click();
  await page.waitForSelector('.navbar-sidebar', { state: 'detached' });
  // The step the menu added is gone: Back from here is Back from the page.
  await page.waitForFunction(() => history.state?.folioIndex === 0);

  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor();
  await page.locator('.navbar-sidebar a', { hasText: 'Long page' }).first().click();
  await page.waitForURL(site.url + '/long');
  assert.equal(await page.evaluate(() => history.length), length + 1, 'the page followed took the menu\'s step');
  await page.goBack();
  await page.waitForURL(site.url + '/');
  assert.equal(await page.locator('h1').textContent(), 'Fixture home');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
