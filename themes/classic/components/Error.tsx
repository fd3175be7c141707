// What the runtime's error boundary shows when a page throws in the browser
// outside its content (the page component itself, the navbar): the crash
// page inside the Layout. If the Layout crashes as well (a broken navbar
// item crashes every render), the crash page shows alone.
import { ErrorBoundary, type ErrorFallbackProps } from '@folio/client';
import Layout from '@theme/Layout';
import { ErrorPageContent } from '../lib/errorPageContent';

// Named ErrorPage so the global Error stays usable in this module.
export default function ErrorPage({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
      <Layout>
        <ErrorPageContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}
