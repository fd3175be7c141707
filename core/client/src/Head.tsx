// <Head title description>: lets a page set its document title and
// description. On the server the values are collected into the rendered
// page's <head>; in the browser they update the document after navigation.
import { createContext, useContext, useEffect } from 'react';
import { useSiteConfig } from './hooks';
import { formatTitle } from './title';

export interface HeadValues {
  title?: string;
  description?: string;
}

/** Set by the server renderer; absent in the browser. */
export const HeadCollectorContext = createContext<HeadValues | null>(null);

export function Head({ title, description }: HeadValues): null {
  const collector = useContext(HeadCollectorContext);
  const site = useSiteConfig();
  if (collector) {
    // Server render: the last <Head> rendered wins, as the innermost one
    // describes the page best.
    if (title !== undefined) collector.title = title;
    if (description !== undefined) collector.description = description;
  }
  useEffect(() => {
    if (title !== undefined) document.title = formatTitle(site, title);
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, site]);
  return null;
}
