// Catching render crashes in the browser. ErrorBoundary shows a fallback
// (by default the theme's Error page: 'This page crashed.') with a 'Try
// again' that clears the error, and titles the document 'Page Error'.
// ErrorCauseBoundary adds context to an error and passes it up.
import { Component, type ReactNode } from 'react';
import ErrorPage from '@theme/Error';

export const ERROR_DOCUMENT_TITLE = 'Page Error';

export interface ErrorFallbackProps {
  error: Error;
  tryAgain: () => void;
}

interface Props {
  children: ReactNode;
  /** What to show instead of children after a crash; the theme's Error page by default. */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
}
interface State {
  error: Error | null;
}

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: asError(thrown) };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  componentDidUpdate() {
    this.titleTheCrash();
  }

  componentDidMount() {
    this.titleTheCrash();
  }

  // After a client-side navigation the app titles the new route in a
  // layout effect, which runs after this boundary's lifecycle methods:
  // the crash's title is set once that commit is over, so it wins.
  private titleTheCrash() {
    if (!this.state.error) return;
    if (document.title !== ERROR_DOCUMENT_TITLE) this.titleBefore = document.title;
    document.title = ERROR_DOCUMENT_TITLE;
    queueMicrotask(() => {
      if (this.state.error) document.title = ERROR_DOCUMENT_TITLE;
    });
  }

  // The page's title from before the crash. 'Try again' puts it back: a
  // page whose <Head> survived the crash (inside a layout that caught it)
  // does not set it again; one that mounts afresh sets its own after this.
  private titleBefore: string | null = null;

  private tryAgain = () =>
    this.setState({ error: null }, () => {
      if (this.titleBefore !== null && document.title === ERROR_DOCUMENT_TITLE) document.title = this.titleBefore;
    });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const props = { error, tryAgain: this.tryAgain };
    return this.props.fallback ? this.props.fallback(props) : <ErrorPage {...props} />;
  }
}

interface CauseProps {
  children: ReactNode;
  /** Wraps the caught error in one that says where it happened (keep it as `cause`). */
  onError: (error: Error) => Error;
}

/**
 * Rethrows what its children throw, wrapped by onError, to the nearest
 * ErrorBoundary above: the crash page then names the part that failed (a
 * navbar item and its config) above the original message.
 */
export class ErrorCauseBoundary extends Component<CauseProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: asError(thrown) };
  }

  render() {
    if (this.state.error) throw this.props.onError(this.state.error);
    return this.props.children;
  }
}
