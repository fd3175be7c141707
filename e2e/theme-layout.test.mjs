// The frame every page shares (SPEC §2): the skip link with its fixed
// fallback target, and the footer (dark style, link groups, logo,
// copyright).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { startFixture, stubOutside } from './theme-fixture.mjs';

const site = siteUnderTest({ serve: () => startFixture('site.toml') });

const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} ${el.textContent.trim().slice(0, 40)}` : null;
  });

test('the first Tab reaches "Skip to main content", which moves focus to the main content', async () => {
  const page = await site.open('/long', { stubOutside: true });
  const skip = page.locator('a.skipToContent');
  assert.equal(await skip.getAttribute('href'), '#__folio_skipToContent_fallback');
  assert.ok(!(await skip.isVisible()) || (await skip.boundingBox()).x >= (await page.viewportSize()).width, 'hidden until focused');
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), 'a Skip to main content');
  const box = await skip.boundingBox();
  assert.ok(box.x >= 0 && box.x < 100, 'shown when focused');
  await page.keyboard.press('Enter');
  assert.match(await focused(page), /^main /);
  await page.context().close();
});

test('on a page without <main>, the skip link lands on the fixed fallback target', async () => {
  const page = await site.open('/long', { stubOutside: true });
  await page.evaluate(() => document.querySelector('main').replaceWith(...document.querySelector('main').childNodes));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.match(await focused(page), /^div#__folio_skipToContent_fallback /);
  await page.context().close();
});

test('after following a link, the next Tab starts at the skip link again', async () => {
  const page = await site.open('/', { stubOutside: true });
  await page.locator('main a', { hasText: 'Long page' }).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(site.url + '/long');
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), 'a Skip to main content');
  await page.context().close();
});

test('the footer: dark, link groups, logo and copyright', async () => {
  const page = await site.open('/', { stubOutside: true });
  const footer = page.locator('footer.footer');
  assert.equal(await footer.getAttribute('class'), 'footer footer--dark');
  assert.equal(await footer.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(48, 56, 70)');
  assert.deepEqual(await footer.locator('.footer__title').allTextContents(), ['Docs', 'Community']);
  const internal = footer.locator('a.footer__link-item', { hasText: 'Long page' });
  assert.equal(await internal.getAttribute('href'), '/long');
  assert.equal(await internal.getAttribute('target'), null);
  const external = footer.locator('a.footer__link-item', { hasText: 'Example' });
  assert.equal(await external.getAttribute('target'), '_blank');
  assert.equal(await external.getAttribute('rel'), 'noopener noreferrer');
  const logo = footer.locator('.footer__logo-link');
  assert.equal(await logo.getAttribute('href'), 'https://example.com/');
  assert.equal(await logo.locator('img').getAttribute('alt'), 'Fixture footer logo');
  assert.equal(await footer.locator('.footer__copyright').textContent(), 'Copyright © 2025 Fixture.');
  await internal.click();
  await page.waitForURL(site.url + '/long');
  await page.context().close();
});
