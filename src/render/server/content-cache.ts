/**
 * A content cache for servers: what several renders may share (`renderContentToHtml({ cache })`).
 * Each result is reused for `ttlMs` after it was asked for, then fetched again; at most `max`
 * results are kept, the oldest forgotten first. Without one, every render fetches afresh.
 */
import type { CacheEntry, ContentCache } from '../../core/index.ts';

export type { ContentCache };

export interface ContentCacheOptions {
  /** How long a result is reused (ms). @defaultValue 60000 */
  ttlMs?: number;
  /** Most results kept. @defaultValue 500 */
  max?: number;
}

class ExpiringCache extends Map<string, CacheEntry> {
  private readonly born = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {
    super();
  }

  override get(id: string): CacheEntry | undefined {
    const entry = super.get(id);
    // An answer still under way is shared whatever its age; a completed one only while fresh.
    if (entry?.done && Date.now() - (this.born.get(id) ?? 0) >= this.ttlMs) {
      this.delete(id);
      return undefined;
    }
    return entry;
  }

  override set(id: string, entry: CacheEntry): this {
    this.delete(id);
    super.set(id, entry);
    this.born.set(id, Date.now());
    if (this.size > this.max) this.delete(this.keys().next().value!);
    return this;
  }

  override delete(id: string): boolean {
    this.born.delete(id);
    return super.delete(id);
  }
}

/**
 * @example
 * const cache = createContentCache({ ttlMs: 10_000 });
 * app.get('*', async (req, res) => res.send((await renderContentToHtml({ apiKey, model: 'page', url: req.url, cache })).html));
 */
export function createContentCache({ ttlMs = 60_000, max = 500 }: ContentCacheOptions = {}): ContentCache {
  return new ExpiringCache(Math.max(0, ttlMs), Math.max(1, max));
}
