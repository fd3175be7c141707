// The browser's variant of compiled MDX (tools/mdx-static.mjs): which
// elements become static parts, what HTML and props they carry, and what
// stays JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
// @ts-expect-error: a plain .mjs tool without types
import { rehypeStaticParts, staticModule } from '../tools/mdx-static.mjs';

type Parts = { html: string[]; tags: Set<string> };

async function compileStatic(source: string): Promise<{ code: string; parts: Parts }> {
  const parts: Parts = { html: [], tags: new Set() };
  const out = await compile(source, { remarkPlugins: [remarkGfm], rehypePlugins: [[rehypeStaticParts, parts]], development: false });
  return { code: staticModule(String(out), '/site/docs/page.mdx', parts), parts };
}

test('Markdown blocks become parts: their inner HTML leaves the code', async () => {
  const { code, parts } = await compileStatic('A paragraph with *emphasis* and [a link](/docs/x).\n\n- one\n- two\n');
  assert.deepEqual(parts.html, ['A paragraph with <em>emphasis</em> and <a href="/docs/x">a link</a>.', '\n<li>one</li>\n<li>two</li>\n']);
  assert.match(code, /_folioPart\(0, "p"\)/);
  assert.match(code, /_folioPart\(1, "ul"\)/);
  assert.doesNotMatch(code, /emphasis|a link/, 'the text is not in the JavaScript');
  assert.deepEqual([...parts.tags].sort(), ['a', 'em', 'li', 'p', 'ul']);
});

test("a part keeps its element's own attributes as React props", async () => {
  const { code } = await compileStatic('| a |\n|:-:|\n| 1 |\n\n<section className="wide" data-kind="note" aria-label="Note">Text</section>\n');
  assert.match(code, /_folioPart\(0, "table"\)/);
  assert.match(code, /_folioPart\(1, "section", \{\s*"className": "wide",\s*"data-kind": "note",\s*"aria-label": "Note"\s*\}\)/);
});

test('components and expressions stay code; the Markdown inside them becomes parts', async () => {
  const { code, parts } = await compileStatic('<Note kind="tip">\n\nInside **the note**.\n\n</Note>\n\nTwo plus two is {2 + 2}, with `a rather long piece of inline code` beside it.\n');
  assert.match(code, /_jsx\(Note, \{\s*kind: "tip",\s*children: _folioPart\(0, "p"\)/);
  assert.equal(parts.html[0], 'Inside <strong>the note</strong>.');
  // The paragraph holds an expression: it stays JSX, its long inline code is a part.
  assert.match(code, /2 \+ 2/);
  assert.match(code, /_folioPart\(1, "code"\)/);
  assert.equal(parts.html[1], 'a rather long piece of inline code');
});

test('what cannot be a part stays as MDX made it', async () => {
  const { code, parts } = await compileStatic('<p style={{color: "red"}}>Red</p>\n\n<details>\n\nHidden\n\n</details>\n\n***\n\n{1} and `x`\n');
  // An expression attribute, a tag the theme's components render, a void
  // element, and inline code too short to be worth a part.
  assert.match(code, /color: "red"/);
  assert.match(code, /_components\.details|"details"/);
  assert.match(code, /_components\.hr/);
  assert.match(code, /_jsx\(_components\.code, \{\s*children: "x"/);
  assert.deepEqual(parts.html, ['Hidden'], 'only the paragraph inside <details>');
});

test("the module fetches its parts from the page's parts file and hands the components to them", async () => {
  const { code } = await compileStatic('Some text.\n');
  assert.match(code, /^import \{mdxStaticParts as _folioStaticParts\} from "@folio\/client\/src\/mdxStatic";/);
  assert.match(code, /import _folioPartsURL from "\.\/page\.mdx\?folio-html";/);
  assert.match(code, /_folioStaticParts\(_folioPartsURL, \["p"\]\)/);
  assert.match(code, /export default _folioParts\.content\(_folioMDXContent\);/);
  assert.doesNotMatch(code, /export default function MDXContent/);
});

test('a page without static Markdown is left as MDX compiled it', async () => {
  const { code, parts } = await compileStatic('<Widget />\n');
  assert.deepEqual(parts.html, []);
  assert.match(code, /export default function MDXContent/);
  assert.doesNotMatch(code, /_folio/);
});
