// A site written for Docusaurus (e2e/fixtures/docusaurus-parity): its pages
// import @docusaurus/* and @theme/* modules, use CSS modules, SVG components
// and Infima classes, and its custom.css sets Infima variables. In the
// browser they render, hydrate without a mismatch and look as the site's CSS
// says; magic comments highlight lines; <details> opens and closes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAndServe, siteUnderTest, textRGB } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = path.join(root, 'e2e/fixtures/docusaurus-parity/site.toml');
const site = siteUnderTest({ serve: () => buildAndServe('folio-parity-e2e-', ['--config', config], 'the Docusaurus parity fixture') });

const GREEN = 'rgb(46, 133, 85)'; // custom.css's --ifm-color-primary

test('the home page renders the Docusaurus modules and hydrates without errors', async () => {
  const page = await site.open('/', { viewport: { width: 1200, height: 900 } });
  assert.equal(await page.title(), 'Home | Parity');
  assert.equal(await page.locator('.hero__title').textContent(), 'Parity');
  assert.equal(await page.locator('.motto').textContent(), 'Same pages, same looks', 'customFields reach useDocusaurusContext');
  // BrowserOnly: the fallback on the server, children() once hydrated.
  await page.waitForSelector('.where:text("browser ok")');
  // The SVG import is an inline <svg> component with the page's props.
  const logo = page.locator('header svg.heroLogo');
  assert.equal(await logo.getAttribute('aria-label'), 'Parity logo');
  assert.equal(await logo.locator('circle').count(), 1);
  assert.deepEqual(page.errors, [], 'no console errors: the server and the browser rendered the same');
  await page.context().close();
});

test('Infima variables and classes look as the site set them', async () => {
  const page = await site.open('/', { viewport: { width: 1200, height: 900 } });
  const looks = await page.evaluate(() => {
    const hero = document.querySelector('header.hero');
    const cols = [...document.querySelectorAll('.row > .col')];
    const row = document.querySelector('.row').getBoundingClientRect().width;
    const button = document.querySelector('.button--secondary');
    return {
      heroBackground: getComputedStyle(hero).backgroundColor,
      heroPadding: getComputedStyle(hero).paddingTop, // the CSS module's 4rem beats .hero's
      heroAlign: getComputedStyle(hero).textAlign,
      columnShares: cols.map((c) => Math.round((c.getBoundingClientRect().width / row) * 100)),
      buttonFontSize: getComputedStyle(button).fontSize,
      buttonBackground: getComputedStyle(button).backgroundColor,
      padded: getComputedStyle(document.querySelector('.padding-horiz--md')).paddingLeft,
    };
  });
  assert.equal(looks.heroBackground, GREEN, 'hero--primary takes --ifm-color-primary');
  assert.equal(looks.heroPadding, '64px');
  assert.equal(looks.heroAlign, 'center');
  assert.deepEqual(looks.columnShares, [33, 33, 33], 'col--4 is a third of the row');
  assert.equal(looks.buttonFontSize, '21px', 'button--lg');
  assert.equal(looks.buttonBackground, 'rgb(235, 237, 240)', 'button--secondary');
  assert.equal(looks.padded, '16px', 'padding-horiz--md');
  // Infima's primary button: white text in light mode, #1c1e21 in dark, on the site's primary colour.
  const primary = page.locator('.button--primary');
  assert.equal(await primary.evaluate((b) => getComputedStyle(b).backgroundColor), GREEN);
  assert.equal(await primary.evaluate(textRGB), '255,255,255', 'light mode: white on primary');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  assert.equal(await primary.evaluate(textRGB), '28,30,33', 'dark mode: #1c1e21 on primary');
  await page.context().close();
});

