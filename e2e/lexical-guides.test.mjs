// The Lexical guides as a visitor gets them: every hand-written route of
// SPEC §2 answers with its own page, every link from the guides into the
// docs and the API reference lands on a page and an anchor that exist, and
// the error page decodes ?code=N.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';
import { listGuides, readGuide, routeOf } from '../site/tests/lib/guides.mjs';
import { markdownLinks } from '../site/tests/lib/headings.mjs';

const site = siteUnderTest();
const guides = listGuides().map((p) => readGuide(p));

/** The text of an HTML fragment: tags dropped, character references decoded. */
function textOf(html) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (ref, body) =>
      body[0] === '#' ? String.fromCodePoint(Number(body[1].toLowerCase() === 'x' ? `0${body.slice(1)}` : body.slice(1))) : (named[body] ?? ref),
    );
}

test('every guide route answers 200 with its own title and article', async () => {
  assert.ok(guides.length >= 30);
  for (const guide of guides) {
    const route = routeOf(guide);
    const res = await fetch(site.url + route);
    assert.equal(res.status, 200, `${route} answered ${res.status}`);
    const html = await res.text();
    const { title } = guide.frontMatter;
    assert.equal(textOf(html.match(/<title>(.*?)<\/title>/s)?.[1] ?? ''), `${title} | Lexical`, `${route}: document title`);
    assert.equal(textOf(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? ''), title, `${route}: h1`);
    assert.doesNotMatch(html, /\b(lorem ipsum|docusaurus|tutorial-basics)\b/i, `${route}: template words in the page`);
  }
});

test('links from the guides into /docs reach a page and its anchor', async () => {
  const targets = new Map();
  for (const guide of guides) {
    for (const { target, line } of markdownLinks(guide.text)) {
      if (target.startsWith('/docs/')) targets.set(target, `site/docs/${guide.relPath}:${line}`);
    }
  }
  assert.ok(targets.size > 50, `expected many links, found ${targets.size}`);
  const pages = new Map();
  const problems = [];
  for (const [target, where] of targets) {
    const [pathname, anchor] = target.split('#');
    if (!pages.has(pathname)) {
      const res = await fetch(site.url + pathname);
      pages.set(pathname, res.status === 200 ? await res.text() : res.status);
    }
    const page = pages.get(pathname);
    if (typeof page === 'number') problems.push(`${where}: ${target} answered ${page}`);
    else if (anchor && !page.includes(`id="${anchor}"`)) problems.push(`${where}: ${target} has no element with id "${anchor}"`);
  }
  assert.deepEqual(problems, []);
});

test('the error page shows the message of ?code=N with its arguments', async () => {
  const page = await site.newPage();
  await page.goto(`${site.url}/docs/error?code=66&v=12`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('[data-error-lookup="known"]').waitFor();
  assert.equal(await page.locator('#error-message').textContent(), 'Lexical error #66');
  assert.equal(await page.locator('.error-code-message').textContent(), 'Expected node 12 to have a parent.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an unknown code gets a fallback that says how to find the message', async () => {
  const page = await site.newPage();
  await page.goto(`${site.url}/docs/error?code=99999&v=ParagraphNode`);
  await page.locator('[data-error-lookup="unknown"]').waitFor();
  const text = await page.locator('.error-code-lookup').textContent();
  assert.match(text, /This site does not know the message of error #99999/);
  assert.match(text, /ParagraphNode/);
  assert.match(text, /development build/);
  const link = page.locator('.error-code-lookup a[href*="scripts/error-codes/codes.json"]');
  assert.equal(await link.count(), 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the lookup form finds a code without leaving the page', async () => {
  const page = await site.newPage();
  await page.goto(`${site.url}/docs/error`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.locator('[data-error-lookup="none"]').count(), 1);
  await page.getByLabel('Look up an error code').fill('13');
  await page.getByRole('button', { name: 'Show message' }).click();
  await page.locator('[data-error-lookup="known"]').waitFor();
  assert.equal(new URL(page.url()).search, '?code=13');
  assert.equal(await page.locator('.error-code-message').textContent(), 'Cannot use method in read-only mode.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
