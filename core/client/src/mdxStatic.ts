// The runtime half of an MDX page's static parts (core/client/tools/
// mdx-static.mjs): an element whose content is plain HTML, given by index.
//
// Hydrating, a part keeps the HTML the server rendered: React leaves an
// element's innerHTML alone while the value it is given does not change,
// so the part renders an empty one and stays so while it is mounted. When
// it unmounts (a route change, a tab that hides it), its HTML is kept for
// the next time. A part first rendered in the browser (client navigation)
// takes its HTML from the page's JSON file of parts, which the page's
// module starts to fetch as soon as it runs after the first page's
// hydration.
//
// When the site's MDX components replace a tag that parts hold (`a`,
// `code`, …), as the server's render of MDX's own output does, the parts
// are built as React elements through those components instead
// (mdxConvert.ts, loaded only then).
import {
  createContext,
  createElement,
  use,
  useContext,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { firstPageCodeArriving } from './lazyComponent';
import type { Convert } from './mdxConvert';

type Components = Record<string, unknown>;
type Props = { components?: Components };

const noSubscription = () => () => {};
// useSyncExternalStore reads the server snapshot while hydrating, and only then.
const inBrowserRender = () => false;
const inHydration = () => true;

// The components that replace tags of the parts; null when none does.
const Replacing = createContext<Components | null>(null);

type FolioWindow = Window & { folio?: { ready?: boolean } };

// part()'s flags (tools/mdx-static.mjs): the tag is rendered as written (a
// JSX element's, not Markdown's), the inner HTML is raw (a code fence's).
const AS_WRITTEN = 1;
const RAW = 2;

export function mdxStaticParts(partsURL: string, tags: string[]) {
  const kept: (string | undefined)[] = [];
  const keep: ((el: HTMLElement) => () => void)[] = [];
  let html: string[] | undefined;
  let loading: Promise<string[]> | undefined;
  let converting: Promise<Convert> | undefined;
  const convert = () => (converting ??= import('./mdxConvert').then((m) => m.convert));
  const load = () =>
    (loading ??= fetch(partsURL)
      .then((r) => {
        if (!r.ok) throw new Error(`${partsURL}: HTTP ${r.status}`);
        return r.json() as Promise<string[]>;
      })
      .then(
        (parts) => (html = parts),
        (err) => {
          loading = undefined; // a later render tries again
          throw err;
        },
      ));
  // Run after hydration: this page is being navigated to or preloaded,
  // unless this is the body of the first page, which hydrates after the
  // rest of it (lazyComponent's 'afterLoad') on the served HTML.
  if (typeof window !== 'undefined' && (window as FolioWindow).folio?.ready && !firstPageCodeArriving()) load().catch(() => {});

  function Part({ i, tag, props, flags = 0 }: { i: number; tag: string; props?: Record<string, unknown>; flags?: number }) {
    const components = useContext(Replacing);
    // A part of raw HTML (a code fence) is never built through components.
    const replacing = flags & RAW ? null : components;
    const hydrating = useSyncExternalStore(noSubscription, inBrowserRender, inHydration);
    const [fromServer] = useState(hydrating && !replacing);
    if (fromServer) {
      keep[i] ??= (el) => () => void (kept[i] = el.innerHTML);
      return createElement(tag, { ...props, ref: keep[i], suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
    }
    const inner = kept[i] ?? html?.[i] ?? use(load())[i];
    if (replacing) return use(convert())(createElement, tag, props ?? {}, inner, replacing, !!(flags & AS_WRITTEN));
    return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: inner } });
  }

  return {
    part: (i: number, tag: string, props?: Record<string, unknown>, flags?: number) => createElement(Part, { key: i, i, tag, props, flags }),
    content: (Content: ComponentType<Props>) =>
      function MDXContent(props: Props) {
        const components = props.components;
        const replacing = components && tags.some((t) => components[t] != null) ? components : null;
        return createElement(Replacing.Provider, { value: replacing }, createElement(Content, props));
      },
  };
}
