// The internal-version check: the internal-docs service says, for a page,
// whether to show a banner pointing at its internal version, where that
// version is, the banner's text, and whether to send the visitor there at
// once (autoRedirectEnabled, true unless the service says false).

export interface InternalVersionCheck {
  showBanner: boolean;
  redirectTo: string | null;
  /** Banner text with an optional {link} placeholder; null: the theme's default. */
  template: string | null;
  autoRedirectEnabled: boolean;
}

/** Reads the service's answer leniently: missing or mistyped fields take their defaults. */
export function parseInternalVersionCheck(body: unknown): InternalVersionCheck {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const redirectTo = typeof b.redirectTo === 'string' && /^https?:\/\//i.test(b.redirectTo) ? b.redirectTo : null;
  return {
    showBanner: b.showBanner === true,
    redirectTo,
    template: typeof b.template === 'string' && b.template.trim() !== '' ? b.template : null,
    autoRedirectEnabled: b.autoRedirectEnabled !== false,
  };
}

export async function checkInternalVersion(
  checkUrl: string,
  pathname: string,
  fetchImpl: typeof fetch = fetch,
): Promise<InternalVersionCheck | null> {
  const url = new URL(checkUrl);
  url.searchParams.set('path', pathname);
  try {
    const res = await fetchImpl(url.href, { credentials: 'include' });
    if (!res.ok) return null;
    return parseInternalVersionCheck(await res.json());
  } catch {
    return null;
  }
}

/** What the page should do with an answer. */
export function internalVersionAction(check: InternalVersionCheck | null): 'redirect' | 'banner' | 'none' {
  if (!check) return 'none';
  if (check.redirectTo && check.autoRedirectEnabled) return 'redirect';
  return check.showBanner ? 'banner' : 'none';
}
