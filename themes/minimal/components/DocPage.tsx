// A doc: breadcrumbs, the contents of the page, the article, previous/next,
// then the sidebar as a plain list. One column; on wide screens the CSS
// moves the sidebar into a left margin. The sidebar comes from shared data,
// loaded once for every doc that uses it.
import { Content, Head, useSharedData } from '@folio/client';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCategoryIndex from '@theme/DocCategoryIndex';
import DocSidebar from '@theme/DocSidebar';
import DocTOC from '@theme/DocTOC';
import Layout from '@theme/Layout';
import MarkdownLink from '@theme/MarkdownLink';
import MDXComponents from '@theme/MDXComponents';
import PageNav from '@theme/PageNav';
import type { DocRouteData, MDXContentType, DocSidebarItem as SidebarItem } from '@folio/client';

interface DocPageProps {
  data: DocRouteData;
  /** The article's HTML, for a Markdown doc. */
  content?: string;
  /** The compiled article, for an MDX doc. */
  MDXContent?: MDXContentType;
}

export default function DocPage({ data, content, MDXContent }: DocPageProps) {
  const sidebar = useSharedData<SidebarItem[]>(data.sidebar ? `docs-sidebar-${data.sidebar}` : '');
  // The search index files a doc's records under its docs version, as DocSearch expects.
  const searchMeta = { 'docsearch:version': data.version, 'docsearch:docusaurus_tag': `docs-${data.pluginId}-${data.version}` };
  return (
    <Layout title={data.title} description={data.description}>
      <Head meta={searchMeta} />
      <div className={sidebar ? 'mn-doc mn-doc--with-sidebar' : 'mn-doc'}>
        <main className="mn-main mn-doc__main">
          <DocBreadcrumbs breadcrumbs={data.breadcrumbs} />
          {data.unlisted && (
            <p className="mn-note" role="note">
              This page is unlisted. Search engines will not index it, and only visitors with a direct link can find it.
            </p>
          )}
          {!data.generatedIndex && <MarkdownLink />}
          {!data.hideTOC && <DocTOC toc={data.toc} />}
          <article className="mn-prose">
            {data.syntheticTitle && <h1>{data.title}</h1>}
            {data.generatedIndex ? (
              <DocCategoryIndex data={data} sidebar={sidebar ?? []} />
            ) : MDXContent ? (
              <MDXContent components={MDXComponents} />
            ) : (
              <Content html={content} />
            )}
          </article>
          {data.editUrl && (
            <p className="mn-edit">
              <a href={data.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            </p>
          )}
          <PageNav label="Docs pages" previous={data.previous} next={data.next} />
        </main>
        {sidebar && <DocSidebar items={sidebar} permalink={data.permalink} />}
      </div>
    </Layout>
  );
}
