// Loading a route's code and data in the browser, with caches, so that a
// preload on hover makes the click that follows instant.
import type { ComponentType } from 'react';
import type { ComponentAssets, LoadedRoute, Manifest, RouteDataFile, RouteProps } from './types';

const componentCache = new Map<string, Promise<ComponentType<RouteProps>>>();
const jsonCache = new Map<string, Promise<unknown>>();

function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Could not load stylesheet ${href}`));
    document.head.appendChild(link);
  });
}

export function loadComponent(c: ComponentAssets & { key: string }): Promise<ComponentType<RouteProps>> {
  let p = componentCache.get(c.key);
  if (!p) {
    p = Promise.all([import(/* @vite-ignore */ c.js), ...c.css.map(loadStylesheet)]).then(([mod]) => mod.default);
    p.catch(() => componentCache.delete(c.key));
    componentCache.set(c.key, p);
  }
  return p;
}

export function fetchJSON<T>(url: string): Promise<T> {
  let p = jsonCache.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.json();
    });
    p.catch(() => jsonCache.delete(url));
    jsonCache.set(url, p);
  }
  return p as Promise<T>;
}

/** Loads everything the route at `path` needs; null when no route matches. */
export async function loadRoute(manifest: Manifest, path: string): Promise<LoadedRoute | null> {
  const entry = manifest.routes[path];
  if (!entry) return null;
  const [componentIndex, dataUrl] = entry;
  const assets = manifest.components[componentIndex];
  const [Component, file] = await Promise.all([loadComponent(assets), fetchJSON<RouteDataFile>(dataUrl)]);
  const shared: Record<string, unknown> = {};
  await Promise.all(
    (file.shared ?? []).map(async (key) => {
      shared[key] = await fetchJSON(manifest.shared[key]);
    }),
  );
  return { path, componentKey: assets.key, Component, data: file.data, content: file.content, meta: file.meta ?? {}, shared };
}
