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

export interface ClassicThemeConfig {
  navbar?: NavbarConfig;
  footer?: FooterConfig;
}

/** The theme's slice of the site config, typed for this theme. */
export function useThemeConfig(): ClassicThemeConfig {
  const config = useSiteConfig() as { themeConfig?: unknown };
  return (config.themeConfig ?? {}) as ClassicThemeConfig;
}
