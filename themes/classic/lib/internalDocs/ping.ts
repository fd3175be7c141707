// The static-docs ping: can this visitor reach the internal docs host? A
// request that neither answers nor fails within 2000 ms counts as
// unreachable, so an unreachable host never holds anything up for long.
export const STATIC_DOCS_PING_TIMEOUT_MS = 2000;

export async function pingStaticDocs(
  url: string,
  { timeoutMs = STATIC_DOCS_PING_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // no-cors: the answer is opaque, and reaching the host is all we ask.
    await fetchImpl(url, { mode: 'no-cors', credentials: 'include', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
