// Draws the page's Mermaid diagrams (see mermaid.ts), in the colours of the
// current colour mode. folio:mermaid is the site's npm package mermaid, or
// null when the site has not installed it: the source then stays, with a
// note saying what to install.
import mermaid from 'folio:mermaid';
import { UNDRAWN } from './mermaid';

let drawn = 0;

export async function drawDiagrams(): Promise<void> {
  const boxes = [...document.querySelectorAll<HTMLElement>(UNDRAWN)];
  for (const box of boxes) box.dataset.drawn = 'pending';
  if (!mermaid) {
    for (const box of boxes) {
      box.dataset.drawn = 'missing';
      box.title = 'This Mermaid diagram is shown as its source: the site has not installed the npm package mermaid.';
    }
    return;
  }
  const dark = document.documentElement.dataset.theme === 'dark';
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default' });
  for (const box of boxes) {
    const source = box.querySelector('pre')?.textContent ?? '';
    try {
      const { svg } = await mermaid.render(`folio-mermaid-${++drawn}`, source);
      box.innerHTML = svg;
      box.dataset.drawn = 'true';
    } catch (err) {
      // A diagram with a mistake keeps its source, and says why.
      box.dataset.drawn = 'error';
      box.title = `Mermaid could not draw this diagram: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
}
