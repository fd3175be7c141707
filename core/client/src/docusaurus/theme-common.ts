// @docusaurus/theme-common: the two hooks of it that Docusaurus documents as
// stable for sites (useColorMode) or that swizzled components read most
// (useThemeConfig). The rest of theme-common is the classic theme's inner
// code, which folio's themes do not share; importing another name fails the
// build at the import (core/bundle/docusaurus.go says what to use).
//
// The colour mode belongs to the theme, so it comes from the theme's
// @theme/hooks/useColorMode (the core's fallback, for a theme without colour
// modes, is always light).
import { useSiteConfig } from '../hooks';

export { default as useColorMode } from '@theme/hooks/useColorMode';

/** The site's themeConfig ([themeConfig] of site.toml), as Docusaurus's. */
export function useThemeConfig(): Record<string, unknown> {
  const config = useSiteConfig() as { themeConfig?: Record<string, unknown> };
  return config.themeConfig ?? {};
}
