// The posts of a list page, each with its excerpt. Excerpts arrive as HTML
// in the page's data: a list page shows several articles, so there is no
// single article to hydrate from the DOM.
import BlogPostItem from '@theme/BlogPostItem';
import type { BlogListItem } from '@theme/BlogTypes';

export default function BlogPostList({ posts }: { posts: BlogListItem[] }) {
  return (
    <>
      {posts.map((post) => (
        <BlogPostItem key={post.permalink} post={post} inList>
          <div className="markdown blog-post__excerpt" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
        </BlogPostItem>
      ))}
    </>
  );
}
