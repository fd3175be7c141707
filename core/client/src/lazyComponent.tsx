// Components whose code loads only when a page renders them: a navbar item
// kind the site does not configure, a menu that opens on demand. The server
// loads every such component before it renders anything, so pages are
// rendered whole, synchronously. In the browser the served HTML stays in
// place while the code arrives; React hydrates it then (a Suspense boundary
// around each), and everything else on the page does not wait for it. Code
// that fails to load becomes a small error box with a Retry button
// (LoadErrorBoundary), not a crashed page.
//
// With { hydrate: 'interaction' } the code of a part the first load shows
// does not even load until the visitor first interacts with the page
// (interaction.ts, waitingParts.ts): its served HTML, links and text,
// works as it is meanwhile, and stays if the code cannot be loaded.
//
// With { hydrate: 'afterLoad' } it waits for the first interaction or the
// page's load event, whichever comes first: code the page does need (an
// MDX page's body, core/bundle's page wrapper), but not before the rest of
// the page is live. Rendered on a later page (client navigation), such a
// part's code comes with the page's: the router waits for it.
//
// Whatever a part waits for, a click or key on it meanwhile is not lost:
// heldEvents.ts keeps it and hands it over once the part has hydrated.
import { Suspense, lazy, memo, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { partWaits } from './heldEvents';
import { hasInteracted, onFirstInteraction } from './interaction';
import { LoadErrorBoundary, LoadFailure } from './LoadErrorBoundary';
import { codeWhenWanted, loadWithNextPage } from './waitingParts';

interface Module<P> {
  default: ComponentType<P>;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the code now (on hover, before a click that shows it). */
  preload: () => Promise<unknown>;
};

export interface LazyOptions {
  /**
   * 'interaction': keep the served HTML until the visitor first interacts with the page;
   * 'afterLoad': until the first interaction or the page's load event.
   */
  hydrate?: 'interaction' | 'afterLoad';
}

const loaders = new Set<() => Promise<unknown>>();

type FolioWindow = Window & { folio?: { ready?: boolean } };

// 'afterLoad' parts of the first page whose code is still on its way.
let firstPageParts = 0;

/**
 * True while the code of an 'afterLoad' part of the page the browser
 * loaded first is still arriving: a module that runs meanwhile belongs to
 * that page, which is hydrating, not to a page navigated to.
 */
export function firstPageCodeArriving(): boolean {
  return firstPageParts > 0;
}

/** Runs fn once the page's load event has fired (or now, a task later, when it has). */
function afterPageLoad(fn: () => void): void {
  if (document.readyState === 'complete') setTimeout(fn);
  else addEventListener('load', () => setTimeout(fn), { once: true });
}

/** Tells heldEvents that the part has hydrated: its layout effect runs when React commits the part. */
function Hydrated({ done }: { done: (() => void) | null }) {
  useLayoutEffect(() => done?.(), [done]);
  return null;
}

/**
 * A thenable React reads synchronously: React.lazy calls then() and, when
 * the callback runs at once, renders the component without suspending.
 */
function alreadyLoaded<P>(module: Module<P>): PromiseLike<Module<P>> {
  return {
    then(onFulfilled) {
      return Promise.resolve(onFulfilled ? onFulfilled(module) : module) as never;
    },
  } as PromiseLike<Module<P>>;
}

export function lazyComponent<P extends object>(load: () => Promise<Module<P>>, options?: LazyOptions): LazyComponent<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  // Whoever loads the code wants it: a part waiting to hydrate goes ahead too.
  let want!: () => void;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  // The browser remembers a module it failed to fetch for as long as the
  // document lives: importing the same URL again fails without a request.
  // A retry therefore asks for the module under a new URL.
  let failures = 0;
  let failedUrl: string | undefined;
  const preload = () => {
    want();
    loading ??= loadAgain<P>(load, failures, failedUrl).then(
      (module) => (loaded = module),
      (err) => {
        loading = undefined; // a retry loads again
        failures++;
        failedUrl ??= failedModuleUrl(err);
        throw new LoadFailure('folio: could not load a part of the page', { cause: err });
      },
    );
    return loading;
  };
  loaders.add(preload);
  const afterLoad = options?.hydrate === 'afterLoad';
  const waits = options?.hydrate === 'interaction' || afterLoad;
  const inBrowser = typeof window !== 'undefined';
  if (afterLoad && inBrowser) {
    if ((window as FolioWindow).folio?.ready) {
      // A page navigated to or preloaded: its code is the page's.
      loadWithNextPage(preload);
    } else {
      firstPageParts++;
      const arrived = () => void firstPageParts--;
      void wanted.then(preload).then(arrived, arrived);
    }
  }
  // Rendered before the first interaction (hydrating), a waiting part's
  // code waits for it; rendered later, it loads like any lazy part's.
  const start = () => {
    if (!waits || hasInteracted()) return preload();
    onFirstInteraction(want);
    if (afterLoad) afterPageLoad(want);
    return codeWhenWanted(wanted, preload, (err) => {
      console.warn((err as Error).message, (err as Error).cause);
      Lazy = makeLazy(); // the next render tries again
    });
  };
  // Code that arrives after the first interaction is the next page's.
  if (options?.hydrate === 'interaction' && hasInteracted()) loadWithNextPage(preload);
  // React.lazy remembers a failure: a retry needs a new one.
  const makeLazy = () => lazy(() => (loaded ? alreadyLoaded(loaded) : start()) as Promise<Module<P>>);
  let Lazy = makeLazy();
  // Memoised: a parent's re-render with the same props does not reach it.
  const LazyBoundary = memo(function LazyBoundary(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Until its code is here, the part keeps the props it was first rendered
    // with: new ones would make React drop its served HTML. They make the
    // code load at once, and go through when it has arrived.
    const [first, setFirst] = useState(props);
    const current = loaded ? props : first;
    // Rendered in the browser before its code: events on it are held until it hydrates.
    const [hydrated] = useState(() => (inBrowser && !loaded ? partWaits() : null));
    useEffect(() => () => hydrated?.(), [hydrated]);
    useEffect(() => {
      if (current === props) return;
      let mounted = true;
      const passOn = () => mounted && setFirst(props);
      preload().then(passOn, passOn);
      return () => {
        mounted = false;
      };
    }, [current, props]);
    // On the server the code is here, and the part renders whole. If it
    // throws, React would quietly leave the part to the browser; rendered
    // again as the fallback, outside the boundary, it fails the page with
    // its error instead (reported at its source, as any render error).
    return useMemo(
      () => (
        <LoadErrorBoundary
          onRetry={() => {
            Lazy = makeLazy();
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={inBrowser || !loaded ? null : <Lazy {...(current as any)} />}>
            <Lazy {...(current as any)} />
            <Hydrated done={hydrated} />
          </Suspense>
        </LoadErrorBoundary>
      ),
      [current, attempt],
    );
  });
  return Object.assign(LazyBoundary, { preload });
}

/** The URL a failed dynamic import names (Chromium and Firefox name it; Safari does not). */
function failedModuleUrl(err: unknown): string | undefined {
  const match = /(https?:\/\/\S+\.m?js)\b/.exec(String((err as Error)?.message ?? ''));
  return match?.[1];
}

/**
 * The code again after `failures` failed attempts. The first retry asks for
 * the module under a URL the browser has not failed on. When that failed
 * too (a chunk it imports may be the one remembered), or the browser names
 * no URL (Safari) and a plain retry failed, the page is loaded anew: the one
 * way left to make the browser fetch the code once more. On the server a
 * retry simply calls the loader again.
 */
function loadAgain<P>(load: () => Promise<Module<P>>, failures: number, url: string | undefined): Promise<Module<P>> {
  if (failures === 0 || typeof location === 'undefined' || (!url && failures === 1)) return load();
  if (url && failures === 1) {
    const next = new URL(url);
    next.searchParams.set('retry', '1');
    return import(next.href);
  }
  location.reload();
  return new Promise(() => {});
}

/**
 * Loads the code of every lazy component; the server renderer awaits it
 * once. Code that arrives may hold lazy components of its own (an MDX
 * page's body, with the theme's admonitions): they load too.
 */
export async function loadLazyComponents(): Promise<void> {
  const done = new Set<() => Promise<unknown>>();
  while (done.size < loaders.size) {
    const next = [...loaders].filter((load) => !done.has(load));
    next.forEach((load) => done.add(load));
    await Promise.all(next.map((load) => load()));
  }
}
