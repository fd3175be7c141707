// Where the internal-docs bridge may run: the developer's own machine, and
// the internal hosts site.toml lists (a host or any subdomain of it).
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function isInternalHost(hostname: string, internalHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.includes(host)) return true;
  return internalHosts.some((h) => {
    const allowed = h.trim().toLowerCase();
    return allowed !== '' && (host === allowed || host.endsWith('.' + allowed));
  });
}
