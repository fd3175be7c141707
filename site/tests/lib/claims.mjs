// The audit records of the guides (site/tests/claims/<guide>.json): what was
// checked in each guide, where, and with what verdict. A record pins the
// guide's content by its SHA-256, so a guide edited without a fresh audit of
// the edited sentences fails the test; and every place a record cites (a
// function in an installed package, a runnable example of the guide, a test)
// must exist, so a record cannot point at a proof that is not there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { extractFences } from './fences.mjs';
import { docsRoot, repoRoot } from './guides.mjs';
import { expectedOutput } from './run-examples.mjs';

export const claimsRoot = path.join(repoRoot, 'site/tests/claims');

/** What an entry can conclude about a claim. */
export const VERDICTS = new Set(['true', 'corrected', 'added', 'reworded', 'removed']);

/** The record file of a guide: `concepts/history.md` → site/tests/claims/concepts/history.json. */
export function recordPathOf(relPath, root = claimsRoot) {
  return path.join(root, relPath.replace(/\.mdx?$/, '.json'));
}

export function guideHash(text) {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Every record under the claims folder, relative paths, sorted. */
export function listRecords(root = claimsRoot) {
  const out = [];
  const visit = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(path.join(dir, entry.name), relPath);
      else if (entry.name.endsWith('.json')) out.push(relPath);
    }
  };
  if (fs.existsSync(root)) visit(root, '');
  return out.sort();
}

/** The names of the tests a test file declares with test('…') or it('…'). */
export function testNames(source) {
  const names = new Set();
  const re = /\b(?:test|it)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;
  for (const m of source.matchAll(re)) names.add(m[2].replace(/\\(.)/g, '$1'));
  return names;
}

/** Whether `source` defines `name` as a function, a method or an exported binding. */
export function definesFunction(source, name) {
  const n = name.replace(/[$]/g, '\\$');
  return new RegExp(`(?:function\\s+${n}\\s*\\(|^\\s*(?:static\\s+|async\\s+|get\\s+)*${n}\\s*\\([^)]*\\)\\s*\\{|(?:const|let|var)\\s+${n}\\s*=|exports\\.${n}\\s*=)`, 'm').test(source);
}

/**
 * The problems of one record, as readable strings (none when it is sound).
 * @param {object} record      the parsed JSON
 * @param {object} ctx         {guideText, relPath, readRepoFile(rel) → string|null}
 */
export function checkRecord(record, { guideText, relPath, readRepoFile }) {
  const problems = [];
  const where = `site/tests/claims/${relPath.replace(/\.mdx?$/, '.json')}`;
  if (record.guide !== relPath) problems.push(`${where}: "guide" is ${JSON.stringify(record.guide)}, expected ${JSON.stringify(relPath)}`);
  if (guideText === null) {
    problems.push(`${where}: the guide site/docs/${relPath} does not exist`);
    return problems;
  }
  const hash = guideHash(guideText);
  if (record.sha256 !== hash) {
    problems.push(
      `${where}: site/docs/${relPath} changed since its audit (sha256 ${hash}, record has ${record.sha256}). ` +
        'Check the changed sentences, update the entries, then store the new hash (see site/tests/claims/README.md).',
    );
  }
  if (typeof record.audited !== 'boolean') problems.push(`${where}: "audited" must be true or false`);
  if (!Array.isArray(record.claims)) record.claims = [];
  // A guide not audited yet has a record all the same, so that its hash is
  // pinned and the next editor sees it is still to do.
  if (record.audited === true && record.claims.length === 0) {
    problems.push(`${where}: an audited guide must list its checked claims`);
  }
  if (record.audited === false && record.claims.length > 0) {
    problems.push(`${where}: a record with checked claims must say "audited": true`);
  }
  const promises = new Set();
  for (const fence of extractFences(guideText)) {
    if (fence.flags.has('runnable')) for (const line of expectedOutput(fence.code)) promises.add(line);
  }
  const testFiles = new Map();
  const sources = new Map();
  record.claims.forEach((entry, i) => {
    const at = `${where}: claim ${i + 1}`;
    if (typeof entry.claim !== 'string' || entry.claim.length < 10) problems.push(`${at}: "claim" must state the claim`);
    if (!VERDICTS.has(entry.verdict)) problems.push(`${at}: verdict ${JSON.stringify(entry.verdict)} is not one of ${[...VERDICTS].join(', ')}`);
    const checked = Array.isArray(entry.checked) ? entry.checked : [];
    if (checked.length === 0) problems.push(`${at}: "checked" must name where the claim was checked`);
    for (const ref of checked) {
      if (ref.source) {
        if (!sources.has(ref.source)) sources.set(ref.source, readRepoFile(ref.source));
        const text = sources.get(ref.source);
        if (text === null) problems.push(`${at}: source ${ref.source} does not exist`);
        else if (ref.function && !definesFunction(text, ref.function)) problems.push(`${at}: ${ref.source} defines no function ${ref.function}`);
      } else if (ref.example) {
        if (!promises.has(ref.example)) problems.push(`${at}: no runnable example of the guide promises the line ${JSON.stringify(ref.example)}`);
      } else if (ref.test) {
        const file = ref.file;
        if (!testFiles.has(file)) {
          const text = file ? readRepoFile(file) : null;
          testFiles.set(file, text === null ? null : testNames(text));
        }
        const names = testFiles.get(file);
        if (names === null) problems.push(`${at}: test file ${file} does not exist`);
        else if (!names.has(ref.test)) problems.push(`${at}: ${file} has no test named ${JSON.stringify(ref.test)}`);
      } else if (ref.upstream) {
        if (!/^facebook\/lexical(@[0-9a-f]{7,40}|#\d+)/.test(ref.upstream)) problems.push(`${at}: upstream reference ${JSON.stringify(ref.upstream)} must be facebook/lexical@<commit> or facebook/lexical#<number>`);
      } else {
        problems.push(`${at}: a "checked" reference needs source, example, test or upstream`);
      }
    }
  });
  return problems;
}

/** Reads a file of the repository, or null when it does not exist. */
export function readRepoFile(rel) {
  try {
    return fs.readFileSync(path.join(repoRoot, rel), 'utf8');
  } catch {
    return null;
  }
}

export function readGuideText(relPath) {
  try {
    return fs.readFileSync(path.join(docsRoot, relPath), 'utf8');
  } catch {
    return null;
  }
}
