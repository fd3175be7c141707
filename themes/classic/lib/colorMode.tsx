// Colour mode: light or dark, on html[data-theme], with the visitor's
// choice (light, dark, or system) on html[data-theme-choice] and in local
// storage under 'theme'. The inline script in DocumentHead applies it
// before first paint; ColorModeController takes over after hydration:
// system changes (when the choice is 'system', not while printing), and
// other tabs changing the choice. The toggle calls setColorMode.
import { useCallback, useEffect, useMemo } from 'react';
import { createStorageSlot } from '@folio/client';
import { COLOR_MODE_STORAGE_KEY } from './inlineScripts';
import { createStore, useStore } from './store';
import { colorModeConfig, useThemeConfig, type ColorMode, type ColorModeConfig } from './themeConfig';

export type ColorModeChoice = ColorMode | 'system';

interface ColorModeValue {
  /** What the page shows. */
  colorMode: ColorMode;
  /** What the visitor chose; 'system' follows the operating system. */
  choice: ColorModeChoice;
}

export interface ColorModeState extends ColorModeValue {
  /** Saves a choice; 'system' (or null) clears it. */
  setColorMode: (choice: ColorModeChoice | null) => void;
}

const storage = createStorageSlot(COLOR_MODE_STORAGE_KEY);
const DARK_QUERY = '(prefers-color-scheme: dark)';
// null until the controller has read what the inline script applied.
const store = createStore<ColorModeValue | null>(null);

function systemMode(): ColorMode {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function isMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

function show(colorMode: ColorMode, choice: ColorModeChoice): void {
  document.documentElement.setAttribute('data-theme', colorMode);
  document.documentElement.setAttribute('data-theme-choice', choice);
  const current = store.get();
  if (current?.colorMode !== colorMode || current?.choice !== choice) store.set({ colorMode, choice });
}

/** With no stored choice: the system's mode when respected, else the default. */
function showFallback({ defaultMode, respectPrefersColorScheme }: ColorModeConfig): void {
  if (respectPrefersColorScheme) show(systemMode(), 'system');
  else show(defaultMode, defaultMode);
}

/** The site's colour mode settings; the same object while the site config is. */
function useColorModeConfig(): ColorModeConfig {
  const themeConfig = useThemeConfig();
  return useMemo(() => colorModeConfig(themeConfig), [themeConfig]);
}

export function useColorMode(): ColorModeState {
  const config = useColorModeConfig();
  // What the server rendered with: the configured default.
  const server = useMemo<ColorModeValue>(
    () => ({ colorMode: config.defaultMode, choice: config.respectPrefersColorScheme ? 'system' : config.defaultMode }),
    [config],
  );
  const value = useStore(store, server) ?? server;
  const setColorMode = useCallback(
    (choice: ColorModeChoice | null) => {
      if (isMode(choice)) {
        storage.set(choice);
        show(choice, choice);
      } else {
        storage.del();
        showFallback(config);
      }
    },
    [config],
  );
  return { ...value, setColorMode };
}

/** Renders nothing; mounted once by ThemeProvider. */
export function ColorModeController(): null {
  const config = useColorModeConfig();
  const { disableSwitch, respectPrefersColorScheme } = config;

  useEffect(() => {
    if (disableSwitch) storage.del();
    const html = document.documentElement;
    const colorMode = html.getAttribute('data-theme');
    const choice = html.getAttribute('data-theme-choice');
    if (isMode(colorMode)) store.set({ colorMode, choice: isMode(choice) || choice === 'system' ? choice : colorMode });
  }, [disableSwitch]);

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
  }, [respectPrefersColorScheme]);

  // Another tab changed the choice.
  useEffect(() => {
    if (config.disableSwitch) return;
    return storage.listen((value) => (isMode(value) ? show(value, value) : showFallback(config)));
  }, [config]);

  return null;
}
