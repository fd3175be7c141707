// Page weight: what a first visit to each kind of page downloads, gzipped.
// Reads a built site (default build/) and, for the home page, a guide, an
// MDX guide, an API page, a blog post and an MDX blog post (whichever
// exist), adds up:
//   JS   the entry script, the modulepreloads and everything they import
//        statically (not dynamic import(): that is loaded later, on demand);
//   CSS  the stylesheets the page links;
//   HTML the document itself.
// With --browser it loads each page in Chromium instead (browser.mjs) and
// counts what was fetched until the network was idle, code loaded lazily
// right after hydration included.
// It fails loudly when JS exceeds 85 KB or CSS 15 KB on any page (DESIGN.md's
// budgets; 1 KB = 1000 bytes).
// With --visitor it follows a visitor in Chromium (browser.mjs): JS fetched
// by the load event (budget 85 KB), after the first pointer move (budget
// 110 KB), and the idle-time preloads on top (prefetched routes, the search
// modal), reported without a budget.
//
//   node bench/pageweight/run.mjs [build-dir] [--page name=/path ...] [--browser | --visitor] [--verbose]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET = { js: 85_000, css: 15_000, jsAfterPointer: 110_000 };

export const PAGE_TYPES = [
  ['home', ['/']],
  ['guide', ['/docs/intro']],
  // MDX pages: their body's code (components and structure) loads after
  // the page, so the first load is the shell every doc page loads.
  ['MDX guide', ['/docs/getting-started/quick-start']],
  ['MDX doc', ['/docs/error']],
  ['API page', ['/docs/api/modules/lexical', '/docs/api/', '/docs/api']],
  ['blog post', ['/blog/welcome', '/blog/first-blog-post']],
  ['MDX blog post', ['/blog/mdx-blog-post']],
];

function parseArgs(argv) {
  const opts = { dir: 'build', pages: [], verbose: false, browser: false, visitor: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--verbose') opts.verbose = true;
    else if (arg === '--browser') opts.browser = true;
    else if (arg === '--visitor') opts.visitor = true;
    else if (arg === '--page') {
      const [name, route] = (argv[++i] ?? '').split('=');
      if (!name || !route) throw new Error('--page wants name=/path');
      opts.pages.push([name, [route]]);
    } else opts.dir = arg;
  }
  if (opts.pages.length === 0) opts.pages = PAGE_TYPES;
  return opts;
}

