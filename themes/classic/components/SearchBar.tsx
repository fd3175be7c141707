// The navbar's search: a button ('Search', with the Ctrl+K or ⌘K hint) and
// the modal it opens. DocSearch's modal, its CSS and the search client are
// one lazy chunk (SearchBarModal); the button's clicks, the shortcuts, the
// keys typed before the modal is there and the chunk's preloading are
// lib/searchCapture.ts's, which every page loads up front.
//
// The button is drawn here rather than with DocSearch's DocSearchButton:
// DocSearch 3.9 ships as one module whose top-level helpers come along
// with any import, 6.6 KB gzip for the button alone (docs/search.md); this
// one has the same markup and class names, so DocSearch's CSS and site CSS
// written for it apply.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '@folio/client';
import type { SearchBarModalProps } from '@theme/SearchBarModal';
import { useSearchConfig } from '../lib/searchConfig';
import { connectSearchBar, loadModal, searchClosed, typedSoFar } from '../lib/searchCapture';
import { isAppleDevice } from '../lib/searchKeyboard';
import './SearchBar.css';

/**
 * The element modals are portalled into, first in <body> as DocSearch
 * expects. When the hosts are not Algolia's, the modal's "Search by
 * Algolia" logo would be untrue; SearchBar.css hides it.
 */
function portalRoot(hosts: string[] | undefined): HTMLElement {
  let el = document.getElementById('folio-search-portal');
  if (!el) {
    el = document.createElement('div');
    el.id = 'folio-search-portal';
    document.body.insertBefore(el, document.body.firstChild);
  }
  const algolia = (hosts ?? []).some((h) => /(^|\.)algolia(net)?\.(com|net)(:|\/|$)/.test(new URL(h).host));
  el.toggleAttribute('data-self-hosted', !algolia);
  return el;
}

export default function SearchBar() {
  const config = useSearchConfig();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ComponentType<SearchBarModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // The modal puts the page back where it was when it closes.
  const scrollAtOpen = useRef(0);
  const wanted = useRef(false);

  // The button, its keys and what is typed are searchCapture's, from the
  // first paint; it tells this bar when to open and close the modal.
  useEffect(
    () =>
      connectSearchBar((open) => {
        wanted.current = open;
        if (!open) {
          setIsOpen(false);
          buttonRef.current?.focus();
          return;
        }
        scrollAtOpen.current = window.scrollY;
        loadModal().then(
          (C) => {
            if (!wanted.current) return; // closed again before the code came
            setModal(() => C);
            setInitialQuery(typedSoFar() || undefined);
            setIsOpen(true);
          },
          () => {},
        );
      }),
    [],
  );

  if (!config) return null;
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The search button' });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
      >
        <span className="DocSearch-Button-Container">
          <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>
        {/* The button's name is its visible "Search"; the key hint is decoration
            (an aria-label of "Search" beside visible keys fails WCAG 2.5.3). */}
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          {/* Served as Ctrl; searchCapture makes it ⌘ on Apple devices before this hydrates. */}
          <kbd className="DocSearch-Button-Key" suppressHydrationWarning>
            {typeof window !== 'undefined' && isAppleDevice() ? '⌘' : 'Ctrl'}
          </kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {isOpen &&
        Modal &&
        createPortal(
          <Modal onClose={searchClosed} initialQuery={initialQuery} initialScrollY={scrollAtOpen.current} />,
          portalRoot(config.hosts),
        )}
    </>
  );
}
