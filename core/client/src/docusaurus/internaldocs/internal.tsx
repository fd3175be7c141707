// docusaurus-plugin-internaldocs-fb/internal, as the public build of a Meta
// site sees it. The importer reads Meta's internal-docs preset as the
// classic preset it wraps and drops the package from package.json (its
// React 18 peer stops npm install), so the components and helpers its
// pages import come from here: internal-only content is left out, and
// content for the open-source site is shown.
import type { ReactNode } from 'react';

/** Always false: folio builds the public site. */
export function isInternal(): boolean {
  return false;
}

/** Children shown only on Meta's internal build: nothing here. */
export function FbInternalOnly(_props: { children?: ReactNode }) {
  return null;
}

// Some sites (Lexical's gallery page) import the component under this name.
export const FBInternOnly = FbInternalOnly;

/** Children shown on the open-source site. */
export function OssOnly({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The external half of a pair, for sidebars and config read in pages. */
export function fbContent<T>(options: { internal?: T; external?: T }): T | undefined {
  return options.external;
}

/** Internal-only sidebar items or config: an empty list, so that spreading it adds nothing. */
export function fbInternalOnly(_content: unknown): never[] {
  return [];
}
