// One short block at the bottom: each footer column of site.toml as a line
// of links, then the copyright. The copyright is the site's own HTML.
import { Link, isExternal, useSiteConfig } from '@folio/client';

interface FooterItem {
  label?: string;
  to?: string;
  href?: string;
}

interface FooterColumn {
  title?: string;
  items?: FooterItem[];
}

function FooterLink({ item }: { item: FooterItem }) {
  const url = item.to ?? item.href;
  if (!url) return null;
  return <Link {...(isExternal(url) ? { href: url } : { to: url })}>{item.label ?? url}</Link>;
}

export default function Footer() {
  const footer = useSiteConfig().themeConfig.footer as { links?: Array<FooterColumn | FooterItem>; copyright?: string } | undefined;
  if (!footer) return null;
  // A footer is either titled columns of links or one row of plain links.
  const columns: FooterColumn[] = (footer.links ?? []).some((l) => 'items' in l)
    ? (footer.links as FooterColumn[])
    : [{ items: footer.links as FooterItem[] }];
  return (
    <footer className="mn-footer">
      {columns.map((column, i) => (
        <p key={i}>
          {column.title && <strong>{`${column.title}: `}</strong>}
          {(column.items ?? []).map((item, j) => (
            <span key={j}>
              {j > 0 && ' · '}
              <FooterLink item={item} />
            </span>
          ))}
        </p>
      ))}
      {footer.copyright && <p className="mn-footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
    </footer>
  );
}
