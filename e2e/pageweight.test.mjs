// The page-weight budgets of DESIGN.md on the built Lexical site, counted as
// bench/pageweight/run.mjs counts them: the scripts and styles a page's
// HTML loads, with their static imports, gzipped. Every kind of page stays
// within 85 KB of JavaScript and 15 KB of CSS, MDX pages included: an MDX
// page's body (its components and structure) hydrates after the page, so
// its first load is its kind's shell and the page's small wrapper, which is
// guarded too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET, PAGE_TYPES, gzipSize, htmlFile, pageAssets } from '../bench/pageweight/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(root, process.env.FOLIO_E2E_BUILD ?? 'build');
const skip = !existsSync(dir) && 'no build: run folio build first';

/** JS and CSS of the first page of a kind that was built, in bytes. */
function weigh(kind) {
  const candidates = PAGE_TYPES.find(([name]) => name === kind)?.[1] ?? [];
  const route = candidates.find((r) => htmlFile(dir, r));
  assert.ok(route, `no ${kind} in the build (looked for ${candidates.join(', ')})`);
  const assets = pageAssets(dir, htmlFile(dir, route));
  const sum = (files) => files.reduce((n, f) => n + gzipSize(f), 0);
  return { route, js: sum(assets.js), css: sum(assets.css) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const a = (kind) => `${/^([aeiou]|MDX)/i.test(kind) ? 'an' : 'a'} ${kind}`;

for (const kind of ['home', 'guide', 'API page', 'blog post']) {
  test(`${a(kind)} loads at most ${kb(BUDGET.js)} of JavaScript and ${kb(BUDGET.css)} of CSS`, { skip }, () => {
    const { route, js, css } = weigh(kind);
    assert.ok(js <= BUDGET.js, `${route}: JS ${kb(js)}`);
    assert.ok(css <= BUDGET.css, `${route}: CSS ${kb(css)}`);
  });
}

// What an MDX page adds to its kind's Markdown page on first load: the
// wrapper that loads its body after the page (0.1 KB). Its components and
// structure were 2.9 KB of it before they loaded after the page, and
// 11.6 KB before its Markdown became HTML.
const MDX_EXTRA = 500;

for (const [mdx, markdown] of [
  ['MDX guide', 'guide'],
  ['MDX doc', 'guide'],
  ['MDX blog post', 'blog post'],
]) {
  test(`${a(mdx)} loads at most ${kb(BUDGET.js)} of JavaScript and ${kb(BUDGET.css)} of CSS`, { skip }, () => {
    const { route, js, css } = weigh(mdx);
    assert.ok(js <= BUDGET.js, `${route}: JS ${kb(js)}`);
    assert.ok(css <= BUDGET.css, `${route}: CSS ${kb(css)}`);
  });

  test(`${a(mdx)} loads at most ${kb(MDX_EXTRA)} more JavaScript than a Markdown ${markdown}, and the same CSS`, { skip }, () => {
    const page = weigh(mdx);
    const base = weigh(markdown);
    assert.ok(page.js - base.js <= MDX_EXTRA, `${page.route}: JS ${kb(page.js)}, ${kb(page.js - base.js)} more than ${base.route}`);
    assert.equal(page.css, base.css, 'one stylesheet for the site');
  });
}
