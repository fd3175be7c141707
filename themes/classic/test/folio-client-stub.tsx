// A stand-in for @folio/client in the theme's tests: the same names, driven by a
// config and location the test sets, so components render without the router.
// The pure path rules are the runtime's own, imported from its source.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternal, normalizePath, withBaseUrl } from '../../../core/client/src/paths';

export { isExternal, normalizePath, withBaseUrl };
// Pure parts of the runtime, used as they are.
export { translate, Translate, interpolate, setCodeTranslations } from '../../../core/client/src/translate';
export { createStorageSlot } from '../../../core/client/src/storage';
export { invariant } from '../../../core/client/src/invariant';
export { onRouteUpdate, onRouteDidUpdate } from '../../../core/client/src/events';
export { lazyComponent } from '../../../core/client/src/lazyComponent';
export { onFirstInteraction } from '../../../core/client/src/interaction';
export { savesData } from '../../../core/client/src/connection';
// loader.mjs makes lazy components' imports static (the server renderer, too,
// loads their code before it renders); this is what those calls become.
export function eagerComponent<C>(component: C): C & { preload: () => Promise<void> } {
  return Object.assign(component as C & object, { preload: () => Promise.resolve() }) as C & { preload: () => Promise<void> };
}

// Server rendering: no hydration yet, no history, and error boundaries
// never catch (as in React's server renderer).
export const useIsBrowser = () => false;
export const useHistoryPopHandler = (_handler: () => boolean | void) => {};
export const pushHistoryStop = () => () => {};
export const ErrorBoundary = ({ children }: { children: ReactNode }) => <>{children}</>;
export const ErrorCauseBoundary = ({ children }: { children: ReactNode }) => <>{children}</>;

let siteConfig: any = {};
let location = { pathname: '/', search: '', hash: '' };

export function setSiteConfig(config: any) {
  siteConfig = config;
}

export function setPathname(pathname: string) {
  location = { pathname, search: '', hash: '' };
}

let globalData: Record<string, unknown> = {};
let sharedData: Record<string, unknown> = {};
export function setGlobalData(data: Record<string, unknown>) {
  globalData = data;
}
export function setSharedData(data: Record<string, unknown>) {
  sharedData = data;
}

export const useSiteConfig = () => siteConfig;
export const useGlobalData = (key: string) => globalData[key];
export const useSharedData = (key: string) => sharedData[key];
export const useLocation = () => location;
let routeMeta: Record<string, unknown> = {};
export function setRouteMeta(meta: Record<string, unknown>) {
  routeMeta = meta;
}
export const useRoute = () => ({ path: location.pathname, meta: routeMeta });
export const useBaseUrl = (path: string) => withBaseUrl(siteConfig.baseUrl, path);

/** What the last rendered <Head>s asked for, merged as the server renderer does. */
export let headValues: { title?: string; description?: string; meta?: Record<string, string> } = {};

export function resetHead() {
  headValues = {};
}

export function Head({ title, description, meta }: { title?: string; description?: string; meta?: Record<string, string> }): null {
  if (title !== undefined) headValues.title = title;
  if (description !== undefined) headValues.description = description;
  if (meta) headValues.meta = { ...headValues.meta, ...meta };
  return null;
}

// Renders what the runtime's <Link> renders, minus navigation and prefetching.
export function Link({ to, href, target, rel, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const raw = to ?? href ?? '#';
  if (raw.startsWith('pathname://')) return <a href={withBaseUrl(siteConfig.baseUrl, raw.slice('pathname://'.length))} target={target} rel={rel} {...rest}>{children}</a>;
  if (!isExternal(raw)) return <a href={withBaseUrl(siteConfig.baseUrl, raw)} target={target} rel={rel} {...rest}>{children}</a>;
  // As the runtime's: a target or rel the item sets wins, an unset one keeps the safe default.
  return (
    <a href={raw} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} {...rest}>
      {children}
    </a>
  );
}

export function Content({ html, className }: { html?: string; className?: string }) {
  return <div className={className} data-folio-content="" dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
