// The page of a doc: the sidebar on the left (when the doc is in one), the
// article in the middle, its table of contents on the right. The sidebar comes
// from shared data, loaded once for all the docs that use it.
import { useMemo, useState, type ComponentType } from 'react';
import { useLocation, useSharedData } from '@folio/client';
import DocItem from '@theme/DocItem';
import DocSidebar from '@theme/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebarMobile';
import Layout from '@theme/Layout';
import { classNames } from '../lib/classNames';
import { sidebarDataKey, type DocRouteData } from '../lib/docsRouteData';
import type { DocsSidebarItem } from '../lib/docsSidebar';
import { recallSidebarHidden, rememberSidebarHidden } from '../lib/docsSidebarMemory';
import { NavbarSecondaryMenuFiller } from '../lib/navbarSecondaryMenu';
import './DocPage.css';

interface DocPageProps {
  data: DocRouteData;
  /** The article's HTML, for a Markdown doc. */
  content?: string;
  /** The compiled article, for an MDX doc. */
  MDXContent?: ComponentType<{ components?: Record<string, unknown> }>;
}

export default function DocPage({ data, content, MDXContent }: DocPageProps) {
  const sidebar = useSharedData<DocsSidebarItem[]>(data.sidebar ? sidebarDataKey(data.sidebar) : '');
  const { pathname } = useLocation();
  const [sidebarHidden, setSidebarHidden] = useState(recallSidebarHidden);
  const onHiddenChange = (hidden: boolean) => {
    rememberSidebarHidden(hidden);
    setSidebarHidden(hidden);
  };
  const wide = !sidebar || sidebarHidden;
  // On narrow screens the sidebar lives in the navbar's mobile menu.
  const mobileMenu = useMemo(() => ({ items: sidebar ?? [], activePath: pathname }), [sidebar, pathname]);

  return (
    <Layout title={data.title} description={data.description} wrapperClassName="docsWrapper">
      {sidebar && <NavbarSecondaryMenuFiller component={DocSidebarMobile} props={mobileMenu} />}
      <div className="docsPage">
        {sidebar && <DocSidebar items={sidebar} activePath={pathname} hidden={sidebarHidden} onHiddenChange={onHiddenChange} />}
        <main className={classNames('docMainContainer', wide && 'docMainContainer--wide')}>
          <div className={classNames('container', 'docItemWrapper', sidebarHidden && 'docItemWrapper--wide')}>
            <DocItem data={data} content={content} MDXContent={MDXContent} sidebar={sidebar} />
          </div>
        </main>
      </div>
    </Layout>
  );
}
