// Components whose code loads only when a page renders them: a navbar item
// kind the site does not configure, a menu that opens on demand. The server
// loads every such component before it renders anything, so pages are
// rendered whole, synchronously. In the browser the served HTML stays in
// place while the code arrives; React hydrates it then (a Suspense boundary
// around each), and everything else on the page does not wait for it. Code
// that fails to load (a new deploy removed old chunks, the network dropped)
// becomes a small error box with a Retry button, not a crashed page.
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from './translate';

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

/** The code of a lazy component did not arrive (as opposed to a component that crashed). */
class LoadFailure extends Error {}

/**
 * Shows a Retry box when the code failed to load; passes any other error
 * (a crash of the loaded component) up to the page's boundaries.
 */
class LoadErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof LoadFailure) console.warn(error.message, error.cause);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof LoadFailure)) throw error;
    return (
      <div className="folio-loadError" role="alert">
        {translate({ id: 'theme.lazyComponent.loadError', message: 'This part of the page could not be loaded.' })}{' '}
        <button
          type="button"
          onClick={() => {
            this.props.onRetry();
            this.setState({ error: null });
          }}
        >
          {translate({ id: 'theme.lazyComponent.retry', message: 'Retry' })}
        </button>
      </div>
    );
  }
}

export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (err) => {
        loading = undefined; // a retry loads again
        throw new LoadFailure('folio: could not load a part of the page', { cause: err });
      },
    );
    return loading;
  };
  loaders.add(preload);
  // React.lazy remembers a failure: a retry needs a new one.
  const makeLazy = () => lazy(() => (loaded ? alreadyLoaded(loaded) : preload()) as Promise<Module<P>>);
  let Lazy = makeLazy();
  function LazyBoundary(props: P) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Lazy = makeLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadErrorBoundary onRetry={retry}>
        <Suspense fallback={null}>
          <Lazy {...(props as any)} />
        </Suspense>
      </LoadErrorBoundary>
    );
  }
  return Object.assign(LazyBoundary, { preload });
}

/** Loads the code of every lazy component; the server renderer awaits it once. */
export async function loadLazyComponents(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
