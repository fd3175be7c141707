// Shapes shared by the runtime, the server renderer and the Go core. The Go
// side writes these as JSON (core/render and core/build); keep them in step.

import type { ComponentType } from 'react';

export interface RouteMeta {
  title?: string;
  description?: string;
  noindex?: boolean;
  sidebar?: string;
}

/** Where a component's code lives in the client bundle. */
export interface ComponentAssets {
  /** URL of the component's ES module; its default export is the component. */
  js: string;
  /** Stylesheets the component needs. */
  css: string[];
}

/** The compact table of every route, fetched once for client navigation. */
export interface Manifest {
  /** Normalised path -> [component index, data URL]. */
  routes: Record<string, [number, string]>;
  components: Array<ComponentAssets & { key: string }>;
  /** Shared data key -> URL of its JSON. */
  shared: Record<string, string>;
}

/** A route's data file, fetched on client navigation. */
export interface RouteDataFile {
  data: unknown;
  content?: string;
  meta: RouteMeta;
  shared?: string[];
}

/** Everything needed to render one route. */
export interface LoadedRoute {
  path: string;
  componentKey: string;
  Component: ComponentType<RouteProps>;
  data: unknown;
  content?: string;
  meta: RouteMeta;
  shared: Record<string, unknown>;
}

/** Props every route component receives. */
export interface RouteProps {
  data: any;
  content?: string;
}

/** The JSON the core inlines into each page for hydration. */
export interface InitialState {
  path: string;
  component: ComponentAssets & { key: string };
  data: unknown;
  meta: RouteMeta;
  /** Shared data small enough to inline; usually empty. */
  shared: Record<string, unknown>;
  /**
   * Shared data to fetch before hydrating (a sidebar): one cached file for
   * every page that uses it, instead of a copy inlined in each page.
   */
  sharedUrls?: Record<string, string>;
  /** The plugins' global data, a cached JSON file fetched before hydrating. */
  globalDataUrl?: string;
  manifest: string;
  /** The not-found page's component, so unknown paths need no manifest entry. */
  notFound: ComponentAssets & { key: string };
}

export interface SiteData {
  siteConfig: SiteConfig;
  globalData: Record<string, unknown>;
  /**
   * Translations of theme and site strings for translate() and
   * <Translate>: id (or message) → text. Absent: the English defaults.
   */
  codeTranslations?: Record<string, string>;
}

export interface SiteConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  titleDelimiter: string;
  themeConfig: Record<string, any> & { navbar?: any; footer?: any; colorMode?: any };
  i18n: {
    defaultLocale: string;
    currentLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label?: string; direction?: string; htmlLang?: string; calendar?: string; path?: string }>;
  };
  [key: string]: unknown;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}
