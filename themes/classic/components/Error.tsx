// What the runtime's error boundary shows when a page throws while rendering in
// the browser: the error and its causes, and a way to render the page again.
import { errorChainMessage } from '../lib/errorChain';

interface ErrorProps {
  error: Error;
  tryAgain: () => void;
}

// Named ErrorPage so the global Error stays usable in this module.
export default function ErrorPage({ error, tryAgain }: ErrorProps) {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">This page crashed.</h1>
          <div className="margin-vert--lg">
            <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
              Try again
            </button>
          </div>
          <p style={{ whiteSpace: 'pre-wrap' }}>{errorChainMessage(error)}</p>
        </div>
      </div>
    </main>
  );
}
