// A callout in MDX: <Admonition type="tip" title="…">, and what `:::tip`
// becomes in an .mdx file. It uses the class names core/markdown gives
// `:::tip` in Markdown, so one stylesheet rule serves both.
import type { ReactNode } from 'react';

const TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

interface AdmonitionProps {
  type?: string;
  /** The heading; the kind's name when absent. */
  title?: ReactNode;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const kind = Object.hasOwn(TITLES, type) ? type : 'note';
  return (
    <div className={`theme-admonition theme-admonition-${kind} admonition`}>
      <div className="admonition-heading">{title ?? TITLES[kind]}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
