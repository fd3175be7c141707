import Layout from '@theme/Layout';
import { Link, useSiteConfig } from '@folio/client';

export default function Home() {
  const { title, tagline } = useSiteConfig();
  return (
    <Layout description={tagline}>
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">{title}</h1>
          <p className="hero__subtitle">{tagline}</p>
          <Link className="button button--primary button--lg" to="/docs/intro">
            Get Started
          </Link>{' '}
          <Link className="button button--secondary button--lg" to="/markdown-page">
            Markdown page
          </Link>
        </div>
      </header>
    </Layout>
  );
}
