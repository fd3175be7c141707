// The crash page prints an error and each error it was caused by
// (`error.cause`), so a wrapped failure still shows its root. A cause that
// points back into the chain ends it.
export function errorMessages(error: unknown): string[] {
  const seen: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && !seen.includes(e); e = (e as { cause?: unknown }).cause) {
    seen.push(e);
    if (typeof e !== 'object') break;
  }
  return seen.map((e) => (e instanceof Error ? e.message : String(e)));
}
