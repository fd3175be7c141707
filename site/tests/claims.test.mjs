// Every guide has an audit record, the record matches the guide's current
// text, and every proof it cites exists (site/tests/claims/README.md).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { checkRecord, definesFunction, guideHash, listRecords, readGuideText, readRepoFile, recordPathOf, testNames } from './lib/claims.mjs';
import { listGuides } from './lib/guides.mjs';

const guides = listGuides();

test('every guide has an audit record and every record belongs to a guide', () => {
  const expected = guides.map((g) => g.replace(/\.mdx?$/, '.json')).sort();
  assert.deepEqual(listRecords(), expected);
});

test('each record matches its guide and cites only proofs that exist', () => {
  const problems = [];
  for (const relPath of guides) {
    const record = JSON.parse(fs.readFileSync(recordPathOf(relPath), 'utf8'));
    problems.push(...checkRecord(record, { guideText: readGuideText(relPath), relPath, readRepoFile }));
  }
  assert.equal(problems.join('\n'), '');
});

// The checker itself: a changed guide, a missing test, a missing function
// and a missing example are each reported.
test('a changed guide or a citation of something that does not exist fails the check', () => {
  const guideText = '# G\n\n```ts runnable\nconsole.log(1);\n// => 1\n```\n';
  const files = {
    'e2e/x.test.mjs': "test('shows the class', () => {});\nit(\"second one\", () => {});",
    'node_modules/lexical/Lexical.dev.mjs': 'function $commitPendingUpdates(editor) {}\nclass A {\n  registerUpdateListener(listener) {\n  }\n}',
  };
  const ctx = { guideText, relPath: 'concepts/g.md', readRepoFile: (rel) => files[rel] ?? null };
  const good = {
    guide: 'concepts/g.md',
    sha256: guideHash(guideText),
    audited: true,
    claims: [
      {
        claim: 'listeners run in this order',
        verdict: 'true',
        checked: [
          { source: 'node_modules/lexical/Lexical.dev.mjs', function: '$commitPendingUpdates' },
          { source: 'node_modules/lexical/Lexical.dev.mjs', function: 'registerUpdateListener' },
          { example: '1' },
          { file: 'e2e/x.test.mjs', test: 'shows the class' },
          { upstream: 'facebook/lexical#5062' },
        ],
      },
    ],
  };
  assert.deepEqual(checkRecord(good, ctx), []);

  const changed = checkRecord(good, { ...ctx, guideText: guideText + 'More.\n' });
  assert.match(changed.join('\n'), /concepts\/g\.md changed since its audit/);

  const bad = structuredClone(good);
  bad.claims[0].verdict = 'probably';
  bad.claims[0].checked = [
    { file: 'e2e/x.test.mjs', test: 'a test nobody wrote' },
    { file: 'e2e/missing.test.mjs', test: 'shows the class' },
    { source: 'node_modules/lexical/Lexical.dev.mjs', function: '$noSuchFunction' },
    { source: 'node_modules/nope/index.js' },
    { example: '2' },
    { upstream: 'somebody/else#1' },
  ];
  const report = checkRecord(bad, ctx).join('\n');
  assert.match(report, /verdict "probably" is not one of/);
  assert.match(report, /e2e\/x\.test\.mjs has no test named "a test nobody wrote"/);
  assert.match(report, /test file e2e\/missing\.test\.mjs does not exist/);
  assert.match(report, /defines no function \$noSuchFunction/);
  assert.match(report, /source node_modules\/nope\/index\.js does not exist/);
  assert.match(report, /no runnable example of the guide promises the line "2"/);
  assert.match(report, /upstream reference "somebody\/else#1"/);

  // A record of a guide not audited yet lists no claims; one that does must say it was audited.
  assert.deepEqual(checkRecord({ guide: 'concepts/g.md', sha256: guideHash(guideText), audited: false, claims: [] }, ctx), []);
  assert.match(checkRecord({ ...good, audited: false }, ctx).join('\n'), /must say "audited": true/);
  assert.match(checkRecord({ ...good, claims: [] }, ctx).join('\n'), /an audited guide must list its checked claims/);
});

test('test names and function definitions are read the way the test files and packages write them', () => {
  assert.deepEqual([...testNames("test('a', x);\ntest(\"b's\", y);\nit(`c`, z);")], ['a', "b's", 'c']);
  assert.ok(definesFunction('  setEditorState(editorState, options) {', 'setEditorState'));
  assert.ok(definesFunction('function $getListDepth(listNode) {', '$getListDepth'));
  assert.ok(!definesFunction('  this.setEditorState(x);', 'setEditorState'));
  assert.ok(definesFunction('    exports.act = function (callback) {', 'act'));
});
