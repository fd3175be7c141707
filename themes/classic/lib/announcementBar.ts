// Whether the announcement bar shows. Closing it is remembered in local
// storage ('docusaurus.announcement.dismiss', keyed to the bar's id in
// 'docusaurus.announcement.id'); a bar with a new id shows again. The
// server renders the bar; DocumentHead's inline script and CSS hide it
// before first paint when it was dismissed, and this state removes it after
// hydration.
import { useCallback, useEffect, useState } from 'react';
import { createStorageSlot } from '@folio/client';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from './inlineScripts';
import type { AnnouncementBarConfig } from './themeConfig';

const dismissStorage = createStorageSlot(ANNOUNCEMENT_DISMISS_KEY);
const idStorage = createStorageSlot(ANNOUNCEMENT_ID_KEY);

export function useAnnouncementBarState({ id, isCloseable = true }: AnnouncementBarConfig): { isActive: boolean; close: () => void } {
  // As the server rendered it; the effect reads the visitor's choice.
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (idStorage.get() !== id) {
      // A new announcement: whatever was closed before was another one.
      idStorage.set(id);
      dismissStorage.set('false');
      setDismissed(false);
      return;
    }
    setDismissed(isCloseable && dismissStorage.get() === 'true');
  }, [id, isCloseable]);

  const close = useCallback(() => {
    dismissStorage.set('true');
    setDismissed(true);
  }, []);

  return { isActive: !dismissed, close };
}
