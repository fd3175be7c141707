// The hand-written guides under site/docs: which files they are and what
// their front matter says. The generated API reference (docs/api) and the
// package pages (docs/packages) are not guides; neither are files and
// folders whose name starts with `_` (components and data the guides use).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const docsRoot = path.join(repoRoot, 'site/docs');

const GENERATED = new Set(['api', 'packages']);

/** Paths of every guide, relative to site/docs, sorted. */
export function listGuides(root = docsRoot) {
  const out = [];
  const visit = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(rel === '' && GENERATED.has(entry.name))) visit(path.join(dir, entry.name), relPath);
      } else if (/\.mdx?$/.test(entry.name)) {
        out.push(relPath);
      }
    }
  };
  visit(root, '');
  return out.sort();
}

/**
 * Splits a guide into its front matter (flat `key: value` pairs, which is
 * all the guides use) and its body. `bodyLine` is the 1-based line of the
 * file where the body starts, for error messages.
 */
export function readGuide(relPath, root = docsRoot) {
  const file = path.join(root, relPath);
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const frontMatter = {};
  let bodyStart = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end < 0) throw new Error(`${relPath}:1: front matter is not closed with ---`);
    for (let i = 1; i < end; i++) {
      const m = /^([A-Za-z_]+):\s*(.*)$/.exec(lines[i]);
      if (!m) throw new Error(`${relPath}:${i + 1}: front matter line is not "key: value": ${lines[i]}`);
      frontMatter[m[1]] = unquote(m[2]);
    }
    bodyStart = end + 1;
  }
  return { relPath, file, text, frontMatter, body: lines.slice(bodyStart).join('\n'), bodyLine: bodyStart + 1 };
}

function unquote(value) {
  const v = value.trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) return v.slice(1, -1);
  return v;
}

/** The route a guide is served at: its `slug`, else its path without extension (`index` is its folder). */
export function routeOf(guide) {
  if (guide.frontMatter.slug) return guide.frontMatter.slug.startsWith('/') ? `/docs${guide.frontMatter.slug}` : guide.frontMatter.slug;
  const noExt = guide.relPath.replace(/\.mdx?$/, '');
  if (noExt === 'index') return '/docs/';
  if (noExt.endsWith('/index')) return `/docs/${noExt.slice(0, -'index'.length)}`;
  return `/docs/${noExt}`;
}
