// Node module hooks that let node's test runner import the theme's .tsx directly,
// resolving names the way the core's bundler does: `@theme/<Name>` to
// components/ (<Name>.tsx, then <Name>.ts, then <Name>/index.tsx), `@folio/client`
// to the test stub, extensionless relative imports to .tsx/.ts. CSS imports become
// empty modules, whether or not the file exists yet. TypeScript (a workspace devDependency) strips the types and
// compiles JSX for React's automatic runtime, as esbuild does for the site.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const testDir = dirname(fileURLToPath(import.meta.url));
const componentsDir = join(testDir, '..', 'components');
// The core's fallbacks come after the theme, as in the site's lookup chain.
const fallbackDir = join(testDir, '..', '..', '..', 'core', 'client', 'src', 'theme-fallback');
const stub = join(testDir, 'folio-client-stub.tsx');

function findSource(base) {
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export async function resolve(specifier, context, nextResolve) {
  // Stylesheets mean nothing to server rendering; the core's bundler collects them.
  if (specifier.endsWith('.css')) return { url: 'data:text/javascript,', shortCircuit: true };
  let file = null;
  if (specifier === '@folio/client') file = stub;
  else if (specifier.startsWith('@theme/')) {
    const name = specifier.slice('@theme/'.length);
    file = findSource(join(componentsDir, name)) ?? findSource(join(fallbackDir, name));
  }
  else if (specifier.startsWith('.') && context.parentURL?.match(/\.tsx?$/)) {
    file = findSource(join(dirname(fileURLToPath(context.parentURL)), specifier));
  }
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

// lazyComponent(() => import('X'), options?) loads X's code when a page first
// renders it; the server renderer loads all of it before rendering. Rendering
// is synchronous here too, so such calls become a static import of X.
const LAZY_CALL = /lazyComponent\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*(?:,[^()]*)?\)/g;

function eagerLazyComponents(source) {
  const imports = [];
  const body = source.replace(LAZY_CALL, (_call, _quote, specifier) => {
    const name = `__eager${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(specifier)};`);
    return `eagerComponent(${name})`;
  });
  if (imports.length === 0) return source;
  return `import { eagerComponent } from '@folio/client';\n${imports.join('\n')}\n${body}`;
}

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(url)) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { outputText } = ts.transpileModule(eagerLazyComponents(await readFile(path, 'utf8')), {
    fileName: path,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      sourceMap: false,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
