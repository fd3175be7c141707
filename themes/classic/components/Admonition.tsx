// A callout box: note, tip, info, warning, danger or caution. The markup and
// classes are those core/markdown gives `:::tip` blocks in Markdown, so one
// stylesheet (Admonition.css) serves both.
import type { ReactNode } from 'react';
import { classNames } from '../lib/classNames';
import './Admonition.css';

const ALERT_CLASS: Record<string, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'warning',
};

// 16×16 icons, one path each: an "i" in a circle, a light bulb, a warning
// triangle and a flame.
const ICON_PATH: Record<string, string> = {
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.9 11H7.1V7h1.8zm0-6.5H7.1V3.7h1.8z',
  tip: 'M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9zM6 13h4v1.2a.8.8 0 0 1-.8.8H6.8a.8.8 0 0 1-.8-.8z',
  warning: 'M8.9 1.5a1 1 0 0 0-1.8 0L.6 13.5A1 1 0 0 0 1.5 15h13a1 1 0 0 0 .9-1.5zM8.9 13H7.1v-1.8h1.8zm0-3.2H7.1V5.5h1.8z',
  danger: 'M8.5 1S12 4.5 12 9a4 4 0 0 1-8 0c0-1.6.7-3 1.5-4 .2 1.7 1 2.5 1.5 2.5C7 5 8.5 3 8.5 1z',
};
const ICON_OF: Record<string, string> = { note: 'info', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning' };

interface AdmonitionProps {
  type?: string;
  /** The heading; the type's name when absent. */
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps) {
  const known = Object.hasOwn(ALERT_CLASS, type) ? type : 'note';
  return (
    <div className={classNames('theme-admonition', `theme-admonition-${type}`, 'alert', `alert--${ALERT_CLASS[known]}`, className)}>
      <div className="admonitionHeading">
        <span className="admonitionIcon">
          {icon ?? (
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path fill="currentColor" d={ICON_PATH[ICON_OF[known]]} />
            </svg>
          )}
        </span>
        {title ?? type}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}
