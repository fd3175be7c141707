// The browser's variant of compiled MDX (tools/mdx-static.mjs): which
// elements become static parts, what HTML and props they carry, and what
// stays JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
// @ts-expect-error: a plain .mjs tool without types
import { rehypeStaticParts } from '../tools/mdx-static.mjs';
// @ts-expect-error: a plain .mjs tool without types
import { finishModule } from '../tools/mdx-module.mjs';

type Parts = { html: string[]; tags: Set<string> };

async function compileStatic(source: string): Promise<{ code: string; parts: Parts }> {
  const parts: Parts = { html: [], tags: new Set() };
  const out = await compile(source, { remarkPlugins: [remarkGfm], rehypePlugins: [[rehypeStaticParts, parts]], development: false });
  return { code: finishModule(String(out), '/site/docs/page.mdx', { parts, exports: null }), parts };
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
  const { code, parts } = await compileStatic('| a |\n|:-:|\n| 1 |\n\n<section className="wide" data-kind="note" aria-label="Note">Text</section>\n');
  assert.match(code, /_folioPart\(0, "table"\)/);
  assert.match(parts.html[0], /<th style="text-align:center">a<\/th>/, 'aligned as MDX aligns, with style');
  // Written as JSX: MDX renders the tag as written (flag 1), not through the page's components.
  assert.match(code, /_folioPart\(1, "section", \{\s*"className": "wide",\s*"data-kind": "note",\s*"aria-label": "Note"\s*\}, 1\)/);
});

test('a code fence written as its HTML (core/bundle prepareMDX) is a part of raw HTML', async () => {
  const fence = '<div className="theme-code-block language-ts" dangerouslySetInnerHTML={{__html: "<pre tabindex=\\"0\\" class=\\"code-block\\"><code>let a;</code></pre>"}} />\n';
  const { code, parts } = await compileStatic(fence);
  assert.deepEqual(parts.html, ['<pre tabindex="0" class="code-block"><code>let a;</code></pre>']);
  assert.match(code, /_folioPart\(0, "div", \{\s*"className": "theme-code-block language-ts"\s*\}, 3\)/);
  assert.deepEqual([...parts.tags], [], "its tags are not the page components'");
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
  const { code, parts } = await compileStatic('<p style={{color: "red"}}>Red</p>\n\n<details>\n<summary>More</summary>\n\nHidden\n\n</details>\n\n***\n\n{1} and `x`\n');
  // An expression attribute, a tag the theme's components render and its
  // summary, a void element, and inline code too short to be worth a part.
  assert.match(code, /color: "red"/);
  assert.match(code, /_components\.details|"details"/);
  assert.match(code, /_jsx\("summary", \{\s*children: "More"/);
  assert.match(code, /_components\.hr/);
  assert.match(code, /_jsx\(_components\.code, \{\s*children: "x"/);
  assert.deepEqual(parts.html, ['Hidden'], 'only the paragraph inside <details>');
});

test("the module fetches its parts from the page's parts file and hands the components to them", async () => {
  const { code } = await compileStatic('Some text.\n');
  assert.match(code, /import \{mdxStaticParts as _folioStaticParts\} from "@folio\/client\/src\/mdxStatic";/);
  assert.match(code, /import _folioPartsURL from "\.\/page\.mdx\?folio-html";/);
  assert.match(code, /_folioStaticParts\(_folioPartsURL, \["p"\]\)/);
  assert.match(code, /const _folioContent = _folioParts\.content\(_folioMDXContent\);/);
});

test('a page without static Markdown has no parts runtime', async () => {
  const { code, parts } = await compileStatic('<Widget />\n');
  assert.deepEqual(parts.html, []);
  assert.doesNotMatch(code, /_folioPart|mdxStatic/);
  assert.match(code, /const _folioContent = _folioMDXContent;/);
});

async function compileWith(source: string, exports: string[] | null): Promise<string> {
  const out = await compile(source, { development: false });
  return finishModule(String(out), '/site/docs/page.mdx', { parts: null, exports });
}

test('a page binds by name the components it uses, when the map exports them so', async () => {
  const code = await compileWith('<Tabs><TabItem value="a">A</TabItem></Tabs>\n\n<details>More</details>\n\nText.\n', ['Admonition', 'Tabs', 'TabItem', 'details']);
  assert.match(code, /import \{TabItem as _folioComponent0, Tabs as _folioComponent1\} from "@theme\/MDXComponents";/);
  assert.match(code, /const _folioComponents = \{"TabItem": _folioComponent0, "Tabs": _folioComponent1\};/);
  assert.doesNotMatch(code, /Admonition/);
  assert.match(code, /components: \{\.\.\._folioComponents, \.\.\.props\.components\}/, "a caller's components still win");
});

test('a Markdown tag the map exports (a replaced tag) is bound too', async () => {
  const code = await compileWith('Some [link](/x).\n', ['a', 'Tabs']);
  assert.match(code, /import \{a as _folioComponent0\} from "@theme\/MDXComponents";/);
});

test('the whole map is bound when it does not export a component by name, or its exports are unknown', async () => {
  for (const exports of [['Tabs'], null]) {
    const code = await compileWith('<Tabs><Widget /></Tabs>\n', exports);
    assert.match(code, /import _folioMDXComponents from "@theme\/MDXComponents";/);
    assert.match(code, /const _folioComponents = _folioMDXComponents;/);
  }
});

test('a page of components only (no Markdown tags) binds them too', async () => {
  const code = await compileWith('<Tabs><Foo.Bar /></Tabs>\n', ['Tabs', 'Foo']);
  assert.match(code, /import \{Foo as _folioComponent0, Tabs as _folioComponent1\} from "@theme\/MDXComponents";/);
});

test('a page that uses no component imports none', async () => {
  const code = await compileWith('Just text.\n', ['Tabs']);
  assert.doesNotMatch(code, /@theme\/MDXComponents/);
  assert.match(code, /const _folioComponents = \{\};/);
});
