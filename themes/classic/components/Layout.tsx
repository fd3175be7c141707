// The frame of every page: skip link, announcement bar, navbar, the page's
// content, footer. A crash inside the content shows the crash page inside
// this frame, so the visitor keeps the navbar.
import type { ReactNode } from 'react';
import { ErrorBoundary, Head, lazyComponent } from '@folio/client';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import { classNames } from '../lib/classNames';
import { ErrorPageContent } from '../lib/errorPageContent';
import { useInternalDocsBanner } from '../lib/internalDocsBanner';
import { useMermaidDiagrams } from '../lib/mermaid';
import { useThemeConfig } from '../lib/themeConfig';
import '../css/base.css';
// The Infima utility classes (../utilities) the site's code names, right after
// base.css so that they override it and any later rule overrides them.
import 'folio:utilities.css';
// The route progress bar's look (lib/progressBar.ts, mounted by ThemeProvider).
// Imported here: the site stylesheet is built from the pages' components.
import '../css/progressBar.css';

export const SKIP_TARGET_ID = '__folio_skipToContent_fallback';

// Both are off by default: their code loads only on sites that use them.
const AnnouncementBar = lazyComponent(() => import('@theme/AnnouncementBar'));
const InternalDocsBanner = lazyComponent(() => import('@theme/InternalDocsBanner'));
// Links and text: its served HTML works until the visitor acts on the page.
const Footer = lazyComponent(() => import('@theme/Footer'), { hydrate: 'interaction' });

interface LayoutProps {
  children?: ReactNode;
  /** The page's own title; the runtime appends the site title. */
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/** Subscribes on its own: the banner's arrival re-renders nothing else. */
function InternalDocsBannerSlot() {
  return useInternalDocsBanner() ? <InternalDocsBanner /> : null;
}

export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  const hasAnnouncementBar = !!useThemeConfig().announcementBar;
  useMermaidDiagrams();
  return (
    <>
      {/* Head puts these in the served page's <head> and updates them after client navigation. */}
      <Head title={title} description={description} />
      <SkipToContent targetId={SKIP_TARGET_ID} />
      {hasAnnouncementBar && <AnnouncementBar />}
      <InternalDocsBannerSlot />
      <Navbar />
      {/* tabIndex -1: the skip link and the runtime's focus-after-navigation can focus it. */}
      <div id={SKIP_TARGET_ID} tabIndex={-1} className={classNames('main-wrapper', wrapperClassName)}>
        <ErrorBoundary fallback={(props) => <ErrorPageContent {...props} />}>{children}</ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </>
  );
}
