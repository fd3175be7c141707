// Runs the theme's tests (test/*.test.ts and *.test.tsx) with node's test runner, with
// loader.mjs compiling the TSX and resolving @theme/* and @folio/client.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const testDir = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(testDir)
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => join(testDir, f));
const { status } = spawnSync(
  process.execPath,
  ['--import', join(testDir, 'register.mjs'), '--test', ...files],
  { stdio: 'inherit' },
);
process.exitCode = status ?? 1;
