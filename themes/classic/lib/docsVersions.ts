// The docs plugin's global data (which docs exist, in which version, in which
// sidebar) and the reader's preferred version, for the navbar's doc items.
import { useCallback, useEffect, useState } from 'react';
import { normalizePath, useGlobalData } from '@folio/client';
import type { NavbarItemProps } from './navbarItemProps';

export const DEFAULT_DOCS_PLUGIN_ID = 'default';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

export interface GlobalDocsData {
  path: string;
  pluginId: string;
  versions: GlobalVersion[];
  breadcrumbs?: boolean;
}

/** The docs plugin's data; a site without the docs plugin is a configuration error (SPEC §8). */
export function useDocsData(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): GlobalDocsData {
  const data = useGlobalData<GlobalDocsData>('docs');
  if (!data || data.pluginId !== pluginId) {
    throw new Error(`No docs plugin with id "${pluginId}": add [[plugins]] name = "docs" to site.toml to use doc navbar items.`);
  }
  return data;
}

/** The doc at `pathname`, in whichever version has it. */
export function findActiveDoc(data: GlobalDocsData, pathname: string): { version: GlobalVersion; doc: GlobalDoc } | undefined {
  const wanted = normalizePath(pathname);
  for (const version of data.versions) {
    const doc = version.docs.find((d) => normalizePath(d.path) === wanted);
    if (doc) return { version, doc };
  }
  return undefined;
}

/** The version a doc link should go to: the page's own, else the preferred one, else the latest. */
export function pickVersion(data: GlobalDocsData, pathname: string, preferred: string | null): GlobalVersion {
  const active = findActiveDoc(data, pathname)?.version;
  if (active) return active;
  const stored = preferred ? data.versions.find((v) => v.name === preferred) : undefined;
  return stored ?? data.versions.find((v) => v.isLast) ?? data.versions[0];
}

export function findDoc(version: GlobalVersion, docId: string): GlobalDoc {
  const doc = version.docs.find((d) => d.id === docId);
  if (!doc) {
    throw new Error(`Couldn't find any doc with id "${docId}" in version ${version.name}. Check the docId of the "doc" navbar item in site.toml.`);
  }
  return doc;
}

export function findSidebarLink(version: GlobalVersion, sidebarId: string): { path: string; label: string } {
  const sidebar = Object.hasOwn(version.sidebars, sidebarId) ? version.sidebars[sidebarId] : undefined;
  if (!sidebar) {
    const known = Object.keys(version.sidebars).map((id) => `"${id}"`).join(', ') || 'none';
    throw new Error(`Couldn't find a sidebar with id "${sidebarId}" in version ${version.name} (sidebars: ${known}). Check the sidebarId of the "docSidebar" navbar item in site.toml.`);
  }
  if (!sidebar.link) throw new Error(`The sidebar "${sidebarId}" has no doc to link to.`);
  return sidebar.link;
}

export function versionMainDocPath(version: GlobalVersion): string {
  return version.docs.find((d) => d.id === version.mainDocId)?.path ?? version.path;
}

// Preferred version: the reader's choice in the version dropdown, kept in
// localStorage per docs plugin. Storage can be missing (private modes, blocked
// cookies); that only costs the preference, so it logs a warning, never throws.

export function preferredVersionKey(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): string {
  return `docs-preferred-version-${pluginId}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn('folio: localStorage is unavailable; the preferred docs version is not remembered.', error);
    return null;
  }
}

/** The stored preferred version, if it still exists; a stale name is deleted. */
export function readPreferredVersion(data: GlobalDocsData): string | null {
  const store = storage();
  if (!store) return null;
  const key = preferredVersionKey(data.pluginId);
  try {
    const name = store.getItem(key);
    if (name === null) return null;
    if (data.versions.some((v) => v.name === name)) return name;
    store.removeItem(key);
  } catch (error) {
    console.warn(`folio: could not read "${key}" from localStorage.`, error);
  }
  return null;
}

export function savePreferredVersion(pluginId: string, name: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(preferredVersionKey(pluginId), name);
  } catch (error) {
    console.warn(`folio: could not save "${preferredVersionKey(pluginId)}" to localStorage.`, error);
  }
}

/**
 * The preferred version name, read after hydration (the server has no storage,
 * so the first render must not depend on it), and a setter that saves it.
 */
export function usePreferredVersion(data: GlobalDocsData): [string | null, (name: string) => void] {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readPreferredVersion(data)), [data]);
  const save = useCallback(
    (name: string) => {
      savePreferredVersion(data.pluginId, name);
      setPreferred(name);
    },
    [data.pluginId],
  );
  return [preferred, save];
}

/** The navbar items of docs read which docs plugin they belong to (`docsPluginId`, default "default"). */
export type DocsNavbarItemProps = NavbarItemProps & { docsPluginId?: string };
