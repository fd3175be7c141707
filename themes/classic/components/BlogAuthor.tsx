// One author of a post: picture (or initials), name linking to the author's
// page or site, and title.
import { Link, useBaseUrl } from '@folio/client';
import type { BlogAuthor as Author } from '@theme/BlogTypes';
import './Blog.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export default function BlogAuthor({ author, withSocials = false }: { author: Author; withSocials?: boolean }) {
  const image = useBaseUrl(author.imageURL ?? '');
  const href = author.permalink ?? author.url;
  const name = <span className="blog-author__name">{author.name}</span>;
  return (
    <div className="blog-author">
      {author.imageURL ? (
        <img className="blog-author__avatar" src={image} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="blog-author__avatar blog-author__avatar--initials" aria-hidden="true">
          {initials(author.name)}
        </span>
      )}
      <div className="blog-author__text">
        {href ? <Link to={href}>{name}</Link> : name}
        {author.title && <small className="blog-author__title">{author.title}</small>}
        {withSocials && author.socials && (
          <ul className="blog-author__socials clean-list">
            {Object.entries(author.socials).map(([network, url]) => (
              <li key={network}>
                <Link href={url}>{network}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
