/**
 * The world a fuzzed subset program runs against, and the invariants checked after it ran.
 *
 * The world is what an app hands the renderer: state and context holding plain data, but also
 * class instances, a Map, a Set, host-object stand-ins (a fake element whose `value` and
 * `ownerDocument.cookie` are secret), a function nobody granted, and granted app functions (one
 * of which calls a content callback with an instance). Each secret is a canary string planted
 * only inside something that is not plain data; content must never get one into its hands.
 *
 * Invariants, per evaluation:
 * - no canary appears in the result, in anything written into state or context, or in any
 *   console output; and the result and new writes hold data only (primitives, plain objects,
 *   arrays, Dates, granted functions and closures), wherever the app did not put them itself;
 * - nothing outside the state changed (intrinsic prototypes and namespaces, globals, the
 *   facades, frozen and shared objects, the host stand-ins, the Map and the Set);
 * - the result's expanded size stays within the subset's MAX_LENGTH;
 * - `evaluate` returns, never throws.
 */
import { evaluate, Device, type ExpressionScope } from '../../src/render/expression/evaluate.ts';
import { BUILTINS, grantFunctionsIn, isCallable, MAX_LENGTH } from '../../src/render/expression/capabilities.ts';
import { createFacades } from '../../src/render/sdk.ts';
import { Builder } from '../../src/core/builder.ts';

/** Where a canary is planted; a leak is named after it. */
export const CANARY_KINDS = ['instance', 'map', 'set', 'host', 'link', 'closure', 'callback'] as const;
export type CanaryKind = (typeof CANARY_KINDS)[number];
/** A string no generated program can spell (the grammar never writes `cnry`). */
const canary = (kind: CanaryKind): string => `cnry-${kind}-7f3a9c`;
const CANARY = /cnry-([a-z]+)-7f3a9c/;

/**
 * Two long strings to compare, split, join and repeat. The long run makes them 2,000,000
 * characters (FUZZ_LONG_STRING); the sample in `npm test` keeps them shorter so it stays quick
 * while work on long strings is not yet capped in time.
 */
const LONG = 'a'.repeat(Number(process.env.FUZZ_LONG_STRING) || 100_000);
const LONG2 = `${LONG}b`;

class Account {
  #pin = 1234;
  constructor(
    public token: string,
    public name = 'acct',
  ) {}
  getToken(): string {
    return this.token;
  }
  get secret(): string {
    return `${this.token}:${this.#pin}`;
  }
}

/** A stand-in for a DOM element (Node has none): a secret `value`, a document with a cookie, listeners. */
class FakeElement {
  tagName = 'INPUT';
  listeners: unknown[] = [];
  ownerDocument: { cookie: string; defaultView: { name: string } };
  constructor(
    public value: string,
    cookie: string,
  ) {
    this.ownerDocument = { cookie, defaultView: { name: 'window' } };
  }
  addEventListener(_type: string, listener: unknown): void {
    this.listeners.push(listener);
  }
}

/** A stand-in for a link element (or a `URL`, or `location`): its `toString` is its secret `href`. */
class FakeLink {
  #href: string;
  constructor(href: string) {
    this.#href = href;
  }
  toString(): string {
    return this.#href;
  }
}

const client = new Builder('space-key');
client.apiHost = 'https://content.example';

/** One evaluation's world: its scope and what the checks compare against. */
export interface World {
  scope: ExpressionScope;
  /** For each of the app's own plain containers: its properties as the app put them. */
  originals: Map<object, Map<PropertyKey, unknown>>;
  /** Objects outside the state, by name: none may change. */
  watched: [string, object][];
}

