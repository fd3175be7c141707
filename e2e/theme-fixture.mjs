// The classic theme's browser tests run against a small fixture site
// (e2e/fixtures/theme-site) that switches on what the Lexical site leaves
// off: the announcement bar, hideOnScroll, two locales, analytics, the
// internal-docs helpers, search hosts, a crashing page. Each test file
// builds it once into a temporary directory and serves that build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = path.join(root, 'e2e/fixtures/theme-site');

/**
 * Builds the fixture with `config` (site.toml: everything on; defaults.toml:
 * nothing optional) and serves it. Resolves to { url, stop }.
 */
export async function startFixture(config = 'site.toml') {
  const out = mkdtempSync(path.join(tmpdir(), 'folio-theme-e2e-'));
  try {
    execFileSync(path.join(root, 'bin/folio'), ['build', '--config', path.join(fixtureDir, config), '--out', out], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`building the theme fixture (${config}) failed:\n${err.stderr ?? err.message}`);
  }
  const server = await serveDirectory(out);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

// The harness serves the directory named by FOLIO_E2E_BUILD, read while it
// starts; one start at a time keeps two fixtures from swapping builds.
let serving = Promise.resolve();

function serveDirectory(dir) {
  const started = serving.then(async () => {
    const previous = process.env.FOLIO_E2E_BUILD;
    process.env.FOLIO_E2E_BUILD = dir;
    try {
      return await startServer();
    } finally {
      if (previous === undefined) delete process.env.FOLIO_E2E_BUILD;
      else process.env.FOLIO_E2E_BUILD = previous;
    }
  });
  serving = started.catch(() => {});
  return started;
}

/** Loads `path` and waits for the app to hydrate. */
export async function open(page, url) {
  const res = await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return res;
}

/**
 * Loads `url` with the app's scripts held back (never answered): what the
 * page shows once parsed is the work of the inline scripts alone.
 */
export async function openWithoutApp(page, url) {
  await page.route('**/assets/*.js', () => {});
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'interactive');
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
