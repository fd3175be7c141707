// The navbar as a visitor meets it (SPEC §2, §4): every item kind from
// site.toml with active states, the logo, safe external links; at 996 px
// and below the mobile sidebar with its secondary menu, scroll lock, and
// closing on back navigation and at desktop width; hideOnScroll.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { open, startFixture } from './theme-fixture.mjs';

const site = siteUnderTest({ serve: () => startFixture('site.toml') });

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 800, height: 900 }; // 996 px and below is mobile

const sidebar = (page) => page.locator('.navbar-sidebar');
/** Opens the mobile sidebar (its code loads on demand: wait for it). */
async function openSidebar(page) {
  await page.locator('button.navbar__toggle').click();
  await sidebar(page).waitFor();
}
const bodyOverflow = (page) => page.evaluate(() => document.body.style.overflow);

test('plain links, with the active one marked', async () => {
  const page = await site.open('/long', { viewport: DESKTOP });
  const nav = page.locator('nav.navbar');
  assert.equal(await nav.getAttribute('aria-label'), 'Main');
  const long = nav.locator('a.navbar__link', { hasText: 'Long page' });
  assert.equal(await long.getAttribute('href'), '/long');
  assert.match(await long.getAttribute('class'), /navbar__link--active/);
  const doc = nav.locator('a.navbar__link', { hasText: 'Doc' });
  assert.doesNotMatch(await doc.getAttribute('class'), /navbar__link--active/);

  await doc.click();
  await page.waitForURL(site.url + '/doc');
  assert.match(await nav.locator('a.navbar__link', { hasText: 'Doc' }).getAttribute('class'), /navbar__link--active/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the logo links home, in the variant of the colour mode', async () => {
  const page = await site.open('/long', { viewport: DESKTOP });
  const brand = page.locator('nav.navbar .navbar__brand');
  assert.equal(await brand.getAttribute('href'), '/');
  assert.equal(await brand.locator('.navbar__title').textContent(), 'Fixture');
  const light = brand.locator('img.themedImage--light');
  const dark = brand.locator('img.themedImage--dark');
  assert.equal(await light.getAttribute('src'), '/img/logo.svg');
  assert.equal(await dark.getAttribute('src'), '/img/logo-dark.svg');
  assert.ok(await light.isVisible());
  assert.ok(!(await dark.isVisible()));
  await page.locator('.navbar .colorModeToggle').click(); // system (light here) → light
  await page.locator('.navbar .colorModeToggle').click(); // → dark
  assert.ok(await dark.isVisible());
  assert.ok(!(await light.isVisible()));
  await brand.click();
  await page.waitForURL(site.url + '/');
  await page.context().close();
});

test('a dropdown opens by pointer and keyboard; its external entry opens safely in a new tab', async () => {
  const page = await site.open('/', { viewport: DESKTOP });
  const more = page.locator('nav.navbar .dropdown > button', { hasText: 'More' });
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  const example = page.locator('.dropdown__menu a', { hasText: 'Example' });
  await example.waitFor({ state: 'visible', timeout: 2000 }); // the menu fades in
  assert.equal(await example.getAttribute('href'), 'https://example.com/');
  assert.equal(await example.getAttribute('target'), '_blank');
  assert.equal(await example.getAttribute('rel'), 'noopener noreferrer');
  await page.keyboard.press('Escape');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'More');

  await more.click();
  await page.locator('.dropdown__menu a', { hasText: 'Crash' }).click();
  await page.waitForURL(site.url + '/crash');
  assert.match(await more.getAttribute('class'), /navbar__link--active/);
  await page.context().close();
});

test('an html item, the locale dropdown, and the search slot', async () => {
  const page = await site.open('/long?x=1#section-2', { viewport: DESKTOP });
  const right = page.locator('nav.navbar .navbar__items--right');
  assert.equal(await right.locator('.navbar__item > .fixture-badge').textContent(), 'v1');
  // The dropdown's code loads after the page: once hydrated, its links keep the query and hash.
  await page.waitForFunction(() => document.querySelector('a[hreflang="fr"]')?.getAttribute('href').includes('?x=1'));

  const locales = right.locator('.dropdown', { has: page.locator('button', { hasText: 'English' }) });
  const links = locales.locator('.dropdown__menu a');
  assert.deepEqual(await links.allTextContents(), ['English', 'Français']);
  const [en, fr] = [links.nth(0), links.nth(1)];
  assert.equal(await en.getAttribute('href'), '/long?x=1#section-2');
  assert.equal(await en.getAttribute('lang'), 'en');
  assert.match(await en.getAttribute('class'), /dropdown__link--active/);
  assert.equal(await fr.getAttribute('href'), '/fr/long?x=1#section-2');
  assert.equal(await fr.getAttribute('hreflang'), 'fr');
  assert.doesNotMatch(await fr.getAttribute('class'), /dropdown__link--active/);
  assert.equal(await fr.getAttribute('target'), null, 'another locale opens in the same tab');

  // site.toml configures search and places no search item: the theme places it.
  assert.equal(await right.locator('.navbar__search').count(), 1);
  await page.context().close();
});

