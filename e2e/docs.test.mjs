// The doc pages as a reader meets them: the sidebar (keyboard, auto-collapse,
// hiding), the table of contents following the scroll, anchors landing below
// the navbar, admonitions, and client-side navigation between docs.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { siteUnderTest } from './harness.mjs';

const site = siteUnderTest();
let sidebarConfig = {};

before(() => {
  // [themeConfig.docs.sidebar] in site.toml switches two features on.
  // FOLIO_E2E_CONFIG names the config the served build came from.
  const toml = readFileSync(process.env.FOLIO_E2E_CONFIG ?? new URL('../site.toml', import.meta.url), 'utf8');
  const table = toml.match(/^\[themeConfig\.docs\.sidebar\]\n((?:[^[].*\n?)*)/m)?.[1] ?? '';
  sidebarConfig = {
    hideable: /^hideable\s*=\s*true/m.test(table),
    autoCollapseCategories: /^autoCollapseCategories\s*=\s*true/m.test(table),
  };
});

const openDoc = (path, viewport = { width: 1280, height: 800 }) => site.open(path, { viewport });

/** The toggle of a sidebar category (its caret button, or its label when it has no page). */
function categoryToggle(page, label) {
  return page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible button', { hasText: label }).or(
    page.locator(`.theme-doc-sidebar-menu button[aria-label="Expand sidebar category '${label}'"], .theme-doc-sidebar-menu button[aria-label="Collapse sidebar category '${label}'"]`),
  );
}

/** The list of a category's items: the element its toggle controls. */
async function categoryList(page, label) {
  const id = await categoryToggle(page, label).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

test('a doc is server-rendered with its sidebar, article and table of contents', async () => {
  const res = await fetch(site.url + '/docs/concepts/nodes');
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<nav aria-label="Docs sidebar"/);
  assert.match(html, /<a href="\/docs\/concepts\/nodes" class="menu__link menu__link--active" aria-current="page">Nodes<\/a>/);
  assert.match(html, /class="table-of-contents table-of-contents__left-border"/);
  assert.match(html, /<h1>Nodes<\/h1>/);
  assert.match(html, /<title>Nodes \| Lexical<\/title>/);
});

test('categories open and close from the keyboard; the current one starts open', async () => {
  const page = await openDoc('/docs/intro');
  const toggle = categoryToggle(page, 'Concepts');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await (await categoryList(page, 'Concepts')).isVisible(), false);

  // Tab from the closed category above skips its hidden links and reaches this toggle.
  await categoryToggle(page, 'Getting Started').focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Concepts');
  await page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Nodes' }).waitFor({ state: 'visible' });

  await page.keyboard.press('Space');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await (await categoryList(page, 'Concepts')).waitFor({ state: 'hidden' });

  // On a doc inside a category, that category is open.
  await page.goto(site.url + '/docs/concepts/nodes');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await categoryToggle(page, 'Concepts').getAttribute('aria-expanded'), 'true');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('with autoCollapseCategories, opening a category closes its siblings', async (t) => {
  if (!sidebarConfig.autoCollapseCategories) return t.skip('themeConfig.docs.sidebar.autoCollapseCategories is off in site.toml');
  const page = await openDoc('/docs/intro');
  await categoryToggle(page, 'Getting Started').click();
  await (await categoryList(page, 'Getting Started')).waitFor({ state: 'visible' });
  await categoryToggle(page, 'Concepts').click();
  await (await categoryList(page, 'Concepts')).waitFor({ state: 'visible' });
  assert.equal(await categoryToggle(page, 'Getting Started').getAttribute('aria-expanded'), 'false');
  await (await categoryList(page, 'Getting Started')).waitFor({ state: 'hidden' });
  await page.context().close();
});

test('with a hideable sidebar, "Collapse sidebar" shrinks it to 30px and "Expand sidebar" restores it', async (t) => {
  if (!sidebarConfig.hideable) return t.skip('themeConfig.docs.sidebar.hideable is off in site.toml');
  const page = await openDoc('/docs/intro');
  const container = page.locator('.theme-doc-sidebar-container');
  const width = () => container.evaluate((el) => Math.round(el.getBoundingClientRect().width));
  assert.equal(await width(), 300);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.waitForFunction(() => Math.round(document.querySelector('.theme-doc-sidebar-container').getBoundingClientRect().width) === 30);
  assert.equal(await page.locator('.theme-doc-sidebar-menu').isVisible(), false);
  // Focus moved to the button that undoes it.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Expand sidebar');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Math.round(document.querySelector('.theme-doc-sidebar-container').getBoundingClientRect().width) === 300);
  assert.equal(await page.locator('.theme-doc-sidebar-menu').isVisible(), true);
  // Not persisted: a reload shows the sidebar.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await width(), 300);
  await page.context().close();
});

