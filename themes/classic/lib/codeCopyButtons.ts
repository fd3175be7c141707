// Code blocks that arrive as HTML (Markdown's, and a fence's in MDX) get
// their copy buttons (shown on hover or focus) once the reader acts on the
// page: docs, blog posts and Markdown pages alike.
import { useEffect, type RefObject } from 'react';
import { afterInteraction } from './afterInteraction';

/** Adds copy buttons to the code blocks under `root`, again when `page` changes. */
export function useCodeCopyButtons(root: RefObject<HTMLElement | null>, page: unknown): void {
  useEffect(() => {
    const el = root.current;
    if (!el?.querySelector('.theme-code-block')) return;
    return afterInteraction(
      () => import('./docsCodeCopy'),
      ({ addCopyButtons }) => addCopyButtons(el),
    );
  }, [root, page]);
}
