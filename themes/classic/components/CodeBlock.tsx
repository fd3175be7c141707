// A code block for MDX: <CodeBlock language="js" title="App.js">{code}</CodeBlock>.
// Given `html` (code highlighted at build time) it shows that; otherwise the
// code as plain, escaped text. A button copies the code.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { classNames } from '../lib/classNames';
import './CodeBlock.css';

interface CodeBlockProps {
  children?: ReactNode;
  /** Highlighted HTML of the code (the lines' spans), trusted: it comes from the build. */
  html?: string;
  language?: string;
  /** "language-js", as a Markdown fence's class. */
  className?: string;
  title?: ReactNode;
}

/** The code as text, however MDX handed it over (a string, or an array of strings). */
function codeText(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(codeText).join('');
  return '';
}

function CopyButton({ code }: { code: () => string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(code()).then(
      () => setCopied(true),
      (error) => console.warn('folio: copying the code failed.', error),
    );
  };
  return (
    <button
      type="button"
      className={classNames('clean-btn', 'copyButton', copied && 'copyButton--copied')}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      onClick={copy}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="copyButtonIcon">
        <path
          fill="currentColor"
          d={copied ? 'M21 7 9 19l-5.5-5.5 1.4-1.4L9 16.2 19.6 5.6z' : 'M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12z'}
        />
      </svg>
    </button>
  );
}

export default function CodeBlock({ children, html, language, className, title }: CodeBlockProps) {
  const lang = language ?? className?.match(/language-(\S+)/)?.[1];
  const code = useRef<HTMLElement>(null);
  return (
    <div className={classNames('theme-code-block', 'codeBlockContainer', lang && `language-${lang}`)}>
      {title && <div className="codeBlockTitle">{title}</div>}
      <div className="codeBlockContent">
        <pre tabIndex={0} className={classNames('codeBlock', lang && `language-${lang}`)}>
          {html !== undefined ? (
            <code ref={code} className="codeBlockLines" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <code ref={code} className="codeBlockLines">
              {codeText(children).replace(/\n$/, '')}
            </code>
          )}
        </pre>
        <CopyButton code={() => code.current?.textContent ?? ''} />
      </div>
    </div>
  );
}
