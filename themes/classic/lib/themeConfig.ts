// The parts of site.toml's [themeConfig] this theme reads, as the runtime hands them
// over (camelCase JSON). Declared here rather than imported from @folio/client because
// the shape of themeConfig belongs to the theme: another theme may read other keys.
import { useSiteConfig } from '@folio/client';

export type NavbarItemType =
  | 'default'
  | 'dropdown'
  | 'html'
  | 'doc'
  | 'docSidebar'
  | 'docsVersion'
  | 'docsVersionDropdown'
  | 'localeDropdown'
  | 'search';

export interface NavbarItemConfig {
  type?: NavbarItemType | (string & {});
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  className?: string;
  ariaLabel?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  items?: NavbarItemConfig[];
  /** Raw HTML of an `html` item. */
  value?: string;
  docId?: string;
  sidebarId?: string;
  /** localeDropdown: appended to each locale's link. */
  queryString?: string;
  target?: string;
  rel?: string;
}

export interface LogoConfig {
  alt?: string;
  src: string;
  srcDark?: string;
  href?: string;
  width?: string | number;
  height?: string | number;
}

export interface NavbarConfig {
  title?: string;
  hideOnScroll?: boolean;
  style?: 'dark' | 'primary';
  logo?: LogoConfig;
  items?: NavbarItemConfig[];
}

export interface FooterLinkItemConfig {
  label?: string;
  to?: string;
  href?: string;
  /** Raw HTML rendered in place of a link. */
  html?: string;
  target?: string;
  rel?: string;
}

export interface FooterLinkColumnConfig {
  title?: string;
  items: FooterLinkItemConfig[];
}

export interface FooterConfig {
  style?: 'light' | 'dark';
  copyright?: string;
  logo?: LogoConfig;
  /** Either all titled columns or all plain links (Docusaurus allows both forms). */
  links?: FooterLinkColumnConfig[] | FooterLinkItemConfig[];
}

export interface AnnouncementBarConfig {
  id: string;
  /** Config HTML: a sentence, a link. */
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable?: boolean;
}

export type ColorMode = 'light' | 'dark';

export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface SearchConfig {
  appId?: string;
  indexName?: string;
  /** Base URLs of the Algolia-compatible search API; none: the serving origin. */
  hosts?: string[];
}

export interface AnalyticsConfig {
  trackingID: string;
  anonymizeIP?: boolean;
}

export interface InternalDocsConfig {
  enabled?: boolean;
  internalHosts?: string[];
  staticDocsUrl?: string;
  checkUrl?: string;
}

export interface ClassicThemeConfig {
  navbar?: NavbarConfig;
  footer?: FooterConfig;
  announcementBar?: AnnouncementBarConfig;
  colorMode?: Partial<ColorModeConfig>;
  search?: SearchConfig;
  /** Social card image, relative to the base URL. */
  image?: string;
  analytics?: AnalyticsConfig;
  internalDocs?: InternalDocsConfig;
}

/** colorMode with the defaults of SPEC §4: light, switch enabled, system preference not respected. */
export function colorModeConfig(config: ClassicThemeConfig): ColorModeConfig {
  return {
    defaultMode: config.colorMode?.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: config.colorMode?.disableSwitch ?? false,
    respectPrefersColorScheme: config.colorMode?.respectPrefersColorScheme ?? false,
  };
}

/** The theme's slice of the site config, typed for this theme. */
export function useThemeConfig(): ClassicThemeConfig {
  const config = useSiteConfig() as { themeConfig?: unknown };
  return (config.themeConfig ?? {}) as ClassicThemeConfig;
}