test('the TOC highlights the heading being read as the page scrolls', async () => {
  const page = await openDoc('/docs/concepts/nodes');
  const ids = await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').evaluateAll((links) => links.map((a) => a.getAttribute('href').slice(1)));
  assert.ok(ids.length >= 3, `the TOC lists headings: ${ids}`);
  // Levels 2 and 3 (SPEC §2): every h2 and h3 of the article, nothing else.
  const headings = await page.locator('.theme-doc-markdown :is(h2, h3, h4, h5, h6)[id]').evaluateAll((hs) => hs.map((h) => [h.tagName, h.id]));
  assert.deepEqual(ids, headings.filter(([tag]) => tag === 'H2' || tag === 'H3').map(([, id]) => id));
  const active = () => page.evaluate(() => document.querySelector('.theme-doc-toc-desktop .table-of-contents__link--active')?.getAttribute('href') ?? null);

  // Put a heading just below the navbar: it is the active one.
  const scrollHeadingTo = (id, top) =>
    page.evaluate(([id, top]) => window.scrollBy(0, document.getElementById(id).getBoundingClientRect().top - top), [id, top]);
  await scrollHeadingTo(ids[2], 120);
  await page.waitForFunction((href) => document.querySelector('.table-of-contents__link--active')?.getAttribute('href') === href, `#${ids[2]}`);
  // Once it has moved to the lower half of the window, the previous section is the one being read.
  await scrollHeadingTo(ids[2], 600);
  await page.waitForFunction((href) => document.querySelector('.table-of-contents__link--active')?.getAttribute('href') === href, `#${ids[1]}`);
  assert.equal(await active(), `#${ids[1]}`);
  assert.equal(await page.locator('.table-of-contents__link--active').count(), 1);
  // The classes the TOC's links carry.
  assert.match(await page.locator(`.theme-doc-toc-desktop a[href="#${ids[1]}"]`).getAttribute('class'), /table-of-contents__link toc-highlight/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an anchor scrolls its heading into view below the navbar', async () => {
  const page = await openDoc('/docs/concepts/nodes');
  const ids = await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').evaluateAll((links) => links.map((a) => a.getAttribute('href').slice(1)));
  const target = ids[Math.floor(ids.length / 2)];
  const navbarBottom = await page.evaluate(() => document.querySelector('.navbar').getBoundingClientRect().bottom);
  const headingTop = () => page.evaluate((id) => document.getElementById(id).getBoundingClientRect().top, target);

  // Following a TOC link.
  await page.locator(`.theme-doc-toc-desktop a[href="#${target}"]`).click();
  await page.waitForFunction((id) => location.hash === `#${id}`, target);
  let top = await headingTop();
  assert.ok(top >= navbarBottom - 1 && top < navbarBottom + 40, `heading at ${top}px, navbar ends at ${navbarBottom}px`);

  // Opening a URL with the anchor.
  await page.goto(`${site.url}/docs/concepts/nodes#${target}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  top = await headingTop();
  assert.ok(top >= navbarBottom - 1 && top < navbarBottom + 40, `heading at ${top}px after load`);
  // The heading's own hash link points at it.
  assert.equal(await page.locator(`#${target} > a.hash-link`).getAttribute('href'), `#${target}`);
  await page.context().close();
});

test('an admonition renders with its kind and title', async () => {
  const page = await openDoc('/docs/intro');
  const admonition = page.locator('.theme-doc-markdown .theme-admonition').first();
  assert.match(await admonition.getAttribute('class'), /theme-admonition theme-admonition-\w+ .*alert alert--\w+/);
  assert.ok((await admonition.locator('.admonition-heading').textContent()).trim().length > 0);
  assert.ok(await admonition.locator('.admonition-content').isVisible());
  await page.context().close();
});

test('client-side navigation between docs keeps the sidebar and its open categories', async () => {
  const page = await openDoc('/docs/intro');
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await categoryToggle(page, 'Concepts').click();
  await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Nodes' }).click();
  await page.waitForURL(site.url + '/docs/concepts/nodes');
  await page.waitForSelector('.theme-doc-markdown h1:has-text("Nodes")');
  assert.equal(await page.title(), 'Nodes | Lexical');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
  assert.equal(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent(), 'Nodes');
  assert.equal(await categoryToggle(page, 'Concepts').getAttribute('aria-expanded'), 'true');

  // Previous/next links navigate on the client too.
  const next = page.locator('.pagination-nav__link--next');
  const nextTitle = await next.locator('.pagination-nav__label').textContent();
  await next.click();
  await page.waitForSelector(`.theme-doc-sidebar-menu a[aria-current="page"]:has-text("${nextTitle}")`);
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a narrow screen the TOC opens from "On this page" and the sidebar is in the navbar menu', async () => {
  const page = await openDoc('/docs/concepts/nodes', { width: 400, height: 800 });
  assert.equal(await page.locator('.theme-doc-sidebar-container').isVisible(), false);
  assert.equal(await page.locator('.theme-doc-toc-desktop').isVisible(), false);

  const onThisPage = page.getByRole('button', { name: 'On this page' });
  assert.equal(await onThisPage.getAttribute('aria-expanded'), 'false');
  await onThisPage.click();
  assert.equal(await onThisPage.getAttribute('aria-expanded'), 'true');
  await page.locator('.theme-doc-toc-mobile .table-of-contents').waitFor({ state: 'visible' });

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const current = page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]');
  await current.waitFor({ state: 'visible' });
  assert.equal(await current.textContent(), 'Nodes');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
