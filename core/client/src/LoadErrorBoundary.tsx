// What a lazily loaded part shows when its code did not arrive (a new
// deploy removed old chunks, the network dropped): a small error box with a
// Retry button instead of a crashed page. A crash of the loaded component
// itself goes on to the page's boundaries.
import { Component, type ReactNode } from 'react';
import { translate } from './translate';

/** The code of a lazy component did not arrive (as opposed to a component that crashed). */
export class LoadFailure extends Error {}

export class LoadErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
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
