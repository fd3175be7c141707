// A redirect met during client-side navigation (a visitor arriving from
// outside gets the static page the redirects plugin writes instead): it
// sends the visitor on, and offers the link in case nothing happens. The
// data-folio-redirect attribute is the plugin's sign that the rendered page
// is this one, which it may overwrite, and not a real page at that path.
import { useEffect } from 'react';
import { Link, navigate, useBaseUrl } from '@folio/client';
import Layout from '@theme/Layout';

interface RedirectPageProps {
  data: { to: string; external: boolean };
}

export default function RedirectPage({ data }: RedirectPageProps) {
  const target = useBaseUrl(data.to);
  useEffect(() => {
    if (data.external) window.location.replace(data.to);
    else void navigate(target, { replace: true });
  }, [data.external, data.to, target]);
  return (
    <Layout title="Redirecting…">
      <main className="mn-main mn-redirect" data-folio-redirect="">
        <h1>This page has moved</h1>
        <p>
          It now lives at <Link {...(data.external ? { href: data.to, target: '_self' } : { to: data.to })}>{data.to}</Link>.
        </p>
      </main>
    </Layout>
  );
}
