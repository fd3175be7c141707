// Colour mode: light or dark, on html[data-theme], with the visitor's
// choice (light, dark, or system) on html[data-theme-choice] and in local
// storage under 'theme'. The inline script in DocumentHead applies it
// before first paint; this provider takes over after hydration: the toggle,
// system changes (when the choice is 'system', not while printing), and
// other tabs changing the choice.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStorageSlot } from '@folio/client';
import { COLOR_MODE_STORAGE_KEY } from './inlineScripts';
import { colorModeConfig, useThemeConfig, type ColorMode } from './themeConfig';

export type ColorModeChoice = ColorMode | 'system';

export interface ColorModeState {
  /** What the page shows. */
  colorMode: ColorMode;
  /** What the visitor chose; 'system' follows the operating system. */
  choice: ColorModeChoice;
  /** Saves a choice; 'system' (or null) clears it. */
  setColorMode: (choice: ColorModeChoice | null) => void;
}

const storage = createStorageSlot(COLOR_MODE_STORAGE_KEY);
const DARK_QUERY = '(prefers-color-scheme: dark)';

const ColorModeContext = createContext<ColorModeState>({
  colorMode: 'light',
  choice: 'light',
  setColorMode: () => {},
});

function systemMode(): ColorMode {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function isMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

function applyToDocument(colorMode: ColorMode, choice: ColorModeChoice): void {
  document.documentElement.setAttribute('data-theme', colorMode);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = colorModeConfig(useThemeConfig());
  // The server's view; the effect below reads what the inline script chose.
  const [state, setState] = useState<{ colorMode: ColorMode; choice: ColorModeChoice }>({
    colorMode: defaultMode,
    choice: respectPrefersColorScheme ? 'system' : defaultMode,
  });

  const show = useCallback((colorMode: ColorMode, choice: ColorModeChoice) => {
    applyToDocument(colorMode, choice);
    setState({ colorMode, choice });
  }, []);

  // With no stored choice: the system's mode when respected, else the default.
  const fallback = useCallback(() => {
    if (respectPrefersColorScheme) show(systemMode(), 'system');
    else show(defaultMode, defaultMode);
  }, [show, defaultMode, respectPrefersColorScheme]);

  useEffect(() => {
    if (disableSwitch) storage.del();
    const html = document.documentElement;
    const colorMode = html.getAttribute('data-theme');
    const choice = html.getAttribute('data-theme-choice');
    if (isMode(colorMode)) setState({ colorMode, choice: isMode(choice) || choice === 'system' ? choice : colorMode });
  }, [disableSwitch]);

  const setColorMode = useCallback(
    (choice: ColorModeChoice | null) => {
      if (isMode(choice)) {
        storage.set(choice);
        show(choice, choice);
      } else {
        storage.del();
        fallback();
      }
    },
    [show, fallback],
  );

  // Follow the operating system, unless the visitor chose a mode. Printing
  // can flip prefers-color-scheme for the print preview; that is no change.
  useEffect(() => {
    if (!respectPrefersColorScheme) return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      if (window.matchMedia('print').matches || isMode(storage.get())) return;
      show(systemMode(), 'system');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [respectPrefersColorScheme, show]);

  // Another tab changed the choice.
  useEffect(() => {
    if (disableSwitch) return;
    return storage.listen((value) => (isMode(value) ? show(value, value) : fallback()));
  }, [disableSwitch, show, fallback]);

  const value = useMemo(() => ({ ...state, setColorMode }), [state, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  return useContext(ColorModeContext);
}
