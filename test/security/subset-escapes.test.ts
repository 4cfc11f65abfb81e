/**
 * The expression subset as a capability boundary: what content code can do on a page whose
 * Content-Security-Policy forbids `eval` (here: Node, where the evaluator never uses
 * `new Function`, so every payload runs in the subset or not at all). Each payload is an
 * attacker's attempt to reach `Function`, a prototype, a host object or the live SDK, or to
 * write outside its data. None may succeed: the evaluation yields nothing dangerous, nothing
 * global changes, and the page keeps working.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createPrograms, evaluate, type ExpressionScope } from '../../src/render/expression/evaluate.ts';
import { compile, OutsideSubset } from '../../src/render/expression/parser.ts';
import { grant, grantFunctionsIn } from '../../src/render/expression/capabilities.ts';
import { createFacades } from '../../src/render/sdk.ts';
import { Builder } from '../../src/core/builder.ts';

const client = new Builder('space-key');
client.apiHost = 'https://content.example';

/** A fresh scope as a content root gives it: state, context, the block, the SDK facades. */
function scope(extra: Partial<ExpressionScope> = {}): ExpressionScope {
  const { builder, Builder: flags } = createFacades({ client, canTrack: true });
  return {
    state: { list: [1, 2, 3], name: 'N', nested: { a: { b: 1 } } },
    context: {},
    block: { id: 'builder-x' },
    builder,
    Builder: flags,
    ...extra,
  };
}

/** Values that would mean the payload escaped. */
const DANGEROUS = new Set<unknown>([
  Function,
  Object.getPrototypeOf,
  Object.defineProperty,
  Object.assign,
  Object.prototype,
  Array.prototype,
  Function.prototype,
  globalThis,
  process,
  Reflect,
  Proxy,
  eval,
  client,
  Builder,
  Object.getOwnPropertyDescriptor,
  Object.create,
]);

function isDangerous(value: unknown): boolean {
  if (DANGEROUS.has(value)) return true;
  if (typeof value === 'function') return true; // no payload below creates a function it may hand out
  return false;
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  const polluted = Object.prototype as Record<string, unknown>;
  expect(polluted.polluted).toBeUndefined();
  expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  expect(client.apiHost).toBe('https://content.example');
  expect(client.apiKey).toBe('space-key');
});

