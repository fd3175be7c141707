// A code block for MDX: <CodeBlock language="js" title="App.js">{code}</CodeBlock>.
// Given `html` (the code's lines highlighted at build time, which the core does
// for MDX code fences) it shows that; otherwise the code as plain, escaped text.
// A button copies the code.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { classNames } from '../lib/classNames';
import { COPIED_ICON, COPIED_LABEL, COPIED_MS, COPY_ICON, COPY_LABEL, copyText } from '../lib/docsCodeCopy';
import './CodeBlock.css';

interface CodeBlockProps {
  children?: ReactNode;
  /** Highlighted HTML of the code (the lines' spans), trusted: it comes from the build. */
  html?: string;
  language?: string;
  /** "language-js", as a Markdown fence's class. */
  className?: string;
  title?: ReactNode;
  /** Numbers the lines; a number is the first line's. */
  showLineNumbers?: boolean | number;
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
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => setCopied(await copyText(code()));
  return (
    <button
      type="button"
      className={classNames('clean-btn', 'copyButton', copied && 'copyButton--copied')}
      aria-label={copied ? COPIED_LABEL : COPY_LABEL}
      title="Copy"
      onClick={copy}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="copyButtonIcon">
        <path fill="currentColor" d={copied ? COPIED_ICON : COPY_ICON} />
      </svg>
    </button>
  );
}

/** The plain code as lines, the markup core/markdown gives highlighted code. */
function plainLines(text: string): ReactNode {
  return text.split('\n').map((line, i, all) => (
    <span key={i} className="token-line">
      {i < all.length - 1 ? line + '\n' : line}
    </span>
  ));
}

export default function CodeBlock({ children, html, language, className, title, showLineNumbers }: CodeBlockProps) {
  const lang = language || className?.match(/language-(\S+)/)?.[1] || 'text';
  const code = useRef<HTMLElement>(null);
  const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
  // The numbers are a CSS counter (core/markdown's layout CSS); a later first line moves it.
  const first = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const counter = numbered && first > 1 ? { counterReset: `line ${first - 1}` } : undefined;
  // The markup of core/markdown's code blocks, so one stylesheet serves both.
  return (
    <div className={classNames('theme-code-block', `language-${lang}`)}>
      {title && <div className="code-block-title">{title}</div>}
      <pre tabIndex={0} className={classNames('code-block', numbered && 'code-block-line-numbers')}>
        {html !== undefined ? (
          <code ref={code} style={counter} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code ref={code} style={counter}>
            {numbered ? plainLines(codeText(children).replace(/\n$/, '')) : codeText(children).replace(/\n$/, '')}
          </code>
        )}
      </pre>
      <CopyButton code={() => code.current?.textContent ?? ''} />
    </div>
  );
}
