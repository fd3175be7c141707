// A redirect met during client-side navigation. Visitors arriving from
// outside get the static page the redirects plugin writes over this one;
// inside the app the router renders this component, which sends them on:
// an external target with a full load, an internal one with the router.
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
      <main className="container margin-vert--xl" data-folio-redirect="">
        <h1>This page has moved</h1>
        <p>
          You are being sent to its new address. If nothing happens, follow this link:{' '}
          <Link href={data.external ? data.to : undefined} to={data.external ? undefined : data.to} target="_self">
            {data.to}
          </Link>
        </p>
      </main>
    </Layout>
  );
}
