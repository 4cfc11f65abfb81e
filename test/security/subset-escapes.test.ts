/**
 * The expression subset as a capability boundary: what content code can do on a page whose
 * Content-Security-Policy forbids `eval` (here: Node, where the evaluator never uses
 * `new Function`, so every payload runs in the subset or not at all). Each payload is an
 * attacker's attempt to reach `Function`, a prototype, a host object or the live SDK, or to
 * write outside its data. None may succeed: the evaluation yields nothing dangerous, nothing
 * global changes, and the page keeps working.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { evaluate, type ExpressionScope } from '../../src/render/expression/evaluate.ts';
import { grant, grantFunctionsIn } from '../../src/render/expression/capabilities.ts';
import { createFacades } from '../../src/render/sdk.ts';
import { Builder } from '../../src/core/builder.ts';

const client = new Builder('space-key');
client.apiHost = 'https://content.example';

/** A fresh scope as a content root gives it: state, context, the block, the SDK facades. */
function scope(extra: Partial<ExpressionScope> = {}): ExpressionScope {
  const { builder, Builder: flags } = createFacades({ client, canTrack: true });
  return { state: { list: [1, 2, 3], name: 'N', nested: { a: { b: 1 } } }, context: {}, block: { id: 'builder-x' }, builder, Builder: flags, ...extra };
}

/** Values that would mean the payload escaped. */
const DANGEROUS = new Set<unknown>([
  Function, Object.getPrototypeOf, Object.defineProperty, Object.assign, Object.prototype, Array.prototype, Function.prototype,
  globalThis, process, Reflect, Proxy, eval, client, Builder, Object.getOwnPropertyDescriptor, Object.create,
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
    ['getOwnPropertyDescriptor under an allowed name', "({ map: Object.getOwnPropertyDescriptor }).map(({ map: Object.getPrototypeOf }).map(() => 1), 'const' + 'ructor').value"],
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
    ['prototype pollution through JSON.parse', "Object.assign({}, JSON.parse('{\"__proto__\": {\"polluted\": 1}}'))"],
    ['fromEntries with __proto__', "Object.fromEntries([['__proto__', { polluted: 1 }]]).polluted"],
    ['spread of a __proto__ key', "({ ...JSON.parse('{\"__proto__\": {\"polluted\": 1}}') }).polluted"],
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
    const at = scope({ state: { items: [{ name: 'kenya', price: 12 }, { name: 'peru', price: 9 }], q: 'e' } });
    expect(evaluate('state.items.filter(i => i.name.includes(state.q)).map(i => i.name.toUpperCase()).join(", ")', at)).toBe('KENYA, PERU');
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
  });
});

describe('the event an action sees', () => {
  it('is a frozen copy: no view, no ownerDocument, no listeners, but preventDefault works', () => {
    const preventDefault = vi.fn();
    const fakeWindow = { document: { cookie: 'session=secret' } };
    const event = {
      type: 'keydown', key: 'Enter', view: fakeWindow, preventDefault,
      target: { value: 'typed', checked: false, name: 'email', ownerDocument: fakeWindow.document, addEventListener: vi.fn() },
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
    ['shared objects built top-down', 'const root = {}; const f = (o, n) => { if (!n) return; o.l = {}; o.r = o.l; f(o.l, n - 1) }; f(root, 60); JSON.stringify(root)'],
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
