// The crash page's content (@theme/ErrorPageContent), loaded when a page
// crashes: no visitor pays for it before that. Error and Layout share it.
import { lazyComponent } from '@folio/client';

export const ErrorPageContent = lazyComponent(() => import('@theme/ErrorPageContent'));
