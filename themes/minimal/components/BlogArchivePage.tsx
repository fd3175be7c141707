// /blog/archive: every listed post, newest first, under its year.
import { Link } from '@folio/client';
import Layout from '@theme/Layout';

interface BlogArchivePageProps {
  data: {
    title: string;
    description: string;
    years: Array<{ year: string; posts: Array<{ title: string; permalink: string; date: string; formattedDate: string }> }>;
  };
}

export default function BlogArchivePage({ data }: BlogArchivePageProps) {
  return (
    <Layout title={data.title} description={data.description}>
      <main className="mn-main mn-blog">
        <h1>{data.title}</h1>
        <p className="mn-lead">{data.description}</p>
        {data.years.map(({ year, posts }) => (
          <section key={year}>
            <h2 id={`year-${year}`}>{year}</h2>
            <ul className="mn-archive">
              {posts.map((post) => (
                <li key={post.permalink}>
                  <time dateTime={post.date}>{post.formattedDate}</time> <Link to={post.permalink}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
