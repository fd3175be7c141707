// The site footer from themeConfig.footer: link columns (or one row of plain
// links), then the logo and the copyright line. No footer config, no footer.
import FooterLinkItem from '@theme/FooterLinkItem';
import FooterLogo from '@theme/FooterLogo';
import { classNames } from '../lib/classNames';
import { useThemeConfig, type FooterLinkColumnConfig, type FooterLinkItemConfig } from '../lib/themeConfig';
import './Footer.css';

type Links = FooterLinkColumnConfig[] | FooterLinkItemConfig[];

function isColumns(links: Links): links is FooterLinkColumnConfig[] {
  return links.length > 0 && 'items' in links[0];
}

function Columns({ columns }: { columns: FooterLinkColumnConfig[] }) {
  return (
    <div className="row footer__links">
      {columns.map((column, i) => (
        <div key={i} className="col footer__col">
          {column.title && <div className="footer__title">{column.title}</div>}
          <ul className="footer__items clean-list">
            {column.items.map((item, j) => (
              <li key={j} className="footer__item">
                <FooterLinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function SimpleLinks({ links }: { links: FooterLinkItemConfig[] }) {
  return (
    <div className="footer__links footer__links--simple text--center">
      {links.map((item, i) => (
        <span key={i} className="footer__link-separated">
          <FooterLinkItem item={item} />
        </span>
      ))}
    </div>
  );
}

export default function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const links = footer.links ?? [];
  return (
    <footer className={classNames('footer', footer.style === 'dark' && 'footer--dark')}>
      <div className="container container--fluid">
        {isColumns(links) ? <Columns columns={links} /> : links.length > 0 && <SimpleLinks links={links} />}
        {(footer.logo || footer.copyright) && (
          <div className="footer__bottom text--center">
            {footer.logo && <FooterLogo logo={footer.logo} />}
            {footer.copyright && (
              // Copyright is config HTML (a year, a link to the owner), so it is set raw.
              <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
