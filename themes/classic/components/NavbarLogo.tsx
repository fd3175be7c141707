// The navbar's brand: logo and site title, linking home unless logo.href says otherwise.
import { Link, useSiteConfig } from '@folio/client';
import Logo from '@theme/Logo';
import { useThemeConfig } from '../lib/themeConfig';
import { linkTarget } from '../lib/linkTarget';

export default function NavbarLogo() {
  const { title: siteTitle } = useSiteConfig();
  const { navbar = {} } = useThemeConfig();
  const { logo, title } = navbar;
  return (
    <Link {...linkTarget(logo?.href ?? '/')} className="navbar__brand">
      {logo && (
        <div className="navbar__logo">
          <Logo logo={logo} fallbackAlt={title ?? siteTitle} />
        </div>
      )}
      {title && <b className="navbar__title">{title}</b>}
    </Link>
  );
}
