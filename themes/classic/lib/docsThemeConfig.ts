// themeConfig.docs.sidebar in site.toml, as Docusaurus names it:
//   [themeConfig.docs.sidebar]
//   hideable = true                # a button hides the sidebar
//   autoCollapseCategories = true  # opening a category closes its siblings
import { useSiteConfig } from '@folio/client';

export interface DocsSidebarConfig {
  hideable: boolean;
  autoCollapseCategories: boolean;
}

export function useDocsSidebarConfig(): DocsSidebarConfig {
  const { themeConfig } = useSiteConfig();
  const sidebar = (themeConfig as { docs?: { sidebar?: Partial<DocsSidebarConfig> } }).docs?.sidebar ?? {};
  return { hideable: sidebar.hideable === true, autoCollapseCategories: sidebar.autoCollapseCategories === true };
}