describe('no payload reaches Function, a prototype, a host object or the live SDK', () => {
  const payloads: [string, string][] = [
    // The reported escapes: calls allowed by a method's name.
    ['method name of another function', '({ map: Object.getPrototypeOf }).map(() => 1)'],
    [
      'getOwnPropertyDescriptor under an allowed name',
      "({ map: Object.getOwnPropertyDescriptor }).map(({ map: Object.getPrototypeOf }).map(() => 1), 'const' + 'ructor').value",
    ],
    ['Function under an allowed name', "({ map: Function }).map('return process')()"],
    // Prototype walks, whatever the spelling.
    ['__proto__', 'state.__proto__'],
    ['computed __proto__', "state['__pro' + 'to__']"],
    ['array key coerced to __proto__', "state[['__proto__']]"],
    ['object key coerced by toString', "state[{ toString: () => '__proto__' }]"],
    ['string escapes', "state['\\x5f\\x5fproto\\x5f\\x5f']"],
    ['unicode escapes', "''['\\u0063onstructor']"],
    ['braced unicode escapes', "''['\\u{63}onstructor']"],
    ['identifier escape', '\\u0063onstructor'],
    ['constructor of a string', "''.constructor.constructor('return process')()"],
    ['constructor of an arrow', '(() => 1).constructor'],
    ['constructor through a template', "''[`constructor`]"],
    ['prototype', 'Object.prototype'],
    ['getPrototypeOf', 'Object.getPrototypeOf(state)'],
    ['getPrototypeOf by computed name', "Object['getPrototype' + 'Of'](state)"],
    ['defineProperty', "Object.defineProperty(state, 'x', { get: () => 1 })"],
    ['assign into a prototype', 'Object.assign(state.__proto__, { polluted: 1 })'],
    ['call through .call', '[].map.call([1], Object.getPrototypeOf)'],
    ['apply', "''.concat.apply('', ['x'])"],
    ['bind', '[].map.bind([1])'],
    ['Reflect', 'Reflect.getPrototypeOf(state)'],
    ['Proxy', 'Proxy'],
    ['globalThis', 'globalThis'],
    ['process', 'process.env'],
    ['require', "require('fs')"],
    ['this', 'this'],
    ['arguments', '(() => arguments)()'],
    ['eval', "eval('1')"],
    ['new Function', "new Function('return process')()"],
    ['dynamic import', "import('node:fs')"],
    ['with', 'with (state) { name }'],
    ['generator', 'function* g() {}'],
    ['async', 'async () => 1'],
    ['tagged template', 'String.raw`x`'],
    ['tagged template of an allowed function', '(x => x)`a`'],
    ['Error.prepareStackTrace', 'Error.prepareStackTrace = (e, s) => s'],
    ['Symbol.toPrimitive', 'Symbol.toPrimitive'],
    ['valueOf hook with a disallowed function', '({ valueOf: Object.getPrototypeOf }) + 1'],
    ['toString hook with an allowed function', "'' + { toString: [].map }"],
    ['coercion hook returning constructor', "[][{ toString: () => 'constructor' }]"],
    ['getter in a literal', '({ get x() { return 1 } }).x'],
    ['String.raw as a value', '[String.raw].map(f => f)'],
    ['Object as a callback', '[1].map(Object)'],
    ['Object stored in state', 'state.keep = Object'],
    ['Array constructor', 'Array(5)'],
    ['Date constructor as a callback', '[0].map(Date)'],
    ['JSON reviver that is not callable', "JSON.parse('[1]', Object.getPrototypeOf)"],
    ['prototype pollution through JSON.parse', 'Object.assign({}, JSON.parse(\'{"__proto__": {"polluted": 1}}\'))'],
    ['fromEntries with __proto__', "Object.fromEntries([['__proto__', { polluted: 1 }]]).polluted"],
    ['spread of a __proto__ key', '({ ...JSON.parse(\'{"__proto__": {"polluted": 1}}\') }).polluted'],
    ['iterator prototype through keys()', '[].keys().next'],
    ['iterator next via destructuring', '[...[1].keys()].constructor'],
    ['console internals', 'console.constructor'],
    ['console method under another name', "({ toString: console.log }) + ''"],
    ['live builder through the facade', 'builder.constructor'],
    ['SDK settings through the facade', 'builder.apiHost = "https://evil.example"'],
    ['SDK class through Builder', 'Builder.registerTrustedHost("evil.example")'],
    ['trusted hosts through the facade', 'builder.trustedHosts = ["evil.example"]'],
    ['writing into Math', 'Math.max = () => 1'],
    ['writing into JSON', 'JSON.stringify = () => "x"'],
    ['writing into console', 'console.log = () => 1'],
    ['writing into Device', 'Device.mobile = 9'],
    ['deleting from Math', 'delete Math.max'],
    ['writing into a function', 'String.pwned = 1'],
    ['window', 'window.document.cookie'],
    ['document', 'document.cookie'],
    ['location write', 'location = "https://evil.example"'],
    ['fetch', "fetch('https://evil.example')"],
    ['setTimeout with a string', "setTimeout('1')"],
    ['globalThis write through a bare name', 'pwned = 1; globalThis'],
  ];

  it.each(payloads)('%s', (_, code) => {
    const at = scope();
    const value = evaluate(code, at, 'builder-attack');
    expect(isDangerous(value), `${code} yielded ${String(value)}`).toBe(false);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(Math.max(1, 2)).toBe(2);
    expect(JSON.stringify({ a: 1 })).toBe('{"a":1}');
    expect(typeof console.log).toBe('function');
    expect(at.state.keep).toBeUndefined();
  });

  it('still evaluates the subset people use', () => {
    const at = scope({
      state: {
        items: [
          { name: 'kenya', price: 12 },
          { name: 'peru', price: 9 },
        ],
        q: 'e',
      },
    });
    expect(
      evaluate('state.items.filter(i => i.name.includes(state.q)).map(i => i.name.toUpperCase()).join(", ")', at),
    ).toBe('KENYA, PERU');
    expect(evaluate('Math.max(...state.items.map(i => i.price)).toFixed(2)', at)).toBe('12.00');
    expect(evaluate('JSON.stringify(Object.keys(state.items[0]))', at)).toBe('["name","price"]');
    expect(evaluate('`${state.items.length} items`', at)).toBe('2 items');
    expect(evaluate('Builder.isServer && !Builder.isBrowser', at)).toBe(true);
    evaluate('state.total = state.items.reduce((sum, i) => sum + i.price, 0)', at);
    expect(at.state.total).toBe(21);
  });
});

