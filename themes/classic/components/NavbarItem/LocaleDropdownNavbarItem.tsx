// The locale switcher: a dropdown of every locale, each entry leading to
// the current page in that locale. Each locale is its own build, so the
// entries are plain links (pathname://) that load a new document rather
// than client-side navigation. dropdownItemsBefore/After add entries
// around the locales (a "Help us translate" link).
import { translate, useIsBrowser, useLocation, useSiteConfig } from '@folio/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { htmlLang, pathInLocale } from '../../lib/localeUrls';
import type { NavbarItemProps } from '../../lib/navbarItemProps';
import type { NavbarItemConfig } from '../../lib/themeConfig';

interface LocaleDropdownProps extends NavbarItemProps {
  dropdownItemsBefore?: NavbarItemConfig[];
  dropdownItemsAfter?: NavbarItemConfig[];
}

/** The query of the current URL with the item's queryString added. */
function withQueryString(search: string, queryString: string): string {
  const extra = queryString.replace(/^\?/, '');
  if (!extra) return search;
  return search ? `${search}&${extra}` : `?${extra}`;
}

export default function LocaleDropdownNavbarItem({
  mobile,
  label,
  queryString = '',
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  ...props
}: LocaleDropdownProps) {
  const site = useSiteConfig();
  const location = useLocation();
  // The server renders without query and hash; adding them only after
  // hydration keeps the first render identical to the served HTML.
  const { pathname, search, hash } = useIsBrowser() ? location : { ...location, search: '', hash: '' };
  const { locales, currentLocale, localeConfigs } = site.i18n;
  const localeItems: NavbarItemProps[] = locales.map((locale) => ({
    label: localeConfigs[locale]?.label ?? locale,
    href: `pathname://${pathInLocale(site, pathname, locale)}${withQueryString(search, queryString)}${hash}`,
    lang: htmlLang(site, locale),
    hrefLang: htmlLang(site, locale),
    isActive: locale === currentLocale,
  }));
  const dropdownLabel = mobile
    ? translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages' })
    : (label ?? localeConfigs[currentLocale]?.label ?? currentLocale);
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={dropdownLabel}
      items={[...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter]}
    />
  );
}
