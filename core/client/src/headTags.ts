// Tags a page adds to <head> beyond its title and meta: stylesheets and
// preconnects (<link>), scripts, inline styles, <base>. The server renderer
// writes them into the page's <head>; in the browser a <Head> that mounts
// after navigation adds them, and removes them when the last <Head> asking
// for one unmounts. Each written tag carries data-folio-head="<key>", so
// hydration adopts the server's tags instead of adding them twice (a script
// then runs once, as on a full page load).

export type HeadTagName = 'link' | 'script' | 'style' | 'base' | 'noscript';

export interface HeadTag {
  tag: HeadTagName;
  /** HTML attribute names (crossorigin, not crossOrigin); true writes the bare attribute. */
  attributes: Record<string, string | true>;
  /** The text of an inline script or style. */
  content?: string;
}

export const HEAD_TAG_NAMES: readonly HeadTagName[] = ['link', 'script', 'style', 'base', 'noscript'];

/** React prop names whose HTML attribute is not the lower-cased name. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv' };

/** A React-style prop name as the HTML attribute it stands for. */
export function attributeName(prop: string): string {
  return ATTRIBUTE_NAMES[prop] ?? (prop.startsWith('data-') || prop.startsWith('aria-') ? prop : prop.toLowerCase());
}

/** The same tag asked for twice (a layout on every page) is one tag; its key says which. */
export function headTagKey(t: HeadTag): string {
  const attrs = Object.keys(t.attributes)
    .sort()
    .map((k) => `${k}=${String(t.attributes[k])}`)
    .join('\u0000');
  const text = `${t.tag}\u0001${attrs}\u0001${t.content ?? ''}`;
  // FNV-1a, 32 bits: short, stable across server and browser.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function escapeAttribute(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The tags as HTML for the server-rendered <head>, each once (a tag asked
 * for by several components, a layout on every page, is one tag), in the
 * order first asked for.
 */
export function headTagsHtml(tags: HeadTag[] | undefined): string {
  if (!tags) return '';
  const seen = new Set<string>();
  return tags
    .map((t) => {
      const key = headTagKey(t);
      if (seen.has(key)) return '';
      seen.add(key);
      let html = `<${t.tag} data-folio-head="${key}"`;
      for (const [name, value] of Object.entries(t.attributes)) {
        html += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
      }
      html += '>';
      if (t.tag === 'link' || t.tag === 'base') return html;
      // A script's or style's text is raw text in HTML: only its end tag
      // would end it early, so that one sequence is broken up.
      const content = (t.content ?? '').replace(new RegExp(`</(${t.tag})`, 'gi'), '<\\/$1');
      return `${html}${content}</${t.tag}>`;
    })
    .join('');
}

interface Mounted {
  element: Element;
  users: number;
}

// One module instance in the browser: Head imports it lazily, and the
// bundler splits it into one chunk every page shares.
const mounted = new Map<string, Mounted>();

/**
 * Puts the tags in document.head (or adopts the server's copies) and
 * returns what takes them out again. A tag leaves the page a moment after
 * its last user unmounts, so a page that replaces another asking for the
 * same stylesheet keeps it (no flash of unstyled text, no second script run).
 */
export function mountHeadTags(tags: HeadTag[]): () => void {
  const keys = tags.map((t) => {
    const key = headTagKey(t);
    let entry = mounted.get(key);
    if (!entry) {
      const existing = document.head.querySelector(`[data-folio-head="${key}"]`);
      entry = { element: existing ?? createTag(t, key), users: 0 };
      if (!existing) document.head.appendChild(entry.element);
      mounted.set(key, entry);
    }
    entry.users++;
    return key;
  });
  return () => {
    for (const key of keys) {
      const entry = mounted.get(key);
      if (!entry) continue;
      entry.users--;
      if (entry.users > 0) continue;
      // After the next page's <Head>s mounted (their effects load this
      // module again, which takes a few microtasks), not before.
      setTimeout(() => {
        if (entry.users > 0 || mounted.get(key) !== entry) return;
        mounted.delete(key);
        entry.element.remove();
      }, 0);
    }
  };
}

function createTag(t: HeadTag, key: string): Element {
  const el = document.createElement(t.tag);
  el.setAttribute('data-folio-head', key);
  for (const [name, value] of Object.entries(t.attributes)) el.setAttribute(name, value === true ? '' : value);
  // A script made with createElement runs when it is added, as a page's own does.
  if (t.content) el.textContent = t.content;
  return el;
}
