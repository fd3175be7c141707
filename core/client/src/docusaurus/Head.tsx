// @docusaurus/Head: Docusaurus takes the head's tags as children
// (<Head><title>…</title><meta name="description" content="…" /></Head>);
// folio's <Head> takes values. The children's title and meta tags become
// those values; other tags (link, script, html attributes) have no place in
// folio's head yet and are left out. The bundler warns about a <link> or
// <script> written inside <Head> at its file and line (core/bundle's
// headtags.go); this module stays silent, as it cannot name the place.
import { Children, isValidElement, type ReactNode } from 'react';
import { Head as FolioHead, type HeadValues } from '../Head';

interface TagProps {
  children?: ReactNode;
  name?: string;
  property?: string;
  content?: string;
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
