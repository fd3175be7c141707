// The search client DocSearch and the search page use: Algolia's lite
// client, pointed at the hosts site.toml names (by default the origin
// serving the site, where `folio serve` mounts the search API).
//
// Host order (SPEC §7): the first host is the read host and is tried
// first; the others are fallbacks, shuffled once per page load. The lite
// client tries custom hosts in the order given, so the shuffle is ours. Its
// retry rules fit SPEC §9 as they are: connect 1 s, read 2 s, write 30 s
// (set here explicitly), and a host that failed stays "down" for 2 minutes
// (the client's own host cache, in localStorage).
import { liteClient, type LiteClient } from 'algoliasearch/lite';

export interface SearchHost {
  url: string; // host[:port], as the client wants it
  protocol: 'http' | 'https';
  accept: 'read';
}

export const SEARCH_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

/** Turns configured base URLs into client hosts, read host first. */
export function searchHosts(configured: string[] | undefined, origin: string, random: () => number = Math.random): SearchHost[] {
  const urls = configured && configured.length > 0 ? configured : [origin];
  const hosts = urls.map(toHost);
  const [read, ...fallbacks] = hosts;
  // Fisher-Yates: every order of the fallbacks is equally likely.
  for (let i = fallbacks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [fallbacks[i], fallbacks[j]] = [fallbacks[j], fallbacks[i]];
  }
  return [read, ...fallbacks];
}

function toHost(base: string): SearchHost {
  const u = new URL(base);
  return { url: u.host, protocol: u.protocol === 'http:' ? 'http' : 'https', accept: 'read' };
}

/** What DocSearch's transformSearchClient may return. */
export type SearchClient = Pick<LiteClient, 'search' | 'addAlgoliaAgent' | 'transporter'>;

const clients = new Map<string, LiteClient>();

/**
 * The client for these credentials and hosts, made once per page: DocSearch
 * memoises its client on the transform function, and a stable client keeps
 * the response cache and the hosts' up/down state between searches.
 */
export function searchClient(appId: string, apiKey: string, configuredHosts: string[] | undefined): LiteClient {
  const key = JSON.stringify([appId, apiKey, configuredHosts ?? []]);
  let client = clients.get(key);
  if (!client) {
    const hosts = searchHosts(configuredHosts, window.location.origin);
    client = liteClient(appId, apiKey, { hosts, timeouts: SEARCH_TIMEOUTS });
    client.addAlgoliaAgent('folio');
    clients.set(key, client);
  }
  return client;
}
