// The Lexical site's Markdown twins and llms.txt, as `folio serve` serves
// them: every page of the sitemap that Markdown makes has a twin, every
// link of /llms.txt answers, and the API reference's twins are Markdown
// made from the reference's model (no HTML left in them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { serverUnderTest, startServer } from './harness.mjs';

const built = existsSync(new URL('../build/llms.txt', import.meta.url));
const server = serverUnderTest(() => startServer(), { skip: !built });
const origin = 'https://lexical.dev';

/** Pages no Markdown makes: React pages and the blog's generated lists. */
const withoutTwin = (path) =>
  ['/', '/community', '/gallery', '/search', '/blog', '/blog/archive', '/blog/tags', '/blog/authors'].includes(path.replace(/\/$/, '') || '/') ||
  /^\/blog\/(tags|authors|page)\//.test(path);

async function get(path, headers = {}) {
  const res = await fetch(server.url + path, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

test('every page of the sitemap that Markdown makes has a twin', { skip: !built }, async () => {
  const sitemap = (await get('/sitemap.xml')).text;
  const paths = [...sitemap.matchAll(/<loc>https:\/\/lexical\.dev([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.ok(paths.length > 200, `${paths.length} pages in the sitemap`);
  const missing = [];
  let twins = 0;
  for (const path of paths) {
    const twin = (path.replace(/\/$/, '') || '/index') + '.md';
    const res = await get(twin);
    if (withoutTwin(path)) {
      assert.notEqual(res.status, 200, `${path} makes no Markdown, yet ${twin} answers`);
      continue;
    }
    if (res.status !== 200 || res.type !== 'text/markdown; charset=utf-8') missing.push(`${twin}: ${res.status} ${res.type}`);
    else twins++;
  }
  assert.deepEqual(missing, []);
  assert.ok(twins > 200, `${twins} twins`);
});

test('every link of /llms.txt answers, in llmstxt.org form', { skip: !built }, async () => {
  const llms = await get('/llms.txt');
  assert.equal(llms.status, 200);
  assert.match(llms.text, /^# Lexical\n\n> An extensible text editor framework that does things differently\.\n\n## Docs\n\n- \[Introduction\]\(https:\/\/lexical\.dev\/docs\/intro\.md\): /);
  const sections = [...llms.text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(sections.slice(0, 3), ['Docs', 'Getting Started', 'Concepts']);
  assert.equal(sections.at(-1), 'Optional', 'the API reference and the blog come last');
  const links = [...llms.text.matchAll(/^- \[[^\]]+\]\((https:\/\/lexical\.dev\/[^)]+)\)/gm)].map((m) => m[1]);
  assert.ok(links.length > 200, `${links.length} links`);
  const broken = [];
  for (const link of links) {
    const res = await get(link.slice(origin.length));
    if (res.status !== 200) broken.push(`${link}: ${res.status}`);
  }
  assert.deepEqual(broken, []);
  const optional = llms.text.slice(llms.text.indexOf('## Optional'));
  assert.match(optional, /\(https:\/\/lexical\.dev\/docs\/api\/classes\/lexical\.LexicalEditor\.md\)/);
  assert.match(optional, /\(https:\/\/lexical\.dev\/blog\/welcome\.md\)/);
});

test('llms-full.txt holds the docs in sidebar order', { skip: !built }, async () => {
  const full = (await get('/llms-full.txt')).text;
  const intro = full.indexOf('\n# Introduction\n');
  const quickStart = full.indexOf('\n# Quick start (vanilla JavaScript)\n');
  const faq = full.indexOf('\n# Frequently asked questions\n');
  assert.ok(intro > 0 && quickStart > intro && faq > quickStart, `order: ${intro} ${quickStart} ${faq}`);
  assert.ok(!full.includes('\n# Class: LexicalEditor\n'), 'the API reference is in llms.txt only');
});

test("an API page's twin is Markdown from the reference's model", { skip: !built }, async () => {
  const md = (await get('/docs/api/classes/lexical.LexicalEditor.md')).text;
  assert.match(md, /^# Class: LexicalEditor\n\n> Class LexicalEditor of lexical: /);
  assert.match(md, /\n### registerCommand\(\)\n\n```ts\nregisterCommand<P>\(/);
  assert.match(md, /Exported by \[`lexical`\]\(https:\/\/lexical\.dev\/docs\/api\/modules\/lexical\.md\)/);
  for (const html of ['<pre', '<code>', '<a href', '{#']) assert.ok(!md.includes(html), `the twin holds ${html}`);
});

test('the guides keep admonitions, tabs and components as Markdown', { skip: !built }, async () => {
  const quick = (await get('/docs/getting-started/quick-start.md')).text;
  assert.match(quick, /\n> \*\*Caution: Keep versions in step\*\*\n>\n> Every `lexical` and/);
  assert.match(quick, /\n### Yarn\n\n```bash\nyarn add lexical/);
  const prose = quick.replace(/^```[\s\S]*?^```/gm, '');
  assert.ok(!/^import |<Tabs|<TabItem|:::/m.test(prose), 'no MDX left outside the code');
  const error = (await get('/docs/error.md')).text;
  assert.match(error, /\n_\(ErrorCodeLookup, an interactive part of the page, has no Markdown form and is left out: see https:\/\/lexical\.dev\/docs\/error\.\)_\n/);
});
