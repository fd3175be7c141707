// Used when the theme provides no ThemeProvider: the app as is. A theme's
// ThemeProvider wraps every route, stays mounted across navigation, and
// holds the theme's app-wide state (colour mode, menus) and browser-only
// start-up work (progress bar, analytics).
import type { ReactNode } from 'react';

export default function ThemeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
