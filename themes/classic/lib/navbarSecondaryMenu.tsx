// The mobile sidebar's secondary menu: a slot a page fills with its own
// navigation (the doc page with its sidebar). The page renders
// <NavbarSecondaryMenuFiller component={…} props={…} /> anywhere; while it
// is mounted, the mobile sidebar opens on that menu, with a 'Back to main
// menu' button leading to the navbar's items.
import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createStore, useStore } from './store';

interface SecondaryMenuContent {
  component: ComponentType<any>;
  props: unknown;
}

const contentStore = createStore<SecondaryMenuContent | null>(null);
/** Whether the secondary menu (rather than the primary) is on screen. */
const shownStore = createStore(true);

/**
 * Puts `component` with `props` in the mobile sidebar's secondary menu
 * while this element is mounted. Pass stable props (memoised) to avoid
 * refilling the slot on every render. Renders nothing where it stands.
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: { component: ComponentType<P>; props: P }): null {
  useEffect(() => {
    contentStore.set({ component, props });
    shownStore.set(true); // a page that fills the slot gets its menu shown first
    return () => contentStore.set(null);
  }, [component, props]);
  return null;
}

/** Whether a page filled the slot; re-renders only when that changes. */
export function useHasSecondaryMenu(): boolean {
  return useSyncExternalStore(
    contentStore.subscribe,
    () => contentStore.get() !== null,
    () => false,
  );
}

export function showSecondaryMenu(): void {
  shownStore.set(true);
}

export interface NavbarSecondaryMenu {
  /** The filled menu, ready to render; null when no page filled the slot. */
  content: ReactNode;
  shown: boolean;
  show: () => void;
  hide: () => void;
}

export function useNavbarSecondaryMenu(): NavbarSecondaryMenu {
  const content = useStore(contentStore, null);
  const shown = useStore(shownStore, true);
  const Menu = content?.component;
  return {
    content: Menu ? <Menu {...(content.props as object)} /> : null,
    shown: !!Menu && shown,
    show: showSecondaryMenu,
    hide: () => shownStore.set(false),
  };
}
