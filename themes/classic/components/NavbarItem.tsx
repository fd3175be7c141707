// Renders one navbar item by looking its kind up in ComponentTypes. A site adds or
// replaces a kind by shadowing @theme/NavbarItem/ComponentTypes.
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import type { NavbarItemProps } from '../lib/navbarItemProps';

export default function NavbarItem({ type, ...props }: NavbarItemProps) {
  // Like Docusaurus, an untyped item with sub-items is a dropdown.
  const kind = type ?? (props.items ? 'dropdown' : 'default');
  // hasOwn, not `in`: a type like "toString" must not reach Object.prototype.
  if (!Object.hasOwn(ComponentTypes, kind)) {
    throw new Error(`Unknown navbar item type "${kind}"`);
  }
  const Component = ComponentTypes[kind];
  return <Component {...props} />;
}
