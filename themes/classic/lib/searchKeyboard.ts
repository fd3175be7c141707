// The search bar's keyboard shortcuts (searchCapture.ts listens for them):
// Ctrl/Cmd+K opens (and closes) the modal, "/" opens it when the visitor
// is not typing in a field, Escape closes it, and a letter typed while the
// search button has focus opens it with that letter as the query.

/** True when the event comes from somewhere the visitor types text. */
export function isEditing(target: EventTarget | null): boolean {
  const el = target as { tagName?: unknown; isContentEditable?: boolean } | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return !!el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA';
}

/** What a keydown asks of the search bar. */
export function searchKeyAction(
  e: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'target'>,
  isOpen: boolean,
  buttonFocused: boolean,
): 'toggle' | 'open' | 'close' | 'input' | null {
  const key = e.key ?? '';
  // Caps lock turns k into K.
  if (key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey) return 'toggle';
  if (key === 'Escape' && isOpen) return 'close';
  if (key === '/' && !isOpen && !isEditing(e.target)) return 'open';
  if (!isOpen && buttonFocused && key.length === 1 && /[\p{L}\p{N}]/u.test(key) && !e.metaKey && !e.ctrlKey && !e.altKey) {
    return 'input';
  }
  return null;
}

/** Apple devices show ⌘ in the shortcut hint, others Ctrl. */
export function isAppleDevice(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.platform || nav.userAgentData?.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
