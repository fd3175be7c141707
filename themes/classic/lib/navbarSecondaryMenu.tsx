// The mobile sidebar's secondary menu: a slot a page fills with its own
// navigation (the doc page with its sidebar). The page renders
// <NavbarSecondaryMenuFiller component={…} props={…} /> anywhere; while it
// is mounted, the mobile sidebar opens on that menu, with a 'Back to main
// menu' button leading to the navbar's items.
import { createContext, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';

interface SecondaryMenuContent {
  component: ComponentType<any>;
  props: unknown;
}

interface SecondaryMenuContextValue {
  content: SecondaryMenuContent | null;
  setContent: (content: SecondaryMenuContent | null) => void;
  /** Whether the secondary menu (rather than the primary) is on screen. */
  shown: boolean;
  setShown: (shown: boolean) => void;
}

const SecondaryMenuContext = createContext<SecondaryMenuContextValue>({
  content: null,
  setContent: () => {},
  shown: false,
  setShown: () => {},
});

export function NavbarSecondaryMenuProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<SecondaryMenuContent | null>(null);
  const [shown, setShown] = useState(true);
  // A page that fills the slot gets its menu shown first.
  useEffect(() => setShown(true), [content]);
  const value = useMemo(() => ({ content, setContent, shown, setShown }), [content, shown]);
  return <SecondaryMenuContext.Provider value={value}>{children}</SecondaryMenuContext.Provider>;
}

/**
 * Puts `component` with `props` in the mobile sidebar's secondary menu
 * while this element is mounted. Pass stable props (memoised) to avoid
 * refilling the slot on every render. Renders nothing where it stands.
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: { component: ComponentType<P>; props: P }): null {
  const { setContent } = useContext(SecondaryMenuContext);
  useEffect(() => {
    setContent({ component, props });
    return () => setContent(null);
  }, [setContent, component, props]);
  return null;
}

export interface NavbarSecondaryMenu {
  /** The filled menu, ready to render; null when no page filled the slot. */
  content: ReactNode;
  shown: boolean;
  show: () => void;
  hide: () => void;
}

export function useNavbarSecondaryMenu(): NavbarSecondaryMenu {
  const { content, shown, setShown } = useContext(SecondaryMenuContext);
  return useMemo(() => {
    const Menu = content?.component;
    return {
      content: Menu ? <Menu {...(content.props as object)} /> : null,
      shown: !!Menu && shown,
      show: () => setShown(true),
      hide: () => setShown(false),
    };
  }, [content, shown, setShown]);
}
