// The frame of every page: a skip link, the top bar of links, the page, and
// a one-line footer. Pages bring their own <main>; the wrapper around them is
// where the skip link lands.
import type { ReactNode } from 'react';
import { Head } from '@folio/client';
import Footer from '@theme/Footer';
import TopBar from '@theme/TopBar';
import '../css/minimal.css';

export const CONTENT_ID = 'mn-content';

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
    <div className="mn-page">
      <Head title={title} description={description} />
      <a className="mn-skip" href={`#${CONTENT_ID}`}>
        Skip to main content
      </a>
      <TopBar />
      {/* tabIndex -1: the skip link can move focus here. */}
      <div id={CONTENT_ID} tabIndex={-1} className={wrapperClassName ? `mn-content ${wrapperClassName}` : 'mn-content'}>
        {children}
      </div>
      {!noFooter && <Footer />}
    </div>
  );
}
