// The crash page the runtime's error boundary shows (SPEC §2): 'This page
// crashed.', 'Try again', and the error's message with each of its causes.
// Inside the frame when the frame works; alone when the frame is what
// crashed.
import { ErrorBoundary, translate, type ErrorFallbackProps } from '@folio/client';
import Layout from '@theme/Layout';
import { errorMessages } from '../lib/errorChain';

function Crash({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <main className="mn-main mn-crash">
      <h1>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
      <p>
        <button type="button" className="mn-button" onClick={tryAgain}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
        </button>
      </p>
      <p className="mn-crash__message">{errorMessages(error).join('\n\nCause:\n')}</p>
    </main>
  );
}

// Named ErrorPage so the global Error stays usable in this module.
export default function ErrorPage(props: ErrorFallbackProps) {
  return (
    <ErrorBoundary fallback={() => <Crash {...props} />}>
      <Layout>
        <Crash {...props} />
      </Layout>
    </ErrorBoundary>
  );
}
