// DocSearch's own end-to-end tests (algolia/docsearch v3.9.0,
// cypress/e2e/search/actions.spec.ts and the commands it uses), ported to
// this site's search bar: each test visits the page (until its load event,
// as Cypress's visit does) and acts at once, with no wait the upstream test
// does not have. Run against the search fixture, whose search API is the
// serving origin. Written anew; what they check is DocSearch's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { startSearchFixture } from './search-fixture.mjs';

const site = siteUnderTest({ serve: () => startSearchFixture() });

/** A word of the fixture: its matching query (upstream types "g" into its own index). */
const MATCHING = 'editor';
const NOT_MATCHING = 'zzz';

/** visit: a fresh page at the load event. */
async function visit() {
  const page = await site.newPage();
  await page.goto(site.url + '/docs/intro');
  return page;
}

async function waitLoad(page) {
  await page.locator('.DocSearch-Button').waitFor({ state: 'visible' });
}

async function modalIsVisibleAndFocused(page) {
  await page.locator('.DocSearch-Modal').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
}

async function modalIsNotVisible(page) {
  await page.waitForFunction(() => !document.body.classList.contains('DocSearch--active'));
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
}

async function openModal(page) {
  await page.locator('.DocSearch-Button').click();
  await modalIsVisibleAndFocused(page);
}

async function closeModal(page) {
  await page.keyboard.press('Escape');
  await modalIsNotVisible(page);
}

async function typeQuery(page, query) {
  await page.locator('.DocSearch-Input').waitFor({ state: 'visible' });
  await page.locator('.DocSearch-Input').pressSequentially(query);
}

/** Presses `key` with `modifier` held, as Cypress's {ctrl}k does. */
async function chord(page, modifier, key) {
  await page.keyboard.down(modifier);
  await page.keyboard.press(key);
  await page.keyboard.up(modifier);
}

async function done(page) {
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

// Start
for (const [name, open] of [
  ['on search button click', (page) => page.locator('.DocSearch-Button').click()],
  ['with key shortcut on Windows/Linux', (page) => chord(page, 'Control', 'k')],
  ['with key shortcut on Windows/Linux when caps lock is on', (page) => chord(page, 'Control', 'K')],
  ['with key shortcut on macOS', (page) => chord(page, 'Meta', 'k')],
  ['with key shortcut on macOS when caps lock is on', (page) => chord(page, 'Meta', 'K')],
  ['with forward slash key shortcut', (page) => page.keyboard.press('/')],
]) {
  test(`Start: open modal ${name}`, async () => {
    const page = await visit();
    await waitLoad(page);
    await open(page);
    await modalIsVisibleAndFocused(page);
    await done(page);
  });
}

// End
for (const [name, close] of [
  ['with Esc key', (page) => closeModal(page)],
  // Upstream clicks the container's centre, where its own (smaller) modal
  // leaves the backdrop bare; here the backdrop at the left edge, below the
  // navbar (which stays above it, as on a Docusaurus site).
  ['by clicking outside its container', (page) => page.mouse.click(5, 400)],
  ['with key shortcut on Windows/Linux', (page) => chord(page, 'Control', 'k')],
  ['with key shortcut on macOS', (page) => chord(page, 'Meta', 'k')],
]) {
  test(`End: close modal ${name}`, async () => {
    const page = await visit();
    await openModal(page);
    await close(page);
    await modalIsNotVisible(page);
    await done(page);
  });
}

// Search
test('Search: results are displayed after a query', async () => {
  const page = await visit();
  await openModal(page);
  await typeQuery(page, MATCHING);
  await page.locator('.DocSearch-Hits').first().waitFor({ state: 'visible' });
  await done(page);
});

test('Search: query can be cleared', async () => {
  const page = await visit();
  await openModal(page);
  await typeQuery(page, MATCHING);
  await page.locator('.DocSearch-Reset').click();
  await page.locator('.DocSearch-Hits').first().waitFor({ state: 'detached' });
  await page.getByText('No recent searches').waitFor({ state: 'visible' });
  await done(page);
});

test('Search: keyboard navigation leads to result', async () => {
  const page = await visit();
  const start = page.url();
  await openModal(page);
  await typeQuery(page, MATCHING);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.locator('.DocSearch-Input').press('ArrowDown');
  await page.locator('.DocSearch-Input').press('ArrowDown');
  await page.locator('.DocSearch-Input').press('ArrowUp');
  await page.locator('.DocSearch-Input').press('Enter');
  await page.waitForURL((url) => url.href !== start);
  await done(page);
});

test('Search: pointer navigation leads to result', async () => {
  const page = await visit();
  const start = page.url();
  await openModal(page);
  await typeQuery(page, MATCHING);
  await page.locator('.DocSearch-Hits #docsearch-hits0-item-1 > a').click();
  await page.waitForURL((url) => url.href !== start);
  await done(page);
});

test("Search: no results are displayed if query doesn't match", async () => {
  const page = await visit();
  await openModal(page);
  await typeQuery(page, NOT_MATCHING);
  await page.getByText('No results for').waitFor({ state: 'visible' });
  await done(page);
});

// Recent and Favorites
async function visitedAResult() {
  const page = await visit();
  await openModal(page);
  await typeQuery(page, MATCHING);
  await page.locator('#docsearch-hits0-item-0 > a').click();
  await modalIsNotVisible(page);
  await openModal(page);
  await page.getByText('Recent', { exact: true }).waitFor({ state: 'visible' });
  return page;
}

test('Recent and Favorites: recent search is displayed after visiting a result', async () => {
  const page = await visitedAResult();
  await page.locator('#docsearch-recentSearches-item-0').waitFor({ state: 'visible' });
  await done(page);
});

test('Recent and Favorites: recent search can be deleted', async () => {
  const page = await visitedAResult();
  await page.locator('#docsearch-recentSearches-item-0 [title="Remove this search from history"]').click();
  await page.getByText('No recent searches').waitFor({ state: 'visible' });
  await done(page);
});

test('Recent and Favorites: recent search can be favorited', async () => {
  const page = await visitedAResult();
  await page.locator('#docsearch-recentSearches-item-0 [title="Save this search"]').click();
  await page.getByText('Favorite', { exact: true }).waitFor({ state: 'visible' });
  await page.locator('#docsearch-favoriteSearches-item-0').waitFor({ state: 'visible' });
  await done(page);
});

test('Recent and Favorites: favorite can be deleted', async () => {
  const page = await visitedAResult();
  await page.locator('#docsearch-recentSearches-item-0 [title="Save this search"]').click();
  await page.getByText('Favorite', { exact: true }).waitFor({ state: 'visible' });
  await page.locator('#docsearch-favoriteSearches-item-0 [title="Remove this search from favorites"]').click();
  await page.getByText('No recent searches').waitFor({ state: 'visible' });
  await done(page);
});
