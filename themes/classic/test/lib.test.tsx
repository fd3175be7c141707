// The theme's pure helpers: active-path matching, error chains.
// (lib/ imports @folio/client; test/loader.mjs points that at the stub.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorChainMessage } from '../lib/errorChain';
import { isPathUnder } from '../lib/navbarActive';

test('isPathUnder compares whole segments', () => {
  assert.ok(isPathUnder('/docs/intro', '/docs'));
  assert.ok(isPathUnder('/docs/', '/docs'));
  assert.ok(isPathUnder('/docs', '/docs/'));
  assert.ok(!isPathUnder('/docsearch', '/docs'));
  assert.ok(isPathUnder('/', '/'));
  assert.ok(!isPathUnder('/blog', '/'));
});

test('errorChainMessage stops at cycles and non-errors', () => {
  const a: any = new Error('a');
  const b: any = new Error('b', { cause: a });
  a.cause = b;
  assert.equal(errorChainMessage(b), 'b\n\nCause:\na');
  assert.equal(errorChainMessage(new Error('x', { cause: 'plain' })), 'x\n\nCause:\nplain');
});
