// "Skip to main content": the first tab stop, hidden until focused. It jumps to
// the page's first <main> when there is one, else to the layout's content
// wrapper (the fixed fallback target). After a client-side navigation by link,
// focus returns to just before it, so the next Tab starts at the top of the new
// page as after a full page load.
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { onRouteDidUpdate, translate } from '@folio/client';

export default function SkipToContent({ targetId }: { targetId: string }) {
  const container = useRef<HTMLDivElement>(null);

  // A layout effect: registered before the runtime announces the navigation
  // that mounted this page.
  useLayoutEffect(
    () =>
      onRouteDidUpdate(({ action, location }) => {
        // Without scrolling: the router has put the page where it belongs
        // (a change of only the query string stays where it was).
        if (action === 'push' && !location.hash) container.current?.focus({ preventScroll: true });
      }),
    [],
  );

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main:first-of-type');
    if (!main) return; // the href's own jump to the wrapper does the job
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView();
  };
  const label = translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' });
  return (
    <div ref={container} role="region" aria-label={label} tabIndex={-1} className="skipToContent__container">
      <a className="skipToContent" href={`#${targetId}`} onClick={skip}>
        {label}
      </a>
    </div>
  );
}
