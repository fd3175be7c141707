// Shapes of the runtime itself. What the Go core and the plugins write as
// JSON (route data, the manifest, the site config, each page kind's data)
// is generated from their Go types into contract.ts: never written here.

import type { ComponentType } from 'react';
import type { RouteMeta, SiteConfig as SiteConfigOfGo } from './contract';

export type * from './contract';

/** The site config; keys the Go side does not know may ride along. */
export type SiteConfig = SiteConfigOfGo & { [key: string]: unknown };

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

/**
 * Props every route component receives: the data its plugin sent (such as
 * DocRouteData or BlogPostPageData), and the rendered Markdown, if any.
 * An MDX page's component also gets MDXContent (the compiled module).
 */
export interface RouteProps<Data = any> {
  data: Data;
  content?: string;
  MDXContent?: MDXContentType;
}

/** An .mdx page arrives compiled; the theme passes its MDX components in. */
export type MDXContentType = ComponentType<{ components?: Record<string, unknown> }>;

export interface SiteData {
  siteConfig: SiteConfig;
  globalData: Record<string, unknown>;
  /**
   * Translations of theme and site strings for translate() and
   * <Translate>: id (or message) → text. Absent: the English defaults.
   */
  codeTranslations?: Record<string, string>;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}
