// The crash page (SPEC §2, §8): 'This page crashed.', a 'Try again' button
// that clears the error, the message with its chain of causes, the title
// 'Page Error'; inside the layout when the layout still works; a navbar
// item that fails shows its config. And the red banner of a wrong base URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { open, startFixture } from './theme-fixture.mjs';

const site = siteUnderTest({ serve: () => startFixture('site.toml') });

const crashMessage = (page) => page.locator('.errorPage__message').textContent();

async function openCrashed(kind) {
  const page = await site.newPage();
  await open(page, `${site.url}/crash?boom=${kind}`);
  await page.waitForSelector('h1:has-text("This page crashed.")');
  return page;
}

async function tryAgain(page) {
  await page.evaluate(() => {
    window.__recovered = true;
  });
  await page.locator('button', { hasText: 'Try again' }).click();
}

test('a crash in the content: the crash page inside the layout, its causes, and Try again', async () => {
  const page = await openCrashed('');
  assert.equal(await page.title(), 'Page Error');
  assert.equal(await crashMessage(page), 'render failed\n\nCause:\nthe data was missing\n\nCause:\ndisk unplugged');
  assert.ok(await page.locator('nav.navbar').isVisible(), 'the navbar stays');
  assert.ok(await page.locator('footer.footer').isVisible(), 'the footer stays');
  assert.equal(await page.locator('main h1').count(), 1);

  await tryAgain(page);
  await page.waitForSelector('text=The content rendered.');
  assert.equal(await page.locator('h1', { hasText: 'This page crashed.' }).count(), 0);
  await page.context().close();
});

test('a crash of the page itself: the crash page, still inside the layout', async () => {
  const page = await openCrashed('page');
  assert.equal(await page.title(), 'Page Error');
  assert.equal(await crashMessage(page), 'the page component failed');
  assert.ok(await page.locator('nav.navbar').isVisible());
  await tryAgain(page);
  await page.waitForSelector('text=The content rendered.');

  // Moving on leaves a crash behind.
  await page.evaluate(() => {
    window.__recovered = false;
  });
  await page.locator('nav.navbar a', { hasText: 'Long page' }).click();
  await page.waitForURL(site.url + '/long');
  assert.equal(await page.locator('h1').textContent(), 'Long page');
  await page.context().close();
});

test('a navbar item that fails to render: the crash page shows its config', async () => {
  const page = await openCrashed('navbar');
  assert.equal(await page.title(), 'Page Error');
  const message = await crashMessage(page);
  assert.ok(
    message.startsWith(
      'A theme navbar item failed to render.\nPlease double-check the following navbar item (themeConfig.navbar.items) of your site.toml:\n{',
    ),
    message,
  );
  assert.ok(message.includes('"type": "custom-crashOnDemand"'), message);
  assert.ok(message.includes('"position": "right"'), message);
  assert.ok(message.endsWith('\n\nCause:\nthe navbar item exploded'), message);
  // Every render of the layout fails the same way: the crash page stands alone.
  assert.equal(await page.locator('nav.navbar').count(), 0);

  await tryAgain(page);
  await page.waitForSelector('nav.navbar >> text=Stable');
  await page.waitForSelector('text=The content rendered.');
  await page.context().close();
});

test('served under the wrong base path, the home page shows a red banner suggesting the right one', async () => {
  const home = await (await fetch(site.url + '/')).text();
  assert.match(home, /<script>document\.addEventListener\('DOMContentLoaded'/);
  const other = await (await fetch(site.url + '/long')).text();
  assert.doesNotMatch(other, /__folio-base-url-issue-banner-container/, 'only the home page can tell');

  const page = await site.newPage();
  // As if the site were deployed under /docs-site/ while built for /: the
  // page is found, but none of its scripts and styles are.
  await page.route(site.url + '/docs-site/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: '' }));
  page.expectedFailure = 'any';
  await page.goto(site.url + '/docs-site/');
  const banner = page.locator('#__folio-base-url-issue-banner-container');
  await banner.waitFor();
  assert.deepEqual(await banner.locator('strong, p').allTextContents(), [
    'This folio site did not load properly.',
    'Its scripts and styles were not found. The usual cause is a baseUrl in site.toml that does not match the path the site is served from.',
    'Configured baseUrl = / (the default)',
    'Try baseUrl = /docs-site/',
  ]);
  assert.equal(await banner.locator('[role="alert"]').evaluate((el) => getComputedStyle(el).borderTopColor), 'rgb(204, 0, 0)');
  assert.equal(await page.evaluate(() => document.body.firstElementChild?.id), '__folio-base-url-issue-banner-container');
  await page.context().close();
});

test('served where it belongs, no banner', async () => {
  const page = await site.open('/');
  assert.equal(await page.locator('#__folio-base-url-issue-banner-container').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a page that crashes after a client-side navigation is titled Page Error too', async () => {
  const page = await site.newPage();
  await open(page, `${site.url}/`);
  const routeTitle = await page.title();
  // A history entry the router follows, as after a click or back.
  await page.evaluate(() => {
    history.pushState(null, '', '/crash?boom=');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForSelector('h1:has-text("This page crashed.")');
  await page.waitForFunction(() => document.title === 'Page Error');
  assert.notEqual(routeTitle, 'Page Error');
  await page.context().close();
});
