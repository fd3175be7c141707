// Every ts, tsx, js and jsx example of the guides compiles against the
// installed lexical packages; a wrong API name fails.
//
// One TypeScript program checks everything: the guides' examples and the
// checker's self-test examples (under a made-up `selftest/` guide), whose
// errors are then told apart by guide.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { collectExamples, collectUncheckedFences } from './lib/examples.mjs';
import { formatTypeErrors, typecheckExamples } from './lib/typecheck.mjs';

const selftest = (name, line, code, lang = 'ts') => ({
  id: `selftest/${name}.md:${line}`,
  relPath: `selftest/${name}.md`,
  codeLine: line + 1,
  lang,
  code,
  title: null,
  runnable: false,
});

const SELF_TESTS = [
  selftest('wrong-import', 10, `import {$getRooot} from 'lexical';\n$getRooot();`),
  selftest('wrong-method', 20, `import {createEditor} from 'lexical';\nconst e = createEditor();\ne.registerComand();`, 'js'),
  selftest('missing-prop', 30, `import {LexicalComposer} from '@lexical/react/LexicalComposer';\nexport const x = <LexicalComposer initialConfig={{namespace: 'x'}}><div /></LexicalComposer>;`, 'tsx'),
  selftest('correct', 40, `import {$getRoot} from 'lexical';\neditor.update(() => { $getRoot().clear(); });`),
];

let guideExamples;
let guideErrors;
let selfTestErrors;

before(() => {
  guideExamples = collectExamples();
  const errors = typecheckExamples([...guideExamples, ...SELF_TESTS]);
  guideErrors = errors.filter((e) => !e.example.relPath.startsWith('selftest/'));
  selfTestErrors = errors.filter((e) => e.example.relPath.startsWith('selftest/'));
});

test('every example of the guides type-checks against lexical 0.28', () => {
  assert.ok(guideExamples.length > 50, `expected the guides to hold many examples, found ${guideExamples.length}`);
  assert.equal(guideErrors.length, 0, `examples that do not compile:\n${formatTypeErrors(guideErrors)}`);
});

test('fences opted out of checking stay rare', () => {
  const unchecked = collectUncheckedFences();
  assert.ok(unchecked.length <= 8, `too many nocheck fences (${unchecked.length}):\n${unchecked.join('\n')}`);
});

// The checker itself: a misspelt import, a method the class lacks and a
// missing required prop each fail, with the guide's file and line.
test('a wrong API name fails the check, naming the guide and line', () => {
  const text = formatTypeErrors(selfTestErrors);
  assert.match(text, /site\/docs\/selftest\/wrong-import\.md:11: '"lexical"' has no exported member named '\$getRooot'/);
  assert.match(text, /site\/docs\/selftest\/wrong-method\.md:23: Property 'registerComand' does not exist on type 'LexicalEditor'/);
  assert.match(text, /site\/docs\/selftest\/missing-prop\.md:32: .*Property 'onError' is missing/);
});

test('correct code passes the check, the shared editor included', () => {
  assert.deepEqual(selfTestErrors.filter((e) => e.example.relPath === 'selftest/correct.md'), []);
});
