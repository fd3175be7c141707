// @docusaurus/useBaseUrl: a path of the site under its base URL; with
// {absolute: true}, with the site's origin too.
import { useSiteConfig } from '../hooks';
import { isExternal, withBaseUrl } from '../paths';

export interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

function addBaseUrl(site: { url: string; baseUrl: string }, url: string, options: BaseUrlOptions = {}): string {
  if (!url || isExternal(url) || url.startsWith('#')) return url;
  const path = options.forcePrependBaseUrl
    ? site.baseUrl + url.replace(/^\//, '')
    : url === site.baseUrl.replace(/\/$/, '')
      ? site.baseUrl
      : withBaseUrl(site.baseUrl, url);
  return options.absolute ? site.url.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSiteConfig();
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(useSiteConfig(), url, options);
}
