// Rebuilds Lexical's error-code map (code → message) from the installed
// packages. The npm packages ship no codes file: their production builds
// throw `Minified Lexical error #N` with arguments, while their development
// builds throw the full message. Both builds come from the same source, so
// pairing the throw sites of the two builds, in order, recovers the map.
//
// Pairing is not a plain zip: development builds also hold checks that the
// production build strips. Each throw site therefore carries a fingerprint,
// the property names and string literals around it (which minification
// keeps), and the two lists are aligned by dynamic programming on those
// fingerprints. A pair is kept only when the fingerprints agree strongly
// and the argument counts are equal; codes seen in several packages must
// agree on their message.
//
// Usage: node site/docs/_error-codes/extract-codes.mjs [node_modules dir]
// writes codes.json (code → message, the format of Lexical's own
// scripts/error-codes/codes.json, which can replace it) and about.json (the
// lexical version the codes come from) beside this file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ERROR_URL = 'lexical.dev/docs/error';
const DEV_THROW = 'formatDevErrorMessage';
/** Fingerprint similarity under which a pairing is not trusted. */
const MIN_SIMILARITY = 0.5;

/** The dev/prod build pairs of every installed lexical package. */
export function listBuildPairs(nodeModules) {
  const dirs = ['lexical'];
  const scoped = path.join(nodeModules, '@lexical');
  if (fs.existsSync(scoped)) {
    for (const d of fs.readdirSync(scoped).sort()) dirs.push(`@lexical/${d}`);
  }
  const pairs = [];
  for (const dir of dirs) {
    const abs = path.join(nodeModules, dir);
    if (!fs.existsSync(abs)) continue;
    for (const f of fs.readdirSync(abs).sort()) {
      if (!f.endsWith('.prod.mjs')) continue;
      const dev = path.join(abs, f.replace('.prod.mjs', '.dev.mjs'));
      if (fs.existsSync(dev)) pairs.push({ module: `${dir}/${f}`, dev, prod: path.join(abs, f) });
    }
  }
  return pairs;
}

function parse(file) {
  const text = fs.readFileSync(file, 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function enclosingFunction(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isFunctionLike(n) && !isErrorFormatter(n)) return n;
  }
  return node.getSourceFile();
}

/** Names and strings a minifier leaves alone, found in the code around a throw site. */
function fingerprint(call) {
  const scope = enclosingFunction(call);
  const tokens = survivingTokens(scope, call);
  if (scope.name && (ts.isMethodDeclaration(scope) || ts.isGetAccessor(scope) || ts.isSetAccessor(scope))) {
    tokens.add(`method:${scope.name.getText()}`);
  }
  // A tiny function (`if (readOnly) throw …`) has too little of its own to
  // match on: take its surroundings too, the enclosing class or function,
  // or else the top-level statements beside it.
  if (tokens.size < 3) {
    const outer = enclosingScope(scope);
    const around = outer ? [outer] : neighbours(call);
    for (const node of around) for (const t of survivingTokens(node, call)) tokens.add(`near${t}`);
  }
  return tokens;
}

function enclosingScope(node) {
  for (let n = node.parent; n && !ts.isSourceFile(n); n = n.parent) {
    if (ts.isClassLike(n) || (ts.isFunctionLike(n) && !isErrorFormatter(n))) return n;
  }
  return null;
}

function neighbours(node) {
  let top = node;
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent;
  const siblings = top.parent?.statements ?? [];
  const at = siblings.indexOf(top);
  return [siblings[at - 1], siblings[at + 1]].filter(Boolean);
}

function survivingTokens(scope, call) {
  const tokens = new Set();
  walk(scope, (n) => {
    if (ts.isPropertyAccessExpression(n)) tokens.add(`.${n.name.text}`);
    else if ((ts.isMethodDeclaration(n) || ts.isGetAccessor(n) || ts.isSetAccessor(n)) && n !== scope) tokens.add(`method:${n.name.getText()}`);
    else if (ts.isStringLiteral(n) && !isInside(n, call) && !n.text.includes(ERROR_URL)) tokens.add(`"${n.text}`);
  });
  return tokens;
}

