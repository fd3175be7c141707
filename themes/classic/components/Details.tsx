// <details> for MDX, whose body opens and closes with the same animation as
// sidebar categories. The summary is the `summary` prop or a <summary> child.
// Before hydration the browser's own <details> behaviour works unchanged.
import { Children, isValidElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Collapsible from '@theme/Collapsible';
import { classNames } from '../lib/classNames';
import './Details.css';

interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

function isSummary(node: ReactNode): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === 'summary';
}

export default function Details({ summary, open: initiallyOpen = false, className, children }: DetailsProps) {
  const all = Children.toArray(children);
  const summaryChild = all.find(isSummary);
  const body = all.filter((child) => child !== summaryChild);
  // `open` is the element's attribute; `collapsed` drives the animation. Closing
  // animates first and drops the attribute after, or the body would vanish at once.
  const [open, setOpen] = useState(initiallyOpen);
  const [collapsed, setCollapsed] = useState(!initiallyOpen);

  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    if (collapsed) {
      setOpen(true);
      setCollapsed(false);
    } else {
      setCollapsed(true);
    }
  };

  return (
    <details className={classNames('details', 'alert', 'alert--info', className)} data-collapsed={collapsed} open={open}>
      <summary onClick={onSummaryClick}>{summaryChild ? summaryChild.props.children : summary ?? 'Details'}</summary>
      <Collapsible collapsed={collapsed} noServerStyle onCollapseEnd={(closed) => closed && setOpen(false)}>
        <div className="detailsContent">{body}</div>
      </Collapsible>
    </details>
  );
}
