// Server-renders the theme's components against a stub runtime and checks the
// markup visitors and the e2e tests rely on: SPEC texts, class names, link targets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ErrorPage from '@theme/Error';
import Footer from '@theme/Footer';
import MarkdownPage from '@theme/MarkdownPage';
import Navbar from '@theme/Navbar';
import NavbarItem from '@theme/NavbarItem';
import NotFound from '@theme/NotFound';
import ThemeProvider from '@theme/ThemeProvider';
import { setPathname, setSiteConfig } from './folio-client-stub';

const site = {
  title: 'Lexical',
  tagline: 'An extensible text editor framework that does things differently',
  url: 'https://lexical.dev',
  baseUrl: '/',
  titleDelimiter: '|',
  themeConfig: {
    navbar: {
      logo: { alt: 'Lexical', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
      items: [
        { href: 'https://playground.lexical.dev/', label: 'Playground', position: 'left' },
        { to: '/docs/intro', label: 'Docs', activeBasePath: '/docs', position: 'left' },
        { to: '/community', label: 'Community', position: 'left' },
        { type: 'html', value: '<span class="badge">v0.26</span>', position: 'right' },
        {
          label: 'More',
          position: 'right',
          items: [{ to: '/gallery', label: 'Gallery' }, { type: 'html', value: '<hr>' }],
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }] },
        { title: 'Legal', items: [{ label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy' }, { html: '<b>raw</b>' }] },
      ],
      copyright: 'Copyright © 2025 Meta Platforms, Inc.',
    },
  },
};

function render(node: ReactNode, pathname = '/', config: any = site) {
  setSiteConfig(config);
  setPathname(pathname);
  // As the runtime does: every route inside the theme's provider.
  return renderToStaticMarkup(<ThemeProvider>{node}</ThemeProvider>);
}

test('NotFound has the SPEC texts inside the layout', () => {
  const html = render(<NotFound />, '/nope');
  assert.match(html, /<h1[^>]*>Page Not Found<\/h1>/);
  assert.match(html, /<p>We could not find what you were looking for\.<\/p>/);
  assert.match(
    html,
    /<p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken\.<\/p>/,
  );
  assert.match(html, /<a class="skipToContent" href="#__folio_skipToContent_fallback">Skip to main content<\/a>/);
  assert.match(html, /id="__folio_skipToContent_fallback"[^>]*class="main-wrapper"/);
  assert.match(html, /<main class="container margin-vert--xl">/);
  assert.match(html, /class="navbar navbar--fixed-top"/);
  assert.match(html, /class="footer footer--dark"/);
});

test('rendering is deterministic', () => {
  assert.equal(render(<NotFound />), render(<NotFound />));
});

test('navbar: logo, light and dark, linking home', () => {
  const html = render(<Navbar />);
  assert.match(html, /<a href="\/" class="navbar__brand">/);
  assert.match(html, /<img alt="Lexical" class="themedImage themedImage--light" src="\/img\/logo.svg"\/>/);
  assert.match(html, /<img alt="Lexical" class="themedImage themedImage--dark" src="\/img\/logo-dark.svg"\/>/);
});

test('navbar: items split left and right, hamburger present', () => {
  const html = render(<Navbar />);
  const [left, right] = html.split('navbar__items--right');
  assert.match(left, />Docs</);
  assert.match(left, />Community</);
  assert.doesNotMatch(left, /badge/);
  assert.match(right, /<div class="navbar__item"><span class="badge">v0.26<\/span><\/div>/);
  assert.match(right, />More</);
  assert.match(html, /<button type="button" class="navbar__toggle clean-btn" aria-label="Toggle navigation bar" aria-expanded="false">/);
});

test('navbar: external links open in a new tab', () => {
  const html = render(<Navbar />);
  assert.match(html, /href="https:\/\/playground.lexical.dev\/" target="_blank" rel="noopener noreferrer"/);
});

test('navbar: active item follows activeBasePath, per path segment', () => {
  const active = /class="navbar__item navbar__link navbar__link--active">Docs</;
  assert.match(render(<Navbar />, '/docs/concepts/nodes'), active);
  assert.match(render(<Navbar />, '/docs'), active);
  assert.doesNotMatch(render(<Navbar />, '/docs-old'), active);
  assert.doesNotMatch(render(<Navbar />, '/'), active);
  assert.match(render(<Navbar />, '/community/'), /navbar__link--active">Community</);
});

test('navbar: activeBaseRegex and base URL', () => {
  const config = { ...site, baseUrl: '/site/' };
  const regex = <NavbarItem to="/x" label="X" activeBaseRegex="^/site/(api|docs)/" />;
  assert.match(render(regex, '/site/api/y', config), /navbar__link--active/);
  assert.doesNotMatch(render(regex, '/site/blog', config), /navbar__link--active/);
  const prefixed = <NavbarItem to="/docs/intro" label="Docs" activeBasePath="/docs" />;
  assert.match(render(prefixed, '/site/docs/faq', config), /navbar__link--active/);
  assert.doesNotMatch(render(prefixed, '/docs/faq', config), /navbar__link--active/);
});

test('navbar: dropdown lists its items and is active with them', () => {
  const html = render(<Navbar />, '/gallery');
  assert.match(html, /class="navbar__item dropdown dropdown--hoverable dropdown--right"/);
  assert.match(html, /aria-haspopup="true" aria-expanded="false">More<\/button>/);
  assert.match(html, /<li><a href="\/gallery" class="dropdown__link dropdown__link--active">Gallery<\/a><\/li>/);
  assert.match(html, /<li><hr\/?><\/li>/);
  assert.match(html, /class="navbar__link navbar__link--active"[^>]*>More</);
});

test('navbar: unknown kinds throw with their name', () => {
  assert.throws(() => render(<NavbarItem type="bogus" />), { message: 'Unknown navbar item type "bogus"' });
  assert.throws(() => render(<NavbarItem type="toString" />), { message: 'Unknown navbar item type "toString"' });
});

test('navbar: mobile variants', () => {
  assert.equal(
    render(<NavbarItem to="/community" label="Community" mobile />, '/community'),
    '<li class="menu__list-item"><a href="/community" class="menu__link menu__link--active">Community</a></li>',
  );
});

test('footer: columns, raw html items, copyright; none without config', () => {
  const html = render(<Footer />);
  assert.match(html, /<footer class="footer footer--dark">/);
  assert.match(html, /<div class="footer__title">Docs<\/div>/);
  assert.match(html, /<a href="\/docs\/intro" class="footer__link-item">Introduction<\/a>/);
  assert.match(html, /href="https:\/\/opensource.fb.com\/legal\/privacy" target="_blank" rel="noopener noreferrer" class="footer__link-item"/);
  assert.match(html, /<b>raw<\/b>/);
  assert.match(html, /Copyright © 2025 Meta Platforms, Inc\./);
  const bare = { ...site, themeConfig: { navbar: site.themeConfig.navbar } };
  assert.equal(render(<Footer />, '/', bare), '');
});

test('footer: light style and plain links', () => {
  const config = { ...site, themeConfig: { footer: { links: [{ label: 'A', to: '/a' }, { label: 'B', to: '/b' }] } } };
  const html = render(<Footer />, '/', config);
  assert.match(html, /<footer class="footer">/);
  assert.match(html, /footer__links--simple/);
});

test('MarkdownPage wraps the article in the layout grid', () => {
  const html = render(<MarkdownPage data={{ title: 'Markdown page' }} content="<h1>Markdown page example</h1>" />);
  assert.match(
    html,
    /<main class="container container--fluid margin-vert--lg"><div class="row"><div class="col col--8 col--offset-2 theme-markdown-page markdown"><div class="markdown" data-folio-content=""><h1>Markdown page example<\/h1><\/div><\/div><\/div><\/main>/,
  );
});

test('MarkdownPage with headings puts its table of contents beside the article', () => {
  const toc = [{ value: 'What works here', id: 'what-works-here', level: 2 }];
  const html = render(<MarkdownPage data={{ title: 'Markdown page', toc }} content='<h2 id="what-works-here">What works here</h2>' />);
  assert.match(html, /<div class="col col--8 theme-markdown-page theme-markdown-page--with-toc markdown">/);
  assert.match(html, /<div class="col theme-markdown-page__toc">.*<a href="#what-works-here" class="table-of-contents__link toc-highlight">What works here<\/a>/);
  const hidden = render(<MarkdownPage data={{ title: 'Markdown page', toc, hideTOC: true }} content="" />);
  assert.doesNotMatch(hidden, /theme-markdown-page__toc/);
});

test('Error shows the message and its causes', () => {
  const root = new Error('root failure');
  const error = new Error('render failed', { cause: new Error('loader failed', { cause: root }) });
  const html = render(<ErrorPage error={error} tryAgain={() => {}} />);
  assert.match(html, /<h1[^>]*>This page crashed\.<\/h1>/);
  assert.match(html, /<button type="button" class="button button--primary shadow--lw">Try again<\/button>/);
  assert.match(html, /<p class="errorPage__message" style="white-space:pre-wrap">render failed\n\nCause:\nloader failed\n\nCause:\nroot failure<\/p>/);
});

test('navbar: beside a title saying the same, the logo is decorative (empty alt)', () => {
  const titled = { ...site, themeConfig: { ...site.themeConfig, navbar: { ...site.themeConfig.navbar, title: 'Lexical' } } };
  const html = render(<Navbar />, '/', titled);
  assert.match(html, /<img alt="" class="themedImage themedImage--light"/);
  assert.match(html, /<b class="navbar__title">Lexical<\/b>/);
});

// Docusaurus draws an arrow-out-of-a-box after the label of a navbar or footer
// link whose href leaves the site (12 px inside a dropdown menu), hidden from
// screen readers so the link's name stays its label.
test('external links: the icon after labels whose href leaves the site, and only there', () => {
  const icon = /<a [^>]*>([^<]*)<svg class="iconExternalLink" width="([\d.]+)" height="([\d.]+)" viewBox="0 0 24 24" aria-hidden="true"/;
  const bar = render(<NavbarItem href="https://playground.lexical.dev/" label="Playground" />);
  assert.deepEqual(icon.exec(bar)?.slice(1), ['Playground', '13.5', '13.5']);
  const inMenu = render(<NavbarItem label="More" items={[{ href: 'https://github.com/facebook/lexical', label: 'GitHub' }]} />);
  assert.deepEqual(icon.exec(inMenu)?.slice(1), ['GitHub', '12', '12']);
  assert.deepEqual(icon.exec(render(<NavbarItem href="//cdn.example.com/x" label="CDN" mobile />))?.slice(1), ['CDN', '13.5', '13.5']);
  // None for a page of the site, for `to` (even to another site, as Docusaurus),
  // for an href on this site, for an icon-only link, and for a pathname:// link.
  for (const item of [
    { to: '/community', label: 'Community' },
    { to: 'https://playground.lexical.dev/', label: 'Playground' },
    { href: '/blog', label: 'Blog' },
    { href: 'https://github.com/facebook/lexical', ariaLabel: 'GitHub repository', className: 'header-github-link' },
    { href: 'pathname:///api/index.html', label: 'API' },
  ]) {
    assert.doesNotMatch(render(<NavbarItem {...item} />), /iconExternalLink/, JSON.stringify(item));
  }

  const footer = render(<Footer />);
  assert.match(footer, /rel="noopener noreferrer" class="footer__link-item">Privacy<svg class="iconExternalLink" width="13.5" height="13.5"[^>]* aria-hidden="true"/);
  assert.match(footer, /class="footer__link-item">Introduction<\/a>/);
  assert.equal(footer.match(/iconExternalLink/g)?.length, 1);
});
