// The article column of a doc page (breadcrumbs, the article, its footer,
// previous/next) and, beside it on wide screens, the table of contents. On
// narrow screens the TOC is a collapsible list above the article instead; both
// are rendered and CSS shows the one that fits, so nothing shifts on hydration.
//
// What a reader only looks at until they act on the page (breadcrumbs,
// previous/next, the edit link, copy buttons, "Copy page") keeps its served HTML until
// their first interaction, and what only some docs show (the unlisted
// banner, a category's generated index) loads on those docs only: neither
// is part of a doc's first load.
import { useMemo, useRef, type ComponentType } from 'react';
import { Content, lazyComponent } from '@folio/client';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { classNames } from '../lib/classNames';
import { useCodeCopyButtons } from '../lib/codeCopyButtons';
import type { DocRouteData } from '../lib/docsRouteData';
import { findCategoryByHref, isVisibleSidebarItem, type DocsSidebarItem } from '../lib/docsSidebar';

const Admonition = lazyComponent(() => import('@theme/Admonition'));
const CopyPage = lazyComponent(() => import('@theme/CopyPage'), { hydrate: 'interaction' });
const DocBreadcrumbs = lazyComponent(() => import('@theme/DocBreadcrumbs'), { hydrate: 'interaction' });
const DocItemFooter = lazyComponent(() => import('@theme/DocItemFooter'), { hydrate: 'interaction' });
const DocItemGeneratedIndex = lazyComponent(() => import('@theme/DocItemGeneratedIndex'));
const DocPaginator = lazyComponent(() => import('@theme/DocPaginator'), { hydrate: 'interaction' });

/** The items a category's generated index lists: those of its sidebar entry that have a page. */
function generatedIndexItems(data: DocRouteData, sidebar: DocsSidebarItem[] = []): DocsSidebarItem[] {
  const items = findCategoryByHref(sidebar, data.permalink)?.items ?? [];
  return items.filter((item) => item.href && isVisibleSidebarItem(item, data.permalink));
}

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
  const article = useRef<HTMLDivElement>(null);
  useCodeCopyButtons(article, MDXContent ?? content);
  return (
    <div ref={article} className="theme-doc-markdown markdown">
      {title}
      {MDXContent ? <MDXContent /> : <Content html={content} />}
    </div>
  );
}

export default function DocItem(props: DocItemProps) {
  const { data, sidebar } = props;
  const showTOC = !data.hideTOC && data.toc.length > 0;
  // Memoised: the index keeps its served HTML until its code is here.
  const indexItems = useMemo(() => (data.generatedIndex ? generatedIndexItems(data, sidebar) : []), [data, sidebar]);
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
          {!data.generatedIndex && <CopyPage />}
          {data.generatedIndex ? <DocItemGeneratedIndex data={data} items={indexItems} /> : <Article {...props} />}
          <DocItemFooter
            editUrl={data.editUrl}
            lastUpdatedAt={data.lastUpdatedAt}
            formattedLastUpdatedAt={data.formattedLastUpdatedAt}
            lastUpdatedBy={data.lastUpdatedBy}
          />
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
