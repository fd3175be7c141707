// The copy button of code blocks. MDX's <CodeBlock> renders it with React;
// code blocks in Markdown arrive as build-time HTML, so the doc page adds the
// same button to them once the page is interactive.

export const COPY_LABEL = 'Copy code to clipboard';
export const COPIED_LABEL = 'Copied';
/** How long the button says "Copied". */
export const COPIED_MS = 1000;

export const COPY_ICON = 'M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12z';
export const COPIED_ICON = 'M21 7 9 19l-5.5-5.5 1.4-1.4L9 16.2 19.6 5.6z';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('folio: copying the code failed.', error);
    return false;
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function copyButton(code: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'clean-btn copyButton';
  button.title = 'Copy';
  button.setAttribute('aria-label', COPY_LABEL);
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'copyButtonIcon');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', COPY_ICON);
  svg.append(path);
  button.append(svg);
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    if (!(await copyText(code.textContent ?? ''))) return;
    button.classList.add('copyButton--copied');
    button.setAttribute('aria-label', COPIED_LABEL);
    path.setAttribute('d', COPIED_ICON);
    clearTimeout(timer);
    timer = setTimeout(() => {
      button.classList.remove('copyButton--copied');
      button.setAttribute('aria-label', COPY_LABEL);
      path.setAttribute('d', COPY_ICON);
    }, COPIED_MS);
  });
  return button;
}

/** Adds a copy button to each code block under `root` that has none; returns a function that removes them. */
export function addCopyButtons(root: HTMLElement): () => void {
  const added: HTMLButtonElement[] = [];
  for (const block of root.querySelectorAll<HTMLElement>('.theme-code-block')) {
    const code = block.querySelector<HTMLElement>('pre code');
    if (!code || block.querySelector('.copyButton')) continue;
    const button = copyButton(code);
    block.append(button);
    added.push(button);
  }
  return () => added.forEach((button) => button.remove());
}
