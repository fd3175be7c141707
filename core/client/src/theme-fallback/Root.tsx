// Used when the site provides no Root: the app as is. Root wraps the whole
// app, stays mounted across navigation, and is the site's place for
// app-wide wrappers (analytics, providers of its own).
import type { ReactNode } from 'react';

export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
