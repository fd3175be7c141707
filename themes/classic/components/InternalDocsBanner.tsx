// Shown when the internal-docs service says this page has an internal
// version and the visitor can reach it (and it did not redirect them
// there). The service's template is plain text; {link} becomes the link.
import { Link, interpolate, translate } from '@folio/client';
import { useInternalDocsBanner } from '../lib/internalDocsBanner';

export default function InternalDocsBanner() {
  const check = useInternalDocsBanner();
  if (!check) return null;
  const template =
    check.template ??
    translate({ id: 'theme.internalDocs.banner', message: 'This page has an internal version with more details: {link}' });
  const link = check.redirectTo ? (
    <Link href={check.redirectTo} target="_self" rel="noopener">
      {translate({ id: 'theme.internalDocs.bannerLink', message: 'open the internal version' })}
    </Link>
  ) : (
    ''
  );
  return (
    <div className="internalDocsBanner" role="region" aria-label={translate({ id: 'theme.internalDocs.bannerAriaLabel', message: 'Internal version' })}>
      {interpolate(template, { link })}
    </div>
  );
}
