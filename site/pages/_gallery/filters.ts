// The gallery's filters and their place in the URL: ?tags=a&tags=b&title=x.
// An example is shown when it has any of the chosen tags (or none are
// chosen) and its title contains the search text, ignoring case.

export interface GalleryItem {
  id: string;
  title: string;
  description: string;
  image: string;
  href: string;
  tags: string[];
}

export interface Filters {
  tags: string[];
  title: string;
}

export function readFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  return { tags: params.getAll('tags'), title: params.get('title') ?? '' };
}

/** The query string for filters, "" when there are none. */
export function writeFilters(f: Filters): string {
  const params = new URLSearchParams();
  for (const t of f.tags) params.append('tags', t);
  if (f.title) params.set('title', f.title);
  const q = params.toString();
  return q ? `?${q}` : '';
}

export function filterItems(items: GalleryItem[], f: Filters): GalleryItem[] {
  const needle = f.title.trim().toLowerCase();
  return items.filter(
    (item) =>
      (f.tags.length === 0 || item.tags.some((t) => f.tags.includes(t))) &&
      (needle === '' || item.title.toLowerCase().includes(needle)),
  );
}

/** How many examples carry each tag. */
export function tagCounts(items: GalleryItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) for (const t of item.tags) counts[t] = (counts[t] ?? 0) + 1;
  return counts;
}
