/**
 * Fetches content: batches the requests made in one tick (`contentPerRequest` keys per HTTP
 * request), shares one request between identical concurrent queries, reuses a completed result
 * when asked (`cache`, for as long as the cache map keeps it), and delivers results and
 * failures through observables. Entries are handed out frozen, so what one reader does to a
 * cached entry can never show in another's. Nothing here throws out of a microtask: every
 * failure reaches the request's subscribers.
 */
import { contentUrl, type ContentQuery, type ContentQueryItem } from './content-url.ts';
import { prepareEntry } from './content-entry.ts';
import { invalidApiVersion, missingApiKey } from './errors.ts';
import { DEFAULT_MAX_ENTRY_BYTES, FetchError, fetchJson } from './fetch-json.ts';
import { createSubject, type Observable, type Subject } from './observable.ts';
import { isRecord } from './safety.ts';
import type { BuilderContent } from './types.ts';

/** Everything of a query except its items; equal ones may share a batch. */
export interface SharedQuery extends Omit<ContentQuery, 'items' | 'apiKey' | 'apiVersion'> {
  apiKey: string | null | undefined;
  apiVersion: string | undefined;
  /** Sent as `Authorization: Bearer …`. */
  authToken?: string | null;
  /** What sends the request; the global `fetch` by default. */
  fetch?: (url: string, init?: object) => Promise<Response>;
  /** `fetch`'s second argument; its `headers` are kept beside the kit's. */
  fetchOptions?: RequestInit;
  /** The request's deadline, headers and body (ms); 10 s by default. */
  timeout?: number;
  /** The largest entry accepted (bytes of JSON); 5 MB by default. */
  maxEntryBytes?: number;
  /** Cancels the request; a query with a signal has a request of its own (never shared nor batched). */
  signal?: AbortSignal;
}

/** What the client reads from its owner at request time. */
export interface ContentClientOptions {
  /** How many keys one HTTP request may carry (read at flush time). */
  contentPerRequest: () => number;
  /** Where results are kept; a new unbounded one by default. */
  cache?: ContentCache;
}

/** A query's result (or the request still under way), by query fingerprint. */
export interface CacheEntry {
  subject: Subject<BuilderContent[]>;
  done?: boolean;
}

/**
 * Where a client keeps results: any map of fingerprints to entries. A map that forgets entries
 * (by age, by count) makes the client fetch again; the server's `createContentCache` is one.
 */
export type ContentCache = Map<string, CacheEntry>;

/** Freezes a parsed entry and everything in it (plain JSON, so no cycles). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

interface Pending {
  shared: SharedQuery & { apiKey: string; apiVersion: ContentQuery['apiVersion'] };
  item: ContentQueryItem;
  entry: CacheEntry;
  id: string;
}

/** Fetches content keys, batched, shared and cached (see the module comment). */
export interface ContentClient {
  /**
   * The entries for one key. Identical queries in flight share one request; with `cache`, a
   * completed result is reused unless the query asks for `cachebust` or `noCache`.
   */
  request(shared: SharedQuery, item: ContentQueryItem, options?: { cache?: boolean }): Observable<BuilderContent[]>;
}

/** JSON with object keys sorted, so equal queries give equal strings. */
const fingerprint = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

function failed(error: Error): Observable<BuilderContent[]> {
  const subject = createSubject<BuilderContent[]>();
  subject.error(error);
  return subject;
}

/** A content client with its own cache and queue (the page's lives in the `builder` singleton). */
export function createContentClient({
  contentPerRequest,
  cache: entries = new Map(),
}: ContentClientOptions): ContentClient {
  let queue: Pending[] = [];

  /** Errors are not cached: the next request for the same query tries again. */
  const fail = (member: Pending, error: unknown) => {
    if (entries.get(member.id) === member.entry) entries.delete(member.id);
    member.entry.subject.error(error);
  };

  const send = async (members: Pending[]) => {
    const {
      authToken,
      fetch: fetcher,
      fetchOptions: init,
      timeout,
      signal,
      maxEntryBytes = DEFAULT_MAX_ENTRY_BYTES,
      ...shared
    } = members[0].shared;
    const url = contentUrl({ ...shared, items: members.map((m) => m.item) });
    let body: Record<string, unknown>;
    try {
      // Each entry the answer may hold may take the whole cap (a batch, a `limit`).
      const maxBytes = maxEntryBytes * members.reduce((sum, m) => sum + Math.max(1, m.item.limit ?? 1), 0);
      const headers = { ...init?.headers, ...(authToken && { Authorization: `Bearer ${authToken}` }) };
      body = (await fetchJson(url, { timeout, signal, maxBytes }, fetcher, { ...init, headers })) as Record<
        string,
        unknown
      >;
      if (!body || typeof body !== 'object') throw new FetchError('not-json', url);
    } catch (error) {
      for (const member of members) fail(member, error);
      return;
    }
    for (const member of members) {
      try {
        const list = Object.hasOwn(body, member.item.key) ? body[member.item.key] : undefined;
        const results = Array.isArray(list)
          ? list.filter((e) => e && typeof e === 'object').map((e: BuilderContent) => deepFreeze(prepareEntry(e)))
          : [];
        member.entry.done = true;
        if (member.shared.signal) entries.set(member.id, member.entry);
        member.entry.subject.next(results);
      } catch (error) {
        fail(member, error);
      }
    }
  };

  const flush = () => {
    const pending = queue;
    queue = [];
    const perRequest = Math.max(1, contentPerRequest() || 1);
    const batches: { signature: string; members: Pending[] }[] = [];
    for (const member of pending) {
      const signature = member.shared.signal ? `own ${pending.indexOf(member)}` : fingerprint(member.shared);
      // One key per batch at most: the response is filed by key.
      const batch = batches.find(
        (b) =>
          b.signature === signature &&
          b.members.length < perRequest &&
          !b.members.some((m) => m.item.key === member.item.key),
      );
      if (batch) batch.members.push(member);
      else batches.push({ signature, members: [member] });
    }
    for (const { members } of batches) void send(members);
  };

  return {
    request(shared, item, { cache } = {}) {
      const { apiKey, apiVersion = 'v3' } = shared;
      if (!apiKey) return failed(new Error(missingApiKey(apiKey)));
      if (apiVersion !== 'v1' && apiVersion !== 'v3') return failed(new Error(invalidApiVersion(apiVersion)));

      let id: string;
      try {
        id = fingerprint([shared, item]);
      } catch (error) {
        return failed(error as Error); // a circular or BigInt query cannot be sent
      }
      // One caller's cancel must not cancel another's request: a query with a signal joins no
      // request in flight, nor is joined (its result is filed once it has come).
      const known = entries.get(id);
      if (known && (known.done ? cache && !shared.cachebust && !shared.noCache : !shared.signal)) return known.subject;

      const entry: CacheEntry = { subject: createSubject() };
      if (!shared.signal) entries.set(id, entry);
      if (queue.push({ shared: { ...shared, apiKey, apiVersion }, item, entry, id }) === 1) queueMicrotask(flush);
      return entry.subject;
    },
  };
}
