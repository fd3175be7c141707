// Finds the fenced code blocks of a Markdown or MDX file, with the line each
// starts on, its language and the words of its meta string
// (```tsx title="App.tsx" {2,4-6} runnable).

/**
 * @returns {Array<{lang: string, meta: string, title: string|null, flags: Set<string>, code: string, line: number, codeLine: number}>}
 *   `line` is the 1-based line of the opening fence, `codeLine` the line of the code's first line.
 */
export function extractFences(text) {
  const lines = text.split('\n');
  const fences = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( {0,3}|\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, info] = open;
    if (marker[0] === '`' && info.includes('`')) continue; // an inline code span, not a fence
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`).exec(lines[j]);
      if (close) break;
      body.push(stripIndent(lines[j], indent.length));
    }
    const { lang, meta } = splitInfo(info.trim());
    fences.push({ lang, meta, title: metaTitle(meta), flags: metaFlags(meta), code: body.join('\n'), line: i + 1, codeLine: i + 2 });
    i = j;
  }
  return fences;
}

function stripIndent(line, width) {
  let n = 0;
  while (n < width && line[n] === ' ') n++;
  return line.slice(n);
}

function splitInfo(info) {
  const space = info.search(/\s/);
  if (space < 0) return { lang: info, meta: '' };
  return { lang: info.slice(0, space), meta: info.slice(space + 1).trim() };
}

/** The `title="…"` of a meta string, or null. */
export function metaTitle(meta) {
  const m = /(?:^|\s)title="([^"]*)"/.exec(meta);
  return m ? m[1] : null;
}

/** The bare words of a meta string: `title="a b" {1,3} runnable` gives {runnable}. */
export function metaFlags(meta) {
  const bare = meta.replace(/\w+="[^"]*"/g, ' ').replace(/\{[^}]*\}/g, ' ');
  return new Set(bare.split(/\s+/).filter(Boolean));
}

/** Languages whose examples are compiled against the installed packages. */
export const CHECKED_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

export function extensionFor(lang) {
  switch (lang) {
    case 'ts':
    case 'typescript':
      return '.ts';
    case 'tsx':
      return '.tsx';
    case 'js':
    case 'javascript':
      return '.js';
    case 'jsx':
      return '.jsx';
    default:
      throw new Error(`no file extension for language ${lang}`);
  }
}
