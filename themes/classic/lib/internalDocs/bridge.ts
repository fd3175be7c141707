// The parent-window message bridge. An internal tool that embeds a docs
// page in an iframe offers services to it (gatekeeper checks, feedback, the
// in-page editor, ...). The page calls them by posting a request to the
// parent window and waiting for the answer with the same id. Outside
// localhost and the configured internal hosts every call is rejected with
// 'Not running on static docs', so a public copy of the page never talks to
// whatever framed it.
import { isInternalHost } from './hosts';

export const BRIDGE_MODULES = ['bloks', 'gks', 'feedback', 'inpageeditor', 'interncomponent', 'metagen', 'uidocs'] as const;
export type BridgeModuleName = (typeof BRIDGE_MODULES)[number];

export const NOT_STATIC_DOCS = 'Not running on static docs';
/** Marks our messages among whatever else the frames post. */
export const BRIDGE_MESSAGE_SOURCE = 'folio-internal-docs';

export interface BridgeModule {
  call(method: string, ...args: unknown[]): Promise<unknown>;
}
export type ParentBridge = Record<BridgeModuleName, BridgeModule>;

export interface BridgeRequest {
  source: typeof BRIDGE_MESSAGE_SOURCE;
  id: number;
  module: BridgeModuleName;
  method: string;
  args: unknown[];
}

/** What the parent answers: the request's id and a result or an error message. */
export interface BridgeResponse {
  source: typeof BRIDGE_MESSAGE_SOURCE;
  id: number;
  result?: unknown;
  error?: string;
}

function isResponse(data: unknown): data is BridgeResponse {
  const d = data as BridgeResponse | null;
  return !!d && d.source === BRIDGE_MESSAGE_SOURCE && typeof d.id === 'number' && !('method' in d);
}

export function createParentBridge(internalHosts: readonly string[], win: Window = window): ParentBridge {
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let listening = false;

  const listen = () => {
    if (listening) return;
    listening = true;
    win.addEventListener('message', (event: MessageEvent) => {
      if (event.source !== win.parent || !isResponse(event.data)) return;
      const call = pending.get(event.data.id);
      if (!call) return;
      pending.delete(event.data.id);
      if (event.data.error !== undefined) call.reject(new Error(event.data.error));
      else call.resolve(event.data.result);
    });
  };

  const call = (module: BridgeModuleName, method: string, args: unknown[]): Promise<unknown> => {
    if (!isInternalHost(win.location.hostname, internalHosts)) return Promise.reject(new Error(NOT_STATIC_DOCS));
    if (win.parent === win) return Promise.reject(new Error(`${NOT_STATIC_DOCS}: the page is not embedded in an internal tool`));
    listen();
    const id = ++nextId;
    const request: BridgeRequest = { source: BRIDGE_MESSAGE_SOURCE, id, module, method, args };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      win.parent.postMessage(request, '*');
    });
  };

  return Object.fromEntries(
    BRIDGE_MODULES.map((module) => [module, { call: (method: string, ...args: unknown[]) => call(module, method, args) }]),
  ) as ParentBridge;
}
