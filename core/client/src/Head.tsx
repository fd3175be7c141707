// <Head title description meta tags>: lets a page set its document title,
// description, meta tags and other head tags (headTags.ts). On the server
// the values are collected into the rendered page's <head>; in the browser
// they update the document after navigation.
import { createContext, useContext, useEffect } from 'react';
import type { HeadTag } from './headTags';
import { useSiteConfig } from './hooks';
import { formatTitle } from './title';

export interface HeadValues {
  title?: string;
  description?: string;
  /**
   * Meta tags by name ("docsearch:version") or property ("og:image").
   * Several <Head>s merge; for one name, the last rendered wins.
   */
  meta?: Record<string, string>;
  /** <link>, <script>, <style>, <base> tags; the same tag asked for twice is written once. */
  tags?: HeadTag[];
}

/**
 * What the server renderer collects from a page: its <Head>s' values, and
 * the attributes of <html> and <body> that @docusaurus/Head's children ask
 * for (<html className="…" />), the last <Head> winning per attribute. The
 * core writes them on the page's tags; docusaurus/Head.tsx keeps them in the
 * browser, so folio's <Head>, which every page loads, takes none.
 */
export interface CollectedHead extends HeadValues {
  htmlAttributes?: Record<string, string>;
  bodyAttributes?: Record<string, string>;
}

/** Set by the server renderer; absent in the browser. */
export const HeadCollectorContext = createContext<CollectedHead | null>(null);

/** Open Graph tags use `property`, the rest `name`. */
export function metaKeyAttribute(key: string): 'property' | 'name' {
  return key.startsWith('og:') ? 'property' : 'name';
}

function setMetaTag(key: string, content: string): void {
  const attr = metaKeyAttribute(key);
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${CSS.escape(key)}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function Head({ title, description, meta, tags }: HeadValues): null {
  const collector = useContext(HeadCollectorContext);
  const site = useSiteConfig();
  if (collector) {
    // Server render: the last <Head> rendered wins, as the innermost one
    // describes the page best.
    if (title !== undefined) collector.title = title;
    if (description !== undefined) collector.description = description;
    if (meta) collector.meta = { ...collector.meta, ...meta };
    if (tags?.length) collector.tags = [...(collector.tags ?? []), ...tags]; // written once each (headTagsHtml)
  }
  const metaKey = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (title !== undefined) document.title = formatTitle(site, title);
    if (description !== undefined) setMetaTag('description', description);
    if (metaKey) for (const [key, content] of Object.entries(JSON.parse(metaKey) as Record<string, string>)) setMetaTag(key, content);
  }, [title, description, metaKey, site]);
  const tagsKey = tags?.length ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (!tagsKey) return undefined;
    // Loaded only by pages that have head tags: every page pays for <Head>.
    let live = true;
    let unmount: (() => void) | undefined;
    void import('./headTags').then(({ mountHeadTags }) => {
      if (live) unmount = mountHeadTags(JSON.parse(tagsKey) as HeadTag[]);
    });
    return () => {
      live = false;
      unmount?.();
    };
  }, [tagsKey]);
  return null;
}
