// Whether the announcement bar shows. Closing it is remembered in local
// storage ('docusaurus.announcement.dismiss', keyed to the bar's id in
// 'docusaurus.announcement.id'); a bar with a new id shows again. The
// server renders the bar; DocumentHead's inline script and CSS hide it
// before first paint when it was dismissed, and this state removes it after
// hydration.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStorageSlot } from '@folio/client';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from './inlineScripts';
import { useThemeConfig } from './themeConfig';

export interface AnnouncementBarState {
  isActive: boolean;
  close: () => void;
}

const dismissStorage = createStorageSlot(ANNOUNCEMENT_DISMISS_KEY);
const idStorage = createStorageSlot(ANNOUNCEMENT_ID_KEY);

const AnnouncementBarContext = createContext<AnnouncementBarState>({ isActive: false, close: () => {} });

export function AnnouncementBarProvider({ children }: { children: ReactNode }) {
  const { announcementBar } = useThemeConfig();
  const id = announcementBar?.id;
  const closeable = announcementBar?.isCloseable !== false;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!id) return;
    if (idStorage.get() !== id) {
      // A new announcement: whatever was closed before was another one.
      idStorage.set(id);
      dismissStorage.set('false');
      setDismissed(false);
      return;
    }
    setDismissed(closeable && dismissStorage.get() === 'true');
  }, [id, closeable]);

  const close = useCallback(() => {
    dismissStorage.set('true');
    setDismissed(true);
  }, []);

  const value = useMemo(() => ({ isActive: !!announcementBar && !dismissed, close }), [announcementBar, dismissed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarState {
  return useContext(AnnouncementBarContext);
}