describe('calls are allowed by identity', () => {
  it("calls the facade's trackConversion, a closure, and functions the app granted; nothing else", () => {
    const appFunction = vi.fn(() => 'app');
    const context = { helpers: { format: appFunction } };
    grantFunctionsIn(context);
    const ungranted = vi.fn(() => 'nope');
    const at = scope({ context: { ...context, ungranted }, state: { stored: ungranted } });
    expect(evaluate('context.helpers.format()', at)).toBe('app');
    expect(evaluate('(x => x * 2)(21)', at)).toBe(42);
    expect(evaluate('context.ungranted()', at)).toBeUndefined();
    expect(evaluate('state.stored()', at)).toBeUndefined();
    expect(evaluate('({ format: context.ungranted }).format()', at)).toBeUndefined();
    expect(ungranted).not.toHaveBeenCalled();
  });

  it('a granted function does not make another function of the same name callable', () => {
    const granted = grant(() => 'granted');
    const imposter = Object.defineProperty(() => 'imposter', 'name', { value: 'granted' });
    const at = scope({ state: { granted, imposter } });
    expect(evaluate('state.granted()', at)).toBe('granted');
    expect(evaluate('state.imposter()', at)).toBeUndefined();
  });

  it('host objects in data are not readable, callable or writable', () => {
    class Service {
      secret = 'hidden';
      leak(): string {
        return this.secret;
      }
    }
    const at = scope({ state: { service: new Service(), date: new Date(0) } });
    expect(evaluate('state.service.secret', at)).toBeUndefined();
    expect(evaluate('state.service.leak()', at)).toBeUndefined();
    expect(evaluate('state.date.getUTCFullYear()', at)).toBe(1970);
    expect(evaluate('state.date.setUTCFullYear(2000)', at)).toBeUndefined();
    // Found by the subset fuzzer (seed 20264034): a Date is data to read, not a bag of properties.
    expect(evaluate("state.date.note = 'x'; return state.date.note", at)).toBeUndefined();
    expect(Object.keys(at.state.date as Date)).toEqual([]);
    expect((at.state.date as Date).getTime()).toBe(0);
  });
});

describe('the event an action sees', () => {
  it('is a frozen copy: no view, no ownerDocument, no listeners, but preventDefault works', () => {
    const preventDefault = vi.fn();
    const fakeWindow = { document: { cookie: 'session=secret' } };
    const event = {
      type: 'keydown',
      key: 'Enter',
      view: fakeWindow,
      preventDefault,
      target: {
        value: 'typed',
        checked: false,
        name: 'email',
        ownerDocument: fakeWindow.document,
        addEventListener: vi.fn(),
      },
    };
    const at = scope({ event });
    expect(evaluate('event.target.value + event.key', at)).toBe('typedEnter');
    expect(evaluate('event.view', at)).toBeUndefined();
    expect(evaluate('event.target.ownerDocument.cookie', at)).toBeUndefined();
    expect(evaluate("event.target.addEventListener('keydown', () => 1)", at)).toBeUndefined();
    expect(evaluate('event.target.value = "changed"', at)).toBeUndefined();
    evaluate('event.preventDefault()', at);
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(event.target.addEventListener).not.toHaveBeenCalled();
  });
});

