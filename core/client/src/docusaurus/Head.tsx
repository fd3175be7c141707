// @docusaurus/Head: Docusaurus takes the head's tags as children
// (<Head><title>…</title><meta name="description" content="…" /></Head>);
// folio's <Head> takes values. The children's title and meta tags become
// those values, and <link>, <script>, <style>, <base> and <noscript> become
// its head tags, written into the page and added after client navigation.
// The attributes of <html> and <body> children go on the page's <html> and
// <body>: collected for the server's page here, kept in the browser by
// ../elementAttributes.ts. They live in this module, not in folio's <Head>,
// which every page loads.
import { Children, isValidElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { HeadCollectorContext, Head as FolioHead, type HeadValues } from '../Head';
import { HEAD_TAG_NAMES, attributeName, type HeadTag, type HeadTagName } from '../headTags';
import { mountPageAttributes, renderOrder, type ElementAttributes, type PageAttributes } from '../elementAttributes';

interface TagProps {
  children?: ReactNode;
  name?: string;
  property?: string;
  content?: string;
  dangerouslySetInnerHTML?: { __html: string };
  [prop: string]: unknown;
}

/** A <link>, <script>… child as a head tag: its attributes, and its text for a script or style. */
function headTag(tag: HeadTagName, props: TagProps): HeadTag {
  const attributes: Record<string, string | true> = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'dangerouslySetInnerHTML' || prop === 'key') continue;
    if (value === true) attributes[attributeName(prop)] = true;
    else if (typeof value === 'string' || typeof value === 'number') attributes[attributeName(prop)] = String(value);
  }
  const content = props.dangerouslySetInnerHTML?.__html ?? (Children.toArray(props.children).join('') || undefined);
  return content === undefined ? { tag, attributes } : { tag, attributes, content };
}

/** <html className="a" data-x="1" /> as { class: "a", "data-x": "1" }: the string and number props. */
function elementAttributes(props: TagProps): ElementAttributes {
  const attributes: ElementAttributes = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'key') continue;
    if (typeof value === 'string' || typeof value === 'number') attributes[attributeName(prop)] = String(value);
  }
  return attributes;
}

function collect(children: ReactNode, out: HeadValues, attributes: PageAttributes): void {
  Children.forEach(children, (child) => {
    if (!isValidElement<TagProps>(child)) return;
    const { props } = child;
    if (child.type === 'html' || child.type === 'body') {
      attributes[child.type] = { ...attributes[child.type], ...elementAttributes(props) };
    } else if (child.type === 'title') {
      out.title = Children.toArray(props.children).join('');
    } else if (child.type === 'meta') {
      const key = props.name ?? props.property;
      if (key === 'description' && props.content !== undefined) out.description = props.content;
      else if (key && props.content !== undefined) (out.meta ??= {})[key] = props.content;
    } else if (typeof child.type === 'string' && (HEAD_TAG_NAMES as readonly string[]).includes(child.type)) {
      (out.tags ??= []).push(headTag(child.type as HeadTagName, props));
    } else if (typeof child.type !== 'string') {
      collect(props.children, out, attributes); // a fragment
    }
  });
}

export default function Head({ children }: { children?: ReactNode }) {
  const values: HeadValues = {};
  const attributes: PageAttributes = {};
  collect(children, values, attributes);
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    // Server render: the last <Head> rendered wins per attribute.
    if (attributes.html) collector.htmlAttributes = { ...collector.htmlAttributes, ...attributes.html };
    if (attributes.body) collector.bodyAttributes = { ...collector.bodyAttributes, ...attributes.body };
  }
  const attributesKey = attributes.html || attributes.body ? JSON.stringify(attributes) : '';
  const [order] = useState(renderOrder);
  useEffect(() => (attributesKey ? mountPageAttributes(JSON.parse(attributesKey) as PageAttributes, order) : undefined), [attributesKey, order]);
  return <FolioHead {...values} />;
}
