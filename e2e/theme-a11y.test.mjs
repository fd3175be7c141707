// Accessibility: every page passes axe-core with no serious or critical
// violation (run when the axe-core package is installed), and the theme's
// interactive parts work by keyboard alone. The Lexical site's pages are
// checked when its build is there (build/, or FOLIO_E2E_BUILD), the theme
// fixture always.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPage, startServer } from './harness.mjs';
import { open, startFixture, stubOutside } from './theme-fixture.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteBuild = process.env.FOLIO_E2E_BUILD ?? path.join(root, 'build');

function axeSource() {
  try {
    return readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    return null;
  }
}
const AXE = axeSource();
const NO_AXE = AXE ? false : 'axe-core is not installed (npm package axe-core)';

const FIXTURE_PAGES = ['/', '/long', '/doc', '/crash', '/no/such/page'];
const SITE_PAGES = ['/', '/docs/intro', '/docs/api/modules/lexical', '/blog/welcome', '/community/', '/gallery', '/search', '/no/such/page'];

let fixture;
let site;
let browser;

before(async () => {
  fixture = await startFixture('site.toml');
  if (existsSync(path.join(siteBuild, 'index.html'))) site = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await fixture?.stop();
  await site?.stop();
});

/** axe's serious and critical violations on the page, as "rule: target" lines. */
async function axeViolations(page) {
  await page.addScriptTag({ content: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

for (const [name, server, pages] of [
  ['the theme fixture', () => fixture, FIXTURE_PAGES],
  ['the Lexical site', () => site, SITE_PAGES],
]) {
  for (const mode of ['light', 'dark']) {
    test(`${name}, ${mode} mode: no serious or critical axe violations`, { skip: NO_AXE }, async (t) => {
      if (!server()) return t.skip('the site is not built');
      const page = await newPage(browser);
      await stubOutside(page, server().url);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const found = [];
      // Light mode is also checked at a phone's width (Lighthouse's mobile
      // viewport), where the navbar and the search button change shape.
      const widths = mode === 'light' ? [1280, 412] : [1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 823 });
        for (const p of pages) {
          await open(page, server().url + p);
          for (const v of await axeViolations(page)) found.push(`${p} at ${width}px: ${v}`);
        }
      }
      assert.deepEqual(found, []);
      await page.context().close();
    });
  }
}

test('images have text alternatives, controls have names, the document has a language', async () => {
  const page = await newPage(browser);
  await stubOutside(page, fixture.url);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 700, height: 900 }]) {
    await page.setViewportSize(viewport);
    for (const p of FIXTURE_PAGES) {
      await open(page, fixture.url + p);
      const problems = await page.evaluate(() => {
        const out = [];
        if (!document.documentElement.lang) out.push('html has no lang');
        for (const img of document.querySelectorAll('img')) if (!img.hasAttribute('alt')) out.push(`img ${img.src} has no alt`);
        for (const el of document.querySelectorAll('a[href], button')) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || el.querySelector('img[alt]')?.alt;
          if (!name) out.push(`${el.tagName.toLowerCase()} ${el.className} has no accessible name`);
        }
        return out;
      });
      assert.deepEqual(problems, [], `${p} at ${viewport.width}px`);
    }
  }
  await page.context().close();
});

test('by keyboard: every stop shows where focus is, from the skip link to the footer', async () => {
  const page = await newPage(browser);
  await stubOutside(page, fixture.url);
  await open(page, fixture.url + '/');
  const stops = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        what: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 30)}`,
        ring: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  assert.equal(stops[0].what, 'a Skip to main content');
  assert.ok(stops.some((s) => s.what.startsWith('button Switch between dark')));
  assert.ok(stops.some((s) => s.what === 'a Long page'));
  assert.deepEqual(stops.filter((s) => !s.ring).map((s) => s.what), [], 'every stop has a focus ring');
  await page.context().close();
});

test('by keyboard: the mobile sidebar opens, keeps focus inside, and closes with Escape', async () => {
  const page = await newPage(browser, { viewport: { width: 700, height: 900 } });
  await stubOutside(page, fixture.url);
  await open(page, fixture.url + '/long');
  await page.locator('button.navbar__toggle').focus();
  await page.keyboard.press('Enter');
  await page.locator('.navbar-sidebar').waitFor();
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));
  assert.equal(await inside(), true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    assert.equal(await inside(), true, `focus stayed inside after ${i + 1} presses`);
  }
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.navbar-sidebar').count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Toggle navigation bar');
  // And a link in it, by keyboard.
  await page.keyboard.press('Enter');
  await page.locator('.navbar-sidebar').waitFor();
  await page.locator('.navbar-sidebar a', { hasText: 'Doc' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(fixture.url + '/doc');
  await page.context().close();
});

test('by keyboard: the crash page’s Try again', async () => {
  const page = await newPage(browser);
  await stubOutside(page, fixture.url);
  await open(page, fixture.url + '/crash?boom=');
  await page.waitForSelector('h1:has-text("This page crashed.")');
  await page.evaluate(() => {
    window.__recovered = true;
  });
  await page.locator('button', { hasText: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('text=The content rendered.');
  await page.context().close();
});
