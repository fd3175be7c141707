// The browser entry: hydrate the server-rendered page. The route's
// component module is already requested by a modulepreload tag; the page's
// article HTML is taken from the DOM, not downloaded twice.
import { hydrateRoot } from 'react-dom/client';
import { startTransition } from 'react';
import { BrowserApp } from './App';
import { CONTENT_ATTRIBUTE } from './Content';
import { holdEventsUntilHydrated, reactIsListening } from './heldEvents';
import { watchForFirstInteraction } from './interaction';
import { listenForLinkClicks } from './linkClicks';
import { fetchJSON, loadComponent } from './loader';
import { startRouter } from './router';
import { dispatchRouteDidUpdate } from './events';
import { setCodeTranslations } from './translate';
import type { InitialState, SiteData } from './types';

type FolioWindow = Window & { folio?: { ready: boolean } };

export async function start(site: SiteData): Promise<void> {
  // First of all: a click on a link from now on navigates in place, and an
  // interaction before hydration is not missed.
  listenForLinkClicks(site.siteConfig.baseUrl);
  watchForFirstInteraction();
  // Synchronously, before any await: the wrong-base-URL check runs at
  // DOMContentLoaded and takes a missing window.folio as "scripts failed".
  (window as FolioWindow).folio = { ready: false };
  const root = document.getElementById('__folio');
  if (!root) throw new Error('folio: the page has no #__folio root');
  // A click or key on the page before its code has hydrated it is kept for it.
  holdEventsUntilHydrated(root);
  setCodeTranslations(site.codeTranslations);
  const script = document.getElementById('__FOLIO_STATE__');
  if (!script?.textContent) throw new Error('folio: the page has no #__FOLIO_STATE__');
  const initial: InitialState = JSON.parse(script.textContent);
  // The component's code and the shared data (preloaded by <link> tags)
  // arrive in parallel.
  const [Component] = await Promise.all([
    loadComponent(initial.component),
    initial.globalDataUrl
      ? fetchJSON<Record<string, unknown>>(initial.globalDataUrl).then((g) => {
          site.globalData = g;
        })
      : undefined,
    ...Object.entries(initial.sharedUrls ?? {}).map(async ([key, url]) => {
      initial.shared[key] = await fetchJSON(url);
    }),
  ]);
  const content = document.querySelector(`[${CONTENT_ATTRIBUTE}]`)?.innerHTML;
  const state = startRouter(initial, {
    path: initial.path,
    componentKey: initial.component.key,
    Component,
    data: initial.data,
    content,
    meta: initial.meta,
    shared: initial.shared,
  });
  const hydrated = reactIsListening();
  startTransition(() => {
    hydrateRoot(root, <BrowserApp site={site} hydrated={hydrated} />, {
      onRecoverableError: (err) => console.error('folio: recoverable render error', err),
    });
  });
  (window as FolioWindow).folio = Object.freeze({ ready: true });
  dispatchRouteDidUpdate({ previousLocation: null, location: state.location });
}
