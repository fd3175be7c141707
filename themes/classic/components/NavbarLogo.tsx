// The navbar's brand: logo and site title, linking home unless logo.href says otherwise.
import { Link, useSiteConfig } from '@folio/client';
import Logo from '@theme/Logo';
import { useThemeConfig } from '../lib/themeConfig';

export default function NavbarLogo() {
  const { title: siteTitle } = useSiteConfig();
  const { navbar = {} } = useThemeConfig();
  const { logo, title } = navbar;
  // Beside a title that says the same, the logo is decoration: an alt text
  // would make screen readers say the name twice.
  const decorative = !!title && (logo?.alt ?? title) === title;
  return (
    <Link href={logo?.href ?? '/'} className="navbar__brand">
      {logo && (
        <div className="navbar__logo">
          <Logo logo={decorative ? { ...logo, alt: '' } : logo} fallbackAlt={title ?? siteTitle} />
        </div>
      )}
      {title && <b className="navbar__title">{title}</b>}
    </Link>
  );
}
