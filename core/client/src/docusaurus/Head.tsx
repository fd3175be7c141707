// @docusaurus/Head: Docusaurus takes the head's tags as children
// (<Head><title>…</title><meta name="description" content="…" /></Head>);
// folio's <Head> takes values. The children's title and meta tags become
// those values, and <link>, <script>, <style>, <base> and <noscript> become
// its head tags, written into the page and added after client navigation.
// Attributes of <html> and <body> have no place in folio's head; the bundler
// warns about them at their file and line (core/bundle's headtags.go); this
// module stays silent, as it cannot name the place.
import { Children, isValidElement, type ReactNode } from 'react';
import { Head as FolioHead, type HeadValues } from '../Head';
import { HEAD_TAG_NAMES, attributeName, type HeadTag, type HeadTagName } from '../headTags';

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

function collect(children: ReactNode, out: HeadValues): void {
  Children.forEach(children, (child) => {
    if (!isValidElement<TagProps>(child)) return;
    const { props } = child;
    if (child.type === 'title') {
      out.title = Children.toArray(props.children).join('');
    } else if (child.type === 'meta') {
      const key = props.name ?? props.property;
      if (key === 'description' && props.content !== undefined) out.description = props.content;
      else if (key && props.content !== undefined) (out.meta ??= {})[key] = props.content;
    } else if (typeof child.type === 'string' && (HEAD_TAG_NAMES as readonly string[]).includes(child.type)) {
      (out.tags ??= []).push(headTag(child.type as HeadTagName, props));
    } else if (typeof child.type !== 'string') {
      collect(props.children, out); // a fragment
    }
  });
}

export default function Head({ children }: { children?: ReactNode }) {
  const values: HeadValues = {};
  collect(children, values);
  return <FolioHead {...values} />;
}