function isInside(node, ancestor) {
  for (let n = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

function similarity(a, b) {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Throw sites of a development build: the full message, `%s` for each argument. */
export function devThrowSites(file) {
  const sites = [];
  walk(parse(file), (n) => {
    if (!ts.isCallExpression(n) || !ts.isIdentifier(n.expression) || n.expression.text !== DEV_THROW) return;
    const arg = n.arguments[0];
    let message;
    let argCount;
    if (arg && (ts.isNoSubstitutionTemplateLiteral(arg) || ts.isStringLiteral(arg))) {
      message = arg.text;
      argCount = 0;
    } else if (arg && ts.isTemplateExpression(arg)) {
      message = arg.head.text + arg.templateSpans.map((s) => `%s${s.literal.text}`).join('');
      argCount = arg.templateSpans.length;
    } else {
      return;
    }
    sites.push({ message, argCount, fingerprint: fingerprint(n) });
  });
  return sites;
}

function isErrorFormatter(node) {
  return (
    (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) &&
    node.getText().includes(ERROR_URL)
  );
}

/** Whether `name` is declared (as a parameter, variable or function) between `node` and the file's top level. */
function shadowed(node, name) {
  for (let n = node.parent; n && !ts.isSourceFile(n); n = n.parent) {
    if (!ts.isFunctionLike(n) && !ts.isBlock(n) && !ts.isForStatement(n) && !ts.isForOfStatement(n) && !ts.isForInStatement(n) && !ts.isCatchClause(n)) continue;
    let found = false;
    const declares = (d) => {
      if (found) return;
      if ((ts.isParameter(d) || ts.isVariableDeclaration(d) || ts.isBindingElement(d)) && bindsName(d.name, name)) found = true;
      if ((ts.isFunctionDeclaration(d) || ts.isClassDeclaration(d)) && d.name?.text === name && d.parent === n) found = true;
    };
    if (ts.isFunctionLike(n)) n.parameters.forEach(declares);
    if (ts.isCatchClause(n) && n.variableDeclaration) declares(n.variableDeclaration);
    const scan = (c) => {
      if (found) return;
      declares(c);
      // Declarations in nested functions do not reach this scope.
      if (!ts.isFunctionLike(c)) ts.forEachChild(c, scan);
    };
    const body = ts.isFunctionLike(n) ? n.body : n;
    if (body) ts.forEachChild(body, scan);
    if (found) return true;
  }
  return false;
}

function bindsName(binding, name) {
  if (ts.isIdentifier(binding)) return binding.text === name;
  return binding.elements.some((e) => !ts.isOmittedExpression(e) && bindsName(e.name, name));
}

/** Throw sites of a production build: the code and the number of arguments. */
export function prodThrowSites(file) {
  const source = parse(file);
  const formatters = new Set();
  walk(source, (n) => {
    if (ts.isFunctionDeclaration(n) && n.name && isErrorFormatter(n) && n.parent === source) formatters.add(n.name.text);
  });
  const sites = [];
  walk(source, (n) => {
    if (!ts.isCallExpression(n) || n.arguments.length === 0) return;
    let callee = n.expression;
    while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
    const direct = ts.isIdentifier(callee) && formatters.has(callee.text) && !shadowed(n, callee.text);
    const inlined = ts.isFunctionExpression(callee) && isErrorFormatter(callee);
    if (!direct && !inlined) return;
    const first = n.arguments[0];
    if (!ts.isNumericLiteral(first)) return;
    sites.push({ code: Number(first.text), argCount: n.arguments.length - 1, fingerprint: fingerprint(n) });
  });
  return sites;
}

/**
 * Aligns the throw sites of both builds in order, pairing sites of equal
 * argument count. A development site may stay unpaired (a check the
 * production build strips); a production site may too, at a cost (a site
 * the minifier moved), and then its code stays unknown. Among such
 * alignments the one with the most similar fingerprints wins.
 */
export function alignSites(dev, prod) {
  const n = dev.length;
  const m = prod.length;
  const SKIP_PROD = -1;
  const best = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  const step = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(''));
  for (let i = 1; i <= n; i++) step[i][0] = 'skip-dev';
  for (let j = 1; j <= m; j++) {
    best[0][j] = best[0][j - 1] + SKIP_PROD;
    step[0][j] = 'skip-prod';
  }
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let score = best[i - 1][j];
      let how = 'skip-dev';
      if (best[i][j - 1] + SKIP_PROD > score) {
        score = best[i][j - 1] + SKIP_PROD;
        how = 'skip-prod';
      }
      if (dev[i - 1].argCount === prod[j - 1].argCount) {
        const paired = best[i - 1][j - 1] + 1 + similarity(dev[i - 1].fingerprint, prod[j - 1].fingerprint);
        if (paired >= score) {
          score = paired;
          how = 'pair';
        }
      }
      best[i][j] = score;
      step[i][j] = how;
    }
  }
  const pairs = [];
  const unpaired = [];
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const how = step[i][j];
    if (how === 'pair') {
      pairs.push({ dev: dev[i - 1], prod: prod[j - 1], similarity: similarity(dev[i - 1].fingerprint, prod[j - 1].fingerprint) });
      i--;
      j--;
    } else if (how === 'skip-prod') {
      unpaired.push(prod[j - 1]);
      j--;
    } else {
      i--;
    }
  }
  return { pairs: pairs.reverse(), unpaired: unpaired.reverse() };
}

/** Fingerprints this similar come from the same function: only order tells their sites apart. */
const SAME_PLACE = 0.9;

