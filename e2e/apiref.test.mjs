// The generated API reference as a visitor meets it: a class page with its
// members' signatures and anchors, its table of contents, links between
// symbols, and the 'api' sidebar listing the modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';

const site = siteUnderTest();
const open = (path) => site.open(path);

// inView reports whether an element shows in the window, below the fixed
// navbar.
function inView(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    return box.bottom > Math.max(navbar, 0) && box.top < window.innerHeight;
  });
}

test('a member anchor scrolls its heading into view, above its signature', async () => {
  const page = await open('/docs/api/classes/lexical.LexicalEditor#registercommand');
  assert.equal(await page.title(), 'Class: LexicalEditor | Lexical');
  assert.equal(await page.locator('h1').textContent(), 'Class: LexicalEditor');
  const heading = page.locator('h3#registercommand');
  assert.equal(await heading.evaluate((h) => h.firstChild.textContent.trim()), 'registerCommand()');
  assert.ok(await inView(heading), 'the #registercommand heading is not in view');
  // Far down the page: the browser did scroll.
  assert.ok(await page.evaluate(() => window.scrollY) > 500);

  const signature = heading.locator('xpath=following-sibling::pre[1]');
  const text = (await signature.textContent()).replace(/\s+/g, ' ');
  assert.match(text, /^registerCommand<P>\( ?command: LexicalCommand<P>, ?listener: CommandListener<P>, ?priority: CommandListenerPriority,? ?\): \(\) => void$/);
  // Types in a signature link to their pages and anchors.
  assert.equal(await signature.getByRole('link', { name: 'LexicalCommand' }).getAttribute('href'), '/docs/api/interfaces/lexical.LexicalCommand');
  assert.equal(await signature.getByRole('link', { name: 'CommandListener', exact: true }).getAttribute('href'), '/docs/api/modules/lexical#commandlistener');
  // Its parameters, with their comments.
  const body = await page.locator('article').textContent();
  assert.match(body, /Registers a listener that will trigger anytime the provided command\s+is dispatched/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the table of contents lists the members and jumps to them', async () => {
  const page = await open('/docs/api/classes/lexical.LexicalEditor');
  const toc = page.locator('.theme-doc-toc-desktop');
  const sections = await toc.locator(':scope > ul > li > a').allTextContents();
  assert.deepEqual(sections, ['Properties', 'Methods']);
  const update = toc.locator('a[href="#update"]');
  assert.equal(await update.textContent(), 'update()');
  assert.ok(await toc.locator('a[href="#registercommand"]').count() === 1);
  await update.click();
  await page.waitForFunction(() => location.hash === '#update');
  await page.waitForFunction(() => {
    const h = document.getElementById('update');
    return h && h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight / 2;
  });
  assert.ok(await inView(page.locator('h3#update')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('signatures link their types; comments link members', async () => {
  const page = await open('/docs/api/modules/lexical#createeditor');
  const heading = page.locator('h3#createeditor');
  assert.ok(await inView(heading));
  // createEditor returns a LexicalEditor: its signature links the class.
  await heading.locator('xpath=following-sibling::pre[1]').getByRole('link', { name: 'LexicalEditor' }).click();
  await page.waitForURL(site.server.url + '/docs/api/classes/lexical.LexicalEditor');
  assert.equal(await page.locator('h1').textContent(), 'Class: LexicalEditor');
  // Its comment's {@link LexicalEditor.update} goes to the member's anchor.
  await page.locator('h3#dispatchcommand ~ p a[href="/docs/api/classes/lexical.LexicalEditor#update"]').first().click();
  await page.waitForFunction(() => location.hash === '#update');
  assert.ok(await inView(page.locator('h3#update')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the API sidebar lists the modules, classes and interfaces', async () => {
  const page = await open('/docs/api/');
  assert.equal(await page.locator('h1').textContent(), 'API Reference');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  assert.equal(await sidebar.locator('a[aria-current="page"]').textContent(), 'Overview');
  const categories = sidebar.locator('.theme-doc-sidebar-item-category-level-1 > div > :first-child');
  assert.deepEqual(await categories.allTextContents(), ['Modules', 'Classes', 'Interfaces']);

  const modules = sidebar.getByRole('button', { name: 'Modules', exact: true });
  assert.equal(await modules.getAttribute('aria-expanded'), 'false');
  await modules.click();
  assert.equal(await modules.getAttribute('aria-expanded'), 'true');
  const links = modules.locator('xpath=ancestor::li[1]').locator('ul a');
  const labels = await links.allTextContents();
  assert.equal(labels[0], 'lexical', 'the core module comes first');
  for (const name of ['@lexical/rich-text', '@lexical/react/LexicalComposer', '@lexical/table', '@lexical/yjs']) {
    assert.ok(labels.includes(name), `the Modules category lacks ${name}`);
  }
  assert.ok(labels.length >= 60, `only ${labels.length} modules listed`);
  await sidebar.getByRole('link', { name: '@lexical/rich-text', exact: true }).click();
  await page.waitForURL(site.server.url + '/docs/api/modules/lexical_rich-text');
  assert.equal(await page.locator('h1').textContent(), 'Module: @lexical/rich-text');
  assert.ok(await page.locator('article a[href="/docs/api/classes/lexical_rich-text.HeadingNode"]').count() > 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('package pages sit in the docs sidebar, the core first', async () => {
  const page = await open('/docs/packages/lexical-rich-text');
  assert.equal(await page.locator('h1').textContent(), '@lexical/rich-text');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const packages = sidebar.locator('a[href^="/docs/packages/"]');
  const labels = await packages.allTextContents();
  assert.equal(labels[0], 'lexical (core)');
  assert.ok(labels.includes('@lexical/rich-text') && labels.length === 25, `package links: ${labels}`);
  assert.equal(await sidebar.locator('a[aria-current="page"]').textContent(), '@lexical/rich-text');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
