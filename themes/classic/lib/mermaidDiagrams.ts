// Draws the page's Mermaid diagrams (see mermaid.ts), in the colours of the
// current colour mode, and draws them again when the mode changes, as
// Docusaurus's theme-mermaid does. folio:mermaid is the site's npm package
// mermaid, or null when the site has not installed it: the source then
// stays, with a note saying what to install.
import mermaid from 'folio:mermaid';
import { UNDRAWN } from './mermaid';

const DRAWN = '.mermaid-diagram[data-drawn="true"]';

let drawn = 0;
/** Each box's diagram source; the box holds the drawing once drawn. */
const sources = new WeakMap<HTMLElement, string>();
/** Drawings one after another: Mermaid renders in one shared scratch element. */
let queue: Promise<void> = Promise.resolve();
let watching = false;

function colourMode(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function drawDiagrams(): Promise<void> {
  const boxes = [...document.querySelectorAll<HTMLElement>(UNDRAWN)];
  for (const box of boxes) {
    box.dataset.drawn = 'pending';
    sources.set(box, box.querySelector('pre')?.textContent ?? '');
  }
  if (!mermaid) {
    for (const box of boxes) {
      box.dataset.drawn = 'missing';
      box.title = 'This Mermaid diagram is shown as its source: the site has not installed the npm package mermaid.';
    }
    return Promise.resolve();
  }
  watchColourMode();
  return enqueue(boxes);
}

function enqueue(boxes: HTMLElement[]): Promise<void> {
  queue = queue.then(() => draw(boxes));
  return queue;
}

async function draw(boxes: HTMLElement[]): Promise<void> {
  if (!mermaid) return;
  const mode = colourMode();
  mermaid.initialize({ startOnLoad: false, theme: mode === 'dark' ? 'dark' : 'default' });
  for (const box of boxes) {
    if (!box.isConnected) continue; // the visitor moved on to another page
    try {
      const { svg } = await mermaid.render(`folio-mermaid-${++drawn}`, sources.get(box) ?? '');
      box.innerHTML = svg;
      box.dataset.drawn = 'true';
      box.dataset.mode = mode;
    } catch (err) {
      // A diagram with a mistake keeps its source, and says why.
      box.dataset.drawn = 'error';
      box.title = `Mermaid could not draw this diagram: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
}

/** Once per page load: a change of colour mode redraws the diagrams on screen. */
function watchColourMode(): void {
  if (watching) return;
  watching = true;
  let mode = colourMode();
  new MutationObserver(() => {
    if (colourMode() === mode) return;
    mode = colourMode();
    void enqueue([...document.querySelectorAll<HTMLElement>(DRAWN)]);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
