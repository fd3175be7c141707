// The --browser mode of run.mjs: loads each page in Chromium from `folio
// serve` and counts every script and stylesheet the page fetches until the
// network is idle, lazily loaded ones included (a navbar item hydrated after
// the page, the analytics tag code). Links do not prefetch other routes
// meanwhile: the page is told the visitor saves data, which only stops that.
//
// visitorAssets follows a visitor who does not save data through three
// moments: the load event; the first pointer move (the parts that wait for
// an interaction load) with the network idle again; and the idle-time
// preloads (links in view, the search modal), which the page asks for
// through requestIdleCallback and are held back until then.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

async function serve(dir) {
  const port = await freePort();
  const proc = spawn(path.join(root, 'bin/folio'), ['serve', '--port', String(port), '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Serving')) resolve();
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`folio serve exited with ${code}:\n${output}`)));
  });
  return { url: `http://localhost:${port}`, stop: () => proc.kill('SIGINT') };
}

/** Route path → the same-origin script and stylesheet URLs (paths) the page loaded. */
export async function loadedAssets(dir, routes) {
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const result = {};
    for (const route of routes) {
      const context = await browser.newContext();
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
      );
      const page = await context.newPage();
      const assets = { js: new Set(), css: new Set() };
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin !== server.url || res.status() >= 400) return;
        if (url.pathname.endsWith('.js')) assets.js.add(url.pathname);
        if (url.pathname.endsWith('.css')) assets.css.add(url.pathname);
      });
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      result[route] = { js: [...assets.js], css: [...assets.css] };
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
    server.stop();
  }
}

// Holds back every requestIdleCallback until window.__runIdle() is called.
function holdIdleCallbacks() {
  const queued = [];
  window.requestIdleCallback = (fn) => queued.push(fn);
  window.__runIdle = () => queued.splice(0).forEach((fn) => fn({ didTimeout: false, timeRemaining: () => 50 }));
}

/**
 * Route path → { load, pointer, idle }: the same-origin script URLs
 * (paths) fetched by the load event, by the time the network is idle
 * after the first pointer move, and by the idle-time preloads after that.
 */
export async function visitorAssets(dir, routes) {
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const result = {};
    for (const route of routes) {
      const context = await browser.newContext();
      await context.addInitScript(holdIdleCallbacks);
      const page = await context.newPage();
      // Requests rather than responses: a response event can come after the
      // load event that its script was part of.
      const js = new Set();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.origin === server.url && url.pathname.endsWith('.js')) js.add(url.pathname);
      });
      await page.goto(server.url + route, { waitUntil: 'load' });
      const load = [...js];
      await page.waitForLoadState('networkidle');
      await page.waitForSelector('html[data-has-hydrated="true"]'); // the parts that wait listen from then on
      await page.mouse.move(200, 300);
      await page.mouse.move(220, 320);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600); // networkidle is 500 ms without requests; the move's loads start within it
      const pointer = [...js];
      await page.evaluate(() => window.__runIdle());
      await page.waitForTimeout(600);
      await page.waitForLoadState('networkidle');
      result[route] = { load, pointer, idle: [...js] };
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
    server.stop();
  }
}
