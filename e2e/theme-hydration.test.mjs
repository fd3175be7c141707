// Parts of the page whose code loads after hydration (navbar item kinds,
// the announcement bar) keep their server-rendered HTML until it arrives:
// nothing the visitor sees is removed and drawn again, even when app-wide
// state changes right after hydration (a stored dark mode, a doc page
// filling the mobile sidebar's menu). And the page hydrates without
// mismatches.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { open, startFixture, stubOutside } from './theme-fixture.mjs';

const site = siteUnderTest({ serve: () => startFixture('site.toml') });

/** Records, in window.__removed, every watched element the page takes out of the DOM. */
const watchRemovals = () => {
  window.__removed = [];
  const watched = '.announcementBar, .navbar .dropdown, .navbar__search > *';
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType === 1 && (node.matches(watched) || node.querySelector(watched))) {
          window.__removed.push(node.className || node.nodeName);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

for (const [name, path, storedTheme] of [
  ['a page', '/long', null],
  ['a doc page, with a stored dark mode', '/doc', 'dark'],
]) {
  test(`${name}: lazily hydrated parts keep their served HTML`, async () => {
    const page = await site.newPage();
    await stubOutside(page, site.url);
    if (storedTheme) await page.addInitScript((t) => localStorage.setItem('theme', t), storedTheme);
    await page.addInitScript(watchRemovals);
    await open(page, site.url + path);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await page.evaluate(() => window.__removed), []);
    if (storedTheme) assert.equal(await page.locator('html').getAttribute('data-theme'), storedTheme);
    // Hydrated for real: the locale dropdown reacts to a click.
    const english = page.locator('.navbar .dropdown > button', { hasText: 'English' });
    await english.click();
    assert.equal(await english.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(page.errors, [], 'no hydration mismatch or other error');
    await page.context().close();
  });
}
