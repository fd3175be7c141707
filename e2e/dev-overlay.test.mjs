// The dev overlay (issue 15): a failed rebuild shows each diagnostic over
// the last good page with the same file:line:col, source line and caret as
// the terminal, and the next good build takes it away.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, launchBrowser } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folio = process.env.FOLIO_BIN ?? path.join(root, 'bin/folio');

const site = mkdtempSync(path.join(tmpdir(), 'folio-overlay-'));
mkdirSync(path.join(site, 'site/docs'), { recursive: true });
symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
writeFileSync(path.join(site, 'site.toml'), 'title = "Overlay"\nurl = "https://overlay.example"\n\n[[plugins]]\nname = "docs"\n');
const intro = path.join(site, 'site/docs/intro.md');
writeFileSync(intro, '---\ntitle: Intro\n---\n# Intro\n\nFirst words.\n');

let dev;
let output = '';
after(() => {
  dev?.kill('SIGINT');
  rmSync(site, { recursive: true, force: true });
});

/** Starts `folio dev` on the site; resolves to its URL once it serves. */
async function startDev() {
  const port = await freePort();
  dev = spawn(folio, ['dev', '--config', path.join(site, 'site.toml'), '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`folio dev did not start:\n${output}`)), 120000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('serving at')) {
        clearTimeout(timer);
        resolve(`http://localhost:${port}`);
      }
    };
    dev.stdout.on('data', onData);
    dev.stderr.on('data', onData);
    dev.on('exit', (code) => reject(new Error(`folio dev exited with ${code}:\n${output}`)));
  });
}

test('a failed rebuild shows file:line:col, the source line and a caret; the fix removes it', async () => {
  const url = await startDev();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/docs/intro/`);
    await page.waitForSelector('text=First words.');

    writeFileSync(intro, '---\ntitle: [unclosed\n---\n# Intro\n\nFirst words.\n');
    const overlay = page.locator('#folio-dev-error');
    await overlay.waitFor({ timeout: 60000 });
    assert.deepEqual(await overlay.locator('.folio-diagnostic-location').allTextContents(), ['site/docs/intro.md:2:8']);
    assert.equal(await overlay.locator('.folio-diagnostic-severity').textContent(), 'error');
    assert.match(await overlay.locator('.folio-diagnostic-message').textContent(), /^front matter: did not find expected ',' or '\]'$/);
    assert.equal(await overlay.locator('.folio-diagnostic-source').textContent(), ' [docs]');
    // The caret stands under the 8th character, the unclosed bracket.
    assert.equal(await overlay.locator('.folio-diagnostic-excerpt').textContent(), ' 2 | title: [unclosed\n   |        ^');
    assert.match(output, /site\/docs\/intro\.md:2:8: error: front matter: did not find expected ',' or '\]' \[docs\]\n  2 \| title: \[unclosed\n    \|        \^\n/);
    assert.ok(await page.locator('text=First words.').count(), 'the last good page stays under the overlay');

    writeFileSync(intro, '---\ntitle: Intro\n---\n# Intro\n\nFixed words.\n');
    await page.waitForSelector('text=Fixed words.', { timeout: 60000 });
    assert.equal(await page.locator('#folio-dev-error').count(), 0);
  } finally {
    await browser.close();
  }
});
