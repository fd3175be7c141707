// @docusaurus/isInternalUrl: a URL without a scheme or "//" is the site's.
import { isExternal } from '../paths';

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !isExternal(url);
}
