// <Content html>: article HTML rendered at build time. The marker attribute
// lets the client hydrate the article from the DOM on first load instead of
// downloading the same HTML again inside the route data.
export const CONTENT_ATTRIBUTE = 'data-folio-content';

export function Content({ html, className }: { html?: string; className?: string }) {
  return <div className={className} {...{ [CONTENT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