/** The HTML file a route path is served from, if it was built. */
export function htmlFile(dir, route) {
  const clean = route.replace(/^\/+|\/+$/g, '');
  for (const candidate of [path.join(dir, clean, 'index.html'), path.join(dir, `${clean}.html`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

function tags(html, pattern) {
  return [...html.matchAll(pattern)].map((m) => m[0]);
}

/** Static imports of an ES module (esbuild's minified output: import{a}from"/assets/x.js"). */
function staticImports(code) {
  const found = [];
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) found.push(m[1]);
  return found;
}

function fileFor(dir, url) {
  return path.join(dir, decodeURIComponent(new URL(url, 'http://site/').pathname));
}

export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every JS file the page loads before it is interactive, and every stylesheet. */
export function pageAssets(dir, htmlPath) {
  const html = readFileSync(htmlPath, 'utf8');
  const scripts = tags(html, /<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)
    .filter((t) => attr(t, 'type') === 'module')
    .map((t) => attr(t, 'src'));
  const preloads = tags(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g).map((t) => attr(t, 'href'));
  const styles = tags(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g).map((t) => attr(t, 'href'));
  const js = new Set();
  const queue = [...scripts, ...preloads].filter((u) => u && !/^https?:/.test(u)).map((u) => fileFor(dir, u));
  while (queue.length) {
    const file = queue.shift();
    if (js.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${htmlPath} loads ${path.relative(dir, file)}, which is not in the build`);
    js.add(file);
    for (const imported of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(imported.startsWith('/') ? fileFor(dir, imported) : path.resolve(path.dirname(file), imported));
    }
  }
  const css = styles.filter((u) => u && !/^https?:/.test(u)).map((u) => fileFor(dir, u));
  return { html: htmlPath, js: [...js], css };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const dir = path.resolve(opts.dir);
  if (!existsSync(dir)) throw new Error(`no build at ${dir}: run folio build first`);
  const pages = opts.pages.map(([name, candidates]) => [name, candidates.find((r) => htmlFile(dir, r))]);
  if (opts.visitor) return visitor(dir, pages);
  let loaded = null;
  if (opts.browser) {
    const { loadedAssets } = await import('./browser.mjs');
    loaded = await loadedAssets(dir, pages.map(([, route]) => route).filter(Boolean));
  }
  const rows = [];
  const over = [];
  for (const [name, route] of pages) {
    if (!route) {
      rows.push([name, '(not built)', '', '', '']);
      continue;
    }
    const assets = loaded
      ? { html: htmlFile(dir, route), js: loaded[route].js.map((u) => fileFor(dir, u)), css: loaded[route].css.map((u) => fileFor(dir, u)) }
      : pageAssets(dir, htmlFile(dir, route));
    const js = assets.js.reduce((sum, f) => sum + gzipSize(f), 0);
    const css = assets.css.reduce((sum, f) => sum + gzipSize(f), 0);
    rows.push([name, route, kb(js), kb(css), kb(gzipSize(assets.html))]);
    if (js > BUDGET.js) over.push(`${name} (${route}): JS ${kb(js)} is over the ${kb(BUDGET.js)} budget`);
    if (css > BUDGET.css) over.push(`${name} (${route}): CSS ${kb(css)} is over the ${kb(BUDGET.css)} budget`);
    if (opts.verbose) {
      for (const f of [...assets.js, ...assets.css]) rows.push(['', `  ${path.relative(dir, f)}`, kb(gzipSize(f)), '', '']);
    }
  }
  const header = ['page', 'route', 'JS gzip', 'CSS gzip', 'HTML gzip'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  const how = opts.browser ? 'everything loaded until the network was idle' : 'scripts and styles the HTML loads, with their static imports';
  console.log(`first-load weight of ${dir}: ${how} (budgets: JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)})`);
  console.log(line(header));
  rows.forEach((r) => console.log(line(r)));
  if (over.length) {
    console.error(`\nOVER BUDGET:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
}

/** --visitor: JS by the load event, after the first pointer move, and with the idle-time preloads. */
async function visitor(dir, pages) {
  const { visitorAssets } = await import('./browser.mjs');
  const built = pages.filter(([, route]) => route);
  const loaded = await visitorAssets(dir, built.map(([, route]) => route));
  const size = (urls) => urls.reduce((sum, u) => sum + gzipSize(fileFor(dir, u)), 0);
  const header = ['page', 'route', 'JS by load', 'after pointer move', '+ idle preloads'];
  const rows = [];
  const over = [];
  for (const [name, route] of built) {
    const { load, pointer, idle } = loaded[route];
    const [a, b, c] = [size(load), size(pointer), size(idle)];
    rows.push([name, route, kb(a), kb(b), `+${kb(c - b)}`]);
    if (a > BUDGET.js) over.push(`${name} (${route}): JS by the load event ${kb(a)} is over the ${kb(BUDGET.js)} budget`);
    if (b > BUDGET.jsAfterPointer) over.push(`${name} (${route}): JS after the first pointer move ${kb(b)} is over the ${kb(BUDGET.jsAfterPointer)} budget`);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`a visitor's JS on ${dir}, gzip (budgets: ${kb(BUDGET.js)} by load, ${kb(BUDGET.jsAfterPointer)} after the first pointer move)`);
  console.log(line(header));
  rows.forEach((r) => console.log(line(r)));
  if (over.length) {
    console.error(`\nOVER BUDGET:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(`pageweight: ${err.message}`);
    process.exitCode = 2;
  });
}
