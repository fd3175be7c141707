// What the Lexical guides say about the browser, checked in Chromium against
// lexical 0.28: how an update that sets the selection moves the DOM
// selection and focus (concepts/selection), what ClickableLinkPlugin does on
// a click (react/plugins, concepts/read-only), which React plugins refuse
// to mount without their nodes (react/plugins), how HTML import picks a
// conversion by priority (concepts/serialization), what mutation and root
// listeners hear (concepts/listeners), what the theme puts on lists, text
// and indented blocks (getting-started/theming), and which commands DOM
// events reach in editable and read-only editors (concepts/dom-events).
// The guides' audit records (site/tests/claims) cite these tests by name.
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

test('HTML import: a higher priority wins, an equal one goes to the later importer, unclaimed blocks keep their text, script and style are dropped; export wraps formatted text in b and i', async () => {
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

  // <script> and <style> go with their content; a bare block's text-align lands on the paragraph
  // that wraps its inline content; formatted text exports its themed element inside <b>/<i>.
  const mixed = await page.evaluate(
    (h) => window.claims.roundTripHtml(h),
    '<p><b>Bold</b> and <i>it</i></p><script>window.ran = 1</script><style>p {}</style><div style="text-align: right">Right</div>',
  );
  assert.deepEqual(mixed.types, ['paragraph:Bold and it', 'paragraph/right:Right']);
  assert.equal(
    mixed.html,
    `<p><b><strong style="white-space: pre-wrap;">Bold</strong></b>${span(' and ')}<i><em style="white-space: pre-wrap;">it</em></i></p><p style="text-align: right;">${span('Right')}</p>`,
  );
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// concepts/listeners, concepts/dom-events, getting-started/theming and
// concepts/read-only: behaviour that needs an editor attached to the DOM.
async function onPage(fn, arg) {
  const page = await openPage();
  const result = await page.evaluate(fn, arg);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return result;
}

test('a mutation listener reports created, updated for a node written to, and destroyed; a parent is not updated when only its text changes', async () => {
  const log = await onPage(() => window.claims.mutationLog());
  assert.deepEqual(log, [
    '-- append a paragraph with text',
    'paragraph created',
    'text created',
    '-- change the text only',
    'text updated',
    '-- change the paragraph itself',
    'paragraph updated',
    '-- remove the paragraph',
    'paragraph destroyed',
    'text destroyed',
  ]);
});

test('a root listener is called at registration, on each new root element and once more when removed', async () => {
  const log = await onPage(() => window.claims.rootListenerLog());
  // new <- previous; after removal, setting another root calls nothing.
  assert.deepEqual(log, ['null <- null', 'root-a <- null', 'root-b <- root-a', 'null <- root-b', 'root-a <- null', 'null <- root-a', 'removed']);
});

test('list.nested.list goes on lists from the third level down, list.nested.listitem on items that hold a list, ulDepth cycles by depth', async () => {
  const { lists, items } = await onPage(() => window.claims.nestedListClasses());
  assert.deepEqual(lists, ['theme-ul theme-ul-1', 'theme-ul theme-ul-2', 'theme-ul theme-ul-1 theme-nested-list']);
  assert.deepEqual(items, [
    'theme-li theme-ltr',
    'theme-li theme-nested-li (holds a list)',
    'theme-li theme-ltr',
    'theme-li theme-nested-li (holds a list)',
    'theme-li theme-ltr',
  ]);
});

test('text formats pick the element and the theme classes: strong for bold, em only without bold, code and mark wrap the inner element, underlineStrikethrough replaces both classes', async () => {
  const html = await onPage(() => window.claims.textFormatHtml());
  assert.deepEqual(html, [
    '<span class="theme-text" data-lexical-text="true">plain</span>',
    '<strong class="theme-text theme-bold theme-italic" data-lexical-text="true">bold italic</strong>',
    '<span class="theme-text theme-underline-strikethrough" data-lexical-text="true">both lines</span>',
    '<code spellcheck="false" data-lexical-text="true"><strong class="theme-text theme-bold theme-code">bold code</strong></code>',
    '<mark data-lexical-text="true"><span class="theme-text theme-highlight">marked</span></mark>',
  ]);
});

test('indentation: a block created indented ignores --lexical-indent-base-value (40px), a later change uses it (facebook/lexical#5062)', async () => {
  const result = await onPage(() => window.claims.indentation());
  assert.equal(result.computedBase, '24px');
  // Created indented: the element was not in the document when the base was read.
  assert.equal(result.created.style, 'calc(40px)');
  // Changed later, on an element in the document: 2 × 24px.
  assert.equal(result.updated.style, 'calc(48px)');
  assert.equal(result.removed.style, '');
  assert.match(result.created.className, /\btheme-indent\b/);
  assert.doesNotMatch(result.removed.className, /\btheme-indent\b/);
});

test('the root gets the theme root class and pre-wrap/break-word; exported HTML keeps theme classes; Lexical caches class lists on the theme object', async () => {
  const result = await onPage(() => window.claims.rootAndExport());
  assert.equal(result.className, 'theme-root');
  assert.equal(result.whiteSpace, 'pre-wrap');
  assert.equal(result.wordBreak, 'break-word');
  assert.equal(result.html, '<p class="theme-paragraph" dir="ltr"><b><strong class="theme-text theme-bold" style="white-space: pre-wrap;">Bold</strong></b></p>');
  assert.deepEqual(result.themeCache, ['paragraph', 'root']);
});

test('a keydown reaches KEY_DOWN_COMMAND then the shortcut command, unless a KEY_DOWN_COMMAND handler returns true; a read-only editor hears only the click', async () => {
  const plain = await onPage(() => window.claims.eventCommands());
  assert.deepEqual(plain, {
    editable: ['KEY_DOWN_COMMAND', 'FORMAT_TEXT_COMMAND bold', 'CLICK_COMMAND'],
    readOnly: ['CLICK_COMMAND'],
  });
  const blocked = await onPage(() => window.claims.eventCommands({ blockKeyDown: true }));
  assert.deepEqual(blocked, { editable: ['KEY_DOWN_COMMAND', 'CLICK_COMMAND'], readOnly: ['CLICK_COMMAND'] });
});

test('a read-only editor whose element stays contenteditable keeps typed text in the page but not in its state, and drops new blocks', async () => {
  const page = await openPage();
  await page.evaluate(() => {
    window.lockedEditor = window.claims.readOnlyLeftEditable();
  });
  // The divergence makes Lexical's selection handling throw; wait for that
  // error instead of assuming it has arrived when the typing is done.
  const errorSeen = page.waitForEvent('pageerror', { timeout: 30000 });
  await page.click('#read-only-left-editable span');
  await page.keyboard.press('End');
  await page.keyboard.type('xyz');
  await page.keyboard.press('Enter');
  await page.keyboard.type('new');
  const result = await page.evaluate(() => {
    const root = document.querySelector('#read-only-left-editable');
    return {
      blocks: root.children.length,
      shown: root.textContent,
      state: window.lockedEditor.read(() => window.claims.$getRoot().getTextContent()),
    };
  });
  assert.equal(result.state, 'Locked');
  assert.equal(result.blocks, 1);
  assert.match(result.shown, /^Lockedxyz/);
  // The page and the state disagree about the text, so selection handling
  // fails once the caret goes past the end of what the state holds.
  await errorSeen;
  assert.ok(page.errors.length > 0, 'the divergence reports an error');
  for (const error of page.errors) assert.match(error, /^\$validatePoint: anchor point\.offset > node\.getTextContentSize\(\)/);
  await page.context().close();
});