describe('a budget stops runaway expressions with one warning', () => {
  const runaways: [string, string][] = [
    ['unbounded recursion', 'const f = n => f(n + 1); f(0)'],
    ['exponential recursion', 'const f = n => n ? f(n - 1) + f(n - 1) : 1; f(60)'],
    ['huge repeat', "'x'.repeat(1e9)"],
    ['huge padStart', "''.padStart(1e9)"],
    ['huge Array.from', 'Array.from({ length: 1e9 })'],
    ['quadratic Array.from', 'Array.from({ length: 1e5 }, () => Array.from({ length: 1e5 }, () => 1))'],
    ['doubling concat', 'const f = (a, n) => n ? f(a.concat(a), n - 1) : a.length; f([1], 40)'],
    ['doubling strings', 'const f = (s, n) => n ? f(s + s, n - 1) : s.length; f("x", 40)'],
    ['doubling templates', 'const f = (s, n) => n ? f(`${s}${s}`, n - 1) : s.length; f("x", 40)'],
    ['shared arrays joined', 'const f = (x, n) => n ? f([x, x], n - 1) : x; String(f(1, 60))'],
    ['shared arrays stringified', 'const f = (x, n) => n ? f([x, x], n - 1) : x; JSON.stringify(f(1, 60))'],
    ['shared arrays flattened', 'const f = (x, n) => n ? f([x, x], n - 1) : x; f(1, 60).flat(Infinity).length'],
    ['shared arrays returned to the renderer', 'const f = (x, n) => n ? f([x, x], n - 1) : x; f(1, 60)'],
    [
      'shared objects built top-down',
      'const root = {}; const f = (o, n) => { if (!n) return; o.l = {}; o.r = o.l; f(o.l, n - 1) }; f(root, 60); JSON.stringify(root)',
    ],
    ['long join separator', "Array.from({ length: 1e6 }).join('x'.repeat(1e6))"],
    ['replaceAll amplification', "'x'.repeat(1e5).replaceAll('', 'y'.repeat(1e5))"],
    ['sparse array', 'const a = []; a[1e9] = 1; a.fill(0)'],
    ['array length', 'const a = [1]; a.length = 1e9; a.fill(0)'],
    ['sorting with a closure forever', 'Array.from({ length: 1e6 }, (_, i) => -i).sort((a, b) => a - b).length'],
  ];

  it.each(runaways)('%s', (_, code) => {
    const value = evaluate(code, scope(), 'builder-runaway');
    expect(value).toBeUndefined();
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((w) => w.includes('builder-runaway'))).toHaveLength(1);
  });

  it('each evaluation gets a fresh budget, and closures the app calls later get their own', () => {
    const at = scope();
    const work = 'Array.from({ length: 1000 }, (_, i) => i).map(i => i * 2).length';
    for (let i = 0; i < 500; i++) expect(evaluate(work, at)).toBe(1000);
    evaluate('state.double = x => x * 2', at);
    const double = at.state.double as (x: number) => number;
    for (let i = 0; i < 300_000; i++) double(i);
    expect(double(4)).toBe(8);
  });
});

/** The warnings that name `where`. */
const warningsFor = (where: string): string[] =>
  warn.mock.calls.map((call) => String(call[0])).filter((w) => w.includes(where));

