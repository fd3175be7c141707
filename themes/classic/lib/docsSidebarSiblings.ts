// What the categories of one sidebar level share: with autoCollapseCategories,
// opening one category closes the others at the same level.
import { createContext, useContext } from 'react';

export interface SiblingCategories {
  /** The key of the category at this level the reader opened last, if any. */
  expandedKey: string | null;
  setExpandedKey: (key: string | null) => void;
}

export const SiblingCategoriesContext = createContext<SiblingCategories>({ expandedKey: null, setExpandedKey: () => {} });

export function useSiblingCategories(): SiblingCategories {
  return useContext(SiblingCategoriesContext);
}
