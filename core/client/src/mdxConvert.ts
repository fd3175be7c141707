// Builds an MDX static part's HTML as React elements through the page's
// components (mdxStatic.ts), for a site whose MDX components replace a tag
// the part holds. Loaded only then; it imports nothing, React included, so
// that it stays a small file of its own: createElement is handed in.
import type { ComponentType, ReactNode, createElement as CreateElement } from 'react';

type Components = Record<string, unknown>;

export type Convert = typeof convert;

/** The element `tag` with `props`, holding `html`, its tags replaced by `components` (not the root's when asWritten). */
export function convert(h: typeof CreateElement, tag: string, props: Record<string, unknown>, html: string, components: Components, asWritten: boolean): ReactNode {
  return element(h, tag, props, parse(html), components, asWritten);
}

function parse(html: string): NodeListOf<ChildNode> {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.childNodes;
}

// Attributes whose React prop has another name, and boolean ones.
const propNames: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan' };
const booleans = new Set(['checked', 'disabled', 'open', 'hidden']);

function element(h: typeof CreateElement, tag: string, props: Record<string, unknown>, children: NodeListOf<ChildNode>, components: Components, asWritten = false): ReactNode {
  const kids = Array.from(children, (n): ReactNode => {
    if (n.nodeType === Node.TEXT_NODE) return (n as Text).data;
    if (n.nodeType !== Node.ELEMENT_NODE) return null;
    const el = n as Element;
    const own: Record<string, unknown> = {};
    for (const a of Array.from(el.attributes)) own[propNames[a.name] ?? a.name] = booleans.has(a.name) ? true : a.value;
    return element(h, el.localName, own, el.childNodes, components);
  });
  return h(asWritten ? tag : ((components[tag] as string | ComponentType) ?? tag), props, ...kids);
}
