// The search modal as a visitor meets it (SPEC §2 search modal, §4, §5,
// §9), on the search fixture served by `folio serve`, whose search API
// lives on the same origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { INDEX, open, SEARCH_READY, searchFor, startSearchFixture } from './search-fixture.mjs';

// open waits until the search bar listens, as the modal is opened by key.
const site = siteUnderTest({ serve: () => startSearchFixture(), ready: SEARCH_READY });

const texts = (locator) => locator.evaluateAll((els) => els.map((e) => e.textContent.trim()));

test('the button reads Search with the Ctrl K hint, and for a visitor who saves data no DocSearch code or CSS loads until they reach for it', async () => {
  const page = await site.newPage();
  // Others get the modal's chunk once the page is idle (the next test).
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const scripts = [];
  page.on('response', (res) => {
    if (/\/assets\/.*\.(js|css)$/.test(res.url())) scripts.push(res);
  });
  await open(page, site.url + '/docs/intro');
  const button = page.locator('.navbar .DocSearch-Button');
  // Its accessible name is the visible "Search"; the key hint is hidden from it.
  assert.equal(await page.getByRole('button', { name: 'Search', exact: true }).count(), 1);
  assert.equal(await button.locator('.DocSearch-Button-Keys').getAttribute('aria-hidden'), 'true');
  assert.equal((await button.locator('.DocSearch-Button-Placeholder').textContent()).trim(), 'Search');
  assert.deepEqual(await texts(button.locator('.DocSearch-Button-Key')), ['Ctrl', 'K']);

  // Everything loaded so far: no modal code, no modal stylesheet.
  for (const res of scripts) {
    const body = await res.text();
    assert.ok(!body.includes('DocSearch-Modal'), `${res.url()} holds modal code or CSS`);
  }
  assert.equal(await page.locator('style[data-folio-docsearch]').count(), 0);
  const before = scripts.length;

  // Hovering the button fetches the modal's chunk; opening adds its CSS.
  const modalChunk = page.waitForResponse(async (res) => res.url().endsWith('.js') && (await res.text()).includes('DocSearch-Modal'));
  await button.hover();
  await modalChunk;
  assert.equal(await page.locator('style[data-folio-docsearch]').count(), 0, 'no restyling before the modal opens');
  await button.click();
  await page.waitForSelector('style[data-folio-docsearch]', { state: 'attached' });
  assert.ok(scripts.length > before, 'hovering fetched the modal chunk');
  assert.ok(scripts.slice(before).every((r) => r.url().endsWith('.js')), 'the modal CSS comes inside its chunk');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('for a visitor who does not save data, the modal chunk arrives once the page is idle after load, with no pointer or key, and Ctrl+K then fetches no code', async () => {
  const page = await site.newPage();
  const modalCode = [];
  page.on('response', async (res) => {
    // A body still being read when the page closes is not the modal's.
    const body = /\/assets\/.*\.js$/.test(res.url()) ? await res.text().catch(() => '') : '';
    if (body.includes('DocSearch-Modal')) modalCode.push(res.url());
  });
  // Untouched: no hover, no focus, no key, no click.
  await page.goto(site.url + '/docs/intro', { waitUntil: 'load' });
  for (const until = Date.now() + 20000; modalCode.length === 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 50));
  assert.equal(modalCode.length, 1, 'the idle page fetched the modal chunk, once');
  const fetched = modalCode.length;
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Modal').waitFor();
  assert.equal(modalCode.length, fetched, 'opening needed no further code');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Apple devices see ⌘K', async () => {
  const page = await site.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
  await open(page, site.url + '/docs/intro');
  assert.deepEqual(await texts(page.locator('.DocSearch-Button-Key')), ['⌘', 'K']);
  await page.context().close();
});

test('Ctrl+K opens and closes the modal, Escape closes it, "/" opens it only outside text fields', async () => {
  const page = await site.open('/docs/intro');
  const modal = page.locator('.DocSearch-Modal');

  await page.keyboard.press('Control+k');
  await modal.waitFor();
  assert.equal(await page.locator('.DocSearch-Input').getAttribute('placeholder'), 'Search docs');
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('DocSearch-Input')), true);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('DocSearch-Button')), true, 'focus returns to the button');

  await page.keyboard.press('Control+k');
  await modal.waitFor();
  await page.keyboard.press('Control+k');
  await modal.waitFor({ state: 'detached' });

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await modal.waitFor();
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  // Typing "/" in a field of the page types a slash.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'field';
    document.querySelector('main').prepend(input);
  });
  await page.locator('#field').focus();
  await page.keyboard.press('/');
  assert.equal(await page.locator('#field').inputValue(), '/');
  assert.equal(await modal.count(), 0);

  // A click on the button opens it too.
  await page.locator('.navbar .DocSearch-Button').click();
  await modal.waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the start screen says No recent searches; results are grouped by section with the headings above them', async () => {
  const page = await site.open('/docs/intro');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-StartScreen').waitFor();
  assert.equal((await page.locator('.DocSearch-StartScreen .DocSearch-Help').textContent()).trim(), 'No recent searches');

  await page.locator('.DocSearch-Input').fill('editor sta');
  await page.locator('.DocSearch-Hit').first().waitFor();
  assert.deepEqual(await texts(page.locator('.DocSearch-Hit-source')), ['Docs']);
  const titles = await texts(page.locator('.DocSearch-Hit-title'));
  assert.equal(titles[0], 'Editor State');
  assert.equal(await page.locator('.DocSearch-Hit-title mark').first().textContent(), 'Editor');
  // A heading of the page shows under the page, with its path.
  const updating = page.locator('.DocSearch-Hit', { hasText: 'Updating state' });
  assert.equal(await updating.locator('.DocSearch-Hit-Tree').count(), 1, 'shown as a child of Editor State');
  assert.equal((await updating.locator('.DocSearch-Hit-path').textContent()).trim(), 'Editor State');

  const seeAll = page.locator('.DocSearch-HitsFooter a');
  assert.match(await seeAll.textContent(), /^See all \d+ results$/);
  assert.equal(await seeAll.getAttribute('href'), '/search?q=editor%20sta');
  await seeAll.click();
  await page.waitForURL(site.url + '/search?q=editor%20sta');
  assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
  await page.locator('.search-result').first().waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no results: the query, up to three earlier sections as suggestions, and Let us know', async () => {
  const page = await site.open('/docs/intro');
  await searchFor(page, 'welcome');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.locator('.DocSearch-Input').fill('zzzzqx');
  await page.locator('.DocSearch-NoResults').waitFor();
  assert.equal((await page.locator('.DocSearch-NoResults .DocSearch-Title').textContent()).trim(), 'No results for "zzzzqx"');
  assert.match(await page.locator('.DocSearch-NoResults').textContent(), /Try searching for/);
  const suggestions = await texts(page.locator('.DocSearch-NoResults-Prefill-List li'));
  assert.ok(suggestions.length >= 1 && suggestions.length <= 3, `suggestions ${suggestions}`);
  assert.ok(suggestions.includes('Blog'));
  const help = page.locator('.DocSearch-NoResults .DocSearch-Help').last();
  assert.match(await help.textContent(), /Believe this query should return results\?/);
  const link = help.locator('a');
  assert.equal((await link.textContent()).trim(), 'Let us know.');
  assert.equal(await link.getAttribute('href'), 'https://github.com/facebook/lexical/issues/new?title=' + encodeURIComponent('Missing search results for "zzzzqx"'));

  // A suggestion runs that query.
  await page.locator('.DocSearch-NoResults-Prefill-List button', { hasText: 'Blog' }).click();
  // DocSearch lower-cases the suggestion and adds a space.
  assert.equal(await page.locator('.DocSearch-Input').inputValue(), 'blog ');
  await page.context().close();
});