describe('reads yield data, however they are reached (issue 25, third round)', () => {
  class Session {
    token = 'tok-secret';
    toString(): string {
      return this.token;
    }
  }
  /** Stands in for an element an app passes as a ref (the Chromium suite uses a real input). */
  const fakeInput = Object.create(
    { tagName: 'INPUT' },
    { value: { value: '4111 1111 1111 1111', enumerable: true } },
  ) as { value: string };
  const leaks = (value: unknown): boolean => /tok-secret|4111|card/.test(JSON.stringify(value) ?? String(value));

  const payloads: [string, string][] = [
    ['an instance through Object.values and a closure argument', 'Object.values(state).map(v => v.token)'],
    ['an instance by index of an intrinsic result', 'Object.values(state)[0].token'],
    ['an instance serialised', 'JSON.stringify(Object.values(state))'],
    ['an instance serialised whole', 'JSON.stringify(state)'],
    ['an instance joined (its toString)', 'Object.values(state).join()'],
    ['an instance in a template', '`${Object.values(state)}`'],
    ['an instance as an entry key', 'Object.keys(Object.fromEntries([Object.values(state)]))'],
    ['an instance through an intrinsic callback', 'Object.values(state).map(Object.values)'],
    ['an instance through a spread', '[...Object.values(state)].map(v => v.token)'],
    ['an instance through reduce', 'Object.values(state).reduce((out, v) => out + v.token, "")'],
    ['an instance through sort', 'Object.values(state).sort((a, b) => a.token < b.token ? -1 : 1)[0].token'],
    ['an instance through find', 'Object.values(state).find(v => v.token).token'],
    ['an instance through the map array argument', '[1].map((x, i, all) => Object.values(state).map(v => v.token))'],
    ['an instance through flat', 'Object.entries(state).flat()[1].token'],
    ['an instance handed back whole', 'Object.values(state)'],
    ['an instance through a JSON reviver', 'JSON.parse("[1]", (k, v) => Object.values(state)).map(v => v.token)'],
    ['a Map spread', 'Object.values(state).map(m => [...m])'],
    ['a Map spread through flatMap', 'Object.values(state).flatMap(m => [...m]).join()'],
    ['a Map spread by index', '[...Object.entries(state)[1][1]]'],
    ['a Map by Array.from', 'Object.values(state).map(m => Array.from(m))'],
    ['an element ref from context', 'Object.values(context).map(el => el.value).join()'],
    ['an element ref serialised', 'JSON.stringify(Object.values(context).map(String))'],
    ['an element ref passed to an app function', 'context.describe(Object.values(context))'],
    ['an instance passed to an app function', 'context.describe(Object.values(state))'],
    // Found by the subset fuzzer's long run (seed 20261646): data holding instances written back into the state.
    [
      'an intrinsic result holding instances, stored in the state',
      'state.leak = Object.values(state); return state.leak.length',
    ],
    [
      'an intrinsic result holding instances, pushed into the state',
      'state.list = []; state.list.push(Object.values(state)); return state.list.length',
    ],
  ];

  it.each(payloads)('%s', (_, code) => {
    const describeCalls: unknown[] = [];
    const context = { card: fakeInput, describe: (x: unknown) => (describeCalls.push(x), 'described') };
    grantFunctionsIn(context);
    const at = scope({ state: { session: new Session(), prefs: new Map([['card', '4111']]) }, context });
    const value = evaluate(code, at, 'builder-reads');
    expect(leaks(value), `${code} yielded ${String(value)}`).toBe(false);
    expect(value).toBeUndefined();
    expect(at.state.leak).toBeUndefined();
    expect(leaks(at.state.list ?? [])).toBe(false);
    expect(describeCalls).toEqual([]);
    expect(warningsFor('builder-reads')).toHaveLength(1);
  });

  it('data still flows through closures, spreads, callbacks and app functions', () => {
    const format = vi.fn((items: unknown) => JSON.stringify(items));
    const context = { format };
    grantFunctionsIn(context);
    const at = scope({
      state: {
        items: [
          { name: 'a', tags: ['x'] },
          { name: 'b', tags: [] },
        ],
        when: new Date(0),
      },
      context,
    });
    expect(evaluate('Object.values(state.items).map(v => v.name).join()', at)).toBe('a,b');
    expect(evaluate('[...state.items].map(i => [...i.tags]).flat().concat(["y"]).map(String)', at)).toEqual(['x', 'y']);
    expect(evaluate('state.items.map(i => i.name).filter(Boolean).map(String)', at)).toEqual(['a', 'b']);
    expect(evaluate('context.format(state.items.map(i => i.name))', at)).toBe('["a","b"]');
    expect(evaluate('JSON.stringify(state.items, null, 2).length > 10', at)).toBe(true);
    expect(evaluate('state.when.getUTCFullYear()', at)).toBe(1970);
    expect(evaluate('JSON.parse("{\\"a\\":[1,2]}", (k, v) => typeof v === "number" ? v * 10 : v).a', at)).toEqual([
      10, 20,
    ]);
  });
});

