// Server-rendered markup of the visitor-facing features: what the served
// HTML holds before any script runs (announcement bar, colour switch,
// locale dropdown, search slot, head tags), and translated theme strings.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import AnnouncementBar from '@theme/AnnouncementBar';
import ColorModeToggle from '@theme/ColorModeToggle';
import DocumentHead from '@theme/DocumentHead';
import Navbar, { navbarItemError } from '@theme/Navbar';
import NavbarItem from '@theme/NavbarItem';
import NotFound from '@theme/NotFound';
import SearchMetadata from '@theme/SearchMetadata';
import ThemeProvider from '@theme/ThemeProvider';
import { nextColorModeChoice } from '@theme/ColorModeToggle';
import { headValues, resetHead, setCodeTranslations, setPathname, setRouteMeta, setSiteConfig } from './folio-client-stub';

const i18n = {
  defaultLocale: 'en',
  currentLocale: 'en',
  locales: ['en', 'fr'],
  localeConfigs: { en: { label: 'English', htmlLang: 'en' }, fr: { label: 'Français', htmlLang: 'fr-FR', path: 'fr' } },
};

const site = {
  title: 'Lexical',
  url: 'https://lexical.dev',
  baseUrl: '/',
  titleDelimiter: '|',
  i18n,
  themeConfig: {
    image: 'img/card.png',
    announcementBar: { id: 'v1', content: 'Lexical <b>1.0</b> is out', backgroundColor: '#222', textColor: '#fff', isCloseable: true },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    search: { appId: 'APP', indexName: 'lexical', hosts: ['https://search.lexical.dev'] },
    navbar: { items: [{ type: 'localeDropdown', position: 'right' }] },
  },
};

function render(node: ReactNode, { pathname = '/', config = site }: { pathname?: string; config?: any } = {}) {
  setSiteConfig(config);
  setPathname(pathname);
  return renderToStaticMarkup(<ThemeProvider>{node}</ThemeProvider>);
}

afterEach(() => {
  setCodeTranslations(undefined);
  setRouteMeta({});
  resetHead();
});

test('announcement bar: content, colours, a close button', () => {
  assert.equal(
    render(<AnnouncementBar />),
    '<div class="announcementBar" role="region" aria-label="Announcement" style="background-color:#222;color:#fff">' +
      '<div class="announcementBar__placeholder"></div><div class="announcementBar__content">Lexical <b>1.0</b> is out</div>' +
      '<button type="button" class="announcementBar__close clean-btn" aria-label="Close">' +
      '<svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true"><path stroke="currentColor" stroke-width="2" d="M1 1l13 13M14 1L1 14"></path></svg>' +
      '</button></div>',
  );
  const fixed = { ...site, themeConfig: { ...site.themeConfig, announcementBar: { ...site.themeConfig.announcementBar, isCloseable: false } } };
  assert.doesNotMatch(render(<AnnouncementBar />, { config: fixed }), /button/);
  assert.equal(render(<AnnouncementBar />, { config: { ...site, themeConfig: {} } }), '');
});

test('colour switch: labelled with the mode, disabled until hydrated, absent when disabled', () => {
  const html = render(<ColorModeToggle />);
  assert.match(
    html,
    /<button type="button" class="colorModeToggle clean-btn" title="Switch between dark and light mode \(currently light mode\)" aria-label="Switch between dark and light mode \(currently light mode\)" aria-live="polite" disabled="">/,
  );
  assert.equal((html.match(/colorModeToggle__icon--/g) ?? []).length, 3);
  const disabled = { ...site, themeConfig: { ...site.themeConfig, colorMode: { disableSwitch: true } } };
  assert.equal(render(<ColorModeToggle />, { config: disabled }), '');
  const respecting = { ...site, themeConfig: { ...site.themeConfig, colorMode: { respectPrefersColorScheme: true } } };
  assert.match(render(<ColorModeToggle />, { config: respecting }), /currently system mode/);
});

test('colour switch cycle: light ↔ dark, or system → light → dark → system', () => {
  assert.equal(nextColorModeChoice('light', false), 'dark');
  assert.equal(nextColorModeChoice('dark', false), 'light');
  assert.equal(nextColorModeChoice('system', true), 'light');
  assert.equal(nextColorModeChoice('light', true), 'dark');
  assert.equal(nextColorModeChoice('dark', true), 'system');
});

test('locale dropdown: the current locale as label, each locale linking to this page in it', () => {
  const html = render(<NavbarItem type="localeDropdown" position="right" queryString="?lang=1" />, { pathname: '/docs/intro' });
  assert.match(html, /aria-haspopup="true" aria-expanded="false">English<\/button>/);
  assert.match(html, /<li><a href="\/docs\/intro\?lang=1" class="dropdown__link dropdown__link--active" lang="en" hrefLang="en">English<\/a><\/li>/);
  assert.match(html, /<li><a href="\/fr\/docs\/intro\?lang=1" class="dropdown__link" lang="fr-FR" hrefLang="fr-FR">Français<\/a><\/li>/);
  const mobile = render(<NavbarItem type="localeDropdown" mobile />, { pathname: '/' });
  assert.match(mobile, /<span class="menu__link menu__link--sublist">Languages<\/span>/);
});

