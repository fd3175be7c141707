// "On this page": the article's h2 and h3 headings as a nested list. The
// entries are heading HTML from the Markdown pipeline (inline code,
// emphasis), so they are set as HTML.
import type { TOCItem } from '@folio/client';

function Items({ toc }: { toc: TOCItem[] }) {
  return (
    <ul>
      {toc.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          {item.children && item.children.length > 0 && <Items toc={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export default function DocTOC({ toc }: { toc: TOCItem[] }) {
  if (toc.length === 0) return null;
  return (
    <nav className="mn-toc" aria-label="On this page">
      <p className="mn-toc__title">On this page</p>
      <Items toc={toc} />
    </nav>
  );
}
