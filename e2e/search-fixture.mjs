// Set-up for the search browser tests: build the search fixture
// (e2e/fixtures/search-site) into a temporary directory, serve it with
// `folio serve` (which mounts the search API on the same origin), or run
// `folio search serve` on its own.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInto, freePort, openHydrated, runFolio } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const fixtureDir = path.join(root, 'e2e/fixtures/search-site');

export const APP_ID = 'FIXTUREAPP';
export const SEARCH_KEY = 'fixture-search-key';
export const INDEX = 'fixture';

/** Builds the fixture with one of its configs; resolves to the output directory. */
export function buildFixture(config = 'site.toml') {
  return buildInto('folio-search-e2e-', ['--config', path.join(fixtureDir, config)], `the search fixture (${config})`);
}

/** Serves a build of the fixture with `folio serve`; resolves to { url, stop }. */
export async function serveSite(out, config = 'site.toml') {
  const port = await freePort();
  const stop = await runFolio(['serve', '--config', path.join(fixtureDir, config), '--dir', out, '--port', String(port)], 'Serving');
  return { url: `http://localhost:${port}`, stop };
}

/** Runs `folio search serve` on the build's index; resolves to { url, stop }. */
export async function serveSearch(out, listen, extraArgs = []) {
  const args = ['search', 'serve', '--index', path.join(out, 'search', `${INDEX}.index`), '--listen', listen,
    '--app-id', APP_ID, '--search-key', SEARCH_KEY, '--config', path.join(fixtureDir, 'site.toml'), ...extraArgs];
  const stop = await runFolio(args, 'Search API');
  return { url: `http://${listen}`, stop };
}

/**
 * The search bar listens once its key hint appears: the hint shows once its
 * effects have run. (siteUnderTest's `ready` takes it.)
 */
export const SEARCH_READY = '.navbar .DocSearch-Button-Key';

/** Loads a page and waits until it is hydrated and the search bar listens. */
export async function open(page, url) {
  const res = await openHydrated(page, url);
  await page.waitForSelector(SEARCH_READY);
  return res;
}

/**
 * Builds the fixture with `config` and serves it with `folio serve`;
 * resolves to { url, stop }, where stop also removes the build.
 */
export async function startSearchFixture(config = 'site.toml') {
  const out = buildFixture(config);
  try {
    const site = await serveSite(out, config);
    return {
      url: site.url,
      stop: async () => {
        await site.stop();
        rmSync(out, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw err;
  }
}

/** Opens the modal with Ctrl+K and types a query; resolves when results or a screen shows. */
export async function searchFor(page, query) {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Modal');
  await page.locator('.DocSearch-Input').fill(query);
}
