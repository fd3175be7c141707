// Type-checks the guides' examples against the installed lexical packages
// with one TypeScript program: each example is an in-memory module placed
// under site/docs, so `import … from 'lexical'` resolves to node_modules
// exactly as it would in a reader's project. The examples of one guide
// share a folder, and an example whose fence has a title (`title="Foo.tsx"`)
// is stored under that name, so a later example can `import … from './Foo'`.
//
// Strictness is relaxed (examples may leave types implicit) but names are
// not: an import the package does not export, a method a class does not
// have or a misspelt identifier is an error.
import path from 'node:path';
import ts from 'typescript';
import { extensionFor } from './fences.mjs';
import { docsRoot } from './guides.mjs';

const VIRTUAL_DIR = path.join(docsRoot, '__examples__');
const PRELUDE_FILE = path.join(VIRTUAL_DIR, 'prelude.d.ts');

/**
 * Names every example may use without declaring them: the editor a guide
 * has created in an earlier step. Kept to what the guides really share, and
 * typed, so a wrong method on them still fails.
 */
const PRELUDE = `import type {LexicalEditor} from 'lexical';
declare global {
  /** The editor created earlier in the guide. */
  const editor: LexicalEditor;
}
export {};
`;

export const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // Node.js typings for the examples that run in Node (tests, servers).
  types: ['node'],
  strict: false,
  noImplicitAny: false,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  noEmit: true,
};

/** The in-memory file name of an example: its title, else its line, in its guide's folder. */
export function virtualFileName(example) {
  const guideDir = path.join(VIRTUAL_DIR, example.relPath.replace(/\.mdx?$/, ''));
  if (example.title && /^[\w.-]+\.(ts|tsx|js|jsx)$/.test(example.title)) {
    return path.join(guideDir, example.title);
  }
  const line = example.id.slice(example.id.lastIndexOf(':') + 1);
  return path.join(guideDir, `example-line-${line}${extensionFor(example.lang)}`);
}

/**
 * @param {import('./examples.mjs').Example[]} examples
 * @returns {Array<{example: import('./examples.mjs').Example, line: number, message: string}>}
 *   one entry per error, `line` being the line in the guide
 */
export function typecheckExamples(examples) {
  const files = new Map([[PRELUDE_FILE, PRELUDE]]);
  const byFile = new Map();
  const errors = [];
  for (const example of examples) {
    const name = virtualFileName(example);
    if (byFile.has(name)) {
      errors.push({ example, line: example.codeLine - 1, message: `another example of this guide is already titled ${path.basename(name)}` });
      continue;
    }
    files.set(name, example.code);
    byFile.set(name, example);
  }
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => (files.has(f) ? files.get(f) : readFile(f));
  host.fileExists = (f) => files.has(f) || fileExists(f);
  // The examples' folders exist only in memory; module resolution asks for them.
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (d) =>
    [...files.keys()].some((f) => f.startsWith(d.endsWith(path.sep) ? d : d + path.sep)) || (directoryExists ? directoryExists(d) : true);
  host.getSourceFile = (f, lang, onError, create) =>
    files.has(f) ? ts.createSourceFile(f, files.get(f), lang, true) : getSourceFile(f, lang, onError, create);

  const program = ts.createProgram({ rootNames: [...files.keys()], options: COMPILER_OPTIONS, host });
  for (const [name, example] of byFile) {
    const source = program.getSourceFile(name);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const d of diagnostics) {
      if (d.category !== ts.DiagnosticCategory.Error) continue;
      const { line } = d.start === undefined ? { line: 0 } : source.getLineAndCharacterOfPosition(d.start);
      errors.push({ example, line: example.codeLine + line, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') });
    }
  }
  return errors;
}

/** `concepts/nodes.md:57: Module '"lexical"' has no exported member '$getRooot'.` */
export function formatTypeErrors(errors) {
  return errors.map((e) => `site/docs/${e.example.relPath}:${e.line}: ${e.message}`).join('\n');
}
