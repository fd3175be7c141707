// Lighthouse scores (mobile) for each page type of the built site, driven
// through Debian's Chromium. Lighthouse is installed on demand into
// bench/out/lighthouse (never by make test):
//   node bench/lighthouse/run.mjs            # needs `make build` first
//   node bench/lighthouse/run.mjs --runs 3 --page guide --page api --detail
// --page picks page types by a word of their name (repeatable; all four by
// default), --runs measures each page that many times, interleaved (page
// after page, then again), so a busy moment weighs on every page alike, and
// --detail prints what costs the main thread: total blocking time, the long
// tasks and the scripts that ran longest. --dir DIR (repeatable) measures
// other built sites instead of build/, each page of each in turn, so two
// builds (a change and its base) are compared under the same load.
// Prints performance / accessibility / best practices / SEO per page, next
// to the budget (100 in every category, DESIGN.md) and Docusaurus's
// published figures on the Lexical docs (a guide 93/96/96/100, the lexical
// API page 67/96/96/100).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, serve } from './serve.mjs';

const peer = path.join(root, 'bench/out/lighthouse');
if (!existsSync(path.join(peer, 'node_modules/lighthouse'))) {
  mkdirSync(peer, { recursive: true });
  console.log('installing lighthouse into bench/out/lighthouse …');
  execFileSync('npm', ['install', '--prefix', peer, '--no-audit', '--no-fund', 'lighthouse@12', 'chrome-launcher@1'], { stdio: 'inherit' });
}
const require = createRequire(path.join(peer, 'package.json'));
const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);

const args = process.argv.slice(2);
const option = (name) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []));
const dirs = option('--dir').map((d) => path.resolve(d));
const servers = [];
for (const dir of dirs.length ? dirs : [null]) servers.push({ dir, ...(await serve(dir)) });
const label = (s) => (dirs.length > 1 ? ` [${path.basename(s.dir)}]` : '');

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const allPages = { home: '/', guide: '/docs/intro', 'API page': '/docs/api/modules/lexical', 'blog post': '/blog/welcome' };
const runs = Number(option('--runs')[0] ?? 1);
const detail = args.includes('--detail');
const wanted = option('--page').map((w) => w.toLowerCase());
const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !wanted.length || wanted.some((w) => name.toLowerCase().includes(w))));
// bench is Lighthouse's own measure of the machine at the start of each run
// (environment.benchmarkIndex): its simulated mobile timings are this
// machine's wall-clock task times times four, so a machine slowed by other
// work (a lower index) reads as a slower page, TBT above all. Compare
// figures only between runs of a like index.
console.log(`page        perf  a11y  best  seo   TBT   bench  (load average ${(await import('node:os')).loadavg()[0].toFixed(2)})`);
try {
  for (let run = 0; run < runs; run++) for (const [name, route] of Object.entries(pages)) for (const { port, ...site } of servers) {
    const { lhr } = await lighthouse(`http://localhost:${port}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    // The whole report, for a closer look: bench/out/lighthouse/<page>.json.
    writeFileSync(path.join(peer, `${name.replace(/ /g, '-')}${label(site).replace(/[^\w-]+/g, '-').replace(/-$/, '')}.json`), JSON.stringify(lhr));
    const score = (k) => String(Math.round((lhr.categories[k]?.score ?? 0) * 100)).padStart(4);
    const tbt = `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`.padStart(7);
    const bench = String(Math.round(lhr.environment?.benchmarkIndex ?? 0)).padStart(6);
    console.log(`${name.padEnd(10)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')} ${tbt} ${bench}${label(site)}`);
    if (detail) printMainThread(lhr);
    // Below 100, say which audits cost the points: that is where to work next.
    for (const [key, category] of Object.entries(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`    ${key}: ${ref.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          // Accessibility and SEO failures name the elements at fault.
          for (const item of (audit.details?.items ?? []).slice(0, 3)) {
            if (item.node?.snippet) console.log(`      ${item.node.snippet}`);
          }
        }
      }
    }
  }
} finally {
  await chrome.kill();
  for (const { server } of servers) server.kill('SIGINT');
}

// Where the main thread went: tasks over 50 ms (the ones TBT counts) with the
// script they are charged to, and the scripts by evaluation time.
function printMainThread(lhr) {
  const short = (url) => (url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)';
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  console.log(`    FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TTI ${metric('interactive')} ms`);
  for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
    console.log(`    long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${short(task.url)}`);
  }
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6);
  for (const s of scripts) {
    console.log(`    script ${short(s.url)}: evaluate ${Math.round(s.scripting)} ms, parse/compile ${Math.round(s.scriptParseCompile)} ms, total ${Math.round(s.total)} ms`);
  }
}
