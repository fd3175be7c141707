// @folio/client: what themes and site pages import.
export {
  useSiteConfig,
  useGlobalData,
  useLocation,
  useRoute,
  useSharedData,
  useBaseUrl,
  useIsBrowser,
  useHistoryPopHandler,
} from './hooks';
export { Link, type LinkProps } from './Link';
export { Content } from './Content';
export { Head, type HeadValues } from './Head';
export type { HeadTag } from './headTags';
export { navigate, preloadRoute } from './navigation';
export { pushHistoryStop } from './router';
export { onRouteUpdate, onRouteDidUpdate, type RouteUpdate, type NavigationAction } from './events';
export { normalizePath, withBaseUrl, isExternal } from './paths';
export { formatTitle } from './title';
export { translate, Translate, interpolate, type TranslateDeclaration, type TranslateProps } from './translate';
export { createStorageSlot, type StorageSlot } from './storage';
export { invariant } from './invariant';
export { lazyComponent, type LazyComponent, type LazyOptions } from './lazyComponent';
export { onFirstInteraction } from './interaction';
export { savesData } from './connection';
export { ErrorBoundary, ErrorCauseBoundary, type ErrorFallbackProps } from './ErrorBoundary';
export type * from './types';
