// One footer entry: a link, or raw config HTML (a badge, an image link).
import { Link } from '@folio/client';
import IconExternalLink, { showsExternalLinkIcon } from '@theme/Icon/ExternalLink';
import type { FooterLinkItemConfig } from '../lib/themeConfig';

export default function FooterLinkItem({ item }: { item: FooterLinkItemConfig }) {
  if (item.html !== undefined) {
    return <span className="footer__link-item" dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  return (
    <Link {...(item.to !== undefined ? { to: item.to } : { href: item.href })} className="footer__link-item" target={item.target} rel={item.rel}>
      {item.label}
      {showsExternalLinkIcon(item) && <IconExternalLink />}
    </Link>
  );
}
