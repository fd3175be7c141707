import { test } from 'node:test';
import assert from 'node:assert/strict';
import { invariant } from '../src/invariant';

test("a failed invariant says 'Invariant failed'", () => {
  assert.throws(() => invariant(false), { message: 'Invariant failed' });
  assert.throws(() => invariant(0, 'a sidebar item has a label'), { message: 'Invariant failed: a sidebar item has a label' });
  assert.doesNotThrow(() => invariant('yes'));
});
