// A condition the code relies on. When it does not hold, the message is
// 'Invariant failed' (SPEC §8), followed by what was expected when given.
export function invariant(condition: unknown, message?: string): asserts condition {
  if (condition) return;
  throw new Error(message ? `Invariant failed: ${message}` : 'Invariant failed');
}