/** A fresh world (state is written into, so each evaluation gets its own). */
export function makeWorld(): World {
  const account = new Account(canary('instance'));
  const el = new FakeElement(canary('host'), canary('host'));
  const prefs = new Map<string, unknown>([
    ['theme', canary('map')],
    ['nested', { deep: canary('map') }],
  ]);
  const tags = new Set([canary('set'), 'public']);
  const secretFn = () => canary('closure');
  const callbackUser = new Account(canary('callback'), 'callback');
  const bare = Object.create(null) as Record<string, unknown>;
  bare.a = 1;
  const state: Record<string, unknown> = {
    name: 'N',
    count: 1,
    list: [1, 2, 3],
    nested: { a: { b: 1 } },
    items: [
      { name: 'kenya', price: 12 },
      { name: 'peru', price: 9 },
    ],
    long: LONG,
    long2: LONG2,
    date: new Date(0),
    bare,
    account,
    accounts: { a: new Account(canary('instance')), b: account },
    users: [new Account(canary('instance'))],
    prefs,
    tags,
    el,
    secretFn,
    link: new FakeLink(`https://example.com/reset?token=${canary('link')}`),
  };
  const config = Object.freeze({ theme: 'dark', nested: Object.freeze({ a: 1 }) });
  const context: Record<string, unknown> = {
    config,
    user: { name: 'visitor' },
    // The app's functions (granted below, as the renderer grants `context`).
    format: (value: unknown) => `[${String(value)}]`,
    withUser: (callback: (user: Account) => unknown) => callback(callbackUser),
    lookup: (key: unknown) => ({ a: 'alpha', b: 'beta' })[String(key) as 'a'],
    currentElement: () => el,
  };
  grantFunctionsIn(context);
  const target = new FakeElement('typed', canary('host'));
  const event = {
    type: 'click',
    key: 'Enter',
    target,
    currentTarget: target,
    view: { document: el.ownerDocument },
    preventDefault: () => {},
  };
  const { builder, Builder: flags } = createFacades({ client, canTrack: false });
  const scope: ExpressionScope = { state, context, block: { id: 'builder-fuzz' }, event, builder, Builder: flags };

  const originals = new Map<object, Map<PropertyKey, unknown>>();
  const record = (value: unknown): void => {
    if (!value || typeof value !== 'object' || originals.has(value) || !isData(value)) return;
    const props = new Map<PropertyKey, unknown>();
    originals.set(value, props);
    for (const key of Reflect.ownKeys(value)) {
      const item = (value as Record<PropertyKey, unknown>)[key];
      props.set(key, item);
      record(item);
    }
  };
  record(state);
  record(context);
  record(scope.block);
  const watched: [string, object][] = [
    ['state.account', account],
    ['state.accounts.a', (state.accounts as { a: object }).a],
    ['state.users[0]', (state.users as object[])[0]],
    ['state.el', el],
    ['state.el.ownerDocument', el.ownerDocument],
    ['state.prefs', prefs],
    ['state.tags', tags],
    ['state.secretFn', secretFn],
    ['state.link', state.link as object],
    ['state.date', state.date as object],
    ['callback user', callbackUser],
    ['context.config', config],
    ['context.config.nested', config.nested],
    ['event', event],
    ['event.target', target],
    ['builder', builder],
    ['Builder', flags],
    ['Device', Device],
  ];
  return { scope, originals, watched };
}

// Node defines some globals lazily (a getter replaced by a value on first read): read each once
// so the snapshot below sees them as they stay.
for (const key of Reflect.ownKeys(globalThis)) {
  try {
    void (globalThis as Record<PropertyKey, unknown>)[key];
  } catch {
    // a getter that throws is left as it is
  }
}

/** Intrinsics and globals: snapshotted once, compared after every evaluation. */
export const WATCHED_INTRINSICS: [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
  ['Function.prototype', Function.prototype],
  ['Map.prototype', Map.prototype],
  ['Set.prototype', Set.prototype],
  ['Date.prototype', Date.prototype],
  ['Object', Object],
  ['Array', Array],
  ['String', String],
  ['Number', Number],
  ['JSON', JSON],
  ['Math', Math],
  ['BUILTINS', BUILTINS],
  ['globalThis', globalThis],
];

