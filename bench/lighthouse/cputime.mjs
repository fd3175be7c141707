// Main-thread CPU time of loading a page, per built site, measured from
// Chromium's trace as thread time (what the main thread computed, not how
// long it waited for a core). Lighthouse's simulated TBT multiplies
// wall-clock task times by four, so a machine busy with other work reads as
// a slower page; thread time hardly moves with load, so it tells whether a
// change added work to the main thread:
//   node bench/lighthouse/cputime.mjs --dir /tmp/before --dir build --page /docs/intro --runs 4
// Prints, per site, the thread time of the task that evaluates the page's
// code (React and the runtime), of every task of the load and 2.5 s after
// it, and Σ max(0, 4 × task − 50 ms), the blocking time those tasks would
// add at Lighthouse's 4× mobile slowdown (before its FCP-to-TTI window is
// applied). Loads are interleaved across sites.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, serve } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []));
const runs = Number(option('--runs')[0] ?? 4);
const route = option('--page')[0] ?? '/docs/intro';
const dirs = option('--dir').map((d) => path.resolve(d));
if (!dirs.length) dirs.push(path.join(root, 'build'));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const sites = [];
try {
  for (const dir of dirs) sites.push({ dir, rows: [], ...(await serve(dir)) });
  for (let run = 0; run < runs; run++) for (const site of sites) site.rows.push(await measure(site.port));
} finally {
  for (const { server } of sites) server?.kill('SIGINT');
  await browser.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${route}, ${runs} loads each, thread time in ms: median [each load]`);
for (const { dir, rows } of sites) {
  const col = (k) => `${median(rows.map((r) => r[k])).toFixed(1)} [${rows.map((r) => r[k].toFixed(0)).join(' ')}]`;
  console.log(`${path.relative(process.cwd(), dir) || '.'}\n  code evaluation ${col('evaluation')}\n  all tasks       ${col('total')}\n  Σ max(0, 4t−50) ${col('blocking')}`);
}

async function measure(port) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'loading', 'blink.user_timing'] });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const nav = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).startsWith('http')) ?? events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
    const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts);
    const tasks = main.filter((e) => e.name === 'RunTask');
    const evaluation = main.find((e) => e.name === 'v8.evaluateModule' && e.dur > 3000);
    const evalTask = evaluation && tasks.find((t) => t.ts <= evaluation.ts && t.ts + t.dur >= evaluation.ts + evaluation.dur);
    const ms = (t) => (t?.tdur ?? 0) / 1000;
    return {
      evaluation: ms(evalTask),
      total: tasks.reduce((sum, t) => sum + ms(t), 0),
      blocking: tasks.reduce((sum, t) => sum + Math.max(0, 4 * ms(t) - 50), 0),
    };
  } finally {
    await context.close();
  }
}
