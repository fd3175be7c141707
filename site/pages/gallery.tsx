// /gallery: example editors built with Lexical, from site/data/gallery.json.
// Tag checkboxes (with counts) and a title search filter the cards; both
// live in the URL (?tags=react&tags=collab&title=table) so a filtered view
// can be shared. The server renders the unfiltered gallery; the filters
// apply once the page has hydrated, so the first render matches the HTML.
import { useEffect, useState, type ChangeEvent } from 'react';
import Layout from '@theme/Layout';
import { Link, navigate, useBaseUrl, useLocation } from '@folio/client';
import gallery from '@site/site/data/gallery.json';
import { filterItems, readFilters, tagCounts, writeFilters, type Filters, type GalleryItem } from './_gallery/filters';
import './_styles/gallery.css';

const tags: Record<string, { label: string; description: string }> = gallery.tags;
const items: GalleryItem[] = gallery.items;
const counts = tagCounts(items);

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Card({ item }: { item: GalleryItem }) {
  const image = useBaseUrl(item.image);
  return (
    <li className="gallery-card">
      <img className="gallery-card__image" src={image} alt="" width={320} height={180} loading="lazy" />
      <div className="gallery-card__body">
        <h3 className="gallery-card__title">
          <Link href={item.href}>{item.title}</Link>
        </h3>
        <p>{item.description}</p>
        <ul className="gallery-card__tags clean-list" aria-label="Tags">
          {item.tags.map((t) => (
            <li key={t} className="gallery-card__tag" title={tags[t]?.description}>
              {tags[t]?.label ?? t}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export default function Gallery() {
  const location = useLocation();
  const hydrated = useHydrated();
  const filters: Filters = hydrated ? readFilters(location.search) : { tags: [], title: '' };
  const shown = filterItems(items, filters);

  const update = (next: Filters) => {
    void navigate(location.pathname + writeFilters(next) + location.hash, { replace: true });
  };
  const toggleTag = (tag: string) => (e: ChangeEvent<HTMLInputElement>) => {
    const rest = filters.tags.filter((t) => t !== tag);
    update({ ...filters, tags: e.target.checked ? [...rest, tag] : rest });
  };

  return (
    <Layout title="Gallery" description="Editors built with Lexical: open an example and change it in your browser.">
      <main className="container margin-vert--lg gallery">
        <header className="gallery__header">
          <h1>Gallery</h1>
          <p>Editors built with Lexical. Open one in StackBlitz to read its code and change it in your browser.</p>
        </header>
        <section className="gallery__filters" aria-label="Filters">
          <fieldset className="gallery__tags">
            <legend>Filter by tag</legend>
            {Object.entries(tags).map(([tag, info]) => (
              <label key={tag} className="gallery__tag-filter" title={info.description}>
                <input type="checkbox" name="tags" value={tag} checked={filters.tags.includes(tag)} onChange={toggleTag(tag)} />
                {info.label}
                <span className="gallery__tag-count">{counts[tag] ?? 0}</span>
              </label>
            ))}
          </fieldset>
          <div className="gallery__search">
            <label htmlFor="gallery-title-search">Search by title</label>
            <input
              id="gallery-title-search"
              type="search"
              placeholder="Search by title"
              value={filters.title}
              onChange={(e) => update({ ...filters, title: e.target.value })}
            />
            {(filters.tags.length > 0 || filters.title) && (
              <button type="button" className="gallery__clear" onClick={() => update({ tags: [], title: '' })}>
                Clear filters
              </button>
            )}
          </div>
        </section>
        <p className="gallery__count" aria-live="polite">
          {shown.length === 1 ? '1 example' : `${shown.length} examples`}
        </p>
        {shown.length > 0 ? (
          <ul className="gallery__grid clean-list">
            {shown.map((item) => (
              <Card key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="gallery__empty">No example matches these filters.</p>
        )}
      </main>
    </Layout>
  );
}
