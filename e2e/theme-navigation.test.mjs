// Route transitions as a visitor meets them (SPEC §4): the next route's
// code and data load before the switch, a progress bar shows only when that
// takes longer than 200 ms, the scroll rules, prefetching when links are
// visible and preloading on hover (never on Save-Data or slow-2g), and the
// not-found page on client-side navigation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { open, startFixture } from './theme-fixture.mjs';

const site = siteUnderTest({ serve: () => startFixture('defaults.toml') });

/**
 * Route path → the URL of its component's code, from the site's route
 * manifest. (Data files are shared between routes with equal data; each
 * of the fixture's pages has code of its own.)
 */
async function routeCodeUrls(page) {
  return page.evaluate(async () => {
    const state = JSON.parse(document.getElementById('__FOLIO_STATE__').textContent);
    const manifest = await (await fetch(state.manifest)).json();
    return Object.fromEntries(Object.entries(manifest.routes).map(([path, [component]]) => [path, manifest.components[component].js]));
  });
}

/** Records the path of every route code or data file the page requests. */
function recordRouteRequests(page) {
  const requested = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/assets/')) requested.push(pathname);
  });
  return requested;
}

const loaded = (page, url) =>
  page.waitForFunction((u) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(u)), url);

const settle = (page, ms = 300) => page.evaluate((wait) => new Promise((resolve) => setTimeout(resolve, wait)), ms);

/** No prefetching or preloading: the click alone loads the next route. */
const saveData = () =>
  Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });

/** Notes in window.__progressBarSeen whether a progress bar ever appeared. */
const watchProgressBar = () => {
  window.__progressBarSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('.routeProgressBar')) window.__progressBarSeen = true;
  }).observe(document, { childList: true, subtree: true });
};

test('a slow route: the old page stays until the new one is loaded, and a progress bar shows after 200 ms', async () => {
  const page = await site.newPage();
  await page.addInitScript(saveData);
  await page.route('**/assets/data/route-*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await open(page, site.url + '/');
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.locator('main a', { hasText: 'Long page' }).first().click();
  const clicked = Date.now();
  await page.waitForSelector('.routeProgressBar', { timeout: 1400 });
  const shownAfter = Date.now() - clicked;
  assert.ok(shownAfter >= 150, `the bar waited for the delay (${shownAfter} ms)`);
  assert.equal(page.url(), site.url + '/', 'the address changes only with the page');
  assert.equal(await page.locator('h1').textContent(), 'Fixture home', 'the old page stays on screen');
  assert.equal(await page.locator('.routeProgressBar').evaluate((el) => el.childElementCount), 0, 'a bar, no spinner');
  const style = await page.locator('.routeProgressBar').evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.position, s.top, s.height];
  });
  assert.deepEqual(style, ['fixed', '0px', '2px']);

  await page.waitForURL(site.url + '/long');
  assert.equal(await page.locator('h1').textContent(), 'Long page');
  await page.waitForSelector('.routeProgressBar', { state: 'detached' });
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a fast route shows no progress bar', async () => {
  const page = await site.newPage();
  await page.addInitScript(saveData);
  await page.addInitScript(watchProgressBar);
  await open(page, site.url + '/');
  await page.locator('main a', { hasText: 'Long page' }).first().click();
  await page.waitForURL(site.url + '/long');
  await settle(page);
  assert.equal(await page.evaluate(() => window.__progressBarSeen), false);
  await page.context().close();
});

