// Search from first paint. The search bar (a lazy navbar part) and
// DocSearch's modal (its own chunk) arrive after the page is on screen; this
// small module comes with every page and listens from the start, so that
// nothing the visitor does in the meantime is lost: a click on the served
// search button, Ctrl/Cmd+K, "/", a letter typed on the focused button, and
// every key typed after them. Those keys are kept, in order, until the
// modal's input is there; the modal then opens holding them (takeTyped).
//
// With it, the search bar's own code can wait for the visitor's first
// interaction (ComponentTypes.ts). It also owns the modal's chunk: preloaded when the browser is idle after
// the load event (unless the visitor saves data), and when the pointer or
// focus reaches the button, so a settled page opens it without delay.
import type { ComponentType } from 'react';
import type { SearchBarModalProps } from '@theme/SearchBarModal';
import { savesData } from '@folio/client';
import { isAppleDevice, searchKeyAction } from './searchKeyboard';

const BUTTON = '.DocSearch-Button';

// 'asked': the visitor wants the modal and its input has not taken over;
// keys typed meanwhile go to `typed`. 'open': the modal's input has them.
let state: 'closed' | 'asked' | 'open' = 'closed';
let typed = '';
let searchBar: ((open: boolean) => void) | null = null;
let modalChunk: Promise<ComponentType<SearchBarModalProps>> | null = null;

/** Loads the modal's chunk once; a failed load can be retried. */
export function loadModal(): Promise<ComponentType<SearchBarModalProps>> {
  if (!modalChunk) {
    modalChunk = import('@theme/SearchBarModal').then((m) => m.default);
    modalChunk.catch((err) => {
      console.warn('folio: could not load the search modal', err);
      modalChunk = null;
    });
  }
  return modalChunk;
}

function setState(next: typeof state, query = '') {
  state = next;
  typed = query;
  if (next !== 'open') searchBar?.(next === 'asked');
}

/**
 * The search bar, once its code is here, is told to open (true) or close
 * (false) the modal; a request made before it arrived is passed on at once.
 */
export function connectSearchBar(listener: (open: boolean) => void): () => void {
  searchBar = listener;
  if (state !== 'closed') listener(true);
  return () => {
    searchBar = null;
  };
}

/** The modal closed (Escape, a click outside, a followed result). */
export function searchClosed(): void {
  if (state !== 'closed') setState('closed');
}

/** What was typed before the modal's input took over; from now on keys are the input's. */
export function takeTyped(): string {
  const text = typed;
  if (state === 'asked') state = 'open';
  typed = '';
  return text;
}

/** What was typed so far, for the modal's first render. */
export function typedSoFar(): string {
  return typed;
}

function onKeyDown(e: KeyboardEvent): void {
  const button = document.querySelector(BUTTON);
  if (!button) return; // this page has no search
  if (state === 'asked' && !e.ctrlKey && !e.metaKey && !e.altKey) {
    if (e.key.length === 1) typed += e.key;
    else if (e.key === 'Backspace') typed = typed.slice(0, -1);
    if (e.key.length === 1 || e.key === 'Backspace') {
      e.preventDefault();
      return;
    }
  }
  const action = searchKeyAction(e, state !== 'closed', document.activeElement === button);
  if (!action) return;
  e.preventDefault();
  if (action === 'input') setState('asked', e.key);
  else if (action === 'close' || state !== 'closed') setState('closed');
  // Another DocSearch on the page is open: leave it be.
  else if (!document.body.classList.contains('DocSearch--active')) setState('asked');
  if (state === 'asked') void loadModal().catch(() => setState('closed'));
}

function onClick(e: MouseEvent): void {
  if (state !== 'closed' || !(e.target as Element | null)?.closest?.(BUTTON)) return;
  setState('asked');
  void loadModal().catch(() => setState('closed'));
}

/** The pointer or focus reached the button: the visitor may be about to use it. */
function onApproach(e: Event): void {
  if ((e.target as Element | null)?.closest?.(BUTTON)) void loadModal().catch(() => {});
}

/**
 * Starts listening; the theme calls it once, as its code is evaluated (the
 * served page is parsed by then). The button's key hint is served as Ctrl:
 * Apple devices get ⌘ at once.
 */
export function captureSearch(): void {
  if (isAppleDevice()) for (const key of document.querySelectorAll(`${BUTTON}-Key`)) if (key.textContent === 'Ctrl') key.textContent = '⌘';
  addEventListener('keydown', onKeyDown, true);
  addEventListener('click', onClick, true);
  for (const type of ['pointerover', 'pointerdown', 'focusin']) addEventListener(type, onApproach, true);
  addEventListener('load', () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
    idle(() => {
      if (document.querySelector(BUTTON) && !savesData()) void loadModal().catch(() => {});
    });
  });
}
