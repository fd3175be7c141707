// A plain link to the page's Markdown twin (the route's meta.markdown,
// written by the llms plugin), for readers who paste pages into their
// tools. Nothing when the page has no twin.
import { useBaseUrl, useRoute } from '@folio/client';

export default function MarkdownLink() {
  const { meta } = useRoute();
  const href = useBaseUrl(meta.markdown ?? '/');
  if (!meta.markdown) return null;
  return (
    <p className="mn-markdown-link">
      <a href={href}>View as Markdown</a>
    </p>
  );
}
