// The `docSidebar` navbar item: a link to the first page of the sidebar
// `sidebarId`, active on every doc of that sidebar. An unknown sidebarId is a
// configuration error and throws, naming it (SPEC §8).
import { useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { findActiveDoc, findSidebarLink, pickVersion, useDocsData, usePreferredVersion, type DocsNavbarItemProps } from '../../lib/docsVersions';

export default function DocSidebarNavbarItem({ sidebarId, docsPluginId, label, ...props }: DocsNavbarItemProps) {
  const data = useDocsData(docsPluginId);
  const { pathname } = useLocation();
  const [preferred] = usePreferredVersion(data);
  if (!sidebarId) throw new Error('A "docSidebar" navbar item needs a sidebarId.');
  const link = findSidebarLink(pickVersion(data, pathname, preferred), sidebarId);
  const active = findActiveDoc(data, pathname)?.doc.sidebar === sidebarId;
  return <DefaultNavbarItem {...props} label={label ?? link.label} to={link.path} isActive={active} />;
}
