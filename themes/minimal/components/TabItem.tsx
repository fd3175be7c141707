// One panel of <Tabs>; Tabs puts its label above it.
import type { ReactNode } from 'react';

export default function TabItem({ children }: { value: string; label?: string; default?: boolean; children?: ReactNode }) {
  return <div className="mn-tab__body">{children}</div>;
}
