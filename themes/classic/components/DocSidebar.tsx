// The docs sidebar on desktop: the sidebar's items in a sticky column, and with
// themeConfig.docs.sidebar.hideable a "Collapse sidebar" button that shrinks the
// column to a thin strip holding an "Expand sidebar" button. Below 997 px the
// column is not shown (DocSidebar.css).
import { useEffect, useRef } from 'react';
import DocSidebarItems from '@theme/DocSidebarItems';
import { classNames } from '../lib/classNames';
import type { DocsSidebarItem } from '../lib/docsSidebar';
import { rememberPath } from '../lib/docsSidebarMemory';
import { useDocsSidebarConfig } from '../lib/docsThemeConfig';
import './DocSidebar.css';

interface DocSidebarProps {
  items: DocsSidebarItem[];
  /** The current page's pathname, base URL included. */
  activePath: string;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}

function DoubleArrow({ flip }: { flip?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={classNames('docSidebarArrow', flip && 'docSidebarArrow--flip')}>
      <path fill="currentColor" d="M11.6 18.4 5.2 12l6.4-6.4L13 7l-5 5 5 5zm6 0L11.2 12l6.4-6.4L19 7l-5 5 5 5z" />
    </svg>
  );
}

export default function DocSidebar({ items, activePath, hidden, onHiddenChange }: DocSidebarProps) {
  const { hideable } = useDocsSidebarConfig();
  // After each page, for the categories of the next one to tell "just became active".
  useEffect(() => rememberPath(activePath), [activePath]);

  // A keyboard user who hides or shows the sidebar lands on the button that undoes it.
  const expandButton = useRef<HTMLButtonElement>(null);
  const collapseButton = useRef<HTMLButtonElement>(null);
  const toggledByReader = useRef(false);
  useEffect(() => {
    if (toggledByReader.current) (hidden ? expandButton : collapseButton).current?.focus();
  }, [hidden]);
  const setHidden = (value: boolean) => {
    toggledByReader.current = true;
    onHiddenChange(value);
  };

  return (
    <aside className={classNames('theme-doc-sidebar-container', 'docSidebarContainer', hidden && 'docSidebarContainer--hidden')}>
      <div className="docSidebarViewport">
        <nav aria-label="Docs sidebar" className="menu thin-scrollbar docSidebarMenu">
          <ul className="theme-doc-sidebar-menu menu__list">
            <DocSidebarItems items={items} activePath={activePath} />
          </ul>
        </nav>
        {hideable && (
          <button
            type="button"
            title="Collapse sidebar"
            aria-label="Collapse sidebar"
            className="clean-btn docSidebarCollapseButton"
            ref={collapseButton}
            onClick={() => setHidden(true)}
          >
            <DoubleArrow />
          </button>
        )}
      </div>
      {hidden && (
        <button
          type="button"
          title="Expand sidebar"
          aria-label="Expand sidebar"
          className="clean-btn docSidebarExpandButton"
          ref={expandButton}
          onClick={() => setHidden(false)}
        >
          <DoubleArrow flip />
        </button>
      )}
    </aside>
  );
}