describe('an app function that calls a content callback', () => {
  it('hands it data only: host objects are refused, now or later', () => {
    const host = { secret: 'tok-secret' };
    const hostInstance = new (class Host {
      secret = 'tok-secret';
    })();
    let saved: ((value: unknown) => unknown) | undefined;
    const context = {
      each: (fn: (value: unknown) => unknown) => fn(hostInstance),
      later: (fn: (value: unknown) => unknown) => void (saved = fn),
      plain: (fn: (value: unknown) => unknown) => fn(host),
    };
    grantFunctionsIn(context);
    const at = scope({ context });
    expect(evaluate('context.each(x => x.secret)', at, 'builder-callback')).toBeUndefined();
    expect(warningsFor('builder-callback')).toHaveLength(1);
    expect(evaluate('context.plain(x => x.secret)', at)).toBe('tok-secret'); // plain data is data
    evaluate('context.later(x => x.secret)', at);
    expect(saved!(hostInstance)).toBeUndefined(); // outside any evaluation: refused, never thrown
    expect(saved!({ secret: 'data' })).toBe('data');
    expect(warn.mock.calls.some((call) => String(call[0]).includes('made by content code failed'))).toBe(true);
  });

  it("counts what the app's function is handed by its expanded size (found by the fuzzer, seed 7007561)", () => {
    let walked = 0;
    const context = { format: (value: unknown) => ((walked += 1), JSON.stringify(value).length) };
    grantFunctionsIn(context);
    const at = scope({ context });
    // 20 calls build 2^20 paths to one leaf: small to measure, two million items to walk.
    const shared = 'const f = (x, n) => n ? f([x, x], n - 1) : x;';
    expect(evaluate(`${shared} context.format(f(-1, 20))`, at, 'builder-shared')).toBeUndefined();
    expect(walked).toBe(0);
    expect(warningsFor('builder-shared')[0]).toContain('stopped (too much work)');
    // A small one still goes through: 16 leaves, 77 characters of JSON.
    expect(evaluate(`${shared} context.format(f(-1, 4))`, at)).toBe(
      JSON.stringify(Array.from({ length: 4 }).reduce((x: unknown) => [x, x], -1)).length,
    );
    expect(walked).toBe(1);
  });
});

describe('each content owns its code', () => {
  it("content A's refused binding does not change content B's identical binding", () => {
    // `location` is a host global: content A has no such state key (refused at run time), content B has one.
    const a = scope({ state: {}, programs: createPrograms() });
    const b = scope({ state: { location: 'Lisbon' }, programs: createPrograms() });
    expect(evaluate('location', a, 'builder-a')).toBeUndefined();
    expect(evaluate('location', b, 'builder-b')).toBe('Lisbon');
    expect(evaluate('location', a, 'builder-a')).toBeUndefined();
    expect(evaluate('location', b, 'builder-b')).toBe('Lisbon');
    // Even two scopes that share one cache (or none) keep their own outcome: a refusal never rewrites a program.
    const shared = createPrograms();
    expect(evaluate('location', { ...a, programs: shared }, 'builder-a')).toBeUndefined();
    expect(evaluate('location', { ...b, programs: shared }, 'builder-b')).toBe('Lisbon');
    expect(evaluate('location', { ...a, programs: undefined }, 'builder-a')).toBeUndefined();
    expect(evaluate('location', { ...b, programs: undefined }, 'builder-b')).toBe('Lisbon');
    expect(warningsFor('builder-a')).toHaveLength(1);
    expect(warningsFor('builder-b')).toHaveLength(0);
  });

  it('a content compiles a binding repeated a thousand times once', () => {
    const programs = createPrograms();
    const at = scope({ state: { n: 2 }, programs });
    for (let i = 0; i < 1000; i++) expect(evaluate('state.n * 2', at)).toBe(4);
    expect(programs.size).toBe(1);
    const program = programs.get('state.n * 2');
    evaluate('state.n * 2', scope({ state: {}, programs }));
    expect(programs.get('state.n * 2')).toBe(program);
  });
});

