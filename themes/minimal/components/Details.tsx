// <details> for MDX: the browser's own, opening without animation. The
// summary is the `summary` prop or a <summary> child.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  children?: ReactNode;
}

function isSummary(node: ReactNode): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === 'summary';
}

export default function Details({ summary, open, children }: DetailsProps) {
  const all = Children.toArray(children);
  const summaryChild = all.find(isSummary);
  return (
    <details className="mn-details" open={open}>
      <summary>{summaryChild ? summaryChild.props.children : (summary ?? 'Details')}</summary>
      {all.filter((child) => child !== summaryChild)}
    </details>
  );
}
