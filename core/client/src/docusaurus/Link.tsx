// @docusaurus/Link: folio's <Link>, with Docusaurus's extra props. `to` and
// `href` both get the base URL (autoAddBaseUrl={false} keeps href as is);
// isNavLink adds activeClassName ("active" by default) on the current page.
import { Link as FolioLink, type LinkProps as FolioLinkProps } from '../Link';
import { useLocation, useSiteConfig } from '../hooks';
import { withBaseUrl } from '../paths';

export interface LinkProps extends FolioLinkProps {
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  autoAddBaseUrl?: boolean;
}

export default function Link({ isNavLink, activeClassName = 'active', exact, autoAddBaseUrl = true, className, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteConfig();
  if (!autoAddBaseUrl && props.href !== undefined && props.to === undefined) {
    return <a className={className} {...props} />;
  }
  let active = false;
  if (isNavLink) {
    const target = withBaseUrl(baseUrl, (props.to ?? props.href ?? '').split(/[?#]/)[0]).replace(/\/$/, '');
    const here = pathname.replace(/\/$/, '');
    active = exact ? here === target : here === target || here.startsWith(target + '/');
  }
  return (
    <FolioLink
      className={[className, active && activeClassName].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      {...props}
    />
  );
}