describe('a budget that counts work, not calls', () => {
  const long = 'x'.repeat(4_000_000);
  const other = 'x'.repeat(3_999_999) + 'y';
  const at = (): ExpressionScope => scope({ state: { s: long, t: other, big: 'y'.repeat(3_900_000) } });

  const attacks: [string, string][] = [
    [
      '10,000 comparisons of 4-million-character strings',
      'Array.from({ length: 10000 }, () => state.s < state.t).length',
    ],
    [
      '10,000 equality checks of 4-million-character strings',
      'Array.from({ length: 10000 }, () => state.s === state.t).length',
    ],
    [
      '1,000 s < t on long strings',
      'const s = state.s, t = state.t; Array.from({ length: 1000 }, () => s < t).filter(Boolean).length',
    ],
    [
      'repeat then compare',
      "const s = 'x'.repeat(4e6); const t = 'x'.repeat(4e6); Array.from({ length: 10000 }, () => s < t).length",
    ],
    ['join of 130 references to a 3.9M string', "Array.from({ length: 130 }, () => state.big).join('')"],
    [
      'JSON.stringify of 130 references to a 3.9M string',
      'JSON.stringify(Array.from({ length: 130 }, () => state.big))',
    ],
    [
      'join of 130 references to a string the expression made',
      "const s = 'z'.repeat(3.9e6); Array.from({ length: 130 }, () => s).join('').length",
    ],
    ['Object.entries of 2 million items', 'Object.entries(Array.from({ length: 2e6 })).length'],
    [
      'indented JSON of a deep structure',
      'const f = (x, n) => n ? f([x], n - 1) : x; JSON.stringify(f(1, 1000), null, 10).length',
    ],
    // Found by the subset fuzzer's long run (seed 20263358): a spread string makes one key per character.
    ['an object spread of a 4-million-character string', 'Object.keys({ ...state.s }).length'],
    ['an array spread of a 4-million-character string', '[...state.s].length'],
    [
      'a closure loop of 2 million calls',
      'const f = n => n ? f(n - 1) : 0; Array.from({ length: 4000 }, () => f(500)).length',
    ],
  ];

  it.each(attacks)('%s', (_, code) => {
    const value = evaluate(code, at(), 'builder-work');
    expect(value).toBeUndefined();
    const warnings = warningsFor('builder-work');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('stopped (too much work)');
  });

  it("stops at the render's deadline, whichever comes first", () => {
    const value = evaluate('state.n + 1', scope({ state: { n: 1 }, deadline: performance.now() - 1 }), 'builder-late');
    expect(value).toBeUndefined();
    expect(warningsFor('builder-late')[0]).toContain('stopped (too much work)');
  });

  it('binding values whose conversion would run content code are refused', () => {
    const codes = [
      "({ toString: () => 'x'.repeat(1e7) })",
      "({ valueOf: () => 1, toJSON: () => 'x' })",
      "const o = {}; o.toString = () => 'late'; o",
      "const a = [1]; a.toString = () => 'late'; a",
      "Object.fromEntries([['toString', () => 'late']])",
      "JSON.parse('{\"a\":{\"toString\":1}}', (k, v) => k === 'toString' ? () => 'late' : v)",
      "({ ...{ toString: () => 'late' } })",
      "state.kept = { toString: () => 'late' }",
      "'' + { toString: () => 'inside' }",
    ];
    for (const code of codes) {
      const state: Record<string, unknown> = {};
      const value = evaluate(code, scope({ state }), 'builder-coerce');
      expect(value, code).toBeUndefined();
      expect(state.kept).toBeUndefined();
    }
    expect(warningsFor('builder-coerce')).toHaveLength(codes.length);
  });

  it("the tokenizer reads 200 KB of ' /*' (and other pathological input) in linear work", () => {
    const inputs = [
      ' /*'.repeat(70_000),
      '/* */'.repeat(40_000),
      '(a, '.repeat(50_000),
      '"\\u{'.repeat(50_000),
      '`${`${`${`${`${`${`${`${`${`${1}`}`}`}`}`}`}`}`}`}`'.repeat(4_000),
      '`${'.repeat(70_000),
      '((((((((((((((((((((((((((((((((((((((((((((((((((a'.repeat(4_000),
    ];
    for (const input of inputs) {
      expect(input.length).toBeGreaterThan(190_000);
      const stats = { scanned: 0 };
      try {
        compile(input, stats);
      } catch (error) {
        expect(error).toBeInstanceOf(OutsideSubset);
      }
      expect(stats.scanned, input.slice(0, 12)).toBeLessThanOrEqual(10 * input.length);
    }
    // The work doubles with the input, no more.
    const work = (n: number): number => {
      const stats = { scanned: 0 };
      try {
        compile('a /* */ + '.repeat(n) + '1', stats);
      } catch {
        /* refused is fine */
      }
      return stats.scanned;
    };
    expect(work(20_000) / work(10_000)).toBeLessThan(2.1);
    expect(evaluate(' /*'.repeat(30_000), scope(), 'builder-comment')).toBeUndefined();
    expect(warningsFor('builder-comment')).toHaveLength(1);
  });
});
