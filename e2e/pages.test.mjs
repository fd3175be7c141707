// The site's own pages: home, community and the gallery's filters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest, textRGB } from './harness.mjs';

const site = siteUnderTest();
const open = (path) => site.open(path);

test('the home page has the tagline, Get Started and the three features', async () => {
  const page = await open('/');
  assert.equal(await page.locator('.hero__subtitle').textContent(), 'An extensible text editor framework that does things differently.');
  assert.equal(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href'), '/docs/intro');
  // The site sets no --ifm-color-primary: its light blue keeps dark text (contrast), unlike a Docusaurus site's primary.
  assert.equal(await page.getByRole('link', { name: 'Get Started' }).evaluate(textRGB), '28,30,33');
  assert.deepEqual(await page.locator('.home-feature__title').allTextContents(), ['Reliable', 'Accessible', 'Fast']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the community page links to GitHub and Discord and lists the team', async () => {
  const page = await open('/community/');
  assert.equal(await page.title(), 'Community | Lexical');
  assert.equal(await page.locator('a.community-channel', { hasText: 'GitHub' }).getAttribute('href'), 'https://github.com/facebook/lexical');
  assert.equal(await page.locator('a.community-channel', { hasText: 'Discord' }).getAttribute('href'), 'https://discord.gg/KmG4wQnnD9');
  assert.ok(await page.getByRole('heading', { name: 'How to contribute' }).isVisible());
  assert.ok((await page.locator('.community-member').count()) >= 4);
  await page.context().close();
});

test('gallery tag filters and title search narrow the cards and live in the URL', async () => {
  const page = await open('/gallery');
  const cards = page.locator('.gallery-card');
  const total = await cards.count();
  assert.equal(await page.locator('.gallery__count').textContent(), `${total} examples`);
  // Each checkbox shows how many examples carry its tag.
  const tables = page.locator('label.gallery__tag-filter', { hasText: 'Tables' });
  assert.equal(await tables.locator('.gallery__tag-count').textContent(), '1');

  await page.getByRole('checkbox', { name: /Collaboration/ }).check();
  await page.waitForURL(/\/gallery\?tags=collab$/);
  assert.deepEqual(await cards.locator('h3').allTextContents(), ['Collaborative document']);

  await tables.locator('input').check();
  await page.waitForURL(/\?tags=collab&tags=tables$/);
  assert.deepEqual(await cards.locator('h3').allTextContents(), ['Tables', 'Collaborative document']);
  assert.equal(await page.locator('.gallery__count').textContent(), '2 examples');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL(site.server.url + '/gallery');
  await page.getByLabel('Search by title').fill('vanilla');
  await page.waitForURL(/\?title=vanilla$/);
  assert.deepEqual(await cards.locator('h3').allTextContents(), ['Vanilla JavaScript', 'Vanilla plugin']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a gallery URL with filters opens filtered, without a hydration error', async () => {
  const page = await open('/gallery?tags=plain-text&title=input');
  await page.waitForFunction(() => document.querySelectorAll('.gallery-card').length === 1);
  assert.deepEqual(await page.locator('.gallery-card h3').allTextContents(), ['Plain text input']);
  assert.ok(await page.getByRole('checkbox', { name: /Plain text/ }).isChecked());
  assert.equal(await page.getByLabel('Search by title').inputValue(), 'input');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a Markdown page lists its sections in a table of contents', async () => {
  const page = await open('/markdown-page');
  const toc = page.locator('.theme-markdown-page__toc .table-of-contents');
  assert.deepEqual(await toc.locator('a').allTextContents(), ['What works here']);
  await toc.locator('a').first().click();
  await page.waitForFunction(() => location.hash === '#what-works-here');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
