// An MDX page's body hydrates after the rest of the page (its code is not
// part of the first load: core/bundle's page wrapper, lazyComponent's
// 'afterLoad'), and nothing a visitor does to it meanwhile is lost
// (core/client's heldEvents.ts): a tab clicked, a tab reached with the
// keyboard, a form filled in and sent, at DOMContentLoaded, on a normal
// network and on a slow one (300 ms latency, 200 KB/s), with no settle
// time and no readiness hint. The page is not loaded a second time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NETWORKS, openAt, siteUnderTest } from './harness.mjs';

const site = siteUnderTest();
const QUICK = '/docs/getting-started/quick-start';
const WAIT = { timeout: 30000 };

const openAtDOMContentLoaded = (path, network) => openAt(site, path, network, 'domcontentloaded');

/** The label of the selected tab of the first tab list, once it is `label`. */
async function selectedTab(page, label) {
  await page.waitForFunction(
    (want) => document.querySelector('[role="tablist"] [role="tab"][aria-selected="true"]')?.textContent === want,
    label,
    WAIT,
  );
  return page.locator('[role="tablist"]').first().locator('[role="tab"][aria-selected="true"]').textContent();
}

for (const network of Object.keys(NETWORKS)) {
  test(`${network} network: the Yarn tab clicked at DOMContentLoaded is the tab shown`, async () => {
    const { page, documents } = await openAtDOMContentLoaded(QUICK, network);
    await page.getByRole('tab', { name: 'Yarn' }).click();
    assert.equal(await selectedTab(page, 'Yarn'), 'Yarn');
    await page.getByText('yarn add lexical @lexical/rich-text').waitFor(WAIT);
    assert.equal(await page.getByText('npm install --save lexical @lexical/rich-text').isVisible(), false, 'the npm panel is hidden');
    assert.deepEqual(documents, [QUICK], 'one document');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`${network} network: a tab reached with the arrow key at DOMContentLoaded is the tab shown`, async () => {
    const { page } = await openAtDOMContentLoaded(QUICK, network);
    await page.locator('[role="tab"][aria-selected="true"]').first().focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await selectedTab(page, 'Yarn'), 'Yarn');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yarn', 'focus moved to the tab');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  for (const send of ['Enter', 'the button']) {
    test(`${network} network: an error code typed and sent with ${send} at DOMContentLoaded shows its message`, async () => {
      const { page, documents } = await openAtDOMContentLoaded('/docs/error', network);
      await page.locator('#error-code-input').fill('66');
      if (send === 'Enter') await page.keyboard.press('Enter');
      else await page.getByRole('button', { name: 'Show message' }).click();
      await page.waitForURL(/\/docs\/error\?code=66$/, WAIT);
      await page.locator('#error-message', { hasText: 'Lexical error #66' }).waitFor(WAIT);
      assert.deepEqual(documents, ['/docs/error'], 'the form was handled on the page, not sent to the server');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}

test('the body of an MDX page hydrates by itself after the load event, with no interaction', async () => {
  const page = await site.newPage();
  await page.goto(site.url + QUICK, { waitUntil: 'load' });
  // React gives an element it hydrates with a click handler an onclick
  // property (for Safari's sake): the tab has one once the body has
  // hydrated. Nothing touches the page meanwhile.
  await page.waitForFunction(() => document.querySelector('[role="tab"]')?.onclick != null, null, WAIT);
  await page.getByRole('tab', { name: 'pnpm' }).click();
  assert.equal(await selectedTab(page, 'pnpm'), 'pnpm');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