/** The own properties (descriptors) of `value`, and a Map's or a Set's entries. */
export type Snapshot = [PropertyKey, unknown, unknown, unknown][];
export function snapshot(value: object): Snapshot {
  const out: Snapshot = Reflect.ownKeys(value).map((key) => {
    const d = Reflect.getOwnPropertyDescriptor(value, key)!;
    return [key, d.value, d.get, d.set];
  });
  if (value instanceof Map || value instanceof Set)
    for (const [k, v] of value.entries()) out.push([`entry:${String(k)}`, k, v, undefined]);
  return out;
}

/** Names of the properties that differ between two snapshots. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const index = new Map(before.map((entry) => [entry[0], entry]));
  const changed: string[] = [];
  for (const entry of after) {
    const old = index.get(entry[0]);
    index.delete(entry[0]);
    if (
      !old ||
      (old[1] !== entry[1] && !(Number.isNaN(old[1]) && Number.isNaN(entry[1]))) ||
      old[2] !== entry[2] ||
      old[3] !== entry[3]
    )
      changed.push(String(entry[0]));
  }
  for (const key of index.keys()) changed.push(`-${String(key)}`);
  return changed;
}

/** Puts `value`'s own properties back as `before` had them (after a failed case, so later cases start clean). */
export function restore(value: object, before: Snapshot): void {
  const keep = new Set(before.map((entry) => entry[0]));
  for (const key of Reflect.ownKeys(value)) if (!keep.has(key)) Reflect.deleteProperty(value, key);
  for (const [key, v, get, set] of before) {
    if (typeof key === 'string' && key.startsWith('entry:') && (value instanceof Map || value instanceof Set)) continue;
    const d = Reflect.getOwnPropertyDescriptor(value, key);
    if (d && (d.value !== v || d.get !== get || d.set !== set))
      Reflect.defineProperty(
        value,
        key,
        get || set ? { get: get as () => unknown, set: set as (v: unknown) => void } : { value: v },
      );
  }
}

const INTRINSIC_PROTOTYPES = new Set<unknown>(
  [Object, Function, Array, String, Number, Boolean, Date, Map, Set, Promise, Error].map((c) => c.prototype),
);

/** Plain data: a plain object, an array or a Date (never an intrinsic prototype). */
function isData(value: object): boolean {
  if (INTRINSIC_PROTOTYPES.has(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || proto === Array.prototype || proto === Date.prototype;
}

const typeName = (value: object): string =>
  typeof value === 'function'
    ? 'function'
    : INTRINSIC_PROTOTYPES.has(value)
      ? 'intrinsic prototype'
      : ((value.constructor as { name?: string } | undefined)?.name ?? 'object');

/** Walks at most this many values per channel (a result may be millions of items long). */
const MAX_VISITS = 200_000;

/**
 * Failure classes found in `root` (reached through `channel`): `leak:<kind>` for a canary,
 * `non-data:<type>` for an object or function content should never hold. Places where the app
 * itself put a value (see {@link World.originals}) are not counted: returning `state` is fine.
 * With `dataOnly` off (console output), only canaries count.
 */
export function exposures(
  root: unknown,
  channel: string,
  world: World,
  found: Map<string, string>,
  dataOnly = true,
): void {
  const seen = new Set<unknown>();
  const stack: [unknown, string][] = [[root, channel]];
  let visits = 0;
  const note = (what: string, path: string) => {
    if (!found.has(what)) found.set(what, path);
  };
  while (stack.length && visits++ < MAX_VISITS) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (seen.has(value)) continue;
      seen.add(value);
      const hit = CANARY.exec(value);
      if (hit) note(`leak:${hit[1]}`, path);
      continue;
    }
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) continue;
    seen.add(value);
    if (typeof value === 'function') {
      if (dataOnly && !isCallable(value)) note('non-data:function', path);
      continue;
    }
    if (!isData(value)) {
      if (dataOnly) note(`non-data:${typeName(value)}`, path);
      if (INTRINSIC_PROTOTYPES.has(value)) continue;
      if (value instanceof Error) stack.push([value.message, `${path}.message`]);
      if (value instanceof Map || value instanceof Set)
        for (const [k, v] of value.entries()) stack.push([k, `${path}<key>`], [v, `${path}<entry>`]);
    }
    const own = world.originals.get(value);
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key === 'string') stack.push([key, `${path}<key ${key.slice(0, 20)}>`]);
      const d = Reflect.getOwnPropertyDescriptor(value, key)!;
      if (!('value' in d)) {
        if (dataOnly) note('non-data:accessor', `${path}.${String(key)}`);
        continue;
      }
      if (own && own.has(key) && own.get(key) === d.value) continue; // where the app put it
      stack.push([d.value, `${path}.${String(key).slice(0, 20)}`]);
    }
  }
}

