// The frame of the blog's pages: the recent-posts sidebar beside the page's
// main column, and a post's table of contents on the right on wide screens.
// Pages without a sidebar key (the archive) get the column alone.
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type { BlogPostMeta } from '@theme/BlogTypes';
import './Blog.css';

interface BlogLayoutProps {
  title?: string;
  description?: string;
  sidebarKey?: string;
  /** The post being read, so an unlisted one still shows in the sidebar. */
  currentPost?: BlogPostMeta;
  /** A post's table of contents, shown beside it on wide screens. */
  toc?: ReactNode;
  children?: ReactNode;
}

export default function BlogLayout({ title, description, sidebarKey, currentPost, toc, children }: BlogLayoutProps) {
  return (
    <Layout title={title} description={description} wrapperClassName="blog-wrapper">
      <div className="container margin-vert--lg blog-container">
        <div className="row">
          {sidebarKey && (
            <aside className="col blog-container__sidebar">
              <BlogSidebar sidebarKey={sidebarKey} currentPost={currentPost} />
            </aside>
          )}
          <main className={toc ? 'col blog-container__main blog-container__main--with-toc' : 'col blog-container__main'}>{children}</main>
          {toc && <div className="col blog-container__toc">{toc}</div>}
        </div>
      </div>
    </Layout>
  );
}
