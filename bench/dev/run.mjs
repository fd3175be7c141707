// Dev rebuild latency: how long from saving a guide to the browser being
// told to reload, under `folio dev`, on a copy of the Lexical site.
// Usage, from the repository root after `make build`:
//   node bench/dev/run.mjs [--edits 10] [--repo]
// FOLIO=path/to/folio measures another binary (an older build, to compare);
// FOLIO_CONFIG=path/to/site.toml uses another site.toml (one without a
// plugin the older binary lacks).
// Prints each edit's latency and the median and worst, next to the budget
// (150 ms) and Hugo's anchor (about 9 ms for one page, DESIGN.md).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const edits = Number(process.argv[process.argv.indexOf('--edits') + 1]) || 10;

// A private copy, so that the edits never touch the repository. With
// --repo, a copy of the whole repository (but its dependencies, .git and
// outputs), as `folio dev` meets the Lexical site where it lives: the
// site's folder holds folio's own code, which the utility-class scan reads
// (core/build/utilities.go).
const site = mkdtempSync(path.join(tmpdir(), 'folio-dev-bench-'));
if (process.argv.includes('--repo')) {
  const topLeft = new Set(['.git', 'bin', 'build']);
  const copied = (src) => path.basename(src) !== 'node_modules' && !(path.dirname(src) === root && topLeft.has(path.basename(src)));
  cpSync(root, site, { recursive: true, filter: copied });
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
} else {
  cpSync(path.join(root, 'site'), path.join(site, 'site'), { recursive: true });
  cpSync(process.env.FOLIO_CONFIG || path.join(root, 'site.toml'), path.join(site, 'site.toml'));
  for (const link of ['node_modules', 'themes', 'package.json', 'package-lock.json']) symlinkSync(path.join(root, link), path.join(site, link));
}

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const folio = process.env.FOLIO ? path.resolve(process.env.FOLIO) : path.join(root, 'bin/folio');
const dev = spawn(folio, ['dev', '--port', String(port), '--config', path.join(site, 'site.toml')], { stdio: ['ignore', 'pipe', 'pipe'] });
let log = '';
dev.stdout.on('data', (d) => (log += d));
dev.stderr.on('data', (d) => (log += d));
const started = Date.now();
while (!log.includes('serving at')) {
  if (dev.exitCode !== null) throw new Error(`folio dev exited:\n${log}`);
  if (Date.now() - started > 600000) throw new Error(`folio dev did not start:\n${log}`);
  await new Promise((r) => setTimeout(r, 50));
}
console.log(`folio dev: first build and start ${Date.now() - started} ms`);

// Listen to the reload events as a page does.
const events = [];
let waiting = null;
http.get(`http://localhost:${port}/__folio/events`, (res) => {
  res.setEncoding('utf8');
  res.on('data', (chunk) => {
    for (const line of chunk.split('\n')) {
      if (line.startsWith('event: ')) {
        events.push(line.slice(7));
        waiting?.(line.slice(7));
      }
    }
  });
});
await new Promise((r) => setTimeout(r, 300));

// CPU time (user + system) of folio dev and every process under it (the
// plugins, the render workers), from /proc where there is one: a figure a
// loaded machine disturbs less than the wall times.
const clockTicks = 100; // USER_HZ on Linux
function treeCPU(root) {
  if (!existsSync('/proc/self/stat')) return NaN;
  const procs = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(pid), { ppid: Number(f[1]), cpu: Number(f[11]) + Number(f[12]) });
    } catch {} // gone meanwhile
  }
  let total = 0;
  const walk = (pid) => {
    total += procs.get(pid)?.cpu ?? 0;
    for (const [child, p] of procs) if (p.ppid === pid) walk(child);
  };
  walk(root);
  return (total / clockTicks) * 1000;
}

const guide = path.join(site, 'site/docs/concepts/editor-state.md');
const original = readFileSync(guide, 'utf8');
const times = [];
const cpuBefore = treeCPU(dev.pid);
for (let i = 0; i < edits; i++) {
  const reloaded = new Promise((resolve) => (waiting = resolve));
  const t0 = performance.now();
  writeFileSync(guide, `${original}\n\nEdit number ${i} for the benchmark.\n`);
  const ev = await reloaded;
  const ms = performance.now() - t0;
  if (ev !== 'reload') throw new Error(`expected a reload, got ${ev}:\n${log}`);
  times.push(ms);
  console.log(`edit ${i + 1}: ${ms.toFixed(1)} ms to the reload event`);
  await new Promise((r) => setTimeout(r, 150));
}
// The edits come 150 ms apart, sooner than the post-build's 300 ms wait
// for a pause (core/dev/dev.go): this is the rebuilds' CPU.
const cpuPerEdit = (treeCPU(dev.pid) - cpuBefore) / edits;
const rebuilt = log.split('\n').filter((l) => l.startsWith('rebuilt'));
console.log(rebuilt.join('\n'));
// Each stage's median over the rebuilds, from their "rebuilt ..." lines.
const stages = {};
for (const line of rebuilt) {
  for (const [, name, value, unit] of line.slice(line.indexOf('; ') + 2).matchAll(/([a-z][a-z ]*?) ([\d.]+)(ms|µs|s)\b/g)) {
    (stages[name.trim()] ??= []).push(Number(value) * { ms: 1, µs: 0.001, s: 1000 }[unit]);
  }
}
const middle = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`stage medians: ${Object.entries(stages).map(([name, xs]) => `${name} ${middle(xs).toFixed(1)} ms`).join(' · ')}`);
// Removed once folio dev has stopped: it may still be writing its output.
const stopped = dev.exitCode === null ? new Promise((r) => dev.once('exit', r)) : null;
dev.kill('SIGINT');
await stopped;
rmSync(site, { recursive: true, force: true, maxRetries: 5 });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`median ${median.toFixed(1)} ms, worst ${times[times.length - 1].toFixed(1)} ms (budget 150 ms; Hugo about 9 ms per page)`);
if (!Number.isNaN(cpuPerEdit)) console.log(`CPU of folio dev and its processes: ${cpuPerEdit.toFixed(1)} ms per edit (its rebuild; the post-build waits for the edits to pause)`);
console.log('note: the watcher waits until the inputs are quiet for 10 ms (core/dev/watch.go quietWindow) before it rebuilds; that wait is included.');
