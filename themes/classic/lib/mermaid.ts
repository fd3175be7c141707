// ```mermaid code blocks arrive as their source in a .mermaid-diagram box
// (core/markdown). After each page is on screen, if it has such a box, the
// drawing code (mermaidDiagrams.ts, with Mermaid itself) is loaded and
// draws them; pages without diagrams never load it.
import { useEffect } from 'react';
import { useLocation } from '@folio/client';

export const UNDRAWN = '.mermaid-diagram:not([data-drawn])';

export function useMermaidDiagrams(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!document.querySelector(UNDRAWN)) return;
    void import('./mermaidDiagrams').then((m) => m.drawDiagrams());
  }, [pathname]);
}
