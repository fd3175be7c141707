// /blog/tags: every tag, with its number of posts.
import { Link } from '@folio/client';
import Layout from '@theme/Layout';

interface BlogTagsListPageProps {
  data: { title: string; tags: Array<{ label: string; permalink: string; count: number }> };
}

export default function BlogTagsListPage({ data }: BlogTagsListPageProps) {
  return (
    <Layout title={data.title}>
      <main className="mn-main mn-blog">
        <h1>{data.title}</h1>
        <ul className="mn-tags">
          {data.tags.map((tag) => (
            <li key={tag.permalink}>
              <Link to={tag.permalink} className="mn-tag">
                #{tag.label}
              </Link>{' '}
              ({tag.count})
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
