// A standalone page written in Markdown (e.g. /markdown-page), with its
// table of contents beside it on wide screens. The article HTML is
// rendered at build time; <Content> lets the client hydrate it from the DOM
// instead of receiving it a second time. An .mdx page arrives compiled, as
// the MDXContent component, with the theme's MDX components already bound by
// the core (so pages without MDX never load them).
import { useRef, type ComponentType } from 'react';
import { Content } from '@folio/client';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import { useCodeCopyButtons } from '../lib/codeCopyButtons';
import type { TOCItem } from '../lib/docsTOC';
import './MarkdownPage.css';

interface MarkdownPageProps {
  data: { title?: string; description?: string; toc?: TOCItem[]; hideTOC?: boolean };
  content?: string;
  MDXContent?: ComponentType<{ components?: unknown }>;
}

export default function MarkdownPage({ data, content = '', MDXContent }: MarkdownPageProps) {
  // A table of contents on the right on wide screens, as Docusaurus's
  // Markdown pages have.
  const showTOC = !data.hideTOC && (data.toc?.length ?? 0) > 0;
  const article = useRef<HTMLDivElement>(null);
  useCodeCopyButtons(article, MDXContent ?? content);
  return (
    <Layout title={data.title} description={data.description}>
      <main className="container container--fluid margin-vert--lg">
        <div className="row">
          <div ref={article} className={showTOC ? 'col col--8 theme-markdown-page theme-markdown-page--with-toc markdown' : 'col col--8 col--offset-2 theme-markdown-page markdown'}>
            {MDXContent ? <MDXContent /> : <Content html={content} className="markdown" />}
          </div>
          {showTOC && (
            <div className="col theme-markdown-page__toc">
              <TOC toc={data.toc!} articleSelector=".theme-markdown-page" />
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
