// Collects the checked examples of the guides: every ts, tsx, js and jsx
// fence that is not marked `nocheck`.
import { CHECKED_LANGS, extractFences } from './fences.mjs';
import { listGuides, readGuide } from './guides.mjs';

/**
 * @typedef {object} Example
 * @property {string} id        where it comes from, `concepts/nodes.md:42`
 * @property {string} relPath   the guide, relative to site/docs
 * @property {number} codeLine  line of the guide holding the example's first line
 * @property {string} lang
 * @property {string} code
 * @property {string|null} title  the fence's title="…", a file name other examples of the guide can import
 * @property {boolean} runnable
 */

/** @returns {Example[]} */
export function collectExamples(guides = listGuides().map((p) => readGuide(p))) {
  const examples = [];
  for (const guide of guides) {
    for (const fence of extractFences(guide.text)) {
      if (!CHECKED_LANGS.has(fence.lang) || fence.flags.has('nocheck')) continue;
      examples.push({
        id: `${guide.relPath}:${fence.line}`,
        relPath: guide.relPath,
        codeLine: fence.codeLine,
        lang: fence.lang,
        code: fence.code,
        title: fence.title,
        runnable: fence.flags.has('runnable'),
      });
    }
  }
  return examples;
}

/** Every fence marked `nocheck`, so tests can keep them rare. */
export function collectUncheckedFences(guides = listGuides().map((p) => readGuide(p))) {
  const out = [];
  for (const guide of guides) {
    for (const fence of extractFences(guide.text)) {
      if (fence.flags.has('nocheck')) out.push(`${guide.relPath}:${fence.line}`);
    }
  }
  return out;
}
