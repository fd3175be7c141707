// The `doc` navbar item: a link to the doc `docId`, in the version being read
// (else the reader's preferred one, else the latest), active on that doc. A docId
// no doc has is a configuration error and throws, naming it (SPEC §8).
import { normalizePath, useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { findDoc, pickVersion, useDocsData, usePreferredVersion, type DocsNavbarItemProps } from '../../lib/docsVersions';

export default function DocNavbarItem({ docId, docsPluginId, label, ...props }: DocsNavbarItemProps) {
  const data = useDocsData(docsPluginId);
  const { pathname } = useLocation();
  const [preferred] = usePreferredVersion(data);
  if (!docId) throw new Error('A "doc" navbar item needs a docId.');
  const doc = findDoc(pickVersion(data, pathname, preferred), docId);
  return <DefaultNavbarItem {...props} label={label ?? doc.id} to={doc.path} isActive={normalizePath(doc.path) === normalizePath(pathname)} />;
}
