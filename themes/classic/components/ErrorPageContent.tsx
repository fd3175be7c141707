// The crash page's content: 'This page crashed.', a 'Try again' button that
// renders the page again, and the error's message with each error it was
// caused by. Error wraps it in the Layout; the Layout shows it alone when a
// page's content crashes.
import { translate, type ErrorFallbackProps } from '@folio/client';
import { errorChainMessage } from '../lib/errorChain';

export default function ErrorPageContent({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
          <div className="margin-vert--lg">
            <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
              {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
            </button>
          </div>
          <p className="errorPage__message" style={{ whiteSpace: 'pre-wrap' }}>
            {errorChainMessage(error)}
          </p>
        </div>
      </div>
    </main>
  );
}
