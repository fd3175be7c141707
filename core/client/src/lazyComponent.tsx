// Components whose code loads only when a page renders them: a navbar item
// kind the site does not configure, a menu that opens on demand. The server
// loads every such component before it renders anything, so pages are
// rendered whole, synchronously. In the browser the served HTML stays in
// place while the code arrives; React hydrates it then (a Suspense boundary
// around each), and everything else on the page does not wait for it.
import { Suspense, lazy, type ComponentType } from 'react';

interface Module<P> {
  default: ComponentType<P>;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the code now (on hover, before a click that shows it). */
  preload: () => Promise<unknown>;
};

const loaders = new Set<() => Promise<unknown>>();

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

export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (err) => {
        loading = undefined; // a later render may try again
        throw err;
      },
    );
    return loading;
  };
  loaders.add(preload);
  const Lazy = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()) as Promise<Module<P>>);
  function LazyBoundary(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as any)} />
      </Suspense>
    );
  }
  return Object.assign(LazyBoundary, { preload });
}

/** Loads the code of every lazy component; the server renderer awaits it once. */
export async function loadLazyComponents(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
