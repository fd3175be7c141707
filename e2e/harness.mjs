// Shared set-up for the browser tests: start `folio serve` on a free port
// against the built site (or any other build), and Debian's Chromium
// through playwright-core; `siteUnderTest` does both once for a test file.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { before, after } from 'node:test';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folio = path.join(root, 'bin/folio');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// npm's codes for a registry that is briefly out of step or out of reach:
// a package published before a dependency it pins (ETARGET; seen in CI when
// algoliasearch 5.65.0 reached the registry before @algolia/ingestion
// 1.65.0), or a connection that dropped. A site's own mistakes (a name that
// does not exist, a bad package.json) fail on the first try.
const NPM_TRANSIENT = /code (ETARGET|ETIMEDOUT|ECONNRESET|ECONNREFUSED|EAI_AGAIN|E5\d\d)\b/;

/**
 * `npm install` in `dir` as a user runs it, with `args` added. A registry
 * hiccup (NPM_TRANSIENT) is retried twice, 20 s apart; any other failure,
 * or the third, throws with npm's own output.
 */
export function npmInstall(dir, args = [], env = process.env) {
  npm(dir, ['install', '--no-audit', '--no-fund', '--loglevel=error', ...args], env);
}

/** Runs `npm args` in `dir`, retried as npmInstall is; returns its stdout. */
export function npm(dir, args, env = process.env) {
  for (let attempt = 1; ; attempt++) {
    const res = spawnSync('npm', args, { cwd: dir, env, encoding: 'utf8', timeout: 600_000 });
    if (res.status === 0) return res.stdout;
    const output = `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? String(res.error) : ''}`;
    if (attempt === 3 || !NPM_TRANSIENT.test(output)) {
      throw new Error(`npm ${args[0]} in ${dir} failed (attempt ${attempt}):\n${output}`);
    }
    console.error(`# npm ${args[0]} in ${dir} hit a registry error; trying again in 20 s:\n${output}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20_000);
  }
}

/**
 * Runs folio with `args` until its output includes `ready`; resolves to a
 * function that stops it (SIGINT) and resolves once it has exited.
 */
export function runFolio(args, ready) {
  const proc = spawn(folio, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`folio ${args[0]} did not start:\n${output}`)), 10000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`folio ${args[0]} exited with ${code}:\n${output}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (proc.exitCode !== null) return resolve();
      proc.on('exit', resolve);
      proc.kill('SIGINT');
    });
  return started.then(() => stop);
}

/**
 * Starts `folio serve` on the output directory `dir`; resolves to
 * { url, stop }. Without `dir`, FOLIO_E2E_BUILD names it, else build/.
 */
export async function startServer(dir = process.env.FOLIO_E2E_BUILD) {
  const port = await freePort();
  const args = ['serve', '--port', String(port)];
  if (dir) args.push('--dir', dir);
  const stop = await runFolio(args, 'Serving');
  return { url: `http://localhost:${port}`, stop };
}

/**
 * Runs `folio build` with `args` (everything but --out) into a new
 * temporary directory named after `prefix`; returns that directory.
 * `what` names the build in the error thrown when it fails.
 */
export function buildInto(prefix, args, what) {
  const out = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    execFileSync(folio, ['build', ...args, '--out', out], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`building ${what} failed:\n${err.stderr ?? err.message}`);
  }
  return out;
}

/**
 * Builds with `args` (see buildInto) and serves the build; resolves to
 * { url, stop }, where stop also removes the build.
 */
