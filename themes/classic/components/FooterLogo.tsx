// The footer's logo, linked when logo.href is set.
import { Link, useSiteConfig } from '@folio/client';
import Logo from '@theme/Logo';
import type { LogoConfig } from '../lib/themeConfig';

export default function FooterLogo({ logo }: { logo: LogoConfig }) {
  const { title } = useSiteConfig();
  const image = <Logo logo={logo} fallbackAlt={title} className="footer__logo" />;
  if (!logo.href) return <div className="margin-bottom--sm">{image}</div>;
  return (
    <div className="margin-bottom--sm">
      <Link href={logo.href} className="footer__logo-link">
        {image}
      </Link>
    </div>
  );
}
