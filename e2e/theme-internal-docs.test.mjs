// The internal-docs helpers (SPEC §7), on in site.toml: the parent-window
// message bridge and its modules, which reject with 'Not running on static
// docs' outside localhost and the internal hosts; the static-docs ping and
// its 2000 ms timeout; the check that redirects to an internal version of
// the page or shows a banner. Off by default: see theme-head.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { open, startFixture } from './theme-fixture.mjs';

const site = siteUnderTest({ serve: () => startFixture('site.toml') });

const PING = 'https://static.internal.fixture.example/ping';
const CHECK = 'https://docs.internal.fixture.example/check';

/**
 * Serves the fixture under another origin (a public or an internal host),
 * answers the ping and the check as told, and fails everything else.
 */
async function setUp(page, { origin, ping = 'fail', check = null, extra = {} } = {}) {
  const seen = [];
  await page.context().route(
    () => true,
    async (route) => {
      const url = route.request().url();
      seen.push(url);
      if (url.startsWith(site.url)) return route.continue();
      if (origin && url.startsWith(origin)) {
        const response = await route.fetch({ url: site.url + url.slice(origin.length) });
        return route.fulfill({ response });
      }
      if (url.startsWith(PING)) {
        if (ping === 'answer') return route.fulfill({ status: 204 });
        if (ping === 'hang') return; // never answered
        return route.abort('internetdisconnected');
      }
      if (url.startsWith(CHECK) && check) return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(check) });
      for (const [prefix, html] of Object.entries(extra)) {
        if (url.startsWith(prefix)) return route.fulfill({ status: 200, contentType: 'text/html', body: html });
      }
      return route.abort('internetdisconnected');
    },
  );
  return seen;
}

const callBridge = (frame, module) =>
  frame.evaluate(
    (m) =>
      window.folioInternalDocs.bridge[m].call('hello', 1, 'two').then(
        (result) => ({ result }),
        (error) => ({ error: error.message }),
      ),
    module,
  );

const MODULES = ['bloks', 'gks', 'feedback', 'inpageeditor', 'interncomponent', 'metagen', 'uidocs'];

test('on a public host every bridge module rejects with "Not running on static docs"', async () => {
  const page = await site.newPage();
  await setUp(page, { origin: 'https://public.fixture.example' });
  await page.goto('https://public.fixture.example/long');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForFunction(() => window.folioInternalDocs);
  for (const module of MODULES) {
    assert.deepEqual(await callBridge(page, module), { error: 'Not running on static docs' }, module);
  }
  await page.context().close();
});

test('embedded on an internal host, the bridge calls the parent window and returns its answer', async () => {
  const page = await site.newPage();
  const parent = `<!doctype html><title>Internal tool</title>
<script>
window.addEventListener('message', (event) => {
  const req = event.data;
  if (!req || req.source !== 'folio-internal-docs' || !req.method) return;
  const answer = req.module === 'feedback'
    ? { source: req.source, id: req.id, error: 'feedback is closed' }
    : { source: req.source, id: req.id, result: [req.module, req.method, ...req.args] };
  event.source.postMessage(answer, '*');
});
</script>
<iframe src="https://docs.internal.fixture.example/long" width="1000" height="700"></iframe>`;
  await setUp(page, { origin: 'https://docs.internal.fixture.example', extra: { 'https://tool.internal.fixture.example/': parent } });
  await page.goto('https://tool.internal.fixture.example/');
  const frame = page.frameLocator('iframe');
  await frame.locator('html[data-has-hydrated="true"]').waitFor();
  const docs = page.frames().find((f) => f.url().startsWith('https://docs.internal.fixture.example/'));
  await docs.waitForFunction(() => window.folioInternalDocs);
  for (const module of MODULES.filter((m) => m !== 'feedback')) {
    assert.deepEqual(await callBridge(docs, module), { result: [module, 'hello', 1, 'two'] }, module);
  }
  assert.deepEqual(await callBridge(docs, 'feedback'), { error: 'feedback is closed' });
  await page.context().close();
});

test('on localhost the bridge is allowed', async () => {
  const page = await site.newPage();
  await setUp(page);
  page.expectedFailure = PING;
  await open(page, site.url + '/');
  await page.waitForFunction(() => window.folioInternalDocs);
  const outcome = await callBridge(page, 'gks');
  // Allowed, but this page is not embedded: nothing to call.
  assert.deepEqual(outcome, { error: 'Not running on static docs: the page is not embedded in an internal tool' });
  await page.context().close();
});

test('the static-docs ping gives up after 2000 ms, and then nothing else is asked', async () => {
  const page = await site.newPage();
  const seen = await setUp(page, { ping: 'hang', check: { showBanner: true } });
  await open(page, site.url + '/long');
  await page.waitForFunction(() => window.folioInternalDocs);
  const { reachable, ms } = await page.evaluate(async () => {
    const start = performance.now();
    const reachable = await window.folioInternalDocs.ping();
    return { reachable, ms: performance.now() - start };
  });
  assert.equal(reachable, false);
  assert.ok(ms >= 1900 && ms < 3500, `gave up after ${Math.round(ms)} ms`);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  assert.equal(seen.filter((u) => u.startsWith(CHECK)).length, 0, 'no check without a ping answer');
  assert.equal(await page.locator('.internalDocsBanner').count(), 0);
  await page.context().close();
});

test('a reachable internal host with an internal version and no auto-redirect: a banner linking to it', async () => {
  const page = await site.newPage();
  const seen = await setUp(page, {
    ping: 'answer',
    check: { showBanner: true, redirectTo: 'https://docs.internal.fixture.example/long', template: 'Employees: {link}.', autoRedirectEnabled: false },
  });
  await open(page, site.url + '/long');
  const banner = page.locator('.internalDocsBanner');
  await banner.waitFor();
  assert.equal(await banner.textContent(), 'Employees: open the internal version.');
  assert.equal(await banner.locator('a').getAttribute('href'), 'https://docs.internal.fixture.example/long');
  assert.ok(seen.includes(`${CHECK}?path=%2Flong`), 'the check names the page');
  await page.context().close();
});

test('with autoRedirectEnabled left to its default, the visitor is sent to the internal version', async () => {
  const page = await site.newPage();
  await setUp(page, {
    ping: 'answer',
    check: { showBanner: true, redirectTo: 'https://docs.internal.fixture.example/long' },
    extra: { 'https://docs.internal.fixture.example/long': '<!doctype html><title>Internal long page</title><h1>Internal</h1>' },
  });
  await page.goto(site.url + '/long');
  await page.waitForURL('https://docs.internal.fixture.example/long');
  assert.equal(await page.title(), 'Internal long page');
  await page.context().close();
});
