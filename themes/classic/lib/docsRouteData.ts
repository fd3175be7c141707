// The `data` of a doc route is the docs plugin's; its type is generated
// from plugins/docs's Go types into @folio/client.
export type { DocRouteData } from '@folio/client';

export function sidebarDataKey(sidebarId: string): string {
  return `docs-sidebar-${sidebarId}`;
}
