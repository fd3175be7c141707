import Layout from '@theme/Layout';
import { Link, useSiteConfig } from '@folio/client';

// The home page: a React component, server-rendered at build time.
export default function Home() {
  const { title, tagline } = useSiteConfig();
  return (
    <Layout description={tagline}>
      <main className="container margin-vert--xl">
        <h1>{title}</h1>
        <p>{tagline}</p>
        <Link className="button button--primary" to="/docs/intro">
          Read the docs
        </Link>
      </main>
    </Layout>
  );
}
