// Child process of run-examples.mjs: imports each compiled example in turn
// and records what it logs. Node keys restart at 1 for each example, as if
// it ran alone, so examples may print keys. An example's editor updates finish in
// microtasks, so its log is complete once a macrotask has passed; an error
// thrown then (an uncaught exception) is charged to the example running.
import fs from 'node:fs';
import { format } from 'node:util';
import { resetRandomKey } from 'lexical';

const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const write = process.stdout.write.bind(process.stdout);
let current = null;

process.on('uncaughtException', (err) => {
  if (current && current.error === null) current.error = String(err?.stack ?? err);
});
process.on('unhandledRejection', (err) => {
  if (current && current.error === null) current.error = String(err?.stack ?? err);
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

const results = [];
for (const job of jobs) {
  current = { logs: [], error: null };
  console.log = (...args) => current.logs.push(format(...args));
  resetRandomKey();
  try {
    await import(job.url);
  } catch (err) {
    current.error = String(err?.stack ?? err);
  }
  await settle();
  await settle();
  results.push(current);
}
write(JSON.stringify(results));