export async function buildAndServe(prefix, args, what) {
  const out = buildInto(prefix, args, what);
  let server;
  try {
    server = await startServer(out);
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw err;
  }
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/**
 * Launches Chromium. A launch is tried up to three times: Debian's
 * Chromium now and then dies of SIGSEGV as it starts on a loaded machine
 * (seen once in CI, every test of a file failing in its `before` hook),
 * which says nothing of the pages under test. Each failed try is logged.
 */
export async function launchBrowser() {
  const options = {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch(options);
    } catch (err) {
      if (attempt === 3) throw err;
      process.stderr.write(`launchBrowser: Chromium failed to start (try ${attempt} of 3): ${String(err.message).split('\n')[0]}\n`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Makes `context.close()` remove its route handlers, and its pages', first:
 * a handler still running when its context closes (a route.fetch) rejects
 * with 'Request context disposed', an unhandled rejection that fails the
 * whole test file.
 */
function closeRoutesFirst(context) {
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    return close(options);
  };
}

/** A page that fails the test on console errors and uncaught exceptions. */
export async function newPage(browser, opts = {}) {
  const context = await browser.newContext(opts);
  closeRoutesFirst(context);
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(err.message));
  page.on('console', (msg) => {
    // Failed requests are reported below with their URL instead.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) page.errors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && res.url() !== page.expectedFailure) page.errors.push(`${res.status()} ${res.url()}`);
  });
  return page;
}

/** Networks a page can be opened on: as it is, and slow (300 ms latency, 200 KB/s). */
export const NETWORKS = {
  normal: null,
  slow: { offline: false, latency: 300, downloadThroughput: 200_000, uploadThroughput: 200_000 },
};

/**
 * A new page of `site` (siteUnderTest's) at `path`, on `network` (a key of
 * NETWORKS), handed back as soon as `moment` fires ('domcontentloaded',
 * 'load'), with no readiness hint. `documents` lists the path of every
 * document request the page makes.
 */
export async function openAt(site, path, network, moment) {
  const page = await site.newPage();
  if (NETWORKS[network]) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORKS[network]);
  }
  const documents = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  await page.goto(site.url + path, { waitUntil: moment });
  return { page, documents };
}

/** Loads `url` in `page` and waits for the app to hydrate; resolves to the response. */
export async function openHydrated(page, url) {
  const res = await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 10000 });
  return res;
}

/**
 * Answers every request that leaves the test server: the analytics tag
 * with a stub, anything else as a network failure (and records it), so tests never
 * depend on the network and can assert what was asked for.
 */
export async function stubOutside(page, serverUrl) {
  const outside = [];
  await page.context().route(
    (url) => !url.href.startsWith(serverUrl),
    (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.startsWith('https://www.googletagmanager.com/gtag/js')) {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
      }
      return route.abort('internetdisconnected');
    },
  );
  return outside;
}

/**
 * A server started by `start` (resolving to { url, stop }) before the
 * file's tests and stopped after them, for a file that needs a second
 * server beside its siteUnderTest. Returns a handle whose `server` is set
 * once the tests start (null when `skip`), and `url`, the server's.
 */
export function serverUnderTest(start, { skip = false } = {}) {
  const handle = {
    server: null,
    get url() {
      return handle.server.url;
    },
  };
  before(async () => {
    if (!skip) handle.server = await start();
  });
  after(async () => {
    await handle.server?.stop();
  });
  return handle;
}

/**
 * The usual set-up of a browser test file: serve a site and launch
 * Chromium once for the file.
 *
 * Options: `serve`, what to serve (a function resolving to { url, stop };
 * by default the built Lexical site); `skip`, start nothing (for a file
 * whose tests all skip, e.g. when the site is not built); `ready`, a
 * selector `open` waits for after hydration (e.g. a part whose effects
 * must have run).
 *
 * Returns an object whose `server` and `browser` are set once the file's
 * tests start, with `url` (the server's), `newPage(contextOptions)` (see
 * newPage) and `open(path, options)`: a new page on that path, hydrated.
 * open's options are the browser context's (viewport, colorScheme, ...)
 * and `stubOutside: true`, which answers requests leaving the server
 * before the page loads (see stubOutside).
 */
export function siteUnderTest({ serve = () => startServer(), skip = false, ready = null } = {}) {
  const site = {
    server: null,
    browser: null,
    get url() {
      return site.server.url;
    },
    newPage(contextOptions) {
      return newPage(site.browser, contextOptions);
    },
    async open(path, { stubOutside: stub = false, ...contextOptions } = {}) {
      const page = await newPage(site.browser, contextOptions);
      if (stub) await stubOutside(page, site.url);
      await openHydrated(page, site.url + path);
      if (ready) await page.waitForSelector(ready);
      return page;
    },
  };
  before(async () => {
    if (skip) return;
    site.server = await serve();
    site.browser = await launchBrowser();
  });
  after(async () => {
    // Contexts a test left open close through their own close (see newPage).
    for (const context of site.browser?.contexts() ?? []) await context.close();
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

/**
 * An element's text colour as "r,g,b", for page.evaluate / locator.evaluate:
 * a computed colour may be written as color(srgb …) (CSS relative colours),
 * so it is drawn on a canvas and read back.
 */
export function textRGB(el) {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.fillStyle = getComputedStyle(el).color;
  ctx.fillRect(0, 0, 1, 1);
  return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3).join(',');
}
