// Runs TypeDoc's programmatic API on the declaration entry points folio
// hands it and writes the project as JSON, for plugins/apiref to turn into
// Markdown pages. folio embeds this file and writes it under the site's
// node_modules/.cache/folio/, so that `import 'typedoc'` resolves from the
// site's own node_modules.
//
// Usage: node typedoc-runner.mjs REQUEST.json
// The request: {"entryPoints": [{"file": "/abs/index.d.ts", "module": "lexical"}],
//               "tsconfig": "/abs/tsconfig.json", "out": "/abs/out.json"}
// The output: {"declaredClasses": [ids], "modules": [{"module", "id"}],
//              "project": <TypeDoc's JSON, without what folio never reads>}

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { Application, Converter, LogLevel, ReflectionKind } from 'typedoc';

const request = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
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

// A class re-exported with `export type { … }` is converted as an
// interface, since only its type is exported. Its declaration still says
// what it is: remember those, so its page can live with the classes.
const declaredClasses = [];
// Module reflections are named after the npm specifier folio asked for,
// not after TypeDoc's guess from the file path.
const modules = [];
app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
  const symbol = context.getSymbolFromReflection(reflection);
  const declarations = symbol?.declarations ?? [];
  if (reflection.kindOf(ReflectionKind.Interface) && declarations.some((d) => ts.isClassDeclaration(d))) {
    declaredClasses.push(reflection.id);
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
fs.writeFileSync(tmp, JSON.stringify({ declaredClasses, modules, project: json }, replacer));
fs.renameSync(tmp, request.out);
