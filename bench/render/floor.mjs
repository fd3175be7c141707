// The floor for server rendering: React 19's renderToString of a page of
// similar size in one warm Node process, with no IPC and no file writes.
// bench/render/run.sh prints it beside folio's render stage.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const section = (i) => [
  h('h2', { key: `h${i}` }, `Section ${i}`),
  h('p', { key: `p${i}` }, 'Lexical keeps an immutable editor state; updates run in editor.update() and are reconciled to the DOM in a batch.'),
  h('ul', { key: `u${i}` }, h('li', null, 'item one'), h('li', null, 'item two')),
];
const nav = h('nav', { className: 'navbar' }, ...Array.from({ length: 8 }, (_, i) => h('a', { key: i, href: `/x${i}` }, `Item ${i}`)));
const page = (n) => h('div', null, nav, h('main', null, h('h1', null, `Page ${n}`), ...[1, 2, 3, 4, 5].flatMap(section)), h('footer', null, 'bench'));

for (let i = 0; i < 200; i++) renderToString(page(i)); // warm up
const n = 2000;
const t = performance.now();
for (let i = 0; i < n; i++) renderToString(page(i));
const per = (performance.now() - t) / n;
console.log(`floor: React renderToString, warm, one process: ${per.toFixed(3)} ms per route`);
