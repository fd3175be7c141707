// The server renderer, run by core/render's Node workers. It reads batches
// of routes as JSON lines on stdin and answers each with a JSON line of
// rendered HTML, so one long-lived process renders many pages.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createInterface } from 'node:readline';
import type { ComponentType } from 'react';
import DocumentHead from '@theme/DocumentHead';
import { AppShell } from './App';
import { RouterContext, SiteContext, fixedRouterStore } from './context';
import { baseUrlBannerScript } from './baseUrlBanner';
import { HeadCollectorContext, metaKeyAttribute, type CollectedHead } from './Head';
import { headTagsHtml } from './headTags';
import { loadLazyComponents } from './lazyComponent';
import { normalizePath } from './paths';
import { setCodeTranslations } from './translate';
import type { RouteMeta, RouteProps, SiteData } from './types';

/** One line of input: routes to render and the shared data they read. */
export interface RenderBatch {
  jobs: Array<Omit<RenderJob, 'shared'> & { sharedKeys?: string[] }>;
  /** Shared data the worker does not hold yet, or holds in an older version. */
  shared: Record<string, unknown>;
  /** The plugins' global data when it changed; it is not part of the bundle. */
  globalData?: Record<string, unknown>;
}

export interface RenderJob {
  path: string;
  component: string;
  data: unknown;
  content?: string;
  meta: RouteMeta;
  shared: Record<string, unknown>;
}

export interface RenderResult {
  path: string;
  html?: string;
  head?: CollectedHead;
  /** Markup the theme's DocumentHead adds to <head>: inline scripts run before first paint, meta tags. */
  headHtml?: string;
  error?: string;
}

/** The meta tags pages asked for with <Head meta>. */
function metaTagsHtml(meta: Record<string, string> | undefined): string {
  if (!meta) return '';
  return renderToStaticMarkup(
    <>
      {Object.entries(meta).map(([key, content]) => (
        <meta key={key} {...{ [metaKeyAttribute(key)]: key }} content={content} />
      ))}
    </>,
  );
}

/** The home page detects a wrong baseUrl (SPEC §2); other paths can't suggest one. */
function baseUrlBannerHtml(site: SiteData, path: string): string {
  const { baseUrl } = site.siteConfig;
  if (site.siteConfig.baseUrlIssueBanner === false || normalizePath(path) !== normalizePath(baseUrl)) return '';
  return `<script>${baseUrlBannerScript(baseUrl)}</script>`;
}

export function renderRoute(site: SiteData, components: Record<string, ComponentType<RouteProps>>, job: RenderJob): RenderResult {
  const Component = components[job.component];
  if (!Component) return { path: job.path, error: `no component "${job.component}" in the server bundle` };
  const head: CollectedHead = {};
  const location = { pathname: job.path, search: '', hash: '' };
  const state = {
    location,
    route: { path: job.path, componentKey: job.component, Component, data: job.data, content: job.content, meta: job.meta ?? {}, shared: job.shared ?? {} },
  };
  const store = fixedRouterStore(state);
  try {
    const html = renderToString(
      <HeadCollectorContext.Provider value={head}>
        <AppShell site={site} state={state} store={store} />
      </HeadCollectorContext.Provider>,
    );
    // The theme's <head> additions see the same contexts as the page, and
    // what the page's <Head>s asked for (to fill in only what is missing).
    const headHtml =
      renderToStaticMarkup(
        <SiteContext.Provider value={site}>
          <RouterContext.Provider value={store}>
            <DocumentHead pageHead={head} />
          </RouterContext.Provider>
        </SiteContext.Provider>,
      ) +
      metaTagsHtml(head.meta) +
      headTagsHtml(head.tags) +
      baseUrlBannerHtml(site, job.path);
    return { path: job.path, html, head, headHtml };
  } catch (err) {
    const e = err as Error;
    return { path: job.path, error: e?.stack ?? String(err) };
  }
}

/**
 * A batch's reply: one JSON line describing the pages, each page's HTML
 * replaced by its length in bytes, then the pages' HTML back to back.
 * Pages are large (a sidebar of 200 categories makes 110 KB) and escaping
 * them into JSON and back cost more than rendering them.
 */
export function encodeReply(results: RenderResult[]): string {
  const header = results.map(({ html, ...rest }) => ({ ...rest, htmlBytes: Buffer.byteLength(html ?? '') }));
  return JSON.stringify(header) + '\n' + results.map((r) => r.html ?? '').join('');
}

/** Serves render batches over stdin/stdout until stdin closes. */
export function serveWorker(site: SiteData, components: Record<string, ComponentType<RouteProps>>): void {
  setCodeTranslations(site.codeTranslations);
  // Lazy components render synchronously once their code is here.
  const ready = loadLazyComponents();
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  // The pool sends each shared datum (a sidebar) and the global data only
  // when this worker does not hold their current version: they are kept
  // here between batches.
  const held = new Map<string, unknown>();
  let current = site;
  rl.on('line', async (line) => {
    await ready; // batches still answer in order: each line waits its turn on the same promise
    const batch: RenderBatch = JSON.parse(line);
    if (batch.globalData) current = { ...site, globalData: batch.globalData };
    for (const [key, value] of Object.entries(batch.shared)) held.set(key, value);
    const results = batch.jobs.map((job) => {
      const shared: Record<string, unknown> = {};
      for (const key of job.sharedKeys ?? []) shared[key] = held.get(key);
      return renderRoute(current, components, { ...job, shared });
    });
    process.stdout.write(encodeReply(results));
  });
}
