// A callout box in MDX: <Admonition type="tip" title="…">…</Admonition>, and
// what `:::tip` becomes in an .mdx file. The markup, default titles and icons
// are those core/markdown gives `:::tip` in Markdown, so both look the same and
// share Admonition.css.
import type { ReactNode } from 'react';
import { classNames } from '../lib/classNames';
import './Admonition.css';

// 16×16 icons drawn in the text colour; the holes come from the even-odd rule.
const ICONS = {
  note: 'M3 1h7l3 3v11H3zM5 7h6v1H5zm0 3h6v1H5z',
  tip: 'M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9zM6 13h4v2H6z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM7 7h2v5H7z',
  warning: 'M8 1l7 14H1zM7 6h2v4H7zm0 5h2v2H7z',
  danger: 'M5 1h6l4 4v6l-4 4H5l-4-4V5zM7 4h2v5H7zm0 6h2v2H7z',
};

const KINDS: Record<string, { alert: string; title: string; icon: string }> = {
  note: { alert: 'secondary', title: 'Note', icon: ICONS.note },
  tip: { alert: 'success', title: 'Tip', icon: ICONS.tip },
  info: { alert: 'info', title: 'Info', icon: ICONS.info },
  warning: { alert: 'warning', title: 'Warning', icon: ICONS.warning },
  danger: { alert: 'danger', title: 'Danger', icon: ICONS.danger },
  caution: { alert: 'warning', title: 'Caution', icon: ICONS.warning },
};

interface AdmonitionProps {
  type?: string;
  /** The heading; the kind's name when absent. */
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps) {
  const kind = Object.hasOwn(KINDS, type) ? KINDS[type] : KINDS.note;
  return (
    <div className={classNames('theme-admonition', `theme-admonition-${type}`, 'admonition', 'alert', `alert--${kind.alert}`, className)}>
      <div className="admonition-heading">
        <span className="admonition-icon">
          {icon ?? (
            <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
              <path fillRule="evenodd" d={kind.icon} />
            </svg>
          )}
        </span>
        {title ?? kind.title}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
