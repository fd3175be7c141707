// The frame of every page: skip link, announcement bar, navbar, the page's
// content, footer. A crash inside the content shows the crash page inside
// this frame, so the visitor keeps the navbar.
import type { ReactNode } from 'react';
import { ErrorBoundary, Head } from '@folio/client';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorPageContent from '@theme/ErrorPageContent';
import Footer from '@theme/Footer';
import InternalDocsBanner from '@theme/InternalDocsBanner';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import { classNames } from '../lib/classNames';
import '../css/base.css';

export const SKIP_TARGET_ID = '__folio_skipToContent_fallback';

interface LayoutProps {
  children?: ReactNode;
  /** The page's own title; the runtime appends the site title. */
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  return (
    <>
      {/* Head puts these in the served page's <head> and updates them after client navigation. */}
      <Head title={title} description={description} />
      <SkipToContent targetId={SKIP_TARGET_ID} />
      <AnnouncementBar />
      <InternalDocsBanner />
      <Navbar />
      {/* tabIndex -1: the skip link and the runtime's focus-after-navigation can focus it. */}
      <div id={SKIP_TARGET_ID} tabIndex={-1} className={classNames('main-wrapper', wrapperClassName)}>
        <ErrorBoundary fallback={(props) => <ErrorPageContent {...props} />}>{children}</ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </>
  );
}
