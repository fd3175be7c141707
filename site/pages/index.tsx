// The home page: the tagline, a way in, what sets Lexical apart, and where
// to go next.
import Layout from '@theme/Layout';
import { Link, useBaseUrl, useSiteConfig } from '@folio/client';
import './_styles/home.css';

interface Feature {
  title: string;
  icon: string;
  text: string;
}

const features: Feature[] = [
  {
    title: 'Reliable',
    icon: '/img/home/reliable.svg',
    text:
      'The editor state is an immutable snapshot, changed only inside updates. Every change goes through the same path, so the DOM never drifts away from what your code believes is on the page.',
  },
  {
    title: 'Accessible',
    icon: '/img/home/accessible.svg',
    text:
      'Lexical builds on the browser’s own contentEditable, keyboard handling and selection, so screen readers, input methods and zoom work the way people expect them to.',
  },
  {
    title: 'Fast',
    icon: '/img/home/fast.svg',
    text:
      'A small core with no dependencies, and plugins you load only when you need them. Updates are batched and reconciled in one pass, so typing stays quick in long documents.',
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  const icon = useBaseUrl(feature.icon);
  return (
    <div className="col home-feature">
      <img className="home-feature__icon" src={icon} alt="" width={56} height={56} />
      <h2 className="home-feature__title">{feature.title}</h2>
      <p>{feature.text}</p>
    </div>
  );
}

export default function Home() {
  const { title, tagline } = useSiteConfig();
  return (
    <Layout description={tagline}>
      <header className="hero home-hero">
        <div className="container">
          <h1 className="hero__title">{title}</h1>
          <p className="hero__subtitle">{tagline}</p>
          <div className="home-hero__buttons">
            <Link className="button button--primary button--lg" to="/docs/intro">
              Get Started
            </Link>
            <Link className="button button--secondary button--lg" href="https://playground.lexical.dev/">
              Visit Playground
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className="container home-features" aria-label="Features">
          <div className="row">
            {features.map((f) => (
              <FeatureCard key={f.title} feature={f} />
            ))}
          </div>
        </section>
        <section className="container home-next" aria-labelledby="home-next-title">
          <h2 id="home-next-title">What’s next?</h2>
          <div className="row">
            <Link className="col home-next__card" to="/community/">
              <h3>Community</h3>
              <p>Meet the people behind Lexical, ask questions and learn how to contribute.</p>
            </Link>
            <Link className="col home-next__card" to="/gallery">
              <h3>Gallery</h3>
              <p>Editors built with Lexical, from a chat box to a collaborative document.</p>
            </Link>
            <Link className="col home-next__card" to="/blog">
              <h3>Blog</h3>
              <p>Releases, design notes and stories from the team.</p>
            </Link>
          </div>
          <p className="home-next__more">
            Writing a page without React? See the <Link to="/markdown-page">Markdown page</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
