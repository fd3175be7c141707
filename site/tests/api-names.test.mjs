// The API names a guide mentions in its prose exist in lexical 0.28: a
// misspelt `$getRooot` or a command that was renamed fails here, just as a
// wrong name in an example fails the type check.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exportedNames, lexicalEntryPoints } from './lib/exports.mjs';
import { listGuides, readGuide } from './lib/guides.mjs';
import { proseLines } from './lib/headings.mjs';

/**
 * Inline code that names an export: `$functions`, `…_COMMAND`s and
 * `COMMAND_PRIORITY_…`s, and classes named …Node or …Plugin. Calls and
 * property accesses are cut at the first "(" or ".".
 */
export function mentionedApiNames(text) {
  const out = [];
  for (const { line, number } of proseLines(text)) {
    for (const m of line.matchAll(/`([^`]+)`/g)) {
      const name = m[1].split(/[(.<\s]/)[0];
      if (/^\$[A-Za-z]\w*$/.test(name) || /^[A-Z][A-Z_]*_COMMAND$/.test(name) || /^COMMAND_PRIORITY_[A-Z]+$/.test(name) || /^[A-Z]\w*(Node|Plugin)$/.test(name)) {
        out.push({ name, line: number });
      }
    }
  }
  return out;
}

/** Classes the guides define in their own examples and then mention by name. */
const DEFINED_IN_GUIDES = new Set(['AnchoredParagraphNode', 'MyParagraphNode', 'SharedHistoryPlugin']);

test('API names in the guides\' prose are exports of the installed packages', () => {
  const exported = exportedNames();
  // Module names count too: `LexicalListPlugin` is the module of ListPlugin.
  const modules = new Set(lexicalEntryPoints().map((e) => e.split('/').pop()));
  const unknown = [];
  for (const relPath of listGuides()) {
    const guide = readGuide(relPath);
    for (const { name, line } of mentionedApiNames(guide.text)) {
      if (!exported.has(name) && !modules.has(name) && !DEFINED_IN_GUIDES.has(name)) unknown.push(`site/docs/${relPath}:${line}: \`${name}\``);
    }
  }
  assert.deepEqual(unknown, []);
});

test('the name check knows real exports and catches invented ones', () => {
  const exported = exportedNames(['lexical', '@lexical/react/LexicalComposer']);
  assert.ok(exported.has('$getRoot') && exported.has('KEY_ENTER_COMMAND') && exported.has('LexicalComposer'));
  assert.ok(!exported.has('$getRooot') && !exported.has('KEY_RETURN_COMMAND'));
  assert.deepEqual(
    mentionedApiNames('Call `$getRooot()` or `editor.update()`, dispatch `KEY_RETURN_COMMAND`.\n```ts\n$notProse();\n```').map((m) => m.name),
    ['$getRooot', 'KEY_RETURN_COMMAND'],
  );
});
