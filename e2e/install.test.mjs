// One binary is the install: folio is built, copied alone into an empty
// temporary folder (no checkout above it, none on PATH), and used as a new
// user would: folio new site → npm install (the real registry) → folio
// build → folio serve, with the pages checked in the files and hydrated in
// Chromium, and search answered on the site's origin. The npm cache in HOME
// is shared with the machine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { freePort, launchBrowser, newPage, npmInstall, openHydrated, stubOutside } from './harness.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exe = process.platform === 'win32' ? 'folio.exe' : 'folio';

let home; // the empty folder holding the binary alone
let folio; // the binary's path there
let env; // PATH without any folder of the checkout
let server; // the running `folio serve`
let browser;

before(() => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'folio-install-build-'));
  execFileSync('go', ['build', '-o', path.join(scratch, exe), './cmd/folio'], { cwd: repo, stdio: 'inherit' });
  home = mkdtempSync(path.join(tmpdir(), 'folio-install-'));
  folio = path.join(home, exe);
  copyFileSync(path.join(scratch, exe), folio);
  rmSync(scratch, { recursive: true, force: true });
  assert.ok(!home.startsWith(repo + path.sep), 'the temporary folder must be outside the checkout');
  const pathDirs = (process.env.PATH ?? '').split(path.delimiter).filter((d) => d && !path.resolve(d).startsWith(repo));
  env = { ...process.env, PATH: pathDirs.join(path.delimiter) };
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** Runs the copied binary; resolves to { code, stdout, stderr }. */
function runFolio(args, cwd) {
  try {
    const stdout = execFileSync(folio, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, stdout, stderr: '' };
  } catch (err) {
    return { code: err.status, stdout: String(err.stdout), stderr: String(err.stderr) };
  }
}

/** Every file below dir with its content, for "nothing changed". */
function snapshot(dir) {
  const out = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, file)] = readFileSync(file, 'utf8');
    }
  }
  return out;
}

test('folio new site refuses a folder that is not empty and changes nothing in it', () => {
  const dir = path.join(home, 'taken');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'notes.md'), 'my notes\n');
  const before = snapshot(dir);
  const res = runFolio(['new', 'site', 'taken'], home);
  assert.notEqual(res.code, 0);
  assert.match(res.stderr, /taken is not empty/);
  assert.deepEqual(snapshot(dir), before);
});

test('a new site installs, builds, serves and hydrates with nothing but the binary', { timeout: 600_000 }, async () => {
  const created = runFolio(['new', 'site', 'my-docs'], home);
  assert.equal(created.code, 0, created.stderr);
  // The printed steps work as printed: folio is not on PATH, so they
  // run it by its path from the site.
  assert.match(created.stdout, /npm install/);
  assert.match(created.stdout, new RegExp(`\\.\\./${exe} dev`));
  assert.match(created.stdout, /npm scripts .* PATH/);
  const site = path.join(home, 'my-docs');
  const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'));
  assert.ok(!Object.keys(pkg.dependencies).some((name) => name.startsWith('@folio/')), JSON.stringify(pkg.dependencies));

  // Before npm install, the build says what is missing and what to do.
  const early = runFolio(['build'], site);
  assert.equal(early.code, 1);
  assert.match(early.stderr, /react.*not installed.*run npm install/s);

  npmInstall(site, [], env);
  const built = runFolio(['build'], site);
  assert.equal(built.code, 0, built.stderr + built.stdout);

  const read = (file) => readFileSync(path.join(site, 'build', file), 'utf8');
  assert.match(read('index.html'), /<h1[^>]*>My-docs<\/h1>/);
  assert.match(read('index.html'), /Read the docs/);
  assert.match(read('docs/intro/index.html'), /Welcome\. Documentation pages live in/);
  assert.match(read('about/index.html'), /<title>About \| My-docs<\/title>/);
  for (const file of ['index.html', 'docs/intro/index.html', '__folio/routes.json']) {
    assert.ok(!read(file).includes(home), `${file} holds the path of the folder it was built in`);
  }

  const port = await freePort();
  server = serve(['serve', '--port', String(port)], site);
  await server.ready;
  const url = `http://localhost:${port}`;

  const res = await fetch(`${url}/1/indexes/*/queries?x-algolia-application-id=my-docs&x-algolia-api-key=my-docs-search-only`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName: 'my-docs', query: 'documentation pages', hitsPerPage: 5, attributesToRetrieve: ['url'] }] }),
  });
  assert.equal(res.status, 200);
  const { results } = await res.json();
  assert.equal(new URL(results[0].hits[0].url).pathname, '/docs/intro');

  browser = await launchBrowser();
  const page = await newPage(browser);
  await stubOutside(page, url);
  await openHydrated(page, url + '/');
  await page.getByRole('link', { name: 'Read the docs' }).click();
  await page.waitForURL(url + '/docs/intro');
  await page.locator('h1', { hasText: 'Introduction' }).waitFor();
  assert.deepEqual(page.errors, []);
});

/** Starts the copied binary as a server; `ready` resolves once it serves. */
function serve(args, cwd) {
  const proc = spawn(folio, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Serving')) resolve();
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`folio serve exited with ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (proc.exitCode !== null) return resolve();
      proc.on('exit', resolve);
      proc.kill('SIGINT');
    });
  return { ready, stop };
}
