// <Tabs> in MDX, the minimal way: every panel shows, one under the other,
// each under its label. Nothing to click, nothing hidden from print or
// from readers without JavaScript.
import { Children, isValidElement, type ReactNode } from 'react';

interface TabsProps {
  children?: ReactNode;
  /** Labels, when not taken from the TabItems' own. */
  values?: Array<{ value: string; label?: string }>;
}

interface TabItemLike {
  value?: string;
  label?: string;
}

export default function Tabs({ children, values }: TabsProps) {
  return (
    <div className="mn-tabs">
      {Children.toArray(children).map((child, i) => {
        if (!isValidElement<TabItemLike>(child)) return child;
        const { value, label } = child.props;
        const text = label ?? values?.find((v) => v.value === value)?.label ?? value;
        return (
          <section key={value ?? i} className="mn-tab" aria-label={text}>
            <p className="mn-tab__label">{text}</p>
            {child}
          </section>
        );
      })}
    </div>
  );
}
