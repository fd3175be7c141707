// The web-analytics tag (SPEC §7) when site.toml sets a tracking ID: the
// tag loads with IP anonymisation off, a page view is reported on every
// route change, and copying is reported (code or text, never the text).
// Its absence by default is in theme-head.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { open, startFixture, stubOutside } from './theme-fixture.mjs';

const site = siteUnderTest({ serve: () => startFixture('site.toml') });

/** dataLayer as plain arrays (gtag pushes `arguments` objects). */
const dataLayer = (page) =>
  page.evaluate(() => window.dataLayer.map((args) => Array.from(args).map((a) => (a instanceof Date ? 'DATE' : a))));

async function openTracked(path) {
  const page = await site.newPage();
  const outside = await stubOutside(page, site.url);
  await open(page, site.url + path);
  await page.waitForLoadState('networkidle'); // the tag and the lazily loaded tracking code
  return { page, outside };
}

test('the tag loads and counts the first page view with IP anonymisation off', async () => {
  const { page, outside } = await openTracked('/');
  assert.ok(outside.includes('https://www.googletagmanager.com/gtag/js?id=G-FIXTURE1'));
  assert.equal(await page.evaluate(() => window.__gtagLoaded), true);
  assert.deepEqual(await dataLayer(page), [
    ['js', 'DATE'],
    ['config', 'G-FIXTURE1', { anonymize_ip: false }],
  ]);
  await page.context().close();
});

test('a page view on every route change', async () => {
  const { page } = await openTracked('/');
  await page.locator('main a', { hasText: 'Long page' }).first().click();
  await page.waitForURL(site.url + '/long');
  await page.waitForFunction(() => window.dataLayer.length >= 4);
  await page.locator('a', { hasText: 'Plain anchor to section 5' }).click();
  await page.waitForURL(site.url + '/long#section-5');
  await page.waitForFunction(() => window.dataLayer.length >= 6);
  await page.goBack();
  await page.waitForFunction(() => window.dataLayer.length >= 8); // each view is reported a tick after its page shows
  await page.goBack();
  await page.waitForURL(site.url + '/');
  await page.waitForFunction(() => window.dataLayer.length >= 10);
  const views = (await dataLayer(page)).slice(2);
  assert.deepEqual(views, [
    ['set', 'page_path', '/long'],
    ['event', 'page_view', { page_title: 'Long page | Fixture', page_location: site.url + '/long', page_path: '/long' }],
    ['set', 'page_path', '/long#section-5'],
    ['event', 'page_view', { page_title: 'Long page | Fixture', page_location: site.url + '/long#section-5', page_path: '/long#section-5' }],
    ['set', 'page_path', '/long'],
    ['event', 'page_view', { page_title: 'Long page | Fixture', page_location: site.url + '/long', page_path: '/long' }],
    ['set', 'page_path', '/'],
    ['event', 'page_view', { page_title: 'Fixture', page_location: site.url + '/', page_path: '/' }],
  ]);
  await page.context().close();
});

test('copying is reported, as code or text', async () => {
  const { page } = await openTracked('/long');
  const copy = (selector) =>
    page.evaluate((sel) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(sel));
      const selection = document.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      document.execCommand('copy');
    }, selector);
  await copy('pre code');
  await copy('section p');
  const events = (await dataLayer(page)).filter(([kind, name]) => kind === 'event' && name === 'copy');
  assert.deepEqual(events, [
    ['event', 'copy', { page_path: '/long', copy_target: 'code' }],
    ['event', 'copy', { page_path: '/long', copy_target: 'text' }],
  ]);
  await page.context().close();
});