test('Enter opens the selected result in the same tab, on the client; the search is then recent and can be a favourite', async () => {
  const page = await site.open('/docs/intro');
  await page.evaluate(() => (window.__sameDocument = true));
  await searchFor(page, 'range selection');
  await page.locator('.DocSearch-Hit[aria-selected="true"]', { hasText: 'Range selection' }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(site.url + '/docs/selection#range-selection');
  assert.equal(await page.locator('.DocSearch-Modal').count(), 0, 'the modal closed');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no page load');
  await page.locator('h1', { hasText: 'Selection' }).waitFor();

  // With an empty query the start screen lists recent searches.
  await page.keyboard.press('Control+k');
  const recent = page.locator('.DocSearch-Dropdown .DocSearch-Hit');
  await recent.first().waitFor();
  assert.deepEqual(await texts(page.locator('.DocSearch-Dropdown .DocSearch-Hit-source')), ['Recent']);
  assert.equal((await recent.locator('.DocSearch-Hit-title').textContent()).trim(), 'Range selection');
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`);
  assert.equal(stored.length, 1);
  assert.equal(stored[0]._highlightResult, undefined, 'stored without highlights');

  await recent.first().hover();
  await recent.first().locator('button[title="Save this search"]').click();
  await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();
  assert.equal(await recent.count(), 1, 'moved from recent to favourites');
  await recent.first().hover();
  await page.locator('button[title="Remove this search from favorites"]').click();
  await page.locator('.DocSearch-StartScreen .DocSearch-Help', { hasText: 'No recent searches' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Ctrl+Enter opens the result in a new tab and Shift+Enter in a new window, leaving the modal open', async () => {
  const page = await site.open('/docs/intro');
  await searchFor(page, 'welcome');
  await page.locator('.DocSearch-Hit[aria-selected="true"]').waitFor();
  for (const keys of ['Control+Enter', 'Shift+Enter']) {
    const [opened] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press(keys)]);
    await opened.waitForURL(site.url + '/blog/welcome');
    await opened.close();
  }
  assert.equal(page.url(), site.url + '/docs/intro');
  assert.equal(await page.locator('.DocSearch-Modal').count(), 1);
  await page.context().close();
});

test('clicking a result navigates on the client and closes the modal', async () => {
  const page = await site.open('/docs/intro');
  await page.evaluate(() => (window.__sameDocument = true));
  await searchFor(page, 'batched');
  await page.locator('.DocSearch-Hit a', { hasText: 'batched' }).click();
  await page.waitForURL(site.url + '/docs/editor-state#updating-state');
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
  await page.context().close();
});

test('selected page text is the initial query, cut to 64 characters', async () => {
  const page = await site.open('/docs/intro');
  const text = await page.evaluate(() => {
    const p = document.querySelector('main p');
    const range = document.createRange();
    range.selectNodeContents(p);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    return getSelection().toString();
  });
  assert.ok(text.length > 64);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Modal').waitFor();
  assert.equal(await page.locator('.DocSearch-Input').inputValue(), text.slice(0, 64));
  assert.equal(await page.locator('.DocSearch-Input').getAttribute('maxlength'), '64');
  await page.context().close();
});

test('queries carry the contextual facet filters and DocSearch parameters; no search-insights script loads', async () => {
  const page = await site.newPage();
  const bodies = [];
  const insights = [];
  page.on('request', (req) => {
    if (req.url().includes('/1/indexes/*/queries')) bodies.push({ url: new URL(req.url()), body: JSON.parse(req.postData()), headers: req.headers() });
    if (/search-insights|insights\.algolia/.test(req.url())) insights.push(req.url());
  });
  await open(page, site.url + '/docs/intro');
  await searchFor(page, 'focus');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const { url, body, headers } = bodies.at(-1);
  const [request] = body.requests;
  assert.equal(request.indexName, INDEX);
  assert.equal(request.query, 'focus');
  assert.equal(request.hitsPerPage, 20);
  assert.deepEqual(request.facetFilters, ['language:en', ['docusaurus_tag:default']]);
  assert.equal(request.highlightPreTag, '<mark>');
  assert.equal(request.clickAnalytics, false);
  assert.equal(url.searchParams.get('x-algolia-application-id'), 'FIXTUREAPP');
  assert.match(url.searchParams.get('x-algolia-agent'), /docsearch \(3\.9\.0\).*folio|folio.*docsearch \(3\.9\.0\)/);
  assert.match(headers['content-type'], /text\/plain/, 'a simple request: no CORS preflight');
  assert.deepEqual(insights, []);
  await page.context().close();
});

test('record text is shown as text: markup in a page is never injected', async () => {
  const page = await site.open('/docs/intro');
  await page.evaluate(() => (window.__gotcha = 0));
  await searchFor(page, 'gotcha');
  const hit = page.locator('.DocSearch-Hit', { hasText: 'alert' }).first();
  await hit.waitFor();
  assert.match(await hit.textContent(), /<script>alert\("gotcha"\)<\/script>/);
  assert.equal(await page.locator('.DocSearch-Modal script').count(), 0);
  assert.equal(await hit.locator('mark').first().textContent(), 'gotcha');
  await page.context().close();
});

test('recent searches keep 7 entries, 4 when there are favourites; favourites keep 10; storage is per index', async () => {
  const page = await site.open('/docs/intro');
  const hit = (i) => ({
    objectID: `seed-${i}`, url: `/docs/plugins#plugin-${i}`, type: 'lvl2', content: null,
    hierarchy: { lvl0: 'Docs', lvl1: 'Plugins', lvl2: `Plugin ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  });
  await page.evaluate(({ index, seeds }) => {
    localStorage.setItem(`__DOCSEARCH_RECENT_SEARCHES__${index}`, JSON.stringify(seeds));
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__other', JSON.stringify(seeds));
  }, { index: INDEX, seeds: Array.from({ length: 9 }, (_, i) => hit(i + 1)) });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().waitFor();
  assert.equal(await page.locator('.DocSearch-Dropdown .DocSearch-Hit').count(), 7);
  await page.keyboard.press('Escape');

  await page.evaluate(({ index, favs }) => localStorage.setItem(`__DOCSEARCH_FAVORITE_SEARCHES__${index}`, JSON.stringify(favs)),
    { index: INDEX, favs: Array.from({ length: 12 }, (_, i) => hit(i + 20)) });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().waitFor();
  const sections = page.locator('.DocSearch-Dropdown .DocSearch-Hits');
  assert.deepEqual(await texts(page.locator('.DocSearch-Dropdown .DocSearch-Hit-source')), ['Recent', 'Favorite']);
  assert.equal(await sections.nth(0).locator('.DocSearch-Hit').count(), 4);
  assert.equal(await sections.nth(1).locator('.DocSearch-Hit').count(), 10);
  await page.context().close();
});
