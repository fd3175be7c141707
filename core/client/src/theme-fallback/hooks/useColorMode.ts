// Used when the theme has no colour modes: @docusaurus/theme-common's
// useColorMode then answers light, and setting a mode does nothing.
const lightOnly = {
  colorMode: 'light' as const,
  colorModeChoice: null,
  setColorMode: (_mode: 'light' | 'dark' | null) => {},
  isDarkTheme: false,
  setLightTheme: () => {},
  setDarkTheme: () => {},
};

export default function useColorMode(): typeof lightOnly {
  return lightOnly;
}
