// The table of contents on narrow screens: an "On this page" button above the
// article that opens the list. Following a link closes it again.
import { useState } from 'react';
import Collapsible from '@theme/Collapsible';
import TOCItems from '@theme/TOCItems';
import { classNames } from '../lib/classNames';
import type { TOCItem } from '../lib/docsTOC';
import './TOC.css';

export default function TOCCollapsible({ toc }: { toc: TOCItem[] }) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <div className={classNames('theme-doc-toc-mobile', 'tocCollapsible', !collapsed && 'tocCollapsible--expanded')}>
      <button
        type="button"
        className="clean-btn tocCollapsibleButton"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed((was) => !was)}
      >
        On this page
      </button>
      <Collapsible
        collapsed={collapsed}
        className="tocCollapsibleContent"
      >
        <div onClick={(event) => (event.target as Element).closest('a') && setCollapsed(true)}>
          <TOCItems toc={toc} className="table-of-contents" linkClassName="table-of-contents__link" />
        </div>
      </Collapsible>
    </div>
  );
}
