// Desktop or mobile, by SPEC §9's breakpoint: wider than 996 px is desktop.
// 'ssr' on the server and during hydration, so the first client render
// matches the server's.
import { useEffect, useState } from 'react';

export const DESKTOP_MIN_WIDTH = 997;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setSize(query.matches ? 'desktop' : 'mobile');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return size;
}
