// The `search` navbar item: the search button and its modal. The mobile
// menu and dropdowns leave it out: the button stays in the bar itself.
import SearchBar from '@theme/SearchBar';
import type { NavbarItemProps } from '../../lib/navbarItemProps';

export default function SearchNavbarItem({ mobile, isDropdownItem, className }: NavbarItemProps) {
  if (mobile || isDropdownItem) return null;
  return className ? (
    <div className={className}>
      <SearchBar />
    </div>
  ) : (
    <SearchBar />
  );
}
