// Runs the guides' `runnable` examples in Node and compares what they log
// with what they promise.
//
// The promise is written in the example itself, as `// => text` comments:
// each one is a line the example logs, in order. A runnable example must
// make at least one promise. The examples are compiled by TypeScript, their
// bare imports (`lexical`, `@lexical/headless`) resolved to the installed
// packages, and all of them run, one after another, in one child process.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const RUNNER = fileURLToPath(new URL('./example-runner.mjs', import.meta.url));
const PROMISE = /\/\/ => ?(.*)$/;

/** The lines an example promises to log, from its `// =>` comments. */
export function expectedOutput(code) {
  const out = [];
  for (const line of code.split('\n')) {
    const m = PROMISE.exec(line);
    if (m) out.push(m[1].trimEnd());
  }
  return out;
}

/** Compiles an example to a plain ES module whose imports point at the installed packages. */
export function compileExample(example) {
  const result = ts.transpileModule(example.code, {
    fileName: `example.${example.lang}`,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.ReactJSX,
      verbatimModuleSyntax: false,
    },
    transformers: { after: [resolveBareImports] },
  });
  return result.outputText;
}

/** Rewrites `from 'lexical'` to the file URL Node would load, so the module can run from anywhere. */
function resolveBareImports(context) {
  const { factory } = context;
  const resolve = (specifier) =>
    specifier.startsWith('.') || specifier.startsWith('node:') ? specifier : import.meta.resolve(specifier);
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = factory.createStringLiteral(resolve(node.moduleSpecifier.text));
      return ts.isImportDeclaration(node)
        ? factory.updateImportDeclaration(node, node.modifiers, node.importClause, target, node.attributes)
        : factory.updateExportDeclaration(node, node.modifiers, node.isTypeOnly, node.exportClause, target, node.attributes);
    }
    return node;
  };
  return (source) => factory.updateSourceFile(source, source.statements.map(visit));
}

/**
 * Runs the examples and reports, for each, what it logged and how that
 * compares with its promises.
 * @returns {Promise<Array<{example, expected: string[], actual: string[], error: string|null, ok: boolean}>>}
 */
export async function runExamples(examples) {
  if (examples.length === 0) return [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-doc-examples-'));
  try {
    const jobs = examples.map((example, i) => {
      const file = path.join(dir, `example-${i}.mjs`);
      fs.writeFileSync(file, compileExample(example));
      return { id: example.id, url: pathToFileURL(file).href };
    });
    const jobsFile = path.join(dir, 'jobs.json');
    fs.writeFileSync(jobsFile, JSON.stringify(jobs));
    const stdout = await new Promise((resolve, reject) => {
      // The development builds: full error messages and their extra checks.
      const env = { ...process.env, NODE_ENV: 'development' };
      execFile(process.execPath, [RUNNER, jobsFile], { env, maxBuffer: 16 * 1024 * 1024 }, (err, out, errOut) => {
        if (err) reject(new Error(`the example runner failed: ${err.message}\n${errOut}`));
        else resolve(out);
      });
    });
    const results = JSON.parse(stdout);
    return examples.map((example, i) => {
      const { logs, error } = results[i];
      const actual = logs.join('\n').split('\n').map((l) => l.trimEnd());
      const expected = expectedOutput(example.code);
      const ok = error === null && expected.length > 0 && sameLines(actual, expected);
      return { example, expected, actual, error, ok };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function sameLines(a, b) {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** A readable account of the examples that did not keep their promises. */
export function formatRunFailures(results) {
  return results
    .filter((r) => !r.ok)
    .map((r) => {
      const where = `site/docs/${r.example.id}`;
      if (r.error) return `${where}: threw ${r.error}`;
      if (r.expected.length === 0) return `${where}: a runnable example needs at least one "// => output" comment`;
      return `${where}: logged\n${indent(r.actual)}\nbut promised\n${indent(r.expected)}`;
    })
    .join('\n\n');
}

function indent(lines) {
  return lines.map((l) => `    ${l}`).join('\n');
}
