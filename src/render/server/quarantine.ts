/**
 * Content whose code passed a limit on the server (a snippet stopped after its whole `snippetMs`,
 * at the memory or stack limit, or one that stopped the isolate) is quarantined in this process
 * for `codeLimits.quarantineMs`: its code outside the expression subset is skipped without
 * running and yields undefined, as a stopped snippet does, with one warning when the quarantine
 * starts. A runaway entry then costs its time once per quarantine, not on every request.
 *
 * An entry is known by its id and a hash of its own code (bindings, jsCode, repeats, `{{…}}`
 * templates, httpRequests; not its state, not the entries nested in it, which are known by
 * their own): an edited entry runs its new code at once, and no other entry's code is skipped
 * for it. Per entry rather than per snippet, so a page with ten runaway snippets costs one stop,
 * not one per snippet over as many requests. What is kept is capped ({@link MAX_ENTRIES}).
 */
import { isContentEntry } from '../stylesheet.ts';

/** Entries kept at most; past it, the oldest quarantine is forgotten first. */
const MAX_ENTRIES = 256;
/** How deep the walk for an entry's code goes (like `needsSandbox`). */
const MAX_DEPTH = 64;

/** When each quarantine started (`Date.now()`), by entry id, then by the hash of the entry's code. */
const quarantined = new Map<string, Map<string, number>>();
let count = 0;
/** The hash of each content object's code, worked out once. */
const hashes = new WeakMap<object, string>();

/** The id `content` is known by here ('' without one). */
export const entryId = (content: unknown): string => {
  const id = content && typeof content === 'object' ? (content as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '';
};

/** Pushes the code in `value` (with where it was found) onto `out`; nested entries and state are left out. */
function collectCode(value: unknown, out: string[], depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('{{')) out.push(value);
    return;
  }
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectCode(item, out, depth + 1);
    return;
  }
  if (depth > 0 && isContentEntry(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'state') continue; // data (fetched httpRequests land there), not code
    if (key === 'bindings' && item && typeof item === 'object') {
      for (const [path, code] of Object.entries(item)) if (typeof code === 'string') out.push(path, code);
    } else if ((key === 'jsCode' || key === 'collection') && typeof item === 'string') {
      out.push(key, item);
    } else {
      collectCode(item, out, depth + 1);
    }
  }
}

/** Two 32-bit FNV-1a lanes over `text`, as 16 hex digits. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function codeHash(content: object): string {
  let known = hashes.get(content);
  if (known === undefined) {
    const code: string[] = [];
    collectCode(content, code, 0);
    known = hash(code.join('\u0000'));
    hashes.set(content, known);
  }
  return known;
}

/** Whether `content`'s code outside the subset is to be skipped now: it passed a limit less than `quarantineMs` ago. */
export function isQuarantined(content: unknown, quarantineMs: number, now = Date.now()): boolean {
  if (quarantineMs <= 0 || !content || typeof content !== 'object') return false;
  const byCode = quarantined.get(entryId(content));
  if (!byCode) return false; // most content: one map lookup, no walk
  const since = byCode.get(codeHash(content));
  return since !== undefined && now - since < quarantineMs;
}

/** Forgets expired quarantines, then the oldest, until there is room for one more. */
function makeRoom(quarantineMs: number, now: number): void {
  if (count < MAX_ENTRIES) return;
  for (const [id, byCode] of quarantined) {
    for (const [code, since] of byCode) {
      if (now - since < quarantineMs) continue;
      byCode.delete(code);
      count--;
    }
    if (!byCode.size) quarantined.delete(id);
  }
  for (const [id, byCode] of quarantined) {
    for (const code of byCode.keys()) {
      if (count < MAX_ENTRIES) return;
      byCode.delete(code);
      count--;
    }
    quarantined.delete(id);
  }
}

/** Quarantines `content` from `now`; true when it was not in quarantine already (the caller then warns once). */
export function quarantine(content: unknown, quarantineMs: number, now = Date.now()): boolean {
  if (quarantineMs <= 0 || !content || typeof content !== 'object' || isQuarantined(content, quarantineMs, now))
    return false;
  const id = entryId(content);
  const code = codeHash(content);
  if (!quarantined.get(id)?.has(code)) {
    makeRoom(quarantineMs, now);
    count++;
  }
  const byCode = quarantined.get(id) ?? new Map<string, number>();
  quarantined.set(id, byCode);
  byCode.set(code, now);
  return true;
}

/** Entries in quarantine now (some may have expired without being forgotten yet). */
export const quarantinedEntries = (): number => count;
