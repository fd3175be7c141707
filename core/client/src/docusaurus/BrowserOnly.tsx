// @docusaurus/BrowserOnly: renders children() only in the browser, after
// hydration; the server and the first render show the fallback.
import type { ReactNode } from 'react';
import { useIsBrowser } from '../hooks';

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const browser = useIsBrowser();
  if (!browser || typeof children !== 'function') return <>{fallback ?? null}</>;
  return <>{children()}</>;
}
