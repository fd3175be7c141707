// The nested list of a table of contents. Entries are heading HTML from the
// Markdown pipeline (inline code, emphasis), so they are set as HTML.
import type { TOCItem } from '../lib/docsTOC';

interface TOCItemsProps {
  toc: TOCItem[];
  className?: string;
  linkClassName: string;
}

export default function TOCItems({ toc, className, linkClassName }: TOCItemsProps) {
  if (toc.length === 0) return null;
  return (
    <ul className={className}>
      {toc.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={linkClassName} dangerouslySetInnerHTML={{ __html: item.value }} />
          {item.children && item.children.length > 0 && <TOCItems toc={item.children} linkClassName={linkClassName} />}
        </li>
      ))}
    </ul>
  );
}
