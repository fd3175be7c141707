// Code that matters only once the reader acts on the page (copy buttons
// shown on hover, the TOC following the scroll): it loads at the first
// interaction (the runtime's onFirstInteraction), so a page that is only
// looked at never downloads it. For use in an effect:
//
//   useEffect(() => afterInteraction(() => import('../lib/x'), (x) => x.start(el)), [el]);
import { onFirstInteraction } from '@folio/client';

/** Loads a module at the first interaction and starts it; returns what stops it (or cancels the wait). */
export function afterInteraction<M>(load: () => Promise<M>, start: (module: M) => (() => void) | void): () => void {
  let stop: (() => void) | void;
  let cancelled = false;
  onFirstInteraction(() => {
    load().then(
      (module) => {
        if (!cancelled) stop = start(module);
      },
      (err) => console.warn('folio: could not load a part of the page', err),
    );
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
