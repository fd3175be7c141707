// Parts of a page that wait for the reader to act on it (lazyComponent's
// hydrate: 'interaction', and the copy buttons of code blocks): a guide
// that is only looked at downloads none of their code, yet shows them whole
// (served HTML); the first pointer move brings them to life; a change of
// the page before that (an anchor) leaves their HTML in place. Runs against
// build/ (or FOLIO_E2E_BUILD); skipped when the Lexical site is not built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteUnderTest } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = existsSync(path.join(process.env.FOLIO_E2E_BUILD ?? path.join(root, 'build'), 'docs/intro/index.html'));
const skip = built ? false : 'the Lexical site is not built (make build)';

const site = siteUnderTest({ skip: !built });

/** Opens a guide and waits until it has hydrated and the network is quiet; records the scripts it fetches. */
async function openGuide(context = {}) {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 }, ...context });
  page.scripts = [];
  page.on('response', (res) => res.url().endsWith('.js') && page.scripts.push(new URL(res.url()).pathname));
  await page.goto(site.url + '/docs/intro');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  return page;
}

test('a guide only looked at loads no code for its links and copy buttons, and shows its links whole', { skip }, async () => {
  const page = await openGuide();
  const before = page.scripts.length;
  assert.equal(await page.locator('.theme-doc-breadcrumbs a[aria-label="Home page"]').getAttribute('href'), '/');
  assert.equal(await page.locator('.pagination-nav__link--next').getAttribute('href'), '/docs/getting-started/quick-start');
  assert.equal(await page.locator('footer.footer a', { hasText: 'Introduction' }).getAttribute('href'), '/docs/intro');
  assert.match(await page.locator('nav.navbar a', { hasText: /^Docs$/ }).getAttribute('class'), /navbar__link--active/);
  assert.equal(await page.locator('.copyButton').count(), 0, 'no copy button before the reader acts');

  await page.mouse.move(400, 300);
  await page.locator('.theme-code-block .copyButton').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  assert.ok(page.scripts.length > before, 'the waiting code arrived');

  // The links now navigate on the client.
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForURL(site.url + '/docs/getting-started/quick-start');
  await page.locator('.theme-doc-breadcrumbs').waitFor();
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
  assert.match(await page.locator('nav.navbar a', { hasText: /^Docs$/ }).getAttribute('class'), /navbar__link--active/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an anchor followed before any interaction leaves the waiting parts in place', { skip }, async () => {
  const page = await openGuide();
  await page.evaluate(() => {
    window.__removed = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.removedNodes) {
          // "Copy page"'s served link is meant to become its button once
          // its code is there (the anchor's scroll counts as an interaction).
          if (node.nodeType === 1 && node.matches('footer, nav, .pagination-nav, .theme-doc-breadcrumbs, a:not(.copyPage__link)')) window.__removed.push(node.outerHTML.slice(0, 60));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const anchor = await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').first().getAttribute('href');
  await page.evaluate((hash) => {
    location.hash = hash;
  }, anchor);
  await page.waitForFunction((hash) => location.hash === hash, anchor);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await page.evaluate(() => window.__removed), []);
  assert.equal(await page.locator('footer.footer').count(), 1);
  assert.equal(await page.locator('.theme-doc-breadcrumbs').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a code block's copy button copies the code and says so", { skip }, async () => {
  const page = await openGuide({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.mouse.move(400, 300);
  const block = page.locator('.theme-code-block').first();
  const button = block.locator('.copyButton');
  assert.equal(await button.getAttribute('aria-label'), 'Copy code to clipboard');
  await block.hover();
  await button.click();
  await page.waitForFunction(() => document.querySelector('.copyButton')?.getAttribute('aria-label') === 'Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await block.locator('pre code').textContent());
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
