// Shared set-up for the browser tests: start `folio serve` on a free port
// against the built site, and Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { before, after } from 'node:test';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/**
 * Starts `folio serve`; resolves to { url, stop }. FOLIO_E2E_BUILD serves
 * another output directory than build/ (e.g. one built with --out).
 */
export async function startServer() {
  const port = await freePort();
  const args = ['serve', '--port', String(port)];
  if (process.env.FOLIO_E2E_BUILD) args.push('--dir', process.env.FOLIO_E2E_BUILD);
  const proc = spawn(path.join(root, 'bin/folio'), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`folio serve did not start:\n${output}`)), 10000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`folio serve exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => {
      proc.on('exit', resolve);
      proc.kill('SIGINT');
    }),
  };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page that fails the test on console errors and uncaught exceptions. */
export async function newPage(browser, opts = {}) {
  const context = await browser.newContext(opts);
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

/**
 * The usual set-up of a browser test file: serve the built site and launch
 * Chromium once for the file. Returns an object whose `server` and
 * `browser` are set once the file's tests start, and `open(path)`, a new
 * page on that path, hydrated.
 */
export function siteUnderTest() {
  const site = {
    server: null,
    browser: null,
    async open(path) {
      const page = await newPage(site.browser);
      await page.goto(site.server.url + path);
      await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 10000 });
      return page;
    },
  };
  before(async () => {
    site.server = await startServer();
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
