// The `docsVersionDropdown` navbar item: a menu of the docs versions. Choosing
// one remembers it as the reader's preferred version (localStorage,
// docs-preferred-version-{pluginId}), which doc links then follow. With a single
// version there is nothing to choose from, so it is a plain link to it.
import type { MouseEvent } from 'react';
import { normalizePath, useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {
  findActiveDoc,
  pickVersion,
  useDocsData,
  usePreferredVersion,
  versionMainDocPath,
  type DocsNavbarItemProps,
  type GlobalVersion,
} from '../../lib/docsVersions';
import type { NavbarItemConfig } from '../../lib/themeConfig';

export default function DocsVersionDropdownNavbarItem({
  docsPluginId,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  ...props
}: DocsNavbarItemProps & { dropdownItemsBefore?: NavbarItemConfig[]; dropdownItemsAfter?: NavbarItemConfig[] }) {
  const data = useDocsData(docsPluginId);
  const { pathname } = useLocation();
  const [preferred, savePreferred] = usePreferredVersion(data);
  const current = pickVersion(data, pathname, preferred);
  const active = findActiveDoc(data, pathname);

  // The same doc in the other version when it has it, else that version's main doc.
  const target = (version: GlobalVersion) =>
    version.docs.find((d) => active && d.id === active.doc.id)?.path ?? versionMainDocPath(version);

  // The links are drawn by the shared navbar components, so the choice is read
  // from the followed link's address.
  const rememberChoice = (event: MouseEvent) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    const chosen = href ? data.versions.find((v) => normalizePath(target(v)) === normalizePath(href)) : undefined;
    if (chosen) savePreferred(chosen.name);
  };

  const item =
    data.versions.length <= 1 && dropdownItemsBefore.length + dropdownItemsAfter.length === 0 ? (
      <DefaultNavbarItem {...props} label={props.label ?? current.label} to={target(current)} />
    ) : (
      <DropdownNavbarItem
        {...props}
        label={props.label ?? current.label}
        items={[
          ...dropdownItemsBefore,
          ...data.versions.map((v) => ({ label: v.label, to: target(v), isActive: v === current })),
          ...dropdownItemsAfter,
        ]}
      />
    );
  return (
    <span className="docsVersionNavbarItem" style={{ display: 'contents' }} onClickCapture={rememberChoice}>
      {item}
    </span>
  );
}
