// Colour mode as a visitor meets it (SPEC §4): light by default, the switch
// flips and remembers the choice under 'theme', applied before the app
// loads; the system's mode is followed only when the site respects it and
// the visitor chose nothing, not while printing; tabs stay in step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverUnderTest, siteUnderTest } from './harness.mjs';
import { open, openWithoutApp, startFixture } from './theme-fixture.mjs';

// defaults.toml: default light, switch on, system preference ignored; its
// browser opens the pages of both servers.
const lexicalLike = siteUnderTest({ serve: () => startFixture('defaults.toml') });
const respecting = serverUnderTest(() => startFixture('site.toml')); // site.toml: respectPrefersColorScheme = true

const theme = (page) =>
  page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice]);
const stored = (page) => page.evaluate(() => localStorage.getItem('theme'));
const toggle = (page) => page.locator('.navbar .colorModeToggle');


test('default light, even when the system is dark', async () => {
  const page = await lexicalLike.newPage({ colorScheme: 'dark' });
  await open(page, lexicalLike.url + '/');
  assert.deepEqual(await theme(page), ['light', 'light']);
  assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
  assert.equal(await stored(page), null);
  await page.context().close();
});

test('the switch flips light and dark, saves under "theme", and the choice is applied before the app loads', async () => {
  const page = await lexicalLike.newPage();
  await open(page, lexicalLike.url + '/');
  await toggle(page).click();
  assert.deepEqual(await theme(page), ['dark', 'dark']);
  assert.equal(await stored(page), 'dark');
  assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');

  // A fresh load with the app's scripts held back: only the inline script ran.
  const bare = await page.context().newPage();
  await openWithoutApp(bare, lexicalLike.url + '/long');
  assert.deepEqual(await theme(bare), ['dark', 'dark']);
  assert.equal(await bare.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(27, 27, 29)');
  assert.equal(await bare.evaluate(() => document.documentElement.hasAttribute('data-has-hydrated')), false);

  await toggle(page).click();
  assert.deepEqual(await theme(page), ['light', 'light']);
  assert.equal(await stored(page), 'light');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the switch works from the keyboard', async () => {
  const page = await lexicalLike.newPage();
  await open(page, lexicalLike.url + '/');
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await theme(page), ['dark', 'dark']);
  await page.keyboard.press('Space');
  assert.deepEqual(await theme(page), ['light', 'light']);
  await page.context().close();
});

test('a choice made in one tab shows in the others', async () => {
  const context = await lexicalLike.browser.newContext();
  const [a, b] = [await context.newPage(), await context.newPage()];
  await open(a, lexicalLike.url + '/');
  await open(b, lexicalLike.url + '/long');
  await toggle(a).click();
  await b.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.deepEqual(await theme(b), ['dark', 'dark']);
  await toggle(b).click();
  await a.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await context.close();
});

test('with respectPrefersColorScheme: the system mode until the visitor chooses, and its changes followed', async () => {
  const page = await lexicalLike.newPage({ colorScheme: 'dark' });
  await open(page, respecting.url + '/');
  assert.deepEqual(await theme(page), ['dark', 'system']);
  assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently system mode)');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.deepEqual(await theme(page), ['light', 'system']);
  assert.equal(await stored(page), null, 'following the system saves nothing');
  await page.context().close();
});

test('the system mode is not followed while printing', async () => {
  const page = await lexicalLike.newPage({ colorScheme: 'dark' });
  await open(page, respecting.url + '/');
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  // Give a (wrong) listener every chance to run before looking.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  assert.deepEqual(await theme(page), ['dark', 'system']);
  await page.context().close();
});

test('a stored choice wins over the system, and its changes are not followed', async () => {
  const page = await lexicalLike.newPage({ colorScheme: 'dark' });
  await open(page, respecting.url + '/');
  // system → light → dark → system
  await toggle(page).click();
  assert.deepEqual(await theme(page), ['light', 'light']);
  assert.equal(await stored(page), 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  assert.deepEqual(await theme(page), ['light', 'light']);

  await toggle(page).click();
  assert.deepEqual(await theme(page), ['dark', 'dark']);
  await toggle(page).click();
  assert.deepEqual(await theme(page), ['dark', 'system'], 'back to the system (dark here)');
  assert.equal(await stored(page), null, 'choosing the system clears the stored choice');
  await page.context().close();
});

test('with local storage blocked the switch still works for the page, and a warning says it will not be remembered', async () => {
  const page = await lexicalLike.newPage();
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  await open(page, lexicalLike.url + '/');
  assert.deepEqual(await theme(page), ['light', 'light'], 'the inline script fell back quietly');
  await toggle(page).click();
  await toggle(page).click();
  await toggle(page).click();
  assert.deepEqual(await theme(page), ['dark', 'dark']);
  const storageWarnings = warnings.filter((w) => w.startsWith('folio: local storage is unavailable'));
  assert.equal(storageWarnings.length, 1, warnings.join('\n'));
  assert.match(storageWarnings[0], /^folio: local storage is unavailable, so "theme" and other preferences will not be remembered\./);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
