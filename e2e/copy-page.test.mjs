// "Copy page" on the Lexical site's docs and blog posts (classic theme),
// and the Markdown twins behind it: the control copies exactly the twin,
// by mouse and by keyboard, fetches it only when asked, and is a plain
// link to it in the served HTML (before hydration, or without JavaScript).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { siteUnderTest } from './harness.mjs';

const built = existsSync(new URL('../build/docs/intro.md', import.meta.url));
const site = siteUnderTest({ skip: !built });
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

/** Requests the page made for Markdown twins. */
function twinRequests(page) {
  const seen = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('.md')) seen.push(req.url());
  });
  return seen;
}

async function twinText(path) {
  const res = await fetch(site.url + path);
  assert.equal(res.status, 200, `GET ${path}`);
  return res.text();
}

/** The first interaction loads the control's code: a key press anywhere. */
async function hydrateControl(page) {
  await page.keyboard.press('Shift');
  await page.getByRole('button', { name: 'Copy page', exact: true }).waitFor({ timeout: 15000 });
}

test('at DOMContentLoaded the control is a link to the twin, and nothing fetched it', { skip: !built }, async () => {
  const page = await site.newPage();
  const seen = twinRequests(page);
  await page.goto(site.url + '/docs/intro', { waitUntil: 'domcontentloaded' });
  const link = page.locator('.copyPage a');
  assert.equal(await link.getAttribute('href'), '/docs/intro.md');
  assert.equal((await link.textContent()).trim(), 'View as Markdown');
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15000 });
  assert.deepEqual(seen, [], 'no twin is fetched before it is asked for');
  // Followed before the code is there, the link gives the Markdown.
  const res = await page.goto(site.url + '/docs/intro.md');
  assert.match(res.headers()['content-type'], /^text\/markdown; charset=utf-8/);
  assert.match(await res.text(), /^# Introduction\n\n> /);
  await page.context().close();
});

test('a click on "Copy page" copies the twin, says Copied, and fetches it then', { skip: !built }, async () => {
  const page = await site.open('/docs/getting-started/quick-start', clipboard);
  const seen = twinRequests(page);
  await hydrateControl(page);
  assert.deepEqual(seen, [], 'hydrating the control fetched no twin');
  const button = page.getByRole('button', { name: 'Copy page', exact: true });
  await button.click();
  await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
  assert.equal(await page.getByRole('status').textContent(), 'Copied the page as Markdown');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await twinText('/docs/getting-started/quick-start.md'));
  assert.match(copied, /^# Quick start \(vanilla JavaScript\)\n/);
  assert.match(copied, /\n### npm\n\n```bash\nnpm install lexical/, 'the tabs are sections');
  assert.equal(seen.length, 1, `one fetch of the twin: ${seen}`);
  // The label comes back.
  await page.getByRole('button', { name: 'Copy page', exact: true }).waitFor({ timeout: 10000 });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the menu by keyboard: opens on its first item, arrows move, Escape gives the focus back', { skip: !built }, async () => {
  const page = await site.open('/docs/intro', clipboard);
  await hydrateControl(page);
  const toggle = page.getByRole('button', { name: 'More ways to copy the page' });
  assert.equal(await toggle.getAttribute('aria-haspopup'), 'menu');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Copy page' });
  await menu.waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  assert.equal(await focused(), 'Copy as Markdown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'View as Markdown');
  assert.equal(await menu.getByRole('menuitem', { name: 'View as Markdown' }).getAttribute('href'), '/docs/intro.md');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'Copy as Markdown', 'the arrows wrap around');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'More ways to copy the page');

  // ArrowDown opens it too; Enter on "Copy as Markdown" copies and closes.
  await page.keyboard.press('ArrowDown');
  await menu.waitFor();
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await twinText('/docs/intro.md'));
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'More ways to copy the page');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the mouse opens the menu, a click outside closes it, and a blog post has the control', { skip: !built }, async () => {
  const page = await site.open('/blog/welcome', clipboard);
  await page.mouse.move(10, 10);
  await page.getByRole('button', { name: 'Copy page', exact: true }).waitFor({ timeout: 15000 });
  await page.getByRole('button', { name: 'More ways to copy the page' }).click();
  const menu = page.getByRole('menu', { name: 'Copy page' });
  await menu.waitFor();
  await page.mouse.click(5, 300);
  await menu.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'More ways to copy the page' }).click();
  await menu.getByRole('menuitem', { name: 'Copy as Markdown' }).click();
  await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await twinText('/blog/welcome.md'));
  assert.match(copied, /^# Welcome\n/);
  await page.context().close();
});

test('pages without a twin have no control', { skip: !built }, async () => {
  const page = await site.open('/');
  assert.equal(await page.locator('.copyPage').count(), 0);
  await page.goto(site.url + '/blog');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.locator('.copyPage').count(), 0, 'a blog list page has none');
  await page.context().close();
});

test('folio serve answers Accept: text/markdown with the twin', { skip: !built }, async () => {
  const md = await fetch(site.url + '/docs/intro', { headers: { Accept: 'text/markdown' } });
  assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.match(md.headers.get('vary'), /Accept(,|$)/);
  // folio serve knows the site's url from site.toml: the canonical URL is the public page.
  assert.equal(md.headers.get('link'), '<https://lexical.dev/docs/intro>; rel="canonical"');
  assert.equal(await md.text(), await twinText('/docs/intro.md'));
  const html = await fetch(site.url + '/docs/intro', { headers: { Accept: 'text/html,*/*;q=0.8' } });
  assert.equal(html.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.match(html.headers.get('vary'), /Accept(,|$)/);
});
