// Every name the installed lexical packages export, for checking the API
// names guides mention in their prose. One TypeScript program reads all the
// packages' declarations.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './guides.mjs';

/** The entry points of the installed lexical packages: `lexical`, `@lexical/x`, `@lexical/react/X`. */
export function lexicalEntryPoints(nodeModules = path.join(repoRoot, 'node_modules')) {
  const entries = ['lexical'];
  for (const pkg of fs.readdirSync(path.join(nodeModules, '@lexical')).sort()) {
    const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, '@lexical', pkg, 'package.json'), 'utf8'));
    const subpaths = Object.keys(manifest.exports ?? { '.': null }).filter((k) => !k.endsWith('.js') && !k.endsWith('package.json'));
    for (const sub of subpaths) entries.push(sub === '.' ? `@lexical/${pkg}` : `@lexical/${pkg}/${sub.slice(2)}`);
  }
  return entries;
}

/** Map of exported name → entry points exporting it. */
export function exportedNames(entries = lexicalEntryPoints()) {
  const file = path.join(repoRoot, 'site/tests/__exports__.ts');
  const source = entries.map((e, i) => `import * as m${i} from '${e}';\nexport {m${i}};`).join('\n');
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => (f === file ? source : readFile(f));
  host.getSourceFile = (f, lang, onError, create) =>
    f === file ? ts.createSourceFile(f, source, lang, true) : getSourceFile(f, lang, onError, create);
  const program = ts.createProgram({ rootNames: [file], options, host });
  const checker = program.getTypeChecker();
  const names = new Map();
  const sf = program.getSourceFile(file);
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt)) continue;
    const entry = stmt.moduleSpecifier.text;
    const moduleSymbol = checker.getSymbolAtLocation(stmt.moduleSpecifier);
    if (!moduleSymbol) throw new Error(`cannot resolve ${entry}`);
    for (const sym of checker.getExportsOfModule(moduleSymbol)) {
      if (!names.has(sym.name)) names.set(sym.name, []);
      names.get(sym.name).push(entry);
    }
  }
  return names;
}
