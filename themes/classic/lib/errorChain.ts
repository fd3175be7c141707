// The crash page shows an error and every error it was caused by (`error.cause`),
// so a wrapped failure still shows its root. Guarded against cause cycles.
const MAX_DEPTH = 20;

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (value && typeof value === 'object' && 'message' in value) return String(value.message);
  return String(value);
}

export function errorCausalChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < MAX_DEPTH) {
    if (chain.includes(current)) break;
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

/** Messages of the error and its causes, joined as the crash page prints them. */
export function errorChainMessage(error: unknown): string {
  return errorCausalChain(error).map(messageOf).join('\n\nCause:\n');
}
