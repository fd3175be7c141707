// What the error page shows for a URL such as
// /docs/error?code=66&v=TextNode: Lexical's production builds throw
// "Minified Lexical error #66" and link here with the code and the message's
// arguments (one `v` parameter per `%s`, in order). Pure functions, so that
// the page component stays a thin view and the logic is tested on its own.

/** Error codes and their messages; `%s` marks where an argument goes. */
export type ErrorCodes = Readonly<Record<string, string>>;

export type ErrorLookup =
  /** No code in the URL: the page explains itself and offers a lookup form. */
  | { kind: 'none' }
  /** The code is not a whole number. */
  | { kind: 'invalid'; code: string }
  /** A known code, its message with the arguments filled in. */
  | { kind: 'known'; code: string; message: string; args: string[] }
  /** A well-formed code that the codes file does not have. */
  | { kind: 'unknown'; code: string; args: string[] };

/** Reads `code` and the `v` arguments from a query string (`?code=5&v=a`). */
export function parseErrorQuery(search: string): { code: string | null; args: string[] } {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  return { code: code === null ? null : code.trim(), args: params.getAll('v') };
}

/**
 * Puts the arguments in place of the `%s` markers, in order. A marker with
 * no argument left stays `%s`, so a truncated link still shows where
 * something was missing; surplus arguments are ignored.
 */
export function formatErrorMessage(template: string, args: readonly string[]): string {
  let next = 0;
  return template.replace(/%s/g, (marker) => (next < args.length ? args[next++] : marker));
}

export function lookupError(codes: ErrorCodes, search: string): ErrorLookup {
  const { code, args } = parseErrorQuery(search);
  if (code === null || code === '') return { kind: 'none' };
  if (!/^\d+$/.test(code)) return { kind: 'invalid', code };
  const normalized = String(Number(code));
  const template = Object.prototype.hasOwnProperty.call(codes, normalized) ? codes[normalized] : undefined;
  if (template === undefined) return { kind: 'unknown', code: normalized, args };
  return { kind: 'known', code: normalized, message: formatErrorMessage(template, args), args };
}
