// Where the current page lives in each locale, for the locale dropdown and
// the alternate-language links. Each locale is its own build: the default
// locale at the site's base URL, another at baseUrl + its path + "/".
import type { SiteConfig } from '@folio/client';

type I18nSiteConfig = Pick<SiteConfig, 'baseUrl' | 'i18n'>;

function localePath(config: I18nSiteConfig, locale: string): string {
  return config.i18n.localeConfigs[locale]?.path ?? locale;
}

/** The base URL of the default locale's build, whichever locale this build is. */
function siteBaseUrl(config: I18nSiteConfig): string {
  const { currentLocale, defaultLocale } = config.i18n;
  if (currentLocale === defaultLocale) return config.baseUrl;
  const suffix = `${localePath(config, currentLocale)}/`;
  return config.baseUrl.endsWith(suffix) ? config.baseUrl.slice(0, -suffix.length) : config.baseUrl;
}

export function localeBaseUrl(config: I18nSiteConfig, locale: string): string {
  const base = siteBaseUrl(config);
  return locale === config.i18n.defaultLocale ? base : `${base}${localePath(config, locale)}/`;
}

/** `pathname` (of the current locale's build) as the same page in `locale`. */
export function pathInLocale(config: I18nSiteConfig, pathname: string, locale: string): string {
  const current = localeBaseUrl(config, config.i18n.currentLocale);
  const rest = pathname.startsWith(current) ? pathname.slice(current.length) : pathname.replace(/^\//, '');
  return localeBaseUrl(config, locale) + rest;
}

export function htmlLang(config: I18nSiteConfig, locale: string): string {
  return config.i18n.localeConfigs[locale]?.htmlLang ?? locale;
}
