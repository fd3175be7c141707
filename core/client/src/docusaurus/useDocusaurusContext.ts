// @docusaurus/useDocusaurusContext: { siteConfig, i18n, globalData,
// codeTranslations }. siteConfig is site.toml's, with the keys Docusaurus
// sites read (title, tagline, url, baseUrl, customFields, themeConfig…)
// under the same names.
import { useSiteData } from '../context';

export default function useDocusaurusContext() {
  const { siteConfig, globalData, codeTranslations } = useSiteData();
  const i18n = siteConfig.i18n;
  return {
    siteConfig: { ...siteConfig, customFields: siteConfig.customFields ?? {} },
    siteMetadata: { docusaurusVersion: 'folio', pluginVersions: {} },
    globalData,
    i18n: { ...i18n, currentLocale: i18n.currentLocale || i18n.defaultLocale },
    codeTranslations: codeTranslations ?? {},
  };
}
