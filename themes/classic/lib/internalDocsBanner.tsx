// State for the internal-version banner, and the start of the internal-docs
// helpers. Both are off unless site.toml enables them; then their code
// loads after hydration, in its own chunk, and public visitors who cannot
// reach the internal host never see a thing.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { InternalVersionCheck } from './internalDocs/check';
import { useThemeConfig } from './themeConfig';

const InternalDocsBannerContext = createContext<InternalVersionCheck | null>(null);

export function InternalDocsProvider({ children }: { children: ReactNode }) {
  const { internalDocs } = useThemeConfig();
  const [banner, setBanner] = useState<InternalVersionCheck | null>(null);
  useEffect(() => {
    if (!internalDocs?.enabled) return;
    let cancelled = false;
    void import('./internalDocs/index').then(({ startInternalDocs }) => {
      if (!cancelled) startInternalDocs(internalDocs, setBanner);
    });
    return () => {
      cancelled = true;
    };
  }, [internalDocs]);
  return <InternalDocsBannerContext.Provider value={banner}>{children}</InternalDocsBannerContext.Provider>;
}

/** The service's answer when it asked for a banner; null otherwise. */
export function useInternalDocsBanner(): InternalVersionCheck | null {
  return useContext(InternalDocsBannerContext);
}
