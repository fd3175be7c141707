// /blog/authors: the people who write the blog, with their number of posts.
import { Link } from '@folio/client';
import Layout from '@theme/Layout';
import type { BlogAuthor } from '@folio/client';

interface BlogAuthorsListPageProps {
  data: { title: string; authors: Array<BlogAuthor & { count: number }> };
}

export default function BlogAuthorsListPage({ data }: BlogAuthorsListPageProps) {
  return (
    <Layout title={data.title}>
      <main className="mn-main mn-blog">
        <h1>{data.title}</h1>
        <ul className="mn-authors">
          {data.authors.map((author) => (
            <li key={author.key ?? author.name}>
              {author.permalink ? <Link to={author.permalink}>{author.name}</Link> : <strong>{author.name}</strong>}
              {author.title && `, ${author.title}`} ({author.count === 1 ? '1 post' : `${author.count} posts`})
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
