// The classic theme on the Lexical site itself (SPEC §2): the navbar's
// links, logo and colour switch, the mobile sidebar with the docs sidebar
// as its secondary menu, the dark footer with its four groups, the head,
// and no request leaving the site. Runs against build/ (or
// FOLIO_E2E_BUILD); skipped when the site is not built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteUnderTest } from './harness.mjs';
import { open, stubOutside } from './theme-fixture.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = existsSync(path.join(process.env.FOLIO_E2E_BUILD ?? path.join(root, 'build'), 'index.html'));
const skip = built ? false : 'the Lexical site is not built (make build)';

const site = siteUnderTest({ skip: !built });

test('navbar: the SPEC links, external ones opening safely, the logo linking home', { skip }, async () => {
  const page = await site.open('/community/', { viewport: { width: 1400, height: 900 }, stubOutside: true });
  const nav = page.locator('nav.navbar');
  const labels = (await nav.locator('.navbar__items a.navbar__link').allTextContents()).map((t) => t.trim());
  assert.deepEqual(labels, ['Playground', 'Docs', 'API', 'Community', 'iOS', 'Gallery', 'GitHub', 'iOS GitHub']);
  for (const label of ['Playground', 'iOS', 'GitHub', 'iOS GitHub']) {
    const link = nav.locator('a.navbar__link', { hasText: new RegExp(`^${label}$`) });
    assert.equal(await link.getAttribute('target'), '_blank', label);
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer', label);
  }
  assert.equal(await nav.locator('a.navbar__link', { hasText: 'Playground' }).getAttribute('href'), 'https://playground.lexical.dev/');
  assert.match(await nav.locator('a.navbar__link', { hasText: 'Community' }).getAttribute('class'), /navbar__link--active/);
  assert.equal(await nav.locator('.navbar__brand').getAttribute('href'), '/');
  // The title beside it names the link; the logo is decorative.
  assert.equal(await nav.locator('.navbar__brand img.themedImage--light').getAttribute('alt'), '');
  assert.equal((await nav.locator('.navbar__brand').textContent()).trim(), 'Lexical');
  assert.ok(await nav.locator('.colorModeToggle').isVisible());
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('footer: dark, the Docs, Community, More and Legal groups, copyright 2025', { skip }, async () => {
  const page = await site.open('/', { stubOutside: true });
  const footer = page.locator('footer.footer');
  assert.match(await footer.getAttribute('class'), /footer--dark/);
  assert.deepEqual(await footer.locator('.footer__title').allTextContents(), ['Docs', 'Community', 'More', 'Legal']);
  assert.match(await footer.locator('.footer__copyright').textContent(), /Copyright © 2025/);
  await page.context().close();
});

test('at 996 px and below, a doc page opens the mobile sidebar on the docs sidebar, with a way back', { skip }, async () => {
  const page = await site.open('/', { viewport: { width: 800, height: 900 }, stubOutside: true });
  // Arrive by a link (a real click: Chrome skips, on back, entries added without one).
  await page.locator('a[href="/docs/intro"]:visible').first().click();
  await page.waitForURL(site.url + '/docs/intro');
  await page.locator('button.navbar__toggle').click();
  const sidebar = page.locator('.navbar-sidebar');
  await sidebar.waitFor();
  const back = sidebar.locator('button.navbar-sidebar__back');
  await back.waitFor();
  assert.equal(await back.textContent(), 'Back to main menu');
  // Its items: Introduction, the categories (closed ones show their heading only), FAQ.
  assert.ok((await sidebar.locator('.menu__list-item').count()) > 5, 'the docs sidebar is there');
  await back.click();
  assert.deepEqual(
    (await sidebar.locator('.menu__list a').allTextContents()).map((t) => t.trim()).slice(0, 3),
    ['Playground', 'Docs', 'API'],
  );
  await page.goBack();
  // The sidebar closes and the back step is undone: the address returns to the page.
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar') && location.pathname === '/docs/intro');
  await page.context().close();
});

test('head: language, direction, canonical, alternates, social and search tags', { skip }, async () => {
  const html = await (await fetch(site.url + '/docs/intro')).text();
  assert.match(html, /<html lang="en" dir="ltr"/);
  assert.ok(html.includes('<meta name="viewport" content="width=device-width, initial-scale=1.0">'));
  assert.ok(html.includes('<link rel="canonical" href="https://lexical.dev/docs/intro">'));
  assert.ok(html.includes('<link rel="alternate" href="https://lexical.dev/docs/intro" hrefLang="en"/>'));
  assert.ok(html.includes('<link rel="alternate" href="https://lexical.dev/docs/intro" hrefLang="x-default"/>'));
  assert.ok(html.includes('<meta name="twitter:card" content="summary_large_image"/>'));
  assert.ok(html.includes('<meta name="docsearch:language" content="en"/>'));
  assert.match(html, /<script>\(function\(\)\{var d=document\.documentElement/, 'the colour-mode script');
});

test('nothing is requested from outside the site', { skip }, async () => {
  const page = await site.newPage();
  const outside = await stubOutside(page, site.url);
  await open(page, site.url + '/');
  await page.evaluate(() => document.querySelector('a[href="/docs/intro"]').click());
  await page.waitForURL(site.url + '/docs/intro');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(outside, []);
  await page.context().close();
});
