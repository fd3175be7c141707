// Loaded only when site.toml sets [themeConfig.internalDocs] enabled: the
// bridge goes on window.folioInternalDocs for site code, and on each page
// load the static-docs ping decides whether to ask the internal-docs
// service about an internal version of the page.
import type { InternalDocsConfig } from '../themeConfig';
import { createParentBridge, type ParentBridge } from './bridge';
import { checkInternalVersion, internalVersionAction, type InternalVersionCheck } from './check';
import { pingStaticDocs } from './ping';

export interface InternalDocsApi {
  bridge: ParentBridge;
  ping: () => Promise<boolean>;
}

export function startInternalDocs(config: InternalDocsConfig, onBanner: (check: InternalVersionCheck) => void): void {
  const { staticDocsUrl, checkUrl } = config;
  const api: InternalDocsApi = {
    bridge: createParentBridge(config.internalHosts ?? []),
    ping: () => (staticDocsUrl ? pingStaticDocs(staticDocsUrl) : Promise.resolve(false)),
  };
  (window as Window & { folioInternalDocs?: InternalDocsApi }).folioInternalDocs = api;
  if (!staticDocsUrl || !checkUrl) return;
  void (async () => {
    if (!(await api.ping())) return;
    const check = await checkInternalVersion(checkUrl, window.location.pathname);
    const action = internalVersionAction(check);
    if (action === 'redirect') window.location.replace(check!.redirectTo as string);
    if (action === 'banner') onBanner(check!);
  })();
}
