// The attributes pages set on <html> and <body> with @docusaurus/Head
// (<html className="…" />, <body className="…" />), kept in the browser.
// The server writes them into the page; after client navigation the new
// page's must be applied and the previous page's taken away. Each mounted
// <Head> adds its set, and the document shows their merge, the last
// rendered winning per attribute, as with react-helmet-async (Docusaurus's
// head manager) and on the server. Class names are added and removed token by token, so that
// classes folio or the theme put on <html> stay. Only docusaurus/Head.tsx
// loads this module: the <Head> every page loads does not grow.
export type ElementAttributes = Record<string, string>;

export interface PageAttributes {
  html?: ElementAttributes;
  body?: ElementAttributes;
}

type Which = keyof PageAttributes;

/**
 * Attributes of <html> that folio owns: lang and dir come from [i18n] in
 * site.toml, data-theme from the colour mode. A page's value is left out
 * (the bundler warns where one is written: core/bundle/headtags.go), here as
 * in the server's page (core/render/document.go).
 */
export const FOLIO_HTML_ATTRIBUTES: readonly string[] = ['lang', 'dir', 'data-theme'];

interface Mounted {
  order: number;
  set: PageAttributes;
}

// The mounted sets in the order their <Head>s first rendered, as on the
// server. A <Head> whose attributes change (a Root.js one that reads
// useIsBrowser) is mounted again, and keeps its place rather than
// overriding the page's.
const mounted: Mounted[] = [];
let renders = 0;

/** A <Head>'s place in render order: call it once per <Head>, when it first renders. */
export function renderOrder(): number {
  return ++renders;
}

// What this module set last; at hydration nothing, though the server's page
// already shows the same values: setting them again changes nothing, and
// from then on they are known and can be taken away.
const applied: Record<Which, ElementAttributes> = { html: {}, body: {} };

/** The attributes the mounted sets ask for on one element, the last winning. */
export function mergeAttributes(sets: readonly PageAttributes[], which: Which): ElementAttributes {
  const out: ElementAttributes = {};
  for (const set of sets) Object.assign(out, set[which]);
  if (which === 'html') for (const name of FOLIO_HTML_ATTRIBUTES) delete out[name];
  return out;
}

function classTokens(value: string | undefined): string[] {
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

function sync(which: Which): void {
  const element = which === 'html' ? document.documentElement : document.body;
  const next = mergeAttributes(mounted.map((m) => m.set), which);
  const nextClasses = classTokens(next.class);
  for (const name of Object.keys(applied[which])) {
    if (name === 'class') element.classList.remove(...classTokens(applied[which].class).filter((c) => !nextClasses.includes(c)));
    else if (!(name in next)) element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(next)) {
    if (name === 'class') element.classList.add(...nextClasses);
    else element.setAttribute(name, value);
  }
  applied[which] = next;
}

/** Applies a <Head>'s attributes while it is mounted; the returned function takes them away. */
export function mountPageAttributes(set: PageAttributes, order: number): () => void {
  const entry = { order, set };
  const at = mounted.findIndex((m) => m.order > order);
  mounted.splice(at < 0 ? mounted.length : at, 0, entry);
  sync('html');
  sync('body');
  return () => {
    mounted.splice(mounted.indexOf(entry), 1);
    sync('html');
    sync('body');
  };
}
