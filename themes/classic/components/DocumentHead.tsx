// What the theme adds to every page's <head>. Rendered at build time only,
// after the page, so it can fill in what the page's <Head>s left out:
// - inline scripts that must run before first paint (colour mode, a
//   dismissed announcement bar);
// - social metadata (Twitter card, image), alternate-language links;
// - search metadata defaults (docsearch:language, docsearch:docusaurus_tag
//   'default'; a doc page sets its version and tag with <SearchMetadata>);
// - a preconnect to the search hosts, and the analytics tag when enabled.
// The core writes <html lang dir>, viewport, title, description, canonical,
// og:title/description/url and the favicon itself.
import { useRoute, useSiteConfig, withBaseUrl, type HeadValues } from '@folio/client';
import { ANALYTICS_ORIGIN, GTAG_ORIGIN, gtagInlineScript, gtagScriptUrl } from '../lib/analyticsTag';
import { absoluteUrl, searchPreconnectOrigins } from '../lib/headLinks';
import { announcementBarScript, colorModeScript } from '../lib/inlineScripts';
import { htmlLang, pathInLocale } from '../lib/localeUrls';
import { colorModeConfig, useThemeConfig } from '../lib/themeConfig';

function InlineScript({ code }: { code: string }) {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

function AlternateLanguageLinks() {
  const site = useSiteConfig();
  const { path } = useRoute();
  const { locales, defaultLocale } = site.i18n;
  const href = (locale: string) => absoluteUrl(site.url, pathInLocale(site, path, locale));
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" href={href(locale)} hrefLang={htmlLang(site, locale)} />
      ))}
      <link rel="alternate" href={href(defaultLocale)} hrefLang="x-default" />
    </>
  );
}

export default function DocumentHead({ pageHead }: { pageHead?: HeadValues }) {
  const site = useSiteConfig();
  const config = useThemeConfig();
  const { meta } = useRoute();
  const pageMeta = pageHead?.meta ?? {};
  const image = config.image ? absoluteUrl(site.url, withBaseUrl(site.baseUrl, config.image)) : undefined;
  const analytics = config.analytics?.trackingID ? config.analytics : undefined;
  return (
    <>
      <InlineScript code={colorModeScript(colorModeConfig(config))} />
      {config.announcementBar && <InlineScript code={announcementBarScript(config.announcementBar)} />}
      <meta name="twitter:card" content="summary_large_image" />
      {image && <meta property="og:image" content={image} />}
      {image && <meta name="twitter:image" content={image} />}
      {!pageMeta['docsearch:language'] && <meta name="docsearch:language" content={site.i18n.currentLocale} />}
      {!pageMeta['docsearch:docusaurus_tag'] && <meta name="docsearch:docusaurus_tag" content="default" />}
      {!meta.noindex && <AlternateLanguageLinks />}
      {searchPreconnectOrigins(config.search).map((origin) => (
        <link key={origin} rel="preconnect" href={origin} crossOrigin="anonymous" />
      ))}
      {analytics && (
        <>
          <link rel="preconnect" href={GTAG_ORIGIN} />
          <link rel="preconnect" href={ANALYTICS_ORIGIN} />
          <script async src={gtagScriptUrl(analytics.trackingID)} />
          <InlineScript code={gtagInlineScript(analytics)} />
        </>
      )}
    </>
  );
}
