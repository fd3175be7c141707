// An MDX page's static parts (core/client/tools/mdx-static.mjs): its plain
// Markdown reaches the browser as HTML, not as JavaScript. A visitor sees
// the same page either way: the first page hydrates on the served HTML
// without fetching the parts, a page reached on the client renders them
// from the page's parts file, again after going back and forth, and a site
// whose MDX components replace a tag gets its components everywhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAndServe, launchBrowser, newPage, openHydrated, siteUnderTest } from './harness.mjs';

const site = siteUnderTest();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUICK = '/docs/getting-started/quick-start';
const FIRST_PARAGRAPH = /^This guide builds a complete rich-text editor without any UI framework/;

/** Records the URLs of the parts files the page fetches. */
function watchParts(page) {
  const fetched = [];
  page.on('request', (req) => {
    if (/\.parts-[A-Z0-9]+\.json$/.test(new URL(req.url()).pathname)) fetched.push(req.url());
  });
  return fetched;
}

test("every part's HTML is the HTML the server rendered for it", async () => {
  const media = path.join(root, process.env.FOLIO_E2E_BUILD ?? 'build', 'assets', 'media');
  // The same characters, escaped by React or by hast-util-to-html.
  const plain = (html) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&gt;/g, '>').replace(/&#x3C;/g, '&lt;');
  for (const [route, file] of [
    [QUICK, 'quick-start.mdx'],
    ['/docs/error', 'error.mdx'],
    ['/blog/mdx-blog-post', 'index.mdx'],
  ]) {
    const served = plain(await (await fetch(site.url + route)).text());
    const json = readdirSync(media).find((f) => f.startsWith(`${file}.parts-`) && f.endsWith('.json'));
    assert.ok(json, `no parts file for ${file}`);
    const parts = JSON.parse(readFileSync(path.join(media, json), 'utf8'));
    assert.ok(parts.length > 5, `${route}: ${parts.length} parts`);
    assert.deepEqual(parts.filter((p) => !served.includes(plain(p))), [], `${route}: parts the server rendered otherwise`);
  }
});

test('the first MDX page hydrates on its served HTML and fetches no parts', async () => {
  const page = await site.newPage();
  const parts = watchParts(page);
  // Marks the served nodes before the page's scripts run: hydration keeps them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const p = document.querySelector('.markdown > p');
      window.__served = p?.firstChild;
      window.__servedHeading = document.querySelector('.markdown h2[id="1-install-the-packages"]');
    });
  });
  await openHydrated(page, site.url + QUICK);
  assert.match(await page.locator('.markdown > p').first().textContent(), FIRST_PARAGRAPH);
  const kept = await page.evaluate(() => ({
    text: window.__served === document.querySelector('.markdown > p')?.firstChild,
    heading: window.__servedHeading === document.querySelector('.markdown h2[id="1-install-the-packages"]'),
  }));
  assert.deepEqual(kept, { text: true, heading: true }, 'the served nodes are the hydrated ones');
  // The components among the parts work: a tab, a heading's anchor link.
  await page.getByRole('tab', { name: 'Yarn' }).click();
  await page.getByText('yarn add lexical @lexical/rich-text').waitFor();
  assert.equal(await page.locator('h2[id="1-install-the-packages"] a.hash-link').getAttribute('href'), '#1-install-the-packages');
  assert.deepEqual(parts, [], 'nothing fetched the parts: the page had them');
  assert.deepEqual(page.errors, [], 'no hydration mismatch, no error');
  await page.context().close();
});

test('an MDX page reached on the client renders its parts, and again after back and forward', async () => {
  const page = await site.newPage();
  const parts = watchParts(page);
  await openHydrated(page, site.url + '/docs/intro');
  await page.evaluate(() => (window.__samePage = true));
  await page.locator(`.theme-doc-sidebar-container a[href="${QUICK}"], nav a[href="${QUICK}"]`).first().click();
  await page.waitForURL(site.url + QUICK);
  await page.locator('h1', { hasText: 'Quick start' }).first().waitFor();
  assert.match(await page.locator('.markdown > p').first().textContent(), FIRST_PARAGRAPH);
  assert.equal(await page.locator('.markdown h2[id="2-add-an-editable-element"]').count(), 1);
  // A part inside a component: the caution's paragraph.
  await page.locator('.markdown .theme-admonition-caution p', { hasText: 'must have exactly the same version' }).waitFor();
  assert.equal(parts.length, 1, 'the parts file was fetched once');
  await page.goBack();
  await page.waitForURL(site.url + '/docs/intro');
  await page.goForward();
  await page.waitForURL(site.url + QUICK);
  assert.match(await page.locator('.markdown > p').first().textContent(), FIRST_PARAGRAPH);
  await page.getByRole('tab', { name: 'pnpm' }).click();
  await page.getByText('pnpm add lexical @lexical/rich-text').waitFor();
  assert.equal(await page.evaluate(() => window.__samePage), true, 'no full page load');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

const overrideConfig = path.join(root, 'e2e/fixtures/mdx-override/site.toml');

test('MDX components that replace `code` and `a` render them on the server, at hydration and on the client', async (t) => {
  const server = await buildAndServe('folio-mdx-override-e2e-', ['--config', overrideConfig], 'the MDX override fixture');
  const browser = await launchBrowser();
  t.after(async () => {
    await browser.close();
    await server.stop();
  });
  const served = await (await fetch(server.url + '/docs/intro')).text();
  assert.match(served, /<code class="site-code">inline code<\/code>/);
  const page = await newPage(browser);
  await openHydrated(page, server.url + '/docs/intro');
  const look = () =>
    page.evaluate(() => ({
      codes: [...document.querySelectorAll('.markdown code')].map((c) => `${c.className}:${c.textContent}`),
      links: [...document.querySelectorAll('.markdown a[data-site-link]')].map((a) => a.getAttribute('href')),
    }));
  const intro = {
    codes: ['site-code:inline code', 'site-code:more code', 'site-code:code in a tab'],
    links: ['/docs/other', '#a-heading'], // the heading's anchor link is an `a` too
  };
  assert.deepEqual(await look(), intro);
  await page.getByRole('tab', { name: 'Two' }).click();
  await page.getByText('The second tab.').waitFor();
  await page.locator('.markdown a[href="/docs/other"]').click();
  await page.waitForURL(server.url + '/docs/other');
  await page.getByText('The other page').waitFor();
  assert.deepEqual(await look(), { codes: ['site-code:its own code'], links: ['/docs/intro'] });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
