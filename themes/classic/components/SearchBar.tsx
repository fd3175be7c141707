// The navbar's search: a button ('Search', with the Ctrl+K or ⌘K hint) and
// the keyboard shortcuts are all a page loads up front. DocSearch's modal,
// its CSS and the search client are one lazy chunk (SearchBarModal),
// fetched when the visitor reaches for search: hovering, focusing or
// touching the button, or pressing a shortcut.
//
// The button is drawn here rather than with DocSearch's DocSearchButton:
// DocSearch 3.9 ships as one module whose top-level helpers come along
// with any import, 6.6 KB gzip for the button alone (docs/search.md); this
// one has the same markup and class names, so DocSearch's CSS and site CSS
// written for it apply.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '@folio/client';
import type { SearchBarModalProps } from '@theme/SearchBarModal';
import { useSearchConfig } from '../lib/searchConfig';
import { isAppleDevice, useSearchKeyboard } from '../lib/searchKeyboard';
import './SearchBar.css';

let modalChunk: Promise<ComponentType<SearchBarModalProps>> | null = null;

/** Loads the modal's chunk once; a failed load can be retried. */
function loadModal(): Promise<ComponentType<SearchBarModalProps>> {
  if (!modalChunk) {
    modalChunk = import('@theme/SearchBarModal').then((m) => m.default);
    modalChunk.catch((err) => {
      console.warn('folio: could not load the search modal', err);
      modalChunk = null;
    });
  }
  return modalChunk;
}

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
  const [keyHint, setKeyHint] = useState<string | null>(null);
  // The modal puts the page back where it was when it closes.
  const scrollAtOpen = useRef(0);

  useEffect(() => setKeyHint(isAppleDevice() ? '⌘' : 'Ctrl'), []);

  const prepare = useCallback(() => {
    loadModal().then((C) => setModal(() => C), () => {});
  }, []);
  const onOpen = useCallback(() => {
    scrollAtOpen.current = window.scrollY;
    loadModal().then(
      (C) => {
        setModal(() => C);
        setIsOpen(true);
      },
      () => {},
    );
  }, []);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (key: string) => {
      setInitialQuery(key);
      onOpen();
    },
    [onOpen],
  );
  useSearchKeyboard({ isOpen, onOpen, onClose, onInput, buttonRef });

  if (!config) return null;
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The search button' });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        onClick={onOpen}
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
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
          {keyHint && (
            <>
              <kbd className="DocSearch-Button-Key">{keyHint}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
      {isOpen &&
        Modal &&
        createPortal(
          <Modal onClose={onClose} initialQuery={initialQuery} initialScrollY={scrollAtOpen.current} />,
          portalRoot(config.hosts),
        )}
    </>
  );
}
