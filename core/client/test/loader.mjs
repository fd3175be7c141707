// Node module hooks that let node's test runner import the runtime's .ts and
// .tsx sources directly: TypeScript strips the types and compiles JSX for
// React's automatic runtime (as esbuild does for sites), extensionless
// relative imports find their .ts/.tsx file, and `@theme/<Name>` resolves to
// the runtime's own fallbacks (a site's theme is not part of these tests).
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const testDir = dirname(fileURLToPath(import.meta.url));
const fallbackDir = join(testDir, '..', 'src', 'theme-fallback');

function findSource(base) {
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export async function resolve(specifier, context, nextResolve) {
  let file = null;
  if (specifier.startsWith('@theme/')) file = findSource(join(fallbackDir, specifier.slice('@theme/'.length)));
  else if (specifier.startsWith('.') && context.parentURL?.match(/\.tsx?$/)) {
    file = findSource(join(dirname(fileURLToPath(context.parentURL)), specifier));
  }
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(url)) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(path, 'utf8'), {
    fileName: path,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