/**
 * Whether a pairing rests on order alone: another production site of the
 * same argument count and a different code sits in the same function, and
 * minification may have swapped the two.
 */
function orderOnly(pair, aligned) {
  return aligned.some(
    (other) =>
      other !== pair &&
      other.prod.code !== pair.prod.code &&
      other.prod.argCount === pair.prod.argCount &&
      placeSimilarity(other.prod.fingerprint, pair.prod.fingerprint) >= SAME_PLACE,
  );
}

/** Similarity of two throw sites' own code, leaving out their surroundings when they have any of their own. */
function placeSimilarity(a, b) {
  const ownA = new Set([...a].filter((t) => !t.startsWith('near')));
  const ownB = new Set([...b].filter((t) => !t.startsWith('near')));
  return ownA.size + ownB.size === 0 ? similarity(a, b) : similarity(ownA, ownB);
}

/**
 * Whether either side of a pairing resembles some other site (of the same
 * argument count, with another code or message) at least as closely: then
 * the alignment may have crossed two sites that minification reordered.
 */
function betterElsewhere(pair, dev, prod) {
  const s = pair.similarity;
  const rivalProd = prod.some(
    (p) => p.code !== pair.prod.code && p.argCount === pair.prod.argCount && similarity(pair.dev.fingerprint, p.fingerprint) >= s,
  );
  const rivalDev = dev.some(
    (d) => d.message !== pair.dev.message && d.argCount === pair.dev.argCount && similarity(d.fingerprint, pair.prod.fingerprint) >= s,
  );
  return rivalProd || rivalDev;
}

/** The code → message map, and the sites that could not be paired with confidence. */
export function extractCodes(nodeModules) {
  const codes = new Map();
  const doubtful = [];
  const conflicting = new Set();
  for (const pair of listBuildPairs(nodeModules)) {
    const dev = devThrowSites(pair.dev);
    const prod = prodThrowSites(pair.prod);
    if (prod.length === 0) continue;
    const { pairs: aligned, unpaired } = alignSites(dev, prod);
    for (const p of unpaired) doubtful.push({ module: pair.module, code: p.code, reason: 'no development site in its place' });
    // A package with one throw site in each build needs no fingerprint.
    const single = dev.length === 1 && prod.length === 1;
    for (const entry of aligned) {
      const { dev: d, prod: p, similarity: s } = entry;
      if (!single && s < MIN_SIMILARITY) {
        doubtful.push({ module: pair.module, code: p.code, message: d.message, reason: `fingerprints differ (${s.toFixed(2)})` });
        continue;
      }
      if (!single && betterElsewhere(entry, dev, prod)) {
        doubtful.push({ module: pair.module, code: p.code, message: d.message, reason: 'a closer fingerprint exists' });
        continue;
      }
      if (orderOnly(entry, aligned)) {
        doubtful.push({ module: pair.module, code: p.code, message: d.message, reason: 'paired by order only' });
        continue;
      }
      const known = codes.get(p.code);
      if (known !== undefined && known !== d.message) {
        doubtful.push({ module: pair.module, code: p.code, message: d.message, reason: `conflicts with "${known}"` });
        conflicting.add(p.code);
        continue;
      }
      codes.set(p.code, d.message);
    }
  }
  for (const code of conflicting) codes.delete(code);
  const sorted = Object.fromEntries([...codes].sort((a, b) => a[0] - b[0]).map(([k, v]) => [String(k), v]));
  return { codes: sorted, doubtful };
}

/** The version of the installed `lexical` package. */
export function lexicalVersion(nodeModules) {
  return JSON.parse(fs.readFileSync(path.join(nodeModules, 'lexical/package.json'), 'utf8')).version;
}

/** The two files the error page reads, as the text to write. */
export function renderDataFiles(nodeModules) {
  const { codes, doubtful } = extractCodes(nodeModules);
  const about = {
    lexicalVersion: lexicalVersion(nodeModules),
    note: 'codes.json is derived from the installed lexical packages by extract-codes.mjs',
  };
  return {
    codesJson: JSON.stringify(codes, null, 2) + '\n',
    aboutJson: JSON.stringify(about, null, 2) + '\n',
    count: Object.keys(codes).length,
    doubtful,
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultNodeModules = path.resolve(here, '../../../node_modules');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nodeModules = process.argv[2] ?? defaultNodeModules;
  const { codesJson, aboutJson, count, doubtful } = renderDataFiles(nodeModules);
  fs.writeFileSync(path.join(here, 'codes.json'), codesJson);
  fs.writeFileSync(path.join(here, 'about.json'), aboutJson);
  console.log(`${count} codes written to ${path.join(here, 'codes.json')}`);
  for (const d of doubtful) console.log('left out:', JSON.stringify({ ...d, fingerprint: undefined }));
}
