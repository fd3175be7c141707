// The internal-docs helpers without a browser: which hosts may use the
// bridge, the bridge's messages, the ping's 2000 ms timeout (on mocked
// timers), and how the check's answer is read.
import { afterEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { BRIDGE_MODULES, createParentBridge } from '../lib/internalDocs/bridge';
import { checkInternalVersion, internalVersionAction, parseInternalVersionCheck } from '../lib/internalDocs/check';
import { isInternalHost } from '../lib/internalDocs/hosts';
import { STATIC_DOCS_PING_TIMEOUT_MS, pingStaticDocs } from '../lib/internalDocs/ping';

afterEach(() => mock.timers.reset());

test('the bridge runs on localhost and the internal hosts and their subdomains only', () => {
  const hosts = ['internal.example.com'];
  for (const host of ['localhost', '127.0.0.1', '[::1]', 'internal.example.com', 'docs.internal.example.com', 'DOCS.Internal.Example.com']) {
    assert.ok(isInternalHost(host, hosts), host);
  }
  for (const host of ['example.com', 'notinternal.example.com', 'internal.example.com.evil.dev', 'lexical.dev']) {
    assert.ok(!isInternalHost(host, hosts), host);
  }
  assert.ok(!isInternalHost('anything.dev', ['  ']), 'a blank entry allows nothing');
});

/** A frame and its parent, joined by postMessage. */
function framedWindow(hostname: string, answer: (req: any) => any) {
  const target = new EventTarget();
  const posted: any[] = [];
  const parent: any = {};
  const win: any = {
    location: { hostname },
    parent,
    addEventListener: target.addEventListener.bind(target),
  };
  parent.postMessage = (data: any, origin: string) => {
    posted.push({ data, origin });
    const reply = answer(data);
    if (reply) queueMicrotask(() => target.dispatchEvent(Object.assign(new Event('message'), { source: parent, data: reply })));
  };
  return { win: win as Window, posted, target, parent };
}

test('every module calls the parent and resolves with its answer', async () => {
  const { win, posted } = framedWindow('docs.internal.example.com', (req) => ({ source: req.source, id: req.id, result: `${req.module}.${req.method}(${req.args.join(',')})` }));
  const bridge = createParentBridge(['internal.example.com'], win);
  assert.deepEqual(Object.keys(bridge), ['bloks', 'gks', 'feedback', 'inpageeditor', 'interncomponent', 'metagen', 'uidocs']);
  for (const module of BRIDGE_MODULES) {
    assert.equal(await bridge[module].call('check', 'a', 2), `${module}.check(a,2)`);
  }
  assert.deepEqual(posted[0], {
    data: { source: 'folio-internal-docs', id: 1, module: 'bloks', method: 'check', args: ['a', 2] },
    origin: '*',
  });
});

test('an answer with an error rejects; answers from elsewhere are ignored', async () => {
  const { win, target } = framedWindow('localhost', (req) =>
    req.method === 'fail' ? { source: req.source, id: req.id, error: 'no such gatekeeper' } : null,
  );
  const bridge = createParentBridge([], win);
  await assert.rejects(bridge.gks.call('fail'), { message: 'no such gatekeeper' });
  const pending = bridge.gks.call('wait');
  // Another frame answering with the same id is not the parent.
  target.dispatchEvent(Object.assign(new Event('message'), { source: {}, data: { source: 'folio-internal-docs', id: 2, result: 'forged' } }));
  const outcome = await Promise.race([pending, new Promise((resolve) => setImmediate(() => resolve('still pending')))]);
  assert.equal(outcome, 'still pending');
});

test("outside the internal hosts every call rejects with 'Not running on static docs', and nothing is posted", async () => {
  const { win, posted } = framedWindow('lexical.dev', () => ({}));
  const bridge = createParentBridge(['internal.example.com'], win);
  for (const module of BRIDGE_MODULES) {
    await assert.rejects(bridge[module].call('anything'), { message: 'Not running on static docs' });
  }
  assert.deepEqual(posted, []);
});

test('the ping answers true when the host answers, false when it fails', async () => {
  assert.equal(await pingStaticDocs('https://static.dev/ping', { fetchImpl: async () => new Response(null) }), true);
  assert.equal(
    await pingStaticDocs('https://static.dev/ping', {
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    }),
    false,
  );
});

test('the ping gives up after 2000 ms', async () => {
  assert.equal(STATIC_DOCS_PING_TIMEOUT_MS, 2000);
  mock.timers.enable({ apis: ['setTimeout'] });
  let aborted = false;
  const hanging: typeof fetch = (_url, init) =>
    new Promise((_resolve, reject) =>
      init!.signal!.addEventListener('abort', () => {
        aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      }),
    );
  let settled: boolean | undefined;
  const ping = pingStaticDocs('https://static.dev/ping', { fetchImpl: hanging }).then((v) => (settled = v));
  mock.timers.tick(1999);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, undefined, 'still waiting at 1999 ms');
  mock.timers.tick(1);
  await ping;
  assert.equal(aborted, true);
  assert.equal(settled, false);
});

test('the check answer: defaults, and what the page does with it', () => {
  assert.deepEqual(parseInternalVersionCheck({}), { showBanner: false, redirectTo: null, template: null, autoRedirectEnabled: true });
  assert.deepEqual(parseInternalVersionCheck(null), { showBanner: false, redirectTo: null, template: null, autoRedirectEnabled: true });
  assert.deepEqual(
    parseInternalVersionCheck({ showBanner: true, redirectTo: 'https://i.dev/p', template: 'See {link}', autoRedirectEnabled: false }),
    { showBanner: true, redirectTo: 'https://i.dev/p', template: 'See {link}', autoRedirectEnabled: false },
  );
  assert.equal(parseInternalVersionCheck({ redirectTo: 'javascript:alert(1)' }).redirectTo, null, 'only http(s) targets');
  assert.equal(parseInternalVersionCheck({ showBanner: 'yes' }).showBanner, false);

  assert.equal(internalVersionAction(null), 'none');
  assert.equal(internalVersionAction(parseInternalVersionCheck({ redirectTo: 'https://i.dev/p' })), 'redirect', 'auto-redirect by default');
  assert.equal(internalVersionAction(parseInternalVersionCheck({ redirectTo: 'https://i.dev/p', autoRedirectEnabled: false, showBanner: true })), 'banner');
  assert.equal(internalVersionAction(parseInternalVersionCheck({ redirectTo: 'https://i.dev/p', autoRedirectEnabled: false })), 'none');
  assert.equal(internalVersionAction(parseInternalVersionCheck({ showBanner: true, template: 'Ask us' })), 'banner');
});

test('the check asks about the page by path, and a failed check is no answer', async () => {
  let asked = '';
  const answer = await checkInternalVersion('https://svc.dev/check?site=lexical', '/docs/intro', async (url) => {
    asked = String(url);
    return Response.json({ showBanner: true });
  });
  assert.equal(asked, 'https://svc.dev/check?site=lexical&path=%2Fdocs%2Fintro');
  assert.equal(answer?.showBanner, true);
  assert.equal(await checkInternalVersion('https://svc.dev/check', '/', async () => new Response('nope', { status: 500 })), null);
  assert.equal(await checkInternalVersion('https://svc.dev/check', '/', async () => new Response('not json')), null);
});
