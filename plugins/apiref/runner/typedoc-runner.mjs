// Runs TypeDoc's programmatic API on the declaration entry points folio
// hands it and writes the project as JSON, for plugins/apiref to turn into
// Markdown pages. folio embeds this file and writes it under the site's
// node_modules/.cache/folio/; TypeDoc and TypeScript are resolved from the
// site's folder (request.siteDir), not from this file's place.
//
// Usage: node typedoc-runner.mjs REQUEST.json
// The request: {"entryPoints": [{"file": "/abs/index.d.ts", "module": "lexical"}],
//               "tsconfig": "/abs/tsconfig.json", "out": "/abs/out.json",
//               "siteDir": "/abs/site"}
// The output: {"declaredClasses": [ids], "typeOnlyClasses": [ids],
//              "modules": [{"module", "id"}],
//              "project": <TypeDoc's JSON, without what folio never reads>}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// When started by folio (FOLIO_PARENT_PIPE set), stdin is a pipe whose
// other end closes when the process that started this one ends, however it
// ends: stop converting then rather than run on as an orphan. unref: the
// pipe alone does not keep this process alive.
if (process.env.FOLIO_PARENT_PIPE) {
  process.stdin.on('end', () => process.exit(1));
  process.stdin.on('error', () => process.exit(1));
  process.stdin.resume();
  process.stdin.unref?.();
}

const request = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

// TypeDoc and TypeScript are looked up from the site's folder, as the site's
// own code would find them. A bare import here would be looked up from this
// file's real path, and when the site's node_modules is a link to a folder
// of another name (a CI's package cache), no node_modules lies above that.
const siteRequire = createRequire(path.join(request.siteDir, 'folio-typedoc.js'));
/** @param {string} name */
const load = (name) => import(pathToFileURL(siteRequire.resolve(name)).href);
const { default: ts } = await load('typescript');
const { Application, Converter, ReflectionKind } = await load('typedoc');
const moduleByFile = new Map(request.entryPoints.map((e) => [path.resolve(e.file), e.module]));

const app = await Application.bootstrapWithPlugins({
  entryPoints: request.entryPoints.map((e) => e.file),
  entryPointStrategy: 'resolve',
  tsconfig: request.tsconfig,
  // Declarations of installed packages: their errors are not ours to fix.
  skipErrorChecking: true,
  excludeInternal: true,
  excludePrivate: true,
  // Everything here lives in node_modules; nothing is "external" to us.
  externalPattern: [],
  disableSources: true,
  disableGit: true,
  readme: 'none',
  sort: ['kind', 'instance-first', 'alphabetical-ignoring-documents'],
  validation: { notExported: false, invalidLink: false, notDocumented: false, rewrittenLink: false },
  logLevel: 'Error',
});

// A class re-exported with `export type { … }` (Lexical's LexicalEditor,
// EditorState, the selections) is converted by TypeDoc as an interface:
// its instance side only, without constructor or static members. TypeDoc
// decides from the export specifier's isTypeOnly flag, so before the
// conversion those specifiers of the entry points are marked as value
// exports, and the classes get their full documentation. They are
// listed as typeOnlyClasses, for their pages to say how they are exported.
const typeOnlyClassSymbols = new Set();
app.converter.on(Converter.EVENT_BEGIN, (context) => {
  for (const program of context.programs) {
    const checker = program.getTypeChecker();
    for (const file of program.getSourceFiles()) {
      if (moduleByFile.has(path.resolve(file.fileName))) markTypeOnlyClassExports(file, checker);
    }
  }
});

function markTypeOnlyClassExports(file, checker) {
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const specifier of statement.exportClause.elements) {
      if (!statement.isTypeOnly && !specifier.isTypeOnly) continue;
      let symbol = checker.getSymbolAtLocation(specifier.name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      if (!symbol || !(symbol.flags & ts.SymbolFlags.Class)) continue;
      typeOnlyClassSymbols.add(symbol);
      if (statement.isTypeOnly) {
        // The statement's flag covers every specifier: move it onto the
        // others, which stay type-only.
        statement.isTypeOnly = false;
        for (const other of statement.exportClause.elements) other.isTypeOnly = true;
      }
      specifier.isTypeOnly = false;
    }
  }
}

// Should a class still come through as an interface (another TypeDoc),
// its declaration tells: declaredClasses lists those.
const declaredClasses = [];
const typeOnlyClasses = [];
// Module reflections are named after the npm specifier folio asked for,
// not after TypeDoc's guess from the file path.
const modules = [];
app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
  const symbol = context.getSymbolFromReflection(reflection);
  const declarations = symbol?.declarations ?? [];
  if (reflection.kindOf(ReflectionKind.Interface) && declarations.some((d) => ts.isClassDeclaration(d))) {
    declaredClasses.push(reflection.id);
  }
  if (reflection.kindOf(ReflectionKind.Class) && typeOnlyClassSymbols.has(symbol)) {
    typeOnlyClasses.push(reflection.id);
  }
  if (reflection.kindOf(ReflectionKind.Module)) {
    const file = declarations.find((d) => ts.isSourceFile(d))?.fileName;
    const name = file && moduleByFile.get(path.resolve(file));
    if (name) {
      reflection.name = name;
      modules.push({ module: name, id: reflection.id });
    }
  }
});

const project = await app.convert();
if (!project || app.logger.hasErrors()) {
  console.error('typedoc: conversion failed');
  process.exit(1);
}
// One entry point makes the project itself the module.
if (request.entryPoints.length === 1 && modules.length === 0) {
  modules.push({ module: request.entryPoints[0].module, id: project.id });
}

const json = app.serializer.projectToObject(project, process.cwd());
// folio reads neither the symbol map nor the file table; dropping them
// keeps the cache small and its decoding fast.
delete json.symbolIdMap;
delete json.files;
const tmp = `${request.out}.${process.pid}.tmp`;
const unread = new Set(['groups', 'categories']);
const replacer = (key, value) => (unread.has(key) ? undefined : value);
fs.writeFileSync(tmp, JSON.stringify({ declaredClasses, typeOnlyClasses, modules, project: json }, replacer));
fs.renameSync(tmp, request.out);
