// Client redirects. A tiny test site (built here) redirects /old to a local
// page, which the browser follows; the Lexical site's /2024-recap points
// outside, so its page is checked without leaving the machine: requests to
// the external host are answered by the test itself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchBrowser, newPage } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECAP = 'https://github.com/facebook/lexical/discussions/7220';

let lexical;
let tiny;
let tinyDir;
let browser;

function buildTinySite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-e2e-redirects-'));
  const files = {
    'site.toml': [
      'title = "Tiny"',
      'url = "https://tiny.example"',
      '[[plugins]]',
      'name = "pages"',
      '[[plugins]]',
      'name = "redirects"',
      '[[plugins.options.redirects]]',
      'from = "/old"',
      'to = "/target"',
    ].join('\n'),
    'site/pages/index.tsx':
      "import { Link } from '@folio/client';\nexport default function Home() { return <Link to=\"/old\">an old link</Link>; }\n",
    'site/pages/target.tsx': 'export default function Target() { return <h1>The target page</h1>; }\n',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(path.join(root, 'bin/folio'), ['build', '--config', path.join(dir, 'site.toml'), '--out', path.join(dir, 'build')], { stdio: 'pipe' });
  return dir;
}

before(async () => {
  tinyDir = buildTinySite();
  lexical = await startServer();
  const saved = process.env.FOLIO_E2E_BUILD;
  process.env.FOLIO_E2E_BUILD = path.join(tinyDir, 'build');
  try {
    tiny = await startServer();
  } finally {
    if (saved === undefined) delete process.env.FOLIO_E2E_BUILD;
    else process.env.FOLIO_E2E_BUILD = saved;
  }
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await lexical?.stop();
  await tiny?.stop();
  if (tinyDir) rmSync(tinyDir, { recursive: true, force: true });
});

test('arriving at a redirect sends the browser to the local target, query and fragment kept', async () => {
  const page = await newPage(browser);
  await page.goto(`${tiny.url}/old?from=mail#top`);
  await page.waitForURL(`${tiny.url}/target?from=mail#top`);
  await page.waitForSelector('h1:has-text("The target page")');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('without JavaScript the refresh meta tag still redirects', async () => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${tiny.url}/old`);
  await page.waitForURL(`${tiny.url}/target`);
  assert.equal(await page.locator('h1').textContent(), 'The target page');
  await page.context().close();
});

test('an in-app link to a redirect is followed by the client router', async () => {
  const page = await newPage(browser);
  await page.goto(tiny.url + '/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.getByRole('link', { name: 'an old link' }).click();
  await page.waitForURL(`${tiny.url}/target`);
  await page.waitForSelector('h1:has-text("The target page")');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('/2024-recap shows a fallback link and redirects to the discussion', async () => {
  const res = await fetch(`${lexical.url}/2024-recap`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.ok(html.includes(`<meta http-equiv="refresh" content="0; url=${RECAP}">`));
  assert.ok(html.includes(`<link rel="canonical" href="${RECAP}">`));
  assert.ok(html.includes(`location.replace("${RECAP}" + location.search + location.hash)`));
  // The link a visitor can follow when nothing else works, in the page's body.
  const body = html.slice(html.indexOf('<body>'));
  assert.ok(body.includes(`<a href="${RECAP}">${RECAP}</a>`), body);

  // The browser heads for the discussion; the test answers in GitHub's
  // place, so nothing leaves the machine.
  const page = await newPage(browser);
  await page.route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>stand-in</h1>' }));
  await page.goto(`${lexical.url}/2024-recap`);
  await page.waitForURL(RECAP);
  assert.equal(await page.locator('h1').textContent(), 'stand-in');
  await page.context().close();
});
