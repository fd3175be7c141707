// The anchors of a guide and the links it makes, read from its Markdown
// source. Anchors follow the GitHub-style slugs the site renders (lower
// case; spaces become "-"; everything but letters, marks, numbers, "_" and
// "-" is dropped; repeats get "-1", "-2"), with an explicit {#id} winning.
import { extractFences } from './fences.mjs';

export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The text a heading line shows: inline code, emphasis and links reduced to their text. */
function headingText(raw) {
  return raw
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,3}([^*_]+)[*_]{1,3}/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** Lines of a guide outside fenced code, with their 1-based numbers. */
export function proseLines(text) {
  const inFence = new Set();
  const lines = text.split('\n');
  for (const fence of extractFences(text)) {
    const lineCount = fence.code === '' ? 0 : fence.code.split('\n').length;
    for (let l = fence.line; l <= fence.line + lineCount + 1; l++) inFence.add(l);
  }
  return lines.map((line, i) => ({ line, number: i + 1 })).filter(({ number }) => !inFence.has(number));
}

/** The ids of a guide's h2–h6 headings (h1 gets none). */
export function headingIds(text) {
  const seen = new Map();
  const ids = [];
  for (const { line } of proseLines(text)) {
    const m = /^(#{2,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const explicit = /\{#([^}\s]+)\}\s*$/.exec(m[2]);
    let id;
    if (explicit) {
      id = explicit[1];
    } else {
      const base = slugify(headingText(m[2]));
      id = base;
      let n = seen.get(base) ?? 0;
      while (seen.has(id)) id = `${base}-${++n}`;
      seen.set(base, n);
    }
    seen.set(id, seen.get(id) ?? 0);
    ids.push(id);
  }
  return ids;
}

/** Markdown links `[text](target)` outside code, with their line numbers. */
export function markdownLinks(text) {
  const links = [];
  for (const { line, number } of proseLines(text)) {
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const m of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ target: m[1], line: number });
    }
  }
  return links;
}
