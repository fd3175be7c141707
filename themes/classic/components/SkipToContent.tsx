// "Skip to main content": the first tab stop, hidden until focused. It jumps to
// the page's first <main> when there is one, else to the layout's content wrapper.
import type { MouseEvent } from 'react';

export default function SkipToContent({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main:first-of-type');
    if (!main) return; // the href's own jump to the wrapper does the job
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView();
  };
  return (
    <div role="region" aria-label="Skip to main content">
      <a className="skipToContent" href={`#${targetId}`} onClick={skip}>
        Skip to main content
      </a>
    </div>
  );
}