/** The result's expanded size (every path counted, as a serialiser walks it; shared children memoised). */
export function expandedSize(root: unknown): number {
  const sizes = new Map<object, number>();
  const stack: [unknown, boolean][] = [[root, false]];
  const open = new Set<object>();
  let longest = 0;
  while (stack.length) {
    const [node, done] = stack.pop()!;
    if (typeof node === 'string') {
      longest = Math.max(longest, node.length);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (done) {
      open.delete(node);
      let size = 1;
      for (const child of Object.values(node))
        size += child !== null && typeof child === 'object' ? (sizes.get(child) ?? 0) : 1;
      sizes.set(node, Math.min(size, Number.MAX_SAFE_INTEGER));
      continue;
    }
    if (sizes.has(node) || open.has(node) || !isData(node)) continue;
    open.add(node);
    stack.push([node, true]);
    for (const child of Object.values(node)) stack.push([child, false]);
  }
  return Math.max(longest, root !== null && typeof root === 'object' ? (sizes.get(root) ?? 0) : 0);
}

/** What one evaluation did wrong: failure classes with where each was seen, and the time it took. */
export interface Outcome {
  failures: Map<string, string>;
  ms: number;
}

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
const intrinsicSnapshots = WATCHED_INTRINSICS.map(([, value]) => snapshot(value));

/** Runs `code` in a fresh world and checks every invariant. */
export function check(code: string): Outcome {
  const world = makeWorld();
  const before = world.watched.map(([, value]) => snapshot(value));
  const output: unknown[][] = [];
  const saved = LEVELS.map((level) => console[level]);
  for (const level of LEVELS) console[level] = (...args: unknown[]) => void output.push(args);
  const failures = new Map<string, string>();
  let value: unknown;
  const started = performance.now();
  try {
    value = evaluate(code, world.scope, 'builder-fuzz');
  } catch (error) {
    failures.set(
      `threw:${(error as Error)?.name ?? typeof error}`,
      String((error as Error)?.message ?? error).slice(0, 200),
    );
  } finally {
    LEVELS.forEach((level, i) => (console[level] = saved[i]));
  }
  const ms = performance.now() - started;
  exposures(value, 'result', world, failures);
  exposures(world.scope.state, 'state', world, failures);
  exposures(world.scope.context, 'context', world, failures);
  for (const args of output) exposures(args, 'console', world, failures, false);
  const size = expandedSize(value);
  if (size > MAX_LENGTH) failures.set('too-large', `result of ${size} items or characters`);
  world.watched.forEach(([name, object], i) => {
    const changed = changes(before[i], snapshot(object));
    if (changed.length) failures.set(`outside-write:${name}`, changed.slice(0, 5).join(', '));
  });
  WATCHED_INTRINSICS.forEach(([name, object], i) => {
    const changed = changes(intrinsicSnapshots[i], snapshot(object));
    if (changed.length) {
      failures.set(`outside-write:${name}`, changed.slice(0, 5).join(', '));
      restore(object, intrinsicSnapshots[i]);
    }
  });
  return { failures, ms };
}
