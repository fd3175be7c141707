// One panel of <Tabs>. Tabs decides which panel shows and passes `hidden` and the
// ids that tie the panel to its tab.
import { classNames } from '../lib/classNames';
import type { TabItemProps } from '../lib/docsTabs';

export default function TabItem({ hidden, className, id, children, ...rest }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={rest['aria-labelledby']} className={classNames('tabItem', className)} hidden={hidden}>
      {children}
    </div>
  );
}
