// The article column of a doc page (breadcrumbs, the article, its footer,
// previous/next) and, beside it on wide screens, the table of contents. On
// narrow screens the TOC is a collapsible list above the article instead; both
// are rendered and CSS shows the one that fits, so nothing shifts on hydration.
import { useEffect, useRef, type ComponentType } from 'react';
import { Content } from '@folio/client';
import Admonition from '@theme/Admonition';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemFooter from '@theme/DocItemFooter';
import DocItemGeneratedIndex from '@theme/DocItemGeneratedIndex';
import DocPaginator from '@theme/DocPaginator';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { classNames } from '../lib/classNames';
import { addCopyButtons } from '../lib/docsCodeCopy';
import type { DocRouteData } from '../lib/docsRouteData';
import type { DocsSidebarItem } from '../lib/docsSidebar';

interface DocItemProps {
  data: DocRouteData;
  content?: string;
  MDXContent?: ComponentType<{ components?: Record<string, unknown> }>;
  sidebar?: DocsSidebarItem[];
}

function Article({ data, content, MDXContent }: DocItemProps) {
  const title = data.syntheticTitle ? (
    <header>
      <h1>{data.title}</h1>
    </header>
  ) : null;
  // Code blocks written in Markdown come as HTML: their copy buttons are added here.
  const article = useRef<HTMLDivElement>(null);
  useEffect(() => (article.current ? addCopyButtons(article.current) : undefined), [content]);
  return (
    <div ref={article} className="theme-doc-markdown markdown">
      {title}
      {MDXContent ? <MDXContent /> : <Content html={content} />}
    </div>
  );
}

export default function DocItem(props: DocItemProps) {
  const { data } = props;
  const showTOC = !data.hideTOC && data.toc.length > 0;
  return (
    <div className="row">
      <div className={classNames('col', showTOC && 'docItemCol')}>
        <article className="docItemContainer">
          <DocBreadcrumbs breadcrumbs={data.breadcrumbs} />
          {data.unlisted && (
            <Admonition type="caution" title="Unlisted page" className="theme-unlisted-banner">
              This page is unlisted. Search engines will not index it, and only users having a direct link can access it.
            </Admonition>
          )}
          {showTOC && <TOCCollapsible toc={data.toc} />}
          {data.generatedIndex ? <DocItemGeneratedIndex data={data} sidebar={props.sidebar ?? []} /> : <Article {...props} />}
          <DocItemFooter editUrl={data.editUrl} />
        </article>
        <DocPaginator previous={data.previous} next={data.next} />
      </div>
      {showTOC && (
        <div className="col col--3 docTOCCol">
          <TOC toc={data.toc} />
        </div>
      )}
    </div>
  );
}
