// What the Lexical guides say about the browser, checked in Chromium against
// lexical 0.28: how an update that sets the selection moves the DOM
// selection and focus (concepts/selection), what ClickableLinkPlugin does on
// a click (react/plugins, concepts/read-only), which React plugins refuse
// to mount without their nodes (react/plugins), and how HTML import picks a
// conversion by priority (concepts/serialization).
//
// The page is lexical-claims-page.jsx, bundled with the esbuild the Go
// module already depends on, and served from a temporary directory.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPage } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Lexical claims</title></head>
<body>
  <input id="outside" aria-label="Another input">
  <div id="editable" contenteditable="true"></div>
  <div id="read-only" contenteditable="false"></div>
  <div id="react"></div>
  <script type="module" src="/page.js"></script>
</body>
</html>`;

let dir;
let server;
let url;
let browser;

/** Bundles the page with esbuild, built from the module cache like the rest of the Go code. */
function bundlePage(out) {
  const esbuild = path.join(out, 'esbuild');
  execFileSync('go', ['build', '-o', esbuild, 'github.com/evanw/esbuild/cmd/esbuild'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  execFileSync(
    esbuild,
    [
      path.join(root, 'e2e/lexical-claims-page.jsx'),
      '--bundle',
      '--format=esm',
      '--jsx=automatic',
      // The development builds: full error messages, as the guides quote them.
      '--conditions=development',
      '--define:process.env.NODE_ENV="development"',
      '--log-level=error',
      `--outfile=${path.join(out, 'page.js')}`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lexical-claims-'));
  bundlePage(dir);
  writeFileSync(path.join(dir, 'index.html'), HTML);
  const files = { '/': ['index.html', 'text/html'], '/page.js': ['page.js', 'text/javascript'] };
  server = createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': `${file[1]}; charset=utf-8` }).end(readFileSync(path.join(dir, file[0])));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function openPage(query = '') {
  const page = await newPage(browser);
  await page.goto(url + query);
  await page.waitForFunction(() => window.claims?.ready && document.querySelector('#links-same-tab a'));
  return page;
}

/** Where focus and the DOM selection are: the id of the focused element and of the element holding the selection's anchor. */
function whereIsFocus(page) {
  return page.evaluate(() => {
    const selection = window.getSelection();
    const anchor = selection.anchorNode;
    const holder = anchor ? (anchor.nodeType === Node.ELEMENT_NODE ? anchor : anchor.parentElement).closest('[id]') : null;
    return { focused: document.activeElement?.id ?? null, selectionIn: holder?.id ?? null };
  });
}

test('an update that sets the selection of an unfocused editor moves the DOM selection and focus into it', async () => {
  const page = await openPage();
  await page.focus('#outside');
  assert.deepEqual(await whereIsFocus(page), { focused: 'outside', selectionIn: null });

  await page.evaluate(() => {
    const { editable, $getRoot } = window.claims;
    editable.update(() => $getRoot().selectEnd(), { discrete: true });
  });
  assert.deepEqual(await whereIsFocus(page), { focused: 'editable', selectionIn: 'editable' });

  // Clearing Lexical's selection removes the DOM selection; focus stays.
  await page.evaluate(() => {
    const { editable, $setSelection } = window.claims;
    editable.update(() => $setSelection(null), { discrete: true });
  });
  assert.deepEqual(await whereIsFocus(page), { focused: 'editable', selectionIn: null });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('tagged skip-dom-selection, or in a read-only editor, the same update leaves focus where it was', async () => {
  const page = await openPage();
  await page.focus('#outside');
  await page.evaluate(() => {
    const { editable, readOnly, $getRoot } = window.claims;
    editable.update(() => $getRoot().selectEnd(), { discrete: true, tag: 'skip-dom-selection' });
    readOnly.update(() => $getRoot().selectEnd(), { discrete: true });
  });
  assert.deepEqual(await whereIsFocus(page), { focused: 'outside', selectionIn: null });
  // Lexical's own selection was set all the same.
  const offsets = await page.evaluate(() => {
    const { editable, readOnly, $getSelection } = window.claims;
    return [editable, readOnly].map((e) => e.getEditorState().read(() => $getSelection()?.anchor.offset ?? null));
  });
  assert.deepEqual(offsets, [18, 18]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('ClickableLinkPlugin opens a link on a plain click in an editable editor, in a new tab by default', async () => {
  const page = await openPage();
  assert.equal(await page.getAttribute('#links-default', 'contenteditable'), 'true');
  await page.click('#links-default a');
  assert.deepEqual(await page.evaluate(() => window.opened), [{ url: 'https://lexical.dev/', target: '_blank' }]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('with newTab={false}, a plain or middle click opens the link in the same tab, Ctrl+click in a new one', async () => {
  const page = await openPage();
  await page.click('#links-same-tab a');
  await page.click('#links-same-tab a', { modifiers: ['Control'] });
  // A middle click reaches the plugin as a mouseup, whose check for the
  // middle button looks for an auxclick: with newTab={false} it asks for the same tab.
  await page.click('#links-same-tab a', { button: 'middle' });
  assert.deepEqual(await page.evaluate(() => window.opened.map((o) => o.target)), ['_self', '_blank', '_self']);
  await page.context().close();
});

test('ClickableLinkPlugin does not open a link when the click ends a selection of text', async () => {
  const page = await openPage();
  // Drag across the link text: the click that ends the drag lands on the link.
  const box = await page.locator('#links-default a').boundingBox();
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.ok((await page.evaluate(() => window.getSelection().toString())).length > 5, 'the drag selected text');
  assert.deepEqual(await page.evaluate(() => window.opened), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('most plugins throw on mount when their nodes are missing; CheckListPlugin and HorizontalRulePlugin do not', async () => {
  const page = await openPage('?plugins');
  await page.waitForFunction(() => Object.keys(window.pluginErrors).length >= 5);
  const errors = await page.evaluate(() => window.pluginErrors);
  assert.deepEqual(Object.keys(errors).sort(), ['HashtagPlugin', 'LinkPlugin', 'ListPlugin', 'MarkdownShortcutPlugin', 'TablePlugin']);
  assert.equal(errors.ListPlugin, 'ListPlugin: ListNode and/or ListItemNode not registered on editor');
  assert.equal(errors.LinkPlugin, 'LinkPlugin: LinkNode not registered on editor');
  assert.equal(errors.HashtagPlugin, 'HashtagPlugin: HashtagNode not registered on editor');
  assert.equal(errors.TablePlugin, 'TablePlugin: TableNode is not registered on editor');
  assert.match(errors.MarkdownShortcutPlugin, /^MarkdownShortcuts: missing dependency horizontalrule for transformer/);
  await page.context().close();
});

test('HTML import: a higher priority wins, an equal one goes to the later importer, unclaimed blocks keep their text', async () => {
  const page = await openPage();
  const html = '<p class="callout">Careful</p><p>Plain</p><div><span>Loose</span> text</div>';
  const result = await page.evaluate((h) => window.claims.roundTripHtml(h), html);
  // The callout's importer (priority 1) beats the paragraph's (0) for its <p> only;
  // the unclaimed <div> becomes a paragraph holding its inline content.
  assert.deepEqual(result.types, ['callout:Careful', 'paragraph:Plain', 'paragraph:Loose text']);
  const span = (text) => `<span style="white-space: pre-wrap;">${text}</span>`;
  assert.equal(result.html, `<p class="callout">${span('Careful')}</p><p>${span('Plain')}</p><p>${span('Loose text')}</p>`);

  // An html.import entry with the paragraph's own priority takes the plain <p>, not the callout.
  const tied = await page.evaluate((h) => window.claims.roundTripHtml(h, { withPlainParagraphImporter: true }), html);
  assert.deepEqual(tied.types, ['callout:Careful', 'paragraph/center:Plain', 'paragraph:Loose text']);
  assert.equal(tied.html, `<p class="callout">${span('Careful')}</p><p style="text-align: center;">${span('Plain')}</p><p>${span('Loose text')}</p>`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
