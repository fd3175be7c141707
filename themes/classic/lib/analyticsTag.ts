// The web-analytics tag (gtag) as DocumentHead writes it when site.toml
// sets [themeConfig.analytics] trackingID: the library, loaded async from
// Google's tag host, and the config call that also counts the first page
// view. Without a trackingID none of this is on the page.
import type { AnalyticsConfig } from './themeConfig';

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';
export const ANALYTICS_ORIGIN = 'https://www.google-analytics.com';

export function gtagScriptUrl(trackingID: string): string {
  return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(trackingID)}`;
}

export function gtagInlineScript({ trackingID, anonymizeIP = false }: AnalyticsConfig): string {
  const id = JSON.stringify(trackingID).replace(/</g, '\\u003c');
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}
gtag('js',new Date());gtag('config',${id},{anonymize_ip:${anonymizeIP ? 'true' : 'false'}});`;
}
