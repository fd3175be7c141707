// "Copy page": copies the page's Markdown twin (written by the llms plugin,
// named by the route's meta.markdown) for pasting into an AI assistant, with
// a menu that also opens the twin. The twin is fetched when a reader asks
// for it, never before.
//
// The served HTML, and the page until it has hydrated, hold a plain link to
// the twin: without JavaScript, or when a reader acts before hydration, it
// still leads to the Markdown. Hydrated, it becomes a real button with a
// menu button beside it (WAI-ARIA menu button: Enter, Space or ArrowDown
// opens it on its first item, arrows move, Escape closes it and gives the
// focus back to the menu button).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useBaseUrl, useIsBrowser, useRoute } from '@folio/client';
import './CopyPage.css';

type Status = 'idle' | 'copied' | 'failed';

const twins = new Map<string, Promise<string>>();

/** The twin's text, fetched once per page visit. */
function fetchTwin(url: string): Promise<string> {
  let text = twins.get(url);
  if (!text) {
    text = fetch(url, { headers: { Accept: 'text/markdown' } }).then((res) => {
      if (!res.ok) throw new Error(`${res.status} ${url}`);
      return res.text();
    });
    text.catch(() => twins.delete(url));
    twins.set(url, text);
  }
  return text;
}

/**
 * Writes the twin to the clipboard. A ClipboardItem takes the text as a
 * promise, so the write starts while the click still counts as the
 * reader's gesture (Safari refuses a write after an await otherwise).
 */
async function copyTwin(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = fetchTwin(url).then((text) => new Blob([text], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Browsers without promised items: write the text itself below.
    }
  }
  await navigator.clipboard.writeText(await fetchTwin(url));
}

export default function CopyPage() {
  const { meta } = useRoute();
  const url = useBaseUrl(meta.markdown ?? '/');
  const hydrated = useIsBrowser();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // The feedback goes back to "Copy page" after a while.
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  // A click elsewhere closes the menu.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  // Opened, the menu's first item takes the focus.
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  if (!meta.markdown) return null;
  if (!hydrated) {
    return (
      <div className="copyPage">
        <a className="copyPage__button copyPage__link" href={url}>
          View as Markdown
        </a>
      </div>
    );
  }

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const copy = () => {
    copyTwin(url).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      items[e.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };
  const onToggleKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
    }
  };
  const label = status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page';

  return (
    <div className="copyPage">
      <button type="button" className="copyPage__button" onClick={copy}>
        {label}
      </button>
      <button
        type="button"
        ref={toggle}
        className="copyPage__button copyPage__toggle"
        aria-label="More ways to copy the page"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={onToggleKey}
      />
      {open && (
        <div ref={menu} role="menu" aria-label="Copy page" className="copyPage__menu" onKeyDown={onMenuKey}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              copy();
              close();
            }}
          >
            Copy as Markdown
          </button>
          <a role="menuitem" tabIndex={-1} href={url} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
            View as Markdown
          </a>
        </div>
      )}
      <span className="copyPage__status" role="status">
        {status === 'copied' ? 'Copied the page as Markdown' : status === 'failed' ? 'Could not copy the page' : ''}
      </span>
    </div>
  );
}
