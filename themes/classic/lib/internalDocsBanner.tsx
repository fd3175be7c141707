// The internal-version banner's state, and the start of the internal-docs
// helpers. Both are off unless site.toml enables them; then their code
// loads after hydration, in its own chunk, and public visitors who cannot
// reach the internal host never see a thing.
import { useEffect } from 'react';
import type { InternalVersionCheck } from './internalDocs/check';
import { createStore, useStore } from './store';
import { useThemeConfig } from './themeConfig';

const bannerStore = createStore<InternalVersionCheck | null>(null);

/** Renders nothing; mounted once by ThemeProvider. */
export function InternalDocsController(): null {
  const { internalDocs } = useThemeConfig();
  useEffect(() => {
    if (!internalDocs?.enabled) return;
    let cancelled = false;
    void import('./internalDocs/index').then(({ startInternalDocs }) => {
      if (!cancelled) startInternalDocs(internalDocs, bannerStore.set);
    });
    return () => {
      cancelled = true;
    };
  }, [internalDocs]);
  return null;
}

/** The service's answer when it asked for a banner; null otherwise. */
export function useInternalDocsBanner(): InternalVersionCheck | null {
  return useStore(bannerStore, null);
}
