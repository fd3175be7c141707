// The error page (/docs/error): the lookup behind it, and its data, which
// must be the codes of the installed lexical packages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import ts from 'typescript';
import { alignSites, defaultNodeModules, renderDataFiles } from '../docs/_error-codes/extract-codes.mjs';
import { docsRoot } from './lib/guides.mjs';

const dataDir = path.join(docsRoot, '_error-codes');
const codes = JSON.parse(fs.readFileSync(path.join(dataDir, 'codes.json'), 'utf8'));

/** lookup.ts, compiled and loaded as a module (it has no imports). */
let lookup;
before(async () => {
  const source = fs.readFileSync(path.join(dataDir, 'lookup.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  lookup = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
});

test('a known code shows its message with the v= arguments in place of %s', () => {
  assert.deepEqual(lookup.lookupError(codes, '?code=66&v=12'), {
    kind: 'known',
    code: '66',
    message: 'Expected node 12 to have a parent.',
    args: ['12'],
  });
  const two = lookup.lookupError(codes, '?code=200&v=ImageNode&v=image');
  assert.equal(two.message.startsWith('$applyNodeReplacement node ImageNode with type image must be registered'), true);
});

test('missing arguments stay visible as %s, extra ones are ignored', () => {
  assert.equal(lookup.formatErrorMessage('Node %s of type %s', ['a']), 'Node a of type %s');
  assert.equal(lookup.formatErrorMessage('Node %s', ['a', 'b']), 'Node a');
});

test('no code, a malformed code and an unknown code each have their own answer', () => {
  assert.deepEqual(lookup.lookupError(codes, ''), { kind: 'none' });
  assert.deepEqual(lookup.lookupError(codes, '?code='), { kind: 'none' });
  assert.deepEqual(lookup.lookupError(codes, '?code=abc'), { kind: 'invalid', code: 'abc' });
  assert.deepEqual(lookup.lookupError(codes, '?code=99999&v=x'), { kind: 'unknown', code: '99999', args: ['x'] });
  assert.deepEqual(lookup.lookupError({ toString: 'no' }, '?code=0'), { kind: 'unknown', code: '0', args: [] });
  // Leading zeros name the same code.
  assert.equal(lookup.lookupError(codes, '?code=013').kind, 'known');
});

test('the errors developers meet most are in the table, with their real text', () => {
  assert.equal(codes['13'], 'Cannot use method in read-only mode.');
  assert.match(codes['14'], /^One or more transforms are endlessly triggering additional transforms/);
  assert.match(codes['195'], /^Unable to find an active editor state\./);
  assert.match(codes['196'], /^Unable to find an active editor\./);
  assert.equal(codes['8'], 'LexicalComposerContext.useLexicalComposerContext: cannot find a LexicalComposerContext');
});

test('codes.json and about.json are what extract-codes.mjs makes of the installed packages', () => {
  const fresh = renderDataFiles(defaultNodeModules);
  assert.equal(fs.readFileSync(path.join(dataDir, 'codes.json'), 'utf8'), fresh.codesJson, 'run: node site/docs/_error-codes/extract-codes.mjs');
  assert.equal(fs.readFileSync(path.join(dataDir, 'about.json'), 'utf8'), fresh.aboutJson, 'run: node site/docs/_error-codes/extract-codes.mjs');
  assert.ok(fresh.count >= 90, `only ${fresh.count} codes recovered`);
});

// The extractor pairs throw sites of the two builds. A check that only the
// development build has is skipped, and sites pair by argument count and by
// the names around them, not by position alone.
test('throw sites pair across builds, skipping development-only checks', () => {
  const site = (tokens, argCount, extra) => ({ argCount, fingerprint: new Set(tokens), ...extra });
  const dev = [
    site(['.getKey', '.__parent', '"root'], 0, { message: 'A' }),
    site(['.size', '.knownState'], 1, { message: 'dev only %s' }),
    site(['.getChildren', '.append', '"paragraph'], 0, { message: 'B' }),
  ];
  const prod = [site(['.getKey', '.__parent', '"root'], 0, { code: 1 }), site(['.getChildren', '.append', '"paragraph'], 0, { code: 2 })];
  const { pairs, unpaired } = alignSites(dev, prod);
  assert.deepEqual(pairs.map((p) => [p.prod.code, p.dev.message]), [[1, 'A'], [2, 'B']]);
  assert.deepEqual(unpaired, []);
});
