// @theme/hooks/useColorMode: this theme's colour mode in the shape of
// Docusaurus's useColorMode (@docusaurus/theme-common, which folio's runtime
// serves from here): colorMode, colorModeChoice (the mode the visitor
// saved, null when none), setColorMode(mode | null), and the older
// isDarkTheme / setLightTheme / setDarkTheme that Docusaurus still answers
// and many sites' components read.
import { useMemo, useSyncExternalStore } from 'react';
import { createStorageSlot } from '@folio/client';
import { useColorMode as useThemeColorMode } from '../../lib/colorMode';
import { COLOR_MODE_STORAGE_KEY } from '../../lib/inlineScripts';
import type { ColorMode } from '../../lib/themeConfig';

export interface DocusaurusColorMode {
  colorMode: ColorMode;
  colorModeChoice: ColorMode | null;
  setColorMode: (mode: ColorMode | null) => void;
  readonly isDarkTheme: boolean;
  setLightTheme: () => void;
  setDarkTheme: () => void;
}

const storage = createStorageSlot(COLOR_MODE_STORAGE_KEY);
const subscribe = (onChange: () => void) => storage.listen(onChange);

/** The saved choice (the theme's own state says 'light' for the default too). */
function useSavedChoice(): ColorMode | null {
  const saved = useSyncExternalStore(subscribe, storage.get, () => null);
  return saved === 'light' || saved === 'dark' ? saved : null;
}

export default function useColorMode(): DocusaurusColorMode {
  const { colorMode, setColorMode } = useThemeColorMode();
  const colorModeChoice = useSavedChoice();
  return useMemo(
    () => ({
      colorMode,
      colorModeChoice,
      setColorMode: (mode: ColorMode | null) => setColorMode(mode),
      isDarkTheme: colorMode === 'dark',
      setLightTheme: () => setColorMode('light'),
      setDarkTheme: () => setColorMode('dark'),
    }),
    [colorMode, colorModeChoice, setColorMode],
  );
}
