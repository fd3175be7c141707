// What the reader did to the docs sidebar (categories opened or closed, the
// sidebar hidden), kept in memory for the life of the page. Every route
// renders afresh, so without this a client-side navigation would undo the
// reader's choices. Nothing is persisted: a reload starts from the defaults.
// Written only from event handlers, so server rendering never sees a change.

const collapsedByKey = new Map<string, boolean>();
let hidden = false;

export function recallCollapsed(key: string): boolean | undefined {
  return collapsedByKey.get(key);
}

export function rememberCollapsed(key: string, collapsed: boolean): void {
  collapsedByKey.set(key, collapsed);
}

export function recallSidebarHidden(): boolean {
  return hidden;
}

export function rememberSidebarHidden(value: boolean): void {
  hidden = value;
}

// The page the sidebar was last drawn for. A category that holds the new
// page but did not hold the previous one has just become active, and opens.
let previousPath: string | undefined;

export function recallPreviousPath(): string | undefined {
  return previousPath;
}

export function rememberPath(pathname: string): void {
  previousPath = pathname;
}
