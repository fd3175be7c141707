// Modules the folio bundler makes for each build (core/bundle).
declare module 'folio:utilities.css';
declare module 'folio:mermaid' {
  import type { Mermaid } from 'mermaid';
  /** The site's mermaid package, or null when it is not installed. */
  const mermaid: Mermaid | null;
  export default mermaid;
}
