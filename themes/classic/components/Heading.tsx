// A heading with its anchor, as Docusaurus's @theme/Heading:
// <Heading as="h2" id="setup">Setup</Heading>. The markup is core/markdown's
// for a Markdown heading (class "anchor", a hash link after the text), so the
// theme's heading styles serve both. An h1, or a heading without an id, has no
// anchor.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { classNames } from '../lib/classNames';

type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  as: HeadingType;
  children?: ReactNode;
}

/** The heading's words, for the link's label. */
function text(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(text).join('');
  if (node && typeof node === 'object' && 'props' in node) return text((node.props as { children?: ReactNode }).children);
  return '';
}

export default function Heading({ as: As, id, className, children, ...props }: HeadingProps) {
  if (As === 'h1' || !id) {
    return (
      <As id={id} className={className} {...props}>
        {children}
      </As>
    );
  }
  const label = `Direct link to ${text(children)}`;
  return (
    <As id={id} className={classNames('anchor', className)} {...props}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        {'\u200b'}
      </a>
    </As>
  );
}
