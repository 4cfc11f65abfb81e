/**
 * Fetches content: batches the requests made in one tick (`contentPerRequest` keys per HTTP
 * request), shares one request between identical concurrent queries, reuses a completed result
 * when asked (`cache`), and delivers results and failures through observables. Nothing here
 * throws out of a microtask: every failure reaches the request's subscribers.
 */
import { contentUrl, type ContentQuery, type ContentQueryItem } from './content-url.ts';
import { prepareEntry } from './content-entry.ts';
import { CONTENT_NOT_JSON, contentHttpError, invalidApiVersion, missingApiKey } from './errors.ts';
import { Subject, type Observable } from './observable.ts';
import type { BuilderContent } from './types.ts';

/** Everything of a query except its items; equal ones may share a batch. */
export interface SharedQuery extends Omit<ContentQuery, 'items' | 'apiKey' | 'apiVersion'> {
  apiKey: string | null | undefined;
  apiVersion: string | undefined;
  /** Sent as `Authorization: Bearer …`. */
  authToken?: string | null;
}

export interface ContentClientOptions {
  /** How many keys one HTTP request may carry (read at flush time). */
  contentPerRequest: () => number;
  /** Applied to each entry of a response, after `blocksString` parsing (A/B selection). */
  transform?: (entry: BuilderContent) => BuilderContent;
}

interface CacheEntry {
  subject: Subject<BuilderContent[]>;
  done: boolean;
}

interface Pending {
  shared: SharedQuery & { apiKey: string; apiVersion: ContentQuery['apiVersion'] };
  item: ContentQueryItem;
  entry: CacheEntry;
  id: string;
}

/** JSON with object keys sorted, so equal queries give equal strings. */
const fingerprint = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

function failed(error: Error): Observable<BuilderContent[]> {
  const subject = new Subject<BuilderContent[]>();
  subject.error(error);
  return subject;
}

export class ContentClient {
  private readonly entries = new Map<string, CacheEntry>();
  private queue: Pending[] = [];

  constructor(private readonly options: ContentClientOptions) {}

  /**
   * The entries for one key. Identical queries in flight share one request; with `cache`, a
   * completed result is reused unless the query asks for `cachebust` or `noCache`.
   */
  request(shared: SharedQuery, item: ContentQueryItem, { cache = false } = {}): Observable<BuilderContent[]> {
    const { apiKey, apiVersion = 'v3' } = shared;
    if (!apiKey) return failed(new Error(missingApiKey(apiKey)));
    if (apiVersion !== 'v1' && apiVersion !== 'v3') return failed(new Error(invalidApiVersion(apiVersion)));

    const id = fingerprint([shared, item]);
    const known = this.entries.get(id);
    const reusable = cache && !shared.cachebust && !shared.noCache;
    if (known && (!known.done || reusable)) return known.subject;

    const entry: CacheEntry = { subject: new Subject(), done: false };
    this.entries.set(id, entry);
    if (this.queue.push({ shared: { ...shared, apiKey, apiVersion }, item, entry, id }) === 1) {
      queueMicrotask(() => this.flush());
    }
    return entry.subject;
  }

  private flush(): void {
    const queue = this.queue;
    this.queue = [];
    const perRequest = Math.max(1, this.options.contentPerRequest() || 1);
    const batches: { signature: string; members: Pending[] }[] = [];
    for (const pending of queue) {
      const signature = fingerprint(pending.shared);
      // One key per batch at most: the response is filed by key.
      const batch = batches.find((b) => b.signature === signature && b.members.length < perRequest && !b.members.some((m) => m.item.key === pending.item.key));
      if (batch) batch.members.push(pending);
      else batches.push({ signature, members: [pending] });
    }
    for (const { members } of batches) void this.send(members);
  }

  private async send(members: Pending[]): Promise<void> {
    const { authToken, ...shared } = members[0].shared;
    const url = contentUrl({ ...shared, items: members.map((m) => m.item) });
    let body: Record<string, unknown>;
    try {
      const response = await fetch(url, { headers: authToken ? { Authorization: `Bearer ${authToken}` } : {} });
      if (!response.ok) throw new Error(contentHttpError(response.status, url));
      body = await response.json().catch(() => null);
      if (!body || typeof body !== 'object') throw new Error(CONTENT_NOT_JSON);
    } catch (error) {
      for (const member of members) this.fail(member, error);
      return;
    }
    for (const member of members) {
      try {
        const list = Object.hasOwn(body, member.item.key) ? body[member.item.key] : undefined;
        const entries = Array.isArray(list) ? list.filter((e) => e && typeof e === 'object').map((e: BuilderContent) => this.prepare(e)) : [];
        member.entry.done = true;
        member.entry.subject.next(entries);
      } catch (error) {
        this.fail(member, error);
      }
    }
  }

  private prepare(entry: BuilderContent): BuilderContent {
    const prepared = prepareEntry(entry);
    return this.options.transform ? this.options.transform(prepared) : prepared;
  }

  /** Errors are not cached: the next request for the same query tries again. */
  private fail(member: Pending, error: unknown): void {
    if (this.entries.get(member.id) === member.entry) this.entries.delete(member.id);
    member.entry.subject.error(error);
  }
}
