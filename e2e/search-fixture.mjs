// Set-up for the search browser tests: build the search fixture
// (e2e/fixtures/search-site) into a temporary directory, serve it with
// `folio serve` (which mounts the search API on the same origin), or run
// `folio search serve` on its own.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folio = path.join(root, 'bin/folio');
export const fixtureDir = path.join(root, 'e2e/fixtures/search-site');

export const APP_ID = 'FIXTUREAPP';
export const SEARCH_KEY = 'fixture-search-key';
export const INDEX = 'fixture';

/** Builds the fixture with one of its configs; resolves to the output directory. */
export function buildFixture(config = 'site.toml') {
  const out = mkdtempSync(path.join(tmpdir(), 'folio-search-e2e-'));
  try {
    execFileSync(folio, ['build', '--config', path.join(fixtureDir, config), '--out', out], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`building the search fixture (${config}) failed:\n${err.stderr ?? err.message}`);
  }
  return out;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs folio with args until it prints `ready`; resolves to a stop function. */
function run(args, ready) {
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

/** Serves a build of the fixture with `folio serve`; resolves to { url, stop }. */
export async function serveSite(out, config = 'site.toml') {
  const port = await freePort();
  const stop = await run(['serve', '--config', path.join(fixtureDir, config), '--dir', out, '--port', String(port)], 'Serving');
  return { url: `http://localhost:${port}`, stop };
}

/** Runs `folio search serve` on the build's index; resolves to { url, stop }. */
export async function serveSearch(out, listen, extraArgs = []) {
  const args = ['search', 'serve', '--index', path.join(out, 'search', `${INDEX}.index`), '--listen', listen,
    '--app-id', APP_ID, '--search-key', SEARCH_KEY, '--config', path.join(fixtureDir, 'site.toml'), ...extraArgs];
  const stop = await run(args, 'Search API');
  return { url: `http://${listen}`, stop };
}

/**
 * Loads a page and waits until it is hydrated and the search bar listens:
 * the key hint appears once its effects have run.
 */
export async function open(page, url) {
  const res = await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForSelector('.navbar .DocSearch-Button-Key');
  return res;
}

/** Opens the modal with Ctrl+K and types a query; resolves when results or a screen shows. */
export async function searchFor(page, query) {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Modal');
  await page.locator('.DocSearch-Input').fill(query);
}
