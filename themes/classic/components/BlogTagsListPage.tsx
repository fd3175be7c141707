// /blog/tags: every tag with its number of posts, grouped by first letter.
import { Link } from '@folio/client';
import BlogLayout from '@theme/BlogLayout';
import type { BlogTagWithCount } from '@theme/BlogTypes';

interface BlogTagsListPageProps {
  data: { title: string; sidebarKey: string; tags: BlogTagWithCount[] };
}

function byLetter(tags: BlogTagWithCount[]): Array<[string, BlogTagWithCount[]]> {
  const groups = new Map<string, BlogTagWithCount[]>();
  for (const t of tags) {
    const letter = t.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export default function BlogTagsListPage({ data }: BlogTagsListPageProps) {
  return (
    <BlogLayout title={data.title} sidebarKey={data.sidebarKey}>
      <h1>{data.title}</h1>
      <section className="blog-tags-index">
        {byLetter(data.tags).map(([letter, tags]) => (
          <article key={letter} className="blog-tags-index__group">
            <h2 id={`letter-${letter.toLowerCase()}`}>{letter}</h2>
            <ul className="blog-tags__list clean-list">
              {tags.map((t) => (
                <li key={t.permalink}>
                  <Link to={t.permalink} className="blog-tag">
                    {t.label}
                    <span className="blog-tag__count">{t.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
    </BlogLayout>
  );
}
