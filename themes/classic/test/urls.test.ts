// Pure URL helpers: a page in each locale, absolute URLs, search hosts to
// preconnect to, the analytics tag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gtagInlineScript, gtagScriptUrl } from '../lib/analyticsTag';
import { absoluteUrl, searchPreconnectOrigins } from '../lib/headLinks';
import { htmlLang, localeBaseUrl, pathInLocale } from '../lib/localeUrls';

const i18n = (currentLocale: string) => ({
  defaultLocale: 'en',
  currentLocale,
  locales: ['en', 'fr', 'pt-BR'],
  localeConfigs: { fr: { path: 'fr', htmlLang: 'fr-FR' }, 'pt-BR': { path: 'br' } },
});

test('each locale lives under the base URL, the default at its root', () => {
  const en = { baseUrl: '/', i18n: i18n('en') };
  assert.equal(localeBaseUrl(en, 'en'), '/');
  assert.equal(localeBaseUrl(en, 'fr'), '/fr/');
  assert.equal(localeBaseUrl(en, 'pt-BR'), '/br/');
  assert.equal(pathInLocale(en, '/docs/intro', 'fr'), '/fr/docs/intro');
  assert.equal(pathInLocale(en, '/', 'pt-BR'), '/br/');
  assert.equal(htmlLang(en, 'fr'), 'fr-FR');
  assert.equal(htmlLang(en, 'en'), 'en');
});

test('from another locale build, and under a base path', () => {
  const fr = { baseUrl: '/site/fr/', i18n: i18n('fr') };
  assert.equal(localeBaseUrl(fr, 'en'), '/site/');
  assert.equal(pathInLocale(fr, '/site/fr/docs/intro', 'en'), '/site/docs/intro');
  assert.equal(pathInLocale(fr, '/site/fr/docs/intro', 'pt-BR'), '/site/br/docs/intro');
  assert.equal(pathInLocale(fr, '/site/fr/', 'fr'), '/site/fr/');
});

test('absolute URLs and preconnect origins', () => {
  assert.equal(absoluteUrl('https://lexical.dev/', '/docs/intro'), 'https://lexical.dev/docs/intro');
  assert.deepEqual(searchPreconnectOrigins(undefined), []);
  assert.deepEqual(searchPreconnectOrigins({ appId: 'X' }), [], 'no hosts: the serving origin');
  assert.deepEqual(
    searchPreconnectOrigins({ hosts: ['https://search.lexical.dev/v1', 'https://search.lexical.dev/', 'https://b.dev:8443/'] }),
    ['https://search.lexical.dev', 'https://b.dev:8443'],
  );
});

test('the analytics tag', () => {
  assert.equal(gtagScriptUrl('G-AB12'), 'https://www.googletagmanager.com/gtag/js?id=G-AB12');
  assert.match(gtagInlineScript({ trackingID: 'G-AB12' }), /gtag\('config',"G-AB12",\{anonymize_ip:false\}\);$/);
  assert.match(gtagInlineScript({ trackingID: 'G-AB12', anonymizeIP: true }), /\{anonymize_ip:true\}/);
  assert.ok(!gtagInlineScript({ trackingID: '</script>' }).includes('</script>'));
});
