// Examples marked `runnable` run in Node with the headless editor and log
// exactly what their `// =>` comments promise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectExamples } from './lib/examples.mjs';
import { expectedOutput, formatRunFailures, runExamples } from './lib/run-examples.mjs';

test('every runnable example logs what it promises', async () => {
  const runnable = collectExamples().filter((e) => e.runnable);
  // The guides' audit (site/tests/claims) raised the proofs to 70; keep them.
  assert.ok(runnable.length >= 70, `expected at least 70 runnable examples, found ${runnable.length}`);
  const results = await runExamples(runnable);
  assert.equal(formatRunFailures(results), '');
});

test('promises are read from // => comments, in order', () => {
  assert.deepEqual(expectedOutput(`console.log(1); // => 1\nconsole.log('a b');\n// => a b`), ['1', 'a b']);
});

// The runner itself: a broken promise, a missing promise and a throw each fail.
test('an example that logs something else, promises nothing or throws fails', async () => {
  const fake = (code) => ({ id: 'concepts/fake.md:3', relPath: 'concepts/fake.md', codeLine: 4, lang: 'ts', code, runnable: true });
  const results = await runExamples([
    fake(`import {createHeadlessEditor} from '@lexical/headless';\nimport {$getRoot} from 'lexical';\nconst editor = createHeadlessEditor({namespace: 't', onError: (e) => { throw e; }});\nconsole.log(editor.getEditorState().read(() => $getRoot().getChildrenSize()));\n// => 1`),
    fake(`console.log('no promise');`),
    fake(`throw new Error('boom');\n// => never`),
    fake(`import {createHeadlessEditor} from '@lexical/headless';\nimport {$getRoot} from 'lexical';\nconst editor = createHeadlessEditor({namespace: 't', onError: (e) => { throw e; }});\neditor.update(() => console.log($getRoot().getType()));\n// => root`),
  ]);
  assert.deepEqual(results.map((r) => r.ok), [false, false, false, true]);
  const report = formatRunFailures(results);
  assert.match(report, /site\/docs\/concepts\/fake\.md:3: logged\n {4}0\nbut promised\n {4}1/);
  assert.match(report, /needs at least one "\/\/ => output" comment/);
  assert.match(report, /threw Error: boom/);
});
