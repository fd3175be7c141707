// Nothing a visitor does is lost (issue 16): a link clicked, the search
// button clicked, Ctrl+K or "/" pressed and a query typed at once, at
// DOMContentLoaded and at the load event, with no settle time and no
// readiness hint, on a normal network and on a slow one (300 ms latency,
// 200 KB/s), with the mouse and with the keyboard alone. Links navigate in
// place (no second document request); the modal opens holding every
// character typed, in order, with the caret at the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NETWORKS, openAt as openAtPage, siteUnderTest } from './harness.mjs';
import { startSearchFixture } from './search-fixture.mjs';

const site = siteUnderTest({ serve: () => startSearchFixture() });

const MOMENTS = ['domcontentloaded', 'load'];

const openAt = (path, network, moment) => openAtPage(site, path, network, moment);

/** Waits for the modal's input to have focus; returns its value and caret. */
async function modalInput(page) {
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'), null, { timeout: 20000 });
  return page.evaluate(() => {
    const input = document.activeElement;
    return { value: input.value, caret: [input.selectionStart, input.selectionEnd] };
  });
}

async function assertNavigatedInPlace(page, documents) {
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction', null, { timeout: 20000 });
  assert.equal(new URL(page.url()).pathname, '/docs/intro');
  assert.deepEqual(documents, ['/'], 'one document: the first; the link navigated on the client');
}

test('on a slow network, a link clicked at DOMContentLoaded shows the progress bar while the page it leads to loads', async () => {
  const page = await site.newPage();
  await page.addInitScript(() => {
    window.__barSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.routeProgressBar')) window.__barSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORKS.slow);
  const documents = [];
  page.on('request', (req) => req.resourceType() === 'document' && documents.push(new URL(req.url()).pathname));
  await page.goto(site.url + '/', { waitUntil: 'domcontentloaded' });
  await page.click('.navbar a[href="/docs/intro"]');
  await assertNavigatedInPlace(page, documents);
  assert.equal(await page.evaluate(() => window.__barSeen), true, 'the bar showed during the wait');
  await page.waitForSelector('.routeProgressBar', { state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const network of Object.keys(NETWORKS)) {
  for (const moment of MOMENTS) {
    const when = `at ${moment === 'load' ? 'the load event' : 'DOMContentLoaded'}, ${network} network`;

    test(`${when}: a click on a link navigates in place`, async () => {
      const { page, documents } = await openAt('/', network, moment);
      await page.click('.navbar a[href="/docs/intro"]');
      await assertNavigatedInPlace(page, documents);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test(`${when}, keyboard only: Enter on a focused link navigates in place`, async () => {
      const { page, documents } = await openAt('/', network, moment);
      await page.focus('.navbar a[href="/docs/intro"]');
      await page.keyboard.press('Enter');
      await assertNavigatedInPlace(page, documents);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test(`${when}: a click on the search button, then typing, opens the modal with every character`, async () => {
      const { page } = await openAt('/docs/intro', network, moment);
      await page.click('.navbar .DocSearch-Button');
      await page.keyboard.type('editor');
      assert.deepEqual(await modalInput(page), { value: 'editor', caret: [6, 6] });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    for (const [name, press] of [['Ctrl+K', 'Control+k'], ['"/"', '/']]) {
      test(`${when}, keyboard only: ${name}, then typing, opens the modal with every character`, async () => {
        const { page } = await openAt('/docs/intro', network, moment);
        await page.keyboard.press(press);
        await page.keyboard.type('editor state');
        assert.deepEqual(await modalInput(page), { value: 'editor state', caret: [12, 12] });
        assert.deepEqual(page.errors, []);
        await page.context().close();
      });
    }

    test(`${when}, keyboard only: letters typed on the focused search button open the modal with all of them`, async () => {
      const { page } = await openAt('/docs/intro', network, moment);
      await page.focus('.navbar .DocSearch-Button');
      await page.keyboard.type('selection');
      assert.deepEqual(await modalInput(page), { value: 'selection', caret: [9, 9] });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test(`${when}, keyboard only: Enter on the focused search button opens the modal`, async () => {
      const { page } = await openAt('/docs/intro', network, moment);
      await page.focus('.navbar .DocSearch-Button');
      await page.keyboard.press('Enter');
      await page.keyboard.type('plugins');
      assert.deepEqual(await modalInput(page), { value: 'plugins', caret: [7, 7] });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
