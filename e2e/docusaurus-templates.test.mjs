// Docusaurus's own starter sites, moved as their maintainer would: the
// `classic` and `classic-typescript` templates are taken from the npm
// package create-docusaurus (at a pinned version, fetched at test time, so
// nothing of them is kept in this repository) and put together as
// `npx create-docusaurus` does (templates/shared, then the template over
// it). Then `folio import docusaurus`, `npm install` and `folio build`,
// with no edit, and the classic site is visited in a browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPage, npm, npmInstall, openHydrated, startServer, stubOutside } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folio = path.join(root, 'bin/folio');
const VERSION = '3.10.0'; // the Docusaurus release the peers' figures come from

let work;
const imported = {}; // template → what `folio import docusaurus` printed
const built = {}; // template → what `folio build` printed
let server;
let browser;

before(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'folio-docusaurus-templates-'));
  npm(work, ['pack', `create-docusaurus@${VERSION}`, '--loglevel=error']);
  execFileSync('tar', ['xzf', `create-docusaurus-${VERSION}.tgz`], { cwd: work });
  const templates = path.join(work, 'package/templates');
  for (const name of ['classic', 'classic-typescript']) {
    const site = path.join(work, name);
    cpSync(path.join(templates, 'shared'), site, { recursive: true });
    cpSync(path.join(templates, name), site, { recursive: true });
    renameSync(path.join(site, 'gitignore'), path.join(site, '.gitignore'));
    imported[name] = execFileSync(folio, ['import', 'docusaurus'], { cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (name === 'classic') npmInstall(site, ['--prefer-offline']);
    // The TypeScript template's dependencies differ only in type packages
    // (devDependencies), which a build does not load: one install serves both.
    else symlinkSync(path.join(work, 'classic/node_modules'), path.join(site, 'node_modules'));
    const res = spawnSync(folio, ['build'], { cwd: site, encoding: 'utf8' });
    built[name] = `${res.stdout}${res.stderr}`;
    if (res.status !== 0) throw new Error(`folio build of the ${name} template failed:\n${built[name]}`);
  }
  server = await startServer(path.join(work, 'classic/build'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function open(pathname) {
  const page = await newPage(browser);
  await stubOutside(page, server.url); // the authors' avatars are on github.com
  await openHydrated(page, server.url + pathname);
  return page;
}

test('both templates import and build with no edit and no warning', () => {
  for (const name of ['classic', 'classic-typescript']) {
    assert.match(imported[name], /Wrote site\.toml/, name);
    assert.match(built[name], /Built 28 routes/, name);
    assert.doesNotMatch(built[name], /warning|error/i, `${name}: ${built[name]}`);
  }
  // tsc loses Docusaurus's types with its packages: the import says so.
  assert.match(imported['classic-typescript'], /tsconfig\.json \(names @docusaurus\/tsconfig\)/);
  assert.doesNotMatch(imported.classic, /tsconfig\.json/);
});

test('the home page shows the hero and the three features, and its button leads to the tutorial', async () => {
  const page = await open('/');
  assert.equal(await page.locator('header h1').textContent(), 'My Site');
  const features = page.locator('main h3');
  assert.deepEqual(await features.allTextContents(), ['Easy to Use', 'Focus on What Matters', 'Powered by React']);
  // Each feature's picture is an SVG file imported as a React component.
  assert.equal(await page.locator('main section svg[role="img"]').count(), 3);
  await page.getByRole('link', { name: /Docusaurus Tutorial - 5min/ }).click();
  await page.waitForURL(server.url + '/docs/intro');
  assert.equal(await page.locator('article h1').textContent(), 'Tutorial Intro');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the table of contents leads to each heading, ids written as comments and repeated titles included", async () => {
  const page = await open('/docs/tutorial-basics/markdown-features');
  const toc = page.locator('.table-of-contents');
  assert.equal(await toc.getByRole('link', { name: 'Headings', exact: true }).getAttribute('href'), '#my-heading-id');
  await toc.getByRole('link', { name: 'Heading Ids', exact: true }).click();
  await page.waitForURL(/#my-custom-id$/);
  const heading = page.locator('h3#my-custom-id');
  assert.match(await heading.textContent(), /^Heading Ids/);
  assert.ok(await heading.evaluate((h) => h.getBoundingClientRect().top < innerHeight), 'the heading is scrolled into view');
  assert.equal(await page.locator('article :is(h2, h3)').filter({ hasText: '/*' }).count(), 0, 'a heading shows its id comment');

  await openHydrated(page, server.url + '/docs/tutorial-basics/deploy-your-site');
  // The page's h1 and its second h2 share a title: the h2 is "-1".
  assert.deepEqual(await page.locator('.table-of-contents:visible a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), ['#build-your-site', '#deploy-your-site-1']);
  assert.equal(await page.locator('h2#deploy-your-site-1').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the blog lists the posts with their authors, and an author page has its own permalink', async () => {
  const page = await open('/blog');
  const titles = await page.locator('article h2').allTextContents();
  assert.deepEqual(titles.slice(0, 2), ['Welcome', 'MDX Blog Post']);
  await page.getByRole('link', { name: 'Sébastien Lorber' }).first().click();
  await page.waitForURL(server.url + '/blog/authors/all-sebastien-lorber-articles');
  assert.match(await page.locator('main').innerText(), /Docusaurus maintainer/);
  await page.context().close();
});