test('navbar: the search slot when search is configured without an item; no sidebar in the served page', () => {
  const html = render(<Navbar />);
  assert.match(html, /<div class="navbar__search">/);
  assert.doesNotMatch(html, /navbar-sidebar/);
  const withItem = { ...site, themeConfig: { ...site.themeConfig, navbar: { items: [{ type: 'search', position: 'right' }] } } };
  assert.doesNotMatch(render(<Navbar />, { config: withItem }), /navbar__search/);
  const noSearch = { ...site, themeConfig: { ...site.themeConfig, search: undefined } };
  assert.doesNotMatch(render(<Navbar />, { config: noSearch }), /navbar__search/);
});

test('navbar: hideOnScroll makes the bar hideable; no items and no menu, no toggle', () => {
  const hideable = { ...site, themeConfig: { ...site.themeConfig, navbar: { hideOnScroll: true, items: [{ to: '/a', label: 'A' }] } } };
  assert.match(render(<Navbar />, { config: hideable }), /class="navbar navbar--fixed-top navbar--hideable"/);
  const empty = { ...site, themeConfig: { ...site.themeConfig, navbar: {} } };
  assert.doesNotMatch(render(<Navbar />, { config: empty }), /navbar__toggle/);
});

test("a navbar item's failure names the item's config and keeps the cause", () => {
  const cause = new Error('boom');
  const error = navbarItemError({ type: 'custom-stars', position: 'right' }, cause);
  assert.equal(
    error.message,
    'A theme navbar item failed to render.\nPlease double-check the following navbar item (themeConfig.navbar.items) of your site.toml:\n{\n  "type": "custom-stars",\n  "position": "right"\n}',
  );
  assert.equal(error.cause, cause);
});

test('document head: inline scripts, social tags, alternates, preconnect, search defaults', () => {
  const html = render(<DocumentHead pageHead={{}} />, { pathname: '/docs/intro' });
  const scripts = html.match(/<script>[\s\S]*?<\/script>/g) ?? [];
  assert.equal(scripts.length, 2, 'colour mode and announcement bar');
  assert.match(scripts[0], /data-theme-choice/);
  assert.match(scripts[1], /data-announcement-bar-initially-dismissed/);
  for (const tag of [
    '<meta name="twitter:card" content="summary_large_image"/>',
    '<meta property="og:image" content="https://lexical.dev/img/card.png"/>',
    '<meta name="twitter:image" content="https://lexical.dev/img/card.png"/>',
    '<meta name="docsearch:language" content="en"/>',
    '<meta name="docsearch:docusaurus_tag" content="default"/>',
    '<link rel="alternate" href="https://lexical.dev/docs/intro" hrefLang="en"/>',
    '<link rel="alternate" href="https://lexical.dev/fr/docs/intro" hrefLang="fr-FR"/>',
    '<link rel="alternate" href="https://lexical.dev/docs/intro" hrefLang="x-default"/>',
    '<link rel="preconnect" href="https://search.lexical.dev" crossorigin="anonymous"/>',
  ]) {
    assert.ok(html.includes(tag), tag);
  }
  assert.doesNotMatch(html, /googletagmanager/, 'no analytics without a trackingID');
});

test('document head: a page that set its own search tags keeps them; noindex pages get no alternates', () => {
  const doc = render(<DocumentHead pageHead={{ meta: { 'docsearch:docusaurus_tag': 'docs-default-current', 'docsearch:language': 'en' } }} />);
  assert.doesNotMatch(doc, /docsearch:/);
  setRouteMeta({ noindex: true });
  assert.doesNotMatch(render(<DocumentHead pageHead={{}} />), /rel="alternate"/);
});

test('document head: the analytics tag when configured', () => {
  const tracked = { ...site, themeConfig: { ...site.themeConfig, analytics: { trackingID: 'G-XYZ', anonymizeIP: false } } };
  const html = render(<DocumentHead pageHead={{}} />, { config: tracked });
  assert.ok(html.includes('<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-XYZ"></script>'));
  assert.ok(html.includes(`gtag('config',"G-XYZ",{anonymize_ip:false});`));
  assert.ok(html.includes('<link rel="preconnect" href="https://www.google-analytics.com"/>'));
});

test('search metadata of a doc page', () => {
  render(<SearchMetadata version="current" tag="docs-default-current" />);
  assert.deepEqual(headValues.meta, {
    'docsearch:language': 'en',
    'docsearch:version': 'current',
    'docsearch:docusaurus_tag': 'docs-default-current',
  });
});

test('theme strings go through translate(): a site can reword them', () => {
  setCodeTranslations({
    'theme.NotFound.title': 'Page introuvable',
    'theme.NotFound.p1': 'Nous n’avons rien trouvé.',
    'theme.common.skipToMainContent': 'Aller au contenu',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Menu',
  });
  const html = render(<NotFound />, { pathname: '/nope' });
  assert.match(html, /<h1 class="hero__title">Page introuvable<\/h1>/);
  assert.match(html, /<p>Nous n’avons rien trouvé\.<\/p>/);
  assert.match(html, />Aller au contenu<\/a>/);
  assert.match(html, /aria-label="Menu"/);
  assert.equal(headValues.title, 'Page introuvable');
});