test('at 996 px and below: a toggle opens the sidebar with the primary menu; the page stops scrolling', async () => {
  const page = await site.open('/long', { viewport: MOBILE });
  const toggle = page.locator('button.navbar__toggle');
  assert.ok(await toggle.isVisible());
  assert.ok(!(await page.locator('nav.navbar .navbar__items > a.navbar__link', { hasText: 'Long page' }).isVisible()));
  assert.equal(await toggle.getAttribute('aria-label'), 'Toggle navigation bar');

  await openSidebar(page);
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await bodyOverflow(page), 'hidden');
  const items = sidebar(page).locator('.menu__list > li');
  assert.deepEqual((await items.allTextContents()).slice(0, 3), ['Long page', 'Doc', 'MoreCrashExample']);
  assert.equal(await sidebar(page).locator('.navbar-sidebar__back').count(), 0, 'no secondary menu on this page');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Close navigation bar',
    'focus moves into the sidebar',
  );

  await page.keyboard.press('Escape');
  assert.equal(await sidebar(page).count(), 0);
  assert.equal(await bodyOverflow(page), '');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'navbar__toggle clean-btn');

  await openSidebar(page);
  await page.locator('.navbar-sidebar__backdrop').click({ position: { x: 700, y: 400 } });
  assert.equal(await sidebar(page).count(), 0, 'a click beside it closes it');

  await openSidebar(page);
  await sidebar(page).locator('a', { hasText: 'Doc' }).click();
  await page.waitForURL(site.url + '/doc');
  assert.equal(await sidebar(page).count(), 0, 'following a link closes it');
  assert.equal(await bodyOverflow(page), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a page with its own menu, the sidebar opens on it, with a way back to the main menu', async () => {
  const page = await site.open('/doc', { viewport: MOBILE });
  await openSidebar(page);
  assert.ok(await sidebar(page).locator('.fixture-doc-menu').isVisible());
  const back = sidebar(page).locator('button.navbar-sidebar__back');
  assert.equal(await back.textContent(), 'Back to main menu');
  await back.click();
  assert.equal(await sidebar(page).locator('.fixture-doc-menu').count(), 0);
  assert.ok(await sidebar(page).locator('.menu__list a', { hasText: 'Long page' }).isVisible());

  // Reopened, it starts on the page's menu again.
  await page.locator('.navbar-sidebar__close').click();
  await openSidebar(page);
  await sidebar(page).locator('.fixture-doc-menu a', { hasText: 'Long page from the doc menu' }).click();
  await page.waitForURL(site.url + '/long');
  await openSidebar(page);
  assert.equal(await sidebar(page).locator('.navbar-sidebar__back').count(), 0, 'the menu left with its page');
  await page.context().close();
});

test('back navigation closes the open sidebar instead of leaving the page', async () => {
  const page = await site.open('/', { viewport: MOBILE });
  await page.locator('main a', { hasText: 'Long page' }).first().click();
  await page.waitForURL(site.url + '/long');
  await openSidebar(page);

  await page.goBack();
  // The sidebar closes and the back step is undone: the address returns to the page.
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar') && location.pathname === '/long');
  assert.equal(await page.locator('h1').textContent(), 'Long page');
  assert.equal(await bodyOverflow(page), '');

  await page.goBack();
  await page.waitForURL(site.url + '/');
  assert.equal(await page.locator('h1').textContent(), 'Fixture home');
  await page.goForward();
  await page.waitForURL(site.url + '/long');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the sidebar closes when the window reaches desktop width', async () => {
  const page = await site.open('/', { viewport: MOBILE });
  await openSidebar(page);
  assert.equal(await bodyOverflow(page), 'hidden');
  await page.setViewportSize({ width: 997, height: 900 });
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar'));
  assert.equal(await bodyOverflow(page), '');
  assert.ok(!(await page.locator('button.navbar__toggle').isVisible()));
  await page.setViewportSize({ width: 996, height: 900 });
  assert.ok(await page.locator('button.navbar__toggle').isVisible(), '996 px is still mobile');
  await page.context().close();
});

test('hideOnScroll: hidden scrolling down, shown scrolling up and near the top, hidden after an anchor jump', async () => {
  const page = await site.open('/long', { viewport: DESKTOP });
  const hidden = () => page.evaluate(() => document.querySelector('nav.navbar').classList.contains('navbar--hidden'));
  const scrollTo = async (y) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };
  assert.equal(await hidden(), false);
  await scrollTo(1500);
  assert.equal(await hidden(), true, 'scrolling down hides it');
  // Out of view once it has slid away.
  await page.waitForFunction(() => document.querySelector('nav.navbar').getBoundingClientRect().bottom <= 0);
  await scrollTo(1200);
  assert.equal(await hidden(), false, 'scrolling up shows it');
  await scrollTo(2500);
  assert.equal(await hidden(), true);
  await scrollTo(10);
  assert.equal(await hidden(), false, 'near the top it shows');

  // Jumping up to an anchor hides it, though the page moved up.
  await scrollTo(4000);
  await scrollTo(3800);
  assert.equal(await hidden(), false);
  await page.evaluate(() => {
    location.hash = '#section-2';
  });
  await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar--hidden'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  assert.equal(await hidden(), true, 'the jump is not read as scrolling up');
  const heading = await page.locator('#section-2').boundingBox();
  assert.ok(Math.abs(heading.y) < 40, `the heading is at the top (y=${heading.y})`);
  await page.context().close();
});
