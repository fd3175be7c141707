// A Docusaurus site moved to folio as its maintainer would: the fixture
// (e2e/fixtures/docusaurus-site, a Docusaurus 3 site as the classic
// template makes it) is copied outside the checkout, `folio import
// docusaurus` is run in it, then `npm install` (the real registry, as
// install.test.mjs) and `folio build`; the built site is served and
// visited. No file of the site but site.toml, sidebars.json and
// package.json is touched on the way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPage, npmInstall, openHydrated, startServer, stubOutside } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folio = path.join(root, 'bin/folio');
const fixture = path.join(root, 'e2e/fixtures/docusaurus-site');

let dir; // the copy of the fixture
let imported; // what `folio import docusaurus` printed
let server;
let browser;

/** Every file under d but node_modules, build and the import's three, with its content. */
function snapshot(d) {
  const out = {};
  for (const entry of readdirSync(d, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(d, file);
    if (!entry.isFile() || /^(node_modules|build)\//.test(rel) || ['site.toml', 'sidebars.json', 'package.json', 'package-lock.json'].includes(rel)) continue;
    out[rel] = readFileSync(file, 'utf8');
  }
  return out;
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'folio-docusaurus-import-'));
  cpSync(fixture, dir, { recursive: true });
  imported = execFileSync(folio, ['import', 'docusaurus'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  npmInstall(dir, ['--prefer-offline']);
  try {
    execFileSync(folio, ['build'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`folio build of the imported site failed:\n${err.stderr ?? err.message}`);
  }
  server = await startServer(path.join(dir, 'build'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(pathname) {
  const page = await newPage(browser);
  await stubOutside(page, server.url);
  await openHydrated(page, server.url + pathname);
  return page;
}

test('the import says what it wrote and what it could not carry over, and changes no other file', () => {
  assert.match(imported, /Wrote site\.toml/);
  assert.match(imported, /Wrote sidebars\.json/);
  assert.match(imported, /scripts\.start: "docusaurus start" → "folio dev"/);
  assert.match(imported, /presets\[0\]\.docs\.remarkPlugins \(remark-math\): folio's Markdown pipeline/);
  assert.match(imported, /plugins\[1\] \(function analyticsBeacon\)/);
  assert.deepEqual(snapshot(dir), snapshot(fixture));
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assert.equal(pkg.scripts.build, 'folio build');
  assert.equal(pkg.dependencies.clsx, '^2.0.0');
  assert.ok(!Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).some((n) => n.startsWith('@docusaurus/')));
});

test('a .md doc holding MDX is compiled as MDX: its import, expression, component and tabs work', async () => {
  const page = await open('/docs/intro');
  const article = page.locator('article');
  await assert.doesNotReject(article.getByText('less than 5 minutes').waitFor());
  assert.equal(await article.getByText("import Tabs from '@theme/Tabs'").count(), 0);
  assert.equal(await article.getByText('{2 + 3}').count(), 0);
  const green = article.getByText('Docusaurus green');
  assert.equal(await green.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(37, 194, 160)');
  await page.getByRole('tab', { name: 'Yarn' }).click();
  await assert.doesNotReject(article.getByText('yarn create docusaurus').waitFor());
  assert.equal(await article.getByText('npm init docusaurus@latest').isVisible(), false);
  // The last admonition is never closed: it holds the rest of the page.
  const unclosed = article.locator('.theme-admonition-info');
  assert.match(await unclosed.locator('.admonition-heading').innerText(), /Keep reading/i);
  await assert.doesNotReject(unclosed.getByText('holds the rest of the page').waitFor());
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('edit links point at the docs and posts where they stay, in docs/ and blog/', async () => {
  const page = await open('/docs/tutorial-basics/markdown-features');
  const edit = page.getByRole('link', { name: /edit this page/i });
  assert.equal(await edit.getAttribute('href'), 'https://github.com/example/fixture/tree/main/docs/tutorial-basics/markdown-features.mdx');
  await openHydrated(page, server.url + '/blog/welcome');
  const postEdit = page.getByRole('link', { name: /edit this page/i });
  assert.equal(await postEdit.getAttribute('href'), 'https://github.com/example/fixture/tree/main/blog/2024-01-01-welcome.md');
  await page.context().close();
});

test("the config's magic comments mark lines in a .md doc's code", async () => {
  const page = await open('/docs/tutorial-basics/create-a-page');
  const marked = page.locator('article .code-block-error-line');
  assert.equal(await marked.count(), 1);
  assert.match(await marked.textContent(), /return <Layout>\{missing\}<\/Layout>;/);
  assert.equal(await page.locator('article').getByText('This will error').count(), 0);
  await page.context().close();
});

test('the sidebar, navbar and footer come from the config as Docusaurus wrote them', async () => {
  const page = await open('/docs/intro');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"], .theme-doc-sidebar-menu').first();
  await assert.doesNotReject(sidebar.getByText('Tutorial - Basics').waitFor());
  const github = page.locator('.navbar a.header-github-link');
  assert.equal(await github.getAttribute('aria-label'), 'GitHub repository');
  assert.equal(await github.getAttribute('href'), 'https://github.com/example/fixture');
  const so = page.locator('footer').getByRole('link', { name: 'Stack Overflow' });
  assert.equal(await so.getAttribute('target'), '_self');
  assert.equal(await so.getAttribute('rel'), 'me');
  // Docusaurus's external-link icon: after the label of an href to another
  // site, hidden from screen readers, 0.3rem from the label; none for `to`
  // (even to another site), for internal links, or for an icon-only link.
  const iconAfter = (link) => link.evaluate((a) => {
    const svg = a.querySelector('svg.iconExternalLink');
    return svg && { ariaHidden: svg.getAttribute('aria-hidden'), width: svg.getAttribute('width'), margin: getComputedStyle(svg).marginLeft, last: a.lastElementChild === svg };
  });
  const upstream = page.locator('.navbar').getByRole('link', { name: 'Docusaurus docs', exact: true });
  assert.deepEqual(await iconAfter(upstream), { ariaHidden: 'true', width: '13.5', margin: '4.8px', last: true });
  assert.deepEqual(await iconAfter(so), { ariaHidden: 'true', width: '13.5', margin: '4.8px', last: true });
  assert.equal(await iconAfter(page.locator('footer').getByRole('link', { name: 'Discussions' })), null);
  assert.equal(await iconAfter(page.locator('footer').getByRole('link', { name: 'Tutorial' })), null);
  assert.equal(await iconAfter(github), null);
  // customCss is bundled after the theme's CSS: its Infima colour wins.
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
  assert.equal(primary, '#2e8555');
  await page.context().close();
});

test('a JSON file loaded with import() has every key, as under webpack', async () => {
  const page = await open('/codes?code=1&v=Rex');
  // The page decodes once its effect has loaded the codes.
  await page.locator('.decoded').waitFor();
  assert.equal(await page.locator('.decoded').textContent(), 'Unknown dinosaur Rex.');
  assert.equal(await page.locator('.first-code').textContent(), 'The fixture failed at %s.');
  assert.equal(await page.locator('.dashed-key').textContent(), 'A key that is no identifier.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the client redirect and the home page of src/pages work', async () => {
  const page = await open('/old-intro');
  await page.waitForURL(/\/docs\/intro$/);
  await page.goto(server.url + '/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.locator('h1.hero__title').textContent(), 'Docusaurus Fixture');
  assert.equal(await page.locator('.home-note').textContent(), 'Built from a Docusaurus config');
  // process.env other than NODE_ENV reads undefined in the browser, not a ReferenceError.
  await page.locator('.build-flag', { hasText: 'unset' }).waitFor();
  // The config's headTags, stylesheets and scripts are in the page's <head>, and ran once.
  assert.equal(await page.locator('head meta[name="fixture-owner"]').getAttribute('content'), 'dinosaurs');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fixture-banner').trim()), '1');
  assert.equal(await page.evaluate(() => window.fixtureStamps), 1);
  assert.equal(await page.evaluate(() => window.fixtureLate), 'interactive');
  await page.getByRole('link', { name: /Docusaurus Tutorial/ }).click();
  await page.waitForURL(/\/docs\/intro$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("@docusaurus/theme-common's useColorMode follows the theme's toggle and sets the mode; pills and avatars are styled", async () => {
  const page = await open('/');
  const label = page.locator('.color-mode');
  // The config sets no colour mode: light, chosen by nobody (null), as Docusaurus says it.
  await label.filter({ hasText: 'light light-theme null Fixture' }).waitFor();
  // The navbar's toggle reaches the component...
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
  await label.filter({ hasText: /^dark dark-theme dark Fixture$/ }).waitFor();
  // ...and the component's setColorMode reaches the page.
  await page.locator('.pills__item', { hasText: 'Light' }).click();
  await label.filter({ hasText: /^light light-theme light Fixture$/ }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  await page.locator('.pills__item', { hasText: 'Dark' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  // Infima's pills and avatar classes, which the site's code names, are styled.
  // The active pill's background fades in (a 0.2 s transition, as Infima's),
  // so it is read once the fade has begun, not in the frame of the click.
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.pills__item--active')).backgroundColor !== 'rgba(0, 0, 0, 0)',
    null,
    { timeout: 5000 },
  );
  const styles = await page.evaluate(() => {
    const cs = (s) => getComputedStyle(document.querySelector(s));
    return {
      pill: cs('.pills__item').display,
      pillsPadding: cs('.pills').paddingLeft,
      active: cs('.pills__item--active').backgroundColor,
      photo: cs('.avatar__photo--xl').width,
      radius: cs('.avatar__photo').borderRadius,
      vertical: cs('.avatar--vertical').flexDirection,
    };
  });
  assert.deepEqual(styles, { pill: 'inline-block', pillsPadding: '0px', active: styles.active, photo: '96px', radius: '50%', vertical: 'column' });
  assert.notEqual(styles.active, 'rgba(0, 0, 0, 0)');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
