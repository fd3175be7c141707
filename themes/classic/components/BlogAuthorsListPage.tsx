// /blog/authors: the people who write the blog, with their number of posts.
import { Link } from '@folio/client';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import type { BlogAuthor as Author } from '@theme/BlogTypes';

interface BlogAuthorsListPageProps {
  data: { title: string; sidebarKey: string; authors: Array<Author & { count: number }> };
}

export default function BlogAuthorsListPage({ data }: BlogAuthorsListPageProps) {
  return (
    <BlogLayout title={data.title} sidebarKey={data.sidebarKey}>
      <h1>{data.title}</h1>
      <ul className="blog-authors clean-list">
        {data.authors.map((a) => (
          <li key={a.key ?? a.name} className="blog-authors__item">
            <BlogAuthor author={a} withSocials />
            <span className="blog-authors__count">
              {a.permalink ? (
                <Link to={a.permalink}>{a.count === 1 ? '1 post' : `${a.count} posts`}</Link>
              ) : a.count === 1 ? (
                '1 post'
              ) : (
                `${a.count} posts`
              )}
            </span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
