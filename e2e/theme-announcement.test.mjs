// The announcement bar (SPEC §4): the configured content and colours, a
// close button; the dismissal is remembered in local storage
// ('docusaurus.announcement.dismiss', keyed to 'docusaurus.announcement.id'),
// a bar with a new id shows again, and a dismissed bar never flashes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverUnderTest, siteUnderTest } from './harness.mjs';
import { open, openWithoutApp, startFixture } from './theme-fixture.mjs';

// site.toml: announcementBar id "release-1"; its browser opens the pages of both servers.
const site = siteUnderTest({ serve: () => startFixture('site.toml') });
const plain = serverUnderTest(() => startFixture('defaults.toml')); // defaults.toml: no announcement bar

const bar = (page) => page.locator('.announcementBar');
const storage = (page) =>
  page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')]);

test('the bar shows its content on its colours, above the navbar', async () => {
  const page = await site.newPage();
  await open(page, site.url + '/');
  assert.ok(await bar(page).isVisible());
  assert.equal(await bar(page).locator('.announcementBar__content').innerHTML(), 'Version 1 is out. <a href="/long">Read the notes</a>.');
  assert.equal(await bar(page).evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(32, 35, 42)');
  assert.equal(await bar(page).evaluate((el) => getComputedStyle(el).color), 'rgb(255, 255, 255)');
  const barBox = await bar(page).boundingBox();
  const navBox = await page.locator('nav.navbar').boundingBox();
  assert.ok(barBox.y + barBox.height <= navBox.y + 1, 'the bar sits above the navbar');
  assert.deepEqual(await storage(page), ['false', 'release-1'], 'the shown id is remembered');
  await page.context().close();
});

test('closing it is remembered, and a dismissed bar does not flash on the next load', async () => {
  const page = await site.newPage();
  await open(page, site.url + '/');
  const close = bar(page).locator('button.announcementBar__close');
  assert.equal(await close.getAttribute('aria-label'), 'Close');
  await close.focus();
  await page.keyboard.press('Enter');
  assert.equal(await bar(page).count(), 0);
  assert.deepEqual(await storage(page), ['true', 'release-1']);

  await page.goto(site.url + '/long');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await bar(page).count(), 0, 'still closed on another page after a full load');

  // Before any app code runs, the served bar is already hidden.
  const bare = await page.context().newPage();
  await openWithoutApp(bare, site.url + '/');
  assert.equal(await bare.locator('html').getAttribute('data-announcement-bar-initially-dismissed'), 'true');
  assert.equal(await bare.locator('.announcementBar').count(), 1, 'the server rendered it');
  assert.equal(await bare.locator('.announcementBar').isVisible(), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a bar with a new id shows again, even if an older one was closed', async () => {
  const page = await site.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'release-0');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page, site.url + '/');
  assert.equal(await page.locator('html').getAttribute('data-announcement-bar-initially-dismissed'), 'false');
  assert.ok(await bar(page).isVisible());
  assert.deepEqual(await storage(page), ['false', 'release-1']);
  await page.context().close();
});

test('no bar without config', async () => {
  const page = await site.newPage();
  await open(page, plain.url + '/');
  assert.equal(await bar(page).count(), 0);
  assert.equal(await page.locator('html').getAttribute('data-announcement-bar-initially-dismissed'), null);
  await page.context().close();
});
