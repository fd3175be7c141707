// The page for any path without a route (SPEC §2). The texts carry the
// translation ids every folio theme uses, so a site's translations apply.
import { translate } from '@folio/client';
import Layout from '@theme/Layout';

export default function NotFound() {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <Layout title={title}>
      <main className="mn-main mn-notfound">
        <h1>{title}</h1>
        <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
        <p>
          {translate({
            id: 'theme.NotFound.p2',
            message: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
          })}
        </p>
      </main>
    </Layout>
  );
}
