// A code block in MDX: <CodeBlock language="js" title="App.js">{code}</CodeBlock>.
// Code fences in .mdx files arrive with `html`, their lines highlighted at
// build time; without it the code shows as plain text. The markup is
// core/markdown's, so Markdown and MDX code blocks look the same.
import type { ReactNode } from 'react';

interface CodeBlockProps {
  children?: ReactNode;
  /** Highlighted HTML of the code, trusted: the build made it. */
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

export default function CodeBlock({ children, html, language, className, title }: CodeBlockProps) {
  const lang = language || className?.match(/language-(\S+)/)?.[1] || 'text';
  return (
    <div className={`theme-code-block language-${lang}`}>
      {title && <div className="code-block-title">{title}</div>}
      <pre className="code-block" tabIndex={0}>
        {html !== undefined ? <code dangerouslySetInnerHTML={{ __html: html }} /> : <code>{codeText(children).replace(/\n$/, '')}</code>}
      </pre>
    </div>
  );
}
