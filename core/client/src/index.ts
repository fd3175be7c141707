// @folio/client: what themes and site pages import.
export { useSiteConfig, useGlobalData, useLocation, useRoute, useSharedData, useBaseUrl } from './hooks';
export { Link, type LinkProps } from './Link';
export { Content } from './Content';
export { Head } from './Head';
export { navigate, preloadRoute } from './navigation';
export { onRouteUpdate, onRouteDidUpdate, type RouteUpdate } from './events';
export { normalizePath, withBaseUrl, isExternal } from './paths';
export { formatTitle } from './title';
export type { RouteProps, RouteMeta, SiteConfig, Location } from './types';
