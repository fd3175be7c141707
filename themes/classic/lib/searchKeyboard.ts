// The search bar's keyboard shortcuts, live before the modal's code is
// loaded: Ctrl/Cmd+K opens (and closes) it, "/" opens it when the visitor
// is not typing in a field, Escape closes it, and a letter typed while the
// search button has focus opens it with that letter as the query.
import { useEffect, type RefObject } from 'react';

export interface SearchKeyboardOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

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

export function useSearchKeyboard({ isOpen, onOpen, onClose, onInput, buttonRef }: SearchKeyboardOptions): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const action = searchKeyAction(e, isOpen, !!buttonRef.current && document.activeElement === buttonRef.current);
      if (action === null) return;
      if (action === 'input') {
        e.preventDefault();
        onInput(e.key);
        return;
      }
      e.preventDefault();
      if (action === 'close' || (action === 'toggle' && isOpen)) {
        onClose();
      } else if (!document.body.classList.contains('DocSearch--active')) {
        // Another DocSearch on the page is open: leave it be.
        onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}

/** Apple devices show ⌘ in the shortcut hint, others Ctrl. */
export function isAppleDevice(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.platform || nav.userAgentData?.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
