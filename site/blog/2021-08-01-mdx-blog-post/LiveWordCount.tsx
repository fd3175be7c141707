// A live Lexical editor for the MDX blog post: plain text, with a word
// count that follows every update of the editor state. The editor is
// created in an effect, so the server renders only the empty box; Lexical
// (50 KB) loads then, after the page, rather than with it.
import { useEffect, useRef, useState } from 'react';

function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

const box = {
  minHeight: '6rem',
  padding: '0.75rem 1rem',
  border: '1px solid var(--folio-border-color)',
  borderRadius: 'var(--folio-radius)',
  background: 'var(--folio-background-surface)',
  outline: 'none',
  whiteSpace: 'pre-wrap',
} as const;

export default function LiveWordCount() {
  const root = useRef<HTMLDivElement>(null);
  const [words, setWords] = useState(0);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    Promise.all([import('lexical'), import('@lexical/plain-text'), import('@lexical/utils')]).then(
      ([{ $getRoot, createEditor }, { registerPlainText }, { mergeRegister }]) => {
        if (unmounted) return;
        const editor = createEditor({
          namespace: 'blog-live-word-count',
          onError: (error) => console.error(error),
        });
        // Lexical edits the element the page makes editable; doing it here
        // keeps the server-rendered box read-only until the editor is ready.
        root.current?.setAttribute('contenteditable', 'true');
        editor.setRootElement(root.current);
        const unregister = mergeRegister(
          registerPlainText(editor),
          editor.registerUpdateListener(({ editorState }) => {
            editorState.read(() => setWords(countWords($getRoot().getTextContent())));
          }),
        );
        stop = () => {
          unregister();
          editor.setRootElement(null);
        };
      },
      (error) => console.error('The live editor could not be loaded.', error),
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  return (
    <div className="live-word-count">
      <div ref={root} style={box} role="textbox" aria-multiline="true" aria-label="Live Lexical editor" data-testid="live-editor" />
      <p aria-live="polite" data-testid="live-word-count">
        {words === 1 ? '1 word' : `${words} words`}
      </p>
    </div>
  );
}
