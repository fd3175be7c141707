// /blog/archive: every listed post, newest first, under its year.
import { Link } from '@folio/client';
import Layout from '@theme/Layout';
import './Blog.css';

interface ArchivePost {
  title: string;
  permalink: string;
  date: string;
  formattedDate: string;
}

interface BlogArchivePageProps {
  data: { title: string; description: string; years: Array<{ year: string; posts: ArchivePost[] }> };
}

export default function BlogArchivePage({ data }: BlogArchivePageProps) {
  return (
    <Layout title={data.title} description={data.description}>
      <header className="hero blog-archive__hero">
        <div className="container">
          <h1 className="hero__title">{data.title}</h1>
          <p className="hero__subtitle">{data.description}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row blog-archive">
          {data.years.map(({ year, posts }) => (
            <section key={year} className="col blog-archive__year">
              <h2 id={`year-${year}`}>{year}</h2>
              <ul className="clean-list">
                {posts.map((p) => (
                  <li key={p.permalink} className="blog-archive__post">
                    <Link to={p.permalink}>
                      <time dateTime={p.date}>{p.formattedDate}</time> – {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
