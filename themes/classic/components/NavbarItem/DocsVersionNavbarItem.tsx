// The `docsVersion` navbar item: the label of the version being read (else the
// preferred one, else the latest), linking to that version's main doc.
import { useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { pickVersion, useDocsData, usePreferredVersion, versionMainDocPath, type DocsNavbarItemProps } from '../../lib/docsVersions';

export default function DocsVersionNavbarItem({ docsPluginId, label, to, ...props }: DocsNavbarItemProps) {
  const data = useDocsData(docsPluginId);
  const { pathname } = useLocation();
  const [preferred] = usePreferredVersion(data);
  const version = pickVersion(data, pathname, preferred);
  return <DefaultNavbarItem {...props} label={label ?? version.label} to={to ?? versionMainDocPath(version)} />;
}
