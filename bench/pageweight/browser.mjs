// The --browser mode of run.mjs: loads each page in Chromium from `folio
// serve` and counts every script and stylesheet the page fetches until the
// network is idle, lazily loaded ones included (a navbar item hydrated after
// the page, the analytics tag code). Links do not prefetch other routes
// meanwhile: the page is told the visitor saves data, which only stops that.
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