test('a Link from @docusaurus/Link navigates on the client', async () => {
  const page = await site.open('/', { viewport: { width: 1200, height: 900 } });
  await page.evaluate(() => (window.__samePage = true));
  await page.click('text=Read the code page');
  await page.waitForURL('**/docs/parity/code');
  await page.waitForSelector('h1:text("Code and details")');
  assert.equal(await page.evaluate(() => window.__samePage), true, 'no full page load');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('<link> and <script> in @docusaurus/Head reach the page, and leave it with the page', async () => {
  const page = await site.open('/', { viewport: { width: 1200, height: 900 } });
  const state = () =>
    page.evaluate(() => ({
      links: document.head.querySelectorAll('link[href="/css/motto.css"]').length,
      runs: window.__headScriptRuns ?? 0,
      spacing: document.querySelector('.motto') ? getComputedStyle(document.querySelector('.motto')).letterSpacing : null,
    }));
  // In the server's HTML, so the stylesheet applies before any script runs.
  const html = await (await fetch(site.url + '/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<link data-folio-head="\w+" rel="stylesheet" href="\/css\/motto.css">/);
  assert.match(head, /<script data-folio-head="\w+">window.__headScriptRuns/);
  assert.deepEqual(await state(), { links: 1, runs: 1, spacing: '3px' }, 'hydration adopts the tags: one link, the script ran once');

  await page.evaluate(() => (window.__samePage = true));
  await page.click('text=Read the code page');
  await page.waitForSelector('h1:text("Code and details")');
  await page.waitForFunction(() => !document.head.querySelector('link[href="/css/motto.css"]'));
  await page.goBack();
  await page.waitForSelector('.motto');
  await page.waitForFunction(() => document.head.querySelectorAll('link[href="/css/motto.css"]').length === 1);
  // The stylesheet added again applies once it has loaded (not at once):
  // wait for its rule rather than read the style the moment the tag is in.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.motto')).letterSpacing === '3px');
  assert.deepEqual(await state(), { links: 1, runs: 2, spacing: '3px' }, 'back on the page, its tags are added again and the script runs again');
  assert.equal(await page.evaluate(() => window.__samePage), true, 'no full page load');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('<html> and <body> attributes from @docusaurus/Head are in the served page, and leave with it', async () => {
  // src/theme/Root.js sets data-site, data-home="no" and data-browser on
  // every page; the home page's own <Head>, rendered later, sets
  // data-home="yes" and classes.
  const html = await (await fetch(site.url + '/')).text();
  assert.match(html, /<html lang="en" dir="ltr" class="plugin-home" data-browser="no" data-home="yes" data-site="parity" data-theme="light">/);
  assert.match(html, /<body class="home-body">/);
  const code = await (await fetch(site.url + '/docs/parity/code')).text();
  assert.match(code, /<html lang="en" dir="ltr" data-browser="no" data-home="no" data-site="parity" data-theme="light">/);
  assert.match(code, /<body>/);
  const page = await site.open('/', { viewport: { width: 1200, height: 900 } });
  const attributes = () =>
    page.evaluate(() => ({
      html: document.documentElement.className,
      home: document.documentElement.getAttribute('data-home'),
      site: document.documentElement.getAttribute('data-site'),
      browser: document.documentElement.getAttribute('data-browser'),
      theme: document.documentElement.getAttribute('data-theme'),
      body: document.body.className,
    }));
  await page.waitForSelector('.where:text("browser ok")'); // hydrated
  await page.waitForFunction(() => document.documentElement.getAttribute('data-browser') === 'yes');
  assert.deepEqual(
    await attributes(),
    { html: 'plugin-home', home: 'yes', site: 'parity', browser: 'yes', theme: 'light', body: 'home-body' },
    'Root\'s <Head> changed after hydration, and the page\'s, rendered after it, still wins',
  );
  // A class the theme or a script adds on <html> stays when the page's leaves.
  await page.evaluate(() => document.documentElement.classList.add('other'));
  await page.click('text=Read the code page');
  await page.waitForSelector('h1:text("Code and details")');
  await page.waitForFunction(() => !document.documentElement.classList.contains('plugin-home'));
  assert.deepEqual(
    await attributes(),
    { html: 'other', home: 'no', site: 'parity', browser: 'yes', theme: 'light', body: '' },
    'the next page has only Root\'s',
  );
  await page.goBack();
  await page.waitForSelector('.motto');
  await page.waitForFunction(() => document.body.classList.contains('home-body'));
  assert.deepEqual(
    await attributes(),
    { html: 'other plugin-home', home: 'yes', site: 'parity', browser: 'yes', theme: 'light', body: 'home-body' },
    'back on the page, they are applied again',
  );
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('magic comments highlight lines in the site colour and are not shown', async () => {
  const page = await site.open('/docs/parity/code');
  const block = page.locator('.theme-code-block').first();
  const text = await block.locator('code').textContent();
  assert.doesNotMatch(text, /highlight-/);
  const lines = await block.locator('.theme-code-block-highlighted-line').allTextContents();
  assert.deepEqual(lines.map((l) => l.trim()), ['editor.setRootElement(root);', 'editor.update(() => {});', 'editor.focus();']);
  const background = await block.locator('.theme-code-block-highlighted-line').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(background, 'rgb(255, 0, 0)', '--docusaurus-highlighted-code-line-bg');
  // The copy button copies the code as shown.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await block.hover();
  await block.locator('.copyButton').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.doesNotMatch(copied, /highlight-/);
  assert.match(copied, /editor\.setRootElement\(root\);/);
  await page.context().close();
});

test('raw <details> in Markdown is styled and toggles', async () => {
  const page = await site.open('/docs/parity/code');
  const details = page.locator('.markdown details').first();
  assert.equal(await details.evaluate((el) => getComputedStyle(el).borderTopStyle), 'solid');
  assert.equal(await details.evaluate((el) => el.open), false);
  assert.equal(await page.locator('text=The editor renders into it.').isVisible(), false);
  await details.locator('summary').click();
  await page.waitForSelector('text=The editor renders into it.', { state: 'visible' });
  await page.context().close();
});

test('images have their size before they load; the description is the first line', async () => {
  const page = await site.open('/docs/parity/code');
  const img = page.locator('img[alt="A diagram"]');
  assert.equal(await img.getAttribute('width'), '320');
  assert.equal(await img.getAttribute('height'), '180');
  assert.equal(
    await page.locator('meta[name="description"]').getAttribute('content'),
    'This page has no description in its front matter.',
  );
  await page.context().close();
});

test('in MDX, <details> is the theme Details and code has line numbers', async () => {
  const page = await site.open('/docs/parity/mdx');
  const details = page.locator('details.details');
  assert.equal(await details.count(), 1, 'the theme component, not a bare <details>');
  await details.locator('summary').click();
  await page.waitForSelector('text=Hidden until opened.', { state: 'visible' });
  const numbers = await page.locator('pre.code-block-line-numbers .token-line').evaluateAll((lines) =>
    lines.map((l) => getComputedStyle(l, '::before').content),
  );
  assert.deepEqual(numbers, ['counter(line)', 'counter(line)']);
  assert.equal(await page.locator('pre.code-block-line-numbers .theme-code-block-highlighted-line').textContent(), 'const b = 2;');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a mermaid code block is drawn, again on a change of colour mode, and only its page loads Mermaid', async () => {
  const page = await site.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) scripts.push(await res.text().catch(() => ''));
  });
  await page.goto(site.url + '/docs/parity/code');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.length > 0);
  assert.ok(!scripts.some((s) => s.includes('folio-mermaid-')), 'a page without diagrams loads no diagram code');

  await page.click('a[href="/docs/parity/diagram"]');
  await page.waitForSelector('.mermaid-diagram[data-drawn="true"] svg', { timeout: 30000 });
  const labels = await page.locator('.mermaid-diagram svg').textContent();
  assert.match(labels, /editor\.update/);
  assert.match(labels, /reconcile/);
  assert.equal(await page.locator('.mermaid-diagram pre').count(), 0, 'the source gives way to the drawing');
  // Opened directly, too.
  await page.goto(site.url + '/docs/parity/diagram');
  await page.waitForSelector('.mermaid-diagram[data-drawn="true"] svg', { timeout: 30000 });
  // A change of colour mode draws it again in the other mode's colours.
  const lightSvg = await page.locator('.mermaid-diagram svg').evaluate((svg) => svg.outerHTML);
  assert.equal(await page.locator('.mermaid-diagram').getAttribute('data-mode'), 'light');
  await page.locator('.navbar .colorModeToggle').click();
  await page.waitForSelector('.mermaid-diagram[data-mode="dark"][data-drawn="true"] svg', { timeout: 30000 });
  const darkSvg = await page.locator('.mermaid-diagram svg').evaluate((svg) => svg.outerHTML);
  assert.notEqual(darkSvg.replace(/folio-mermaid-\d+/g, ''), lightSvg.replace(/folio-mermaid-\d+/g, ''), 'the drawing changed colours');
  assert.match(await page.locator('.mermaid-diagram svg').textContent(), /editor\.update/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