test('after navigation: to the top, to the hash target, and nowhere when only the query changes', async () => {
  const page = await site.open('/');
  await page.locator('main a', { hasText: 'Long page, section 4' }).click();
  await page.waitForURL(site.url + '/long#section-4');
  const top = await page.locator('#section-4').evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 2, `section 4 is at the top of the window (top=${top})`);

  // Another page: the top.
  await page.evaluate(() => document.querySelector('section:nth-of-type(3) a').click());
  await page.waitForURL(site.url + '/');
  assert.equal(await page.evaluate(() => window.scrollY), 0);

  // Only the query: the visitor stays where they are.
  await page.locator('main a', { hasText: 'Long page' }).first().click();
  await page.waitForURL(site.url + '/long');
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.evaluate(() => document.querySelector('a[href="/long?page=2"]').click());
  await page.waitForURL(site.url + '/long?page=2');
  await settle(page, 100);
  assert.equal(await page.evaluate(() => window.scrollY), 2000);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('links prefetch their route when they become visible', async () => {
  const page = await site.newPage({ viewport: { width: 800, height: 900 } });
  const requested = recordRouteRequests(page);
  await open(page, site.url + '/long');
  const code = await routeCodeUrls(page);
  await loaded(page, code['/']); // the home link is on screen
  await settle(page, 500);
  assert.ok(!requested.includes(code['/doc']), 'at this width the navbar hides its Doc link in the menu: not prefetched');

  await page.locator('button.navbar__toggle').click();
  await loaded(page, code['/doc']);
  await page.context().close();
});

test('a hovered link preloads its route at once', async () => {
  const page = await site.newPage();
  // Idle time never comes: whatever loads, loads because of the hover.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const requested = recordRouteRequests(page);
  await open(page, site.url + '/');
  const code = await routeCodeUrls(page);
  await settle(page);
  assert.ok(!requested.includes(code['/doc']));
  await page.locator('main a', { hasText: 'Doc page' }).hover();
  await loaded(page, code['/doc']);
  await page.context().close();
});

for (const [name, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
]) {
  test(`on ${name} nothing is loaded ahead of a click`, async () => {
    const page = await site.newPage();
    await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
    await open(page, site.url + '/');
    const code = await routeCodeUrls(page);
    const requested = recordRouteRequests(page);
    await page.locator('main a', { hasText: 'Doc page' }).hover();
    await settle(page, 600);
    assert.deepEqual(requested, []);
    await page.locator('main a', { hasText: 'Doc page' }).click();
    await page.waitForURL(site.url + '/doc');
    assert.ok(requested.includes(code['/doc']), 'the click loads it');
    await page.context().close();
  });
}

test('an unknown path reached by a link shows the not-found page, without a full load', async () => {
  const page = await site.open('/');
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.locator('main a', { hasText: 'A broken link' }).click();
  await page.waitForURL(site.url + '/no/such/page');
  await page.waitForSelector('h1:has-text("Page Not Found")');
  const text = await page.locator('main').textContent();
  assert.ok(text.includes('We could not find what you were looking for.'));
  assert.ok(
    text.includes('Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'),
  );
  assert.equal(await page.title(), 'Page Not Found | Fixture');
  assert.equal(await page.evaluate(() => window.__sameDocument), true);

  await page.goBack();
  await page.waitForSelector('h1:has-text("Fixture home")');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a route whose code or data fails to load: a warning, then the browser loads the page itself', async () => {
  const page = await site.newPage();
  await page.addInitScript(saveData);
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await open(page, site.url + '/');
  const code = await routeCodeUrls(page);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  // Once: the full load that follows gets it.
  await page.route(`**${code['/doc']}`, (route) => route.abort(), { times: 1 });
  page.expectedFailure = 'any';
  await page.locator('main a', { hasText: 'Doc page' }).click();
  await page.waitForURL(site.url + '/doc');
  await page.waitForSelector('h1:has-text("Doc page")');
  assert.equal(await page.evaluate(() => window.__sameDocument), undefined, 'a new document');
  assert.ok(warnings.some((w) => w.startsWith('folio: could not load the next route; reloading the page')), warnings.join('\n'));
  await page.context().close();
});

test('a part of the page whose code fails to load shows an error box with Retry', async () => {
  const page = await site.newPage({ viewport: { width: 700, height: 900 } });
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await open(page, site.url + '/long');
  // The mobile sidebar's code is loaded on first use: make that fail.
  await page.route('**/assets/*.js', (route) => route.abort());
  page.expectedFailure = 'any';
  await page.locator('button.navbar__toggle').click();
  const box = page.locator('.folio-loadError[role="alert"]');
  await box.waitFor();
  assert.equal(await box.textContent(), 'This part of the page could not be loaded. Retry');
  assert.ok(warnings.some((w) => w.startsWith('folio: could not load a part of the page')));
  assert.equal(await page.locator('h1').textContent(), 'Long page', 'the page itself stays');

  await page.unroute('**/assets/*.js');
  await box.locator('button', { hasText: 'Retry' }).click();
  await page.locator('.navbar-sidebar').waitFor();
  assert.equal(await box.count(), 0);
  await page.context().close();
});
