/**
 * A grammar for random programs in the expression subset (src/render/expression/parser.ts),
 * biased towards attack shapes: reading secrets out of class instances, Maps, Sets, host-object
 * stand-ins and functions nobody granted; reaching prototypes and constructors; handing content
 * callbacks to the app's granted functions; `toString`/`valueOf` hooks in coercions; and
 * amplification (repeat, join, Array.from, arrays that share children, long strings).
 *
 * A program is a tree of {@link Code} nodes, so a failing one can be minimised by putting a
 * sub-expression in place of its parent (see subset-fuzz.test.ts). Seeded: the same seed
 * always yields the same program.
 */
import { randomSource } from '../fuzz/random-content.ts';

/** A piece of source: an expression (replaceable by another expression) or a statement. */
export interface Code {
  kind: 'expr' | 'stmt';
  parts: (string | Code)[];
}

const expr = (...parts: (string | Code)[]): Code => ({ kind: 'expr', parts });
const stmt = (...parts: (string | Code)[]): Code => ({ kind: 'stmt', parts });

/** The source text of `code`. */
export function source(code: Code): string {
  return code.parts.map((part) => (typeof part === 'string' ? part : source(part))).join('');
}

/** Names of the world (subset-world.ts) worth reaching for, weighted by repetition. */
const PATHS = [
  'state',
  'state.account',
  'state.accounts',
  'state.accounts.a',
  'state.users',
  'state.users[0]',
  'state.prefs',
  'state.tags',
  'state.el',
  'state.el.ownerDocument',
  'state.link',
  'state.secretFn',
  'state.list',
  'state.items',
  'state.nested',
  'state.nested.a',
  'state.long',
  'state.long2',
  'state.date',
  'state.name',
  'state.count',
  'state.bare',
  'context',
  'context.config',
  'context.user',
  'context.format',
  'context.withUser',
  'context.lookup',
  'context.currentElement',
  'builder',
  'Builder',
  'event',
  'event.target',
  'block',
  'Math',
  'JSON',
  'Object',
  'Array',
  'String',
  'Number',
  'console',
  'Device',
  'Date',
  'account',
  'prefs',
  'el',
  'secretFn',
  'list',
];
/** Containers whose values include instances, a Map, a Set, host stand-ins and functions. */
const CONTAINERS = [
  'Object.values(state)',
  'state.users',
  'Object.values(state.accounts)',
  'Object.values(context)',
  'Object.entries(state)',
  '[state.account, state.prefs, state.tags, state.el, state.link]',
  'Object.values(event)',
  'Object.values(state).concat(Object.values(context))',
];
/** Where the secrets sit. */
const SECRET_KEYS = ['token', 'value', 'secret', 'ownerDocument', 'size', 'name', 'cookie', 'listeners'];
/** Property names an attacker tries (blocked ones included: they must be refused). */
const KEYS = [
  'token',
  'value',
  'secret',
  'size',
  'get',
  'has',
  'entries',
  'values',
  'keys',
  'forEach',
  'next',
  'ownerDocument',
  'cookie',
  'getToken',
  'length',
  'toString',
  'valueOf',
  'name',
  'list',
  'account',
  'prefs',
  'el',
  'call',
  'apply',
  'bind',
  'a',
  'b',
  'x',
  'then',
  'target',
  'config',
  'theme',
  'done',
  '0',
  'format',
  'document',
  'defaultView',
  'map',
  'join',
  'repeat',
];
const RARE_KEYS = [
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__lookupGetter__',
  'caller',
  'arguments',
];
/** String literals, written as source (escapes included). */
const STRINGS = [
  "''",
  "'x'",
  "'token'",
  "'value'",
  "'secret'",
  "'a'",
  "'theme'",
  "'k'",
  "','",
  "' '",
  "'0'",
  "'length'",
  "'toString'",
  "'constr' + 'uctor'",
  "'__pro' + 'to__'",
  "'\\x5f\\x5fproto\\x5f\\x5f'",
  "'\\u0063onstructor'",
  "'\\u{74}oken'",
  "'to' + 'ken'",
  '`${"tok"}en`',
  "'proto' + 'type'",
  '\'{"a":1}\'',
  "'[1,2]'",
  '\'{"__proto__":{"polluted":1}}\'',
  "'aaaa'",
  "'b'",
];
const NUMBERS = [
  '0',
  '1',
  '2',
  '3',
  '-1',
  '10',
  '100',
  '1e3',
  '1e5',
  '1e6',
  '4e6',
  '1e9',
  '0.5',
  'NaN',
  'Infinity',
  '2 ** 31',
  '-0',
];
/** Intrinsic calls on a receiver: `R.name(args)`, with the arguments' shapes. */
const METHODS: [string, string][] = [
  ['map', 'f'],
  ['filter', 'f'],
  ['flatMap', 'f'],
  ['forEach', 'f'],
  ['find', 'f'],
  ['some', 'f'],
  ['reduce', 'f2e'],
  ['sort', 'f2'],
  ['toSorted', 'f2'],
  ['flat', 'n'],
  ['concat', 'e'],
  ['join', 's'],
  ['repeat', 'n'],
  ['padStart', 'ns'],
  ['padEnd', 'ns'],
  ['slice', 'n'],
  ['at', 'n'],
  ['includes', 'e'],
  ['indexOf', 'e'],
  ['localeCompare', 'e'],
  ['replaceAll', 'ss'],
  ['replace', 'ss'],
  ['split', 's'],
  ['toString', ''],
  ['valueOf', ''],
  ['toUpperCase', ''],
  ['trim', ''],
  ['entries', ''],
  ['values', ''],
  ['keys', ''],
  ['get', 's'],
  ['has', 's'],
  ['getToken', ''],
  ['fill', 'e'],
  ['push', 'e'],
  ['reverse', ''],
  ['toJSON', ''],
  ['call', 'ee'],
  ['apply', 'ee'],
  ['bind', 'e'],
  ['next', ''],
  ['toFixed', 'n'],
  ['getTime', ''],
  ['charCodeAt', 'n'],
  ['normalize', ''],
];
/** Intrinsic (and not granted) functions called by name. */
const FUNCTIONS: [string, string][] = [
  ['Object.values', 'e'],
  ['Object.entries', 'e'],
  ['Object.keys', 'e'],
  ['Object.fromEntries', 'e'],
  ['Array.from', 'e'],
  ['Array.from', 'ef'],
  ['Array.of', 'ee'],
  ['JSON.stringify', 'e'],
  ['JSON.stringify', 'ee'],
  ['JSON.parse', 'e'],
  ['JSON.parse', 'ef'],
  ['String', 'e'],
  ['Number', 'e'],
  ['Boolean', 'e'],
  ['Math.max', 'spread'],
  ['console.log', 'e'],
  ['console.warn', 'ee'],
  ['encodeURIComponent', 'e'],
  ['parseInt', 'e'],
  ['context.format', 'e'],
  ['context.withUser', 'f'],
  ['context.lookup', 'e'],
  ['context.currentElement', ''],
  ['builder.track', 'se'],
  ['builder.trackConversion', 'e'],
  ['state.secretFn', ''],
  ['Object.assign', 'ee'],
  ['Object.getPrototypeOf', 'e'],
  ['Object.getOwnPropertyDescriptors', 'e'],
  ['Reflect.ownKeys', 'e'],
  ['structuredClone', 'e'],
  ['Date.now', ''],
  ['Array.isArray', 'e'],
  ['Object.create', 'e'],
];

/** A generator of random subset programs from `seed`. */
export function programFor(seed: number): Code {
  const random = randomSource(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const chance = (p: number) => random() < p;
  /** Variables in scope (arrow parameters, `const`s), innermost last. */
  const vars: string[] = [];
  let fresh = 0;
  const newName = () => `v${fresh++}`;

  const leaf = (): Code => {
    if (vars.length && chance(0.45)) return expr(pick(vars));
    switch (int(6)) {
      case 0:
        return expr(pick(NUMBERS));
      case 1:
        return expr(pick(STRINGS));
      case 2:
        return expr(pick(['true', 'false', 'null', 'undefined', '[]', '{}', 'state.list', 'state.items']));
      default:
        return expr(pick(PATHS));
    }
  };

  const key = (): string => (chance(0.05) ? pick(RARE_KEYS) : pick(KEYS));

  /** A computed key: a string, a concatenation, a template, an array, or an object with a `toString` hook. */
  const computedKey = (depth: number): Code => {
    switch (int(6)) {
      case 0:
        return expr(`'${key()}'`);
      case 1: {
        const k = key();
        const cut = int(k.length + 1);
        return expr(`'${k.slice(0, cut)}' + '${k.slice(cut)}'`);
      }
      case 2:
        return expr('`', key(), '`');
      case 3:
        return expr(`['${key()}']`);
      case 4:
        return expr('{ toString: () => ', computedKey(depth - 1), ' }');
      default:
        return depth > 0 ? any(depth - 1) : expr(pick(NUMBERS));
    }
  };

  /** An arrow function of `arity` parameters whose body may use them. */
  const arrow = (depth: number, arity = 1 + int(2)): Code => {
    const params = Array.from({ length: arity }, newName);
    vars.push(...params);
    let body: Code;
    const first = params[0] ?? pick(PATHS);
    switch (int(8)) {
      case 0:
        body = expr(first, '.', key());
        break;
      case 1:
        body = expr(`JSON.stringify(${first})`);
        break;
      case 2:
        body = expr(`Object.values(${first})`);
        break;
      case 3:
        body = expr(`(state.leak = ${first})`);
        break;
      case 4:
        body = expr('{ ', stmt('state.out = ', any(depth), '; '), 'return ', any(depth), ' }');
        break;
      default:
        body = any(depth);
    }
    vars.splice(vars.length - arity, arity);
    const head =
      arity === 0
        ? '() => '
        : arity === 1 && chance(0.5)
          ? `${first} => `
          : chance(0.2)
            ? `(...${first}) => `
            : `(${params.join(', ')}) => `;
    // An object-literal body needs parentheses; any expression body keeps them harmlessly.
    return expr('(', head, body.parts[0] === '{ ' ? body : expr('(', body, ')'), ')');
  };

  /** Arguments for an argument shape (see METHODS). */
  const args = (shape: string, depth: number): (string | Code)[] => {
    if (shape === 'spread') return ['...', any(depth)];
    const out: (string | Code)[] = [];
    for (const c of shape) {
      if (out.length) out.push(', ');
      out.push(
        c === 'f'
          ? arrow(depth, 1)
          : c === '2'
            ? arrow(depth, 2)
            : c === 'n'
              ? expr(pick(NUMBERS))
              : c === 's'
                ? expr(pick(STRINGS))
                : any(depth),
      );
    }
    return out;
  };

  /** A `{ toString }` / `{ valueOf }` hook, and a coercion that runs it. */
  const coercion = (depth: number): Code => {
    const hook = expr(`({ ${pick(['toString', 'valueOf', 'toJSON'])}: `, arrow(depth, 0), ' })');
    switch (int(8)) {
      case 0:
        return expr("('' + ", hook, ')');
      case 1:
        return expr('`${', hook, '}`');
      case 2:
        return expr('String(', hook, ')');
      case 3:
        return expr('(', hook, ' + 1)');
      case 4:
        return expr('[', hook, '].join()');
      case 5:
        return expr('state[', hook, ']');
      case 6:
        return expr('JSON.stringify(', hook, ')');
      default:
        return expr('(-', hook, ')');
    }
  };

  /** Amplification: work or size far beyond the code's length. */
  const amplify = (depth: number): Code => {
    switch (int(8)) {
      case 0:
        return expr('Array.from({ length: ', pick(NUMBERS), ' }, ', arrow(depth, 1), ')');
      case 1:
        return expr('(', any(depth), ').repeat(', pick(NUMBERS), ')');
      case 2:
        return expr('(v => [v, v])(', any(depth), ')');
      case 3:
        return expr(
          '(() => { const f = (x, n) => n ? f([x, x], n - 1) : x; return f(',
          any(depth),
          `, ${pick(['3', '10', '20', '40'])}) })()`,
        );
      case 4:
        return expr(
          '(state.long ',
          pick(['<', '===', '==', '>=']),
          ' ',
          pick(['state.long2', 'state.long', 'state.long + 1', '`${state.long}`']),
          ')',
        );
      case 5:
        return expr('[', any(depth), ', ', any(depth), '].join(', pick(['state.long', "','", "'x'.repeat(1e5)"]), ')');
      case 6:
        return expr('state.long.split(', pick(["''", "'a'", "'b'"]), ')');
      default:
        return expr(
          'Array.from({ length: ',
          pick(['1e3', '1e4', '1e5']),
          ' }, () => ',
          pick(['state.long', 'state.list', 'state.items']),
          ')',
        );
    }
  };

  /** Something that reveals what `v` holds: a key, a spread, an iterator, a serialiser, a coercion. */
  const reveal = (v: Code, depth: number): Code => {
    switch (int(20)) {
      case 0:
      case 1:
      case 2:
        return expr('(', v, ').', pick(SECRET_KEYS));
      case 3:
        return expr('[...', v, ']');
      case 4:
        return expr('Array.from(', v, ')');
      case 5:
        return expr('JSON.stringify(', v, ')');
      case 6:
        return expr('Object.values(', v, ')');
      case 7:
        return expr('Object.entries(', v, ')');
      case 8:
        return expr('String(', v, ')');
      case 9:
        return expr(
          '(',
          v,
          ').',
          pick(['getToken', 'get', 'values', 'entries', 'toString', 'addEventListener', 'has']),
          '(',
          ...args(pick(['', 's', 'f']), depth),
          ')',
        );
      case 10:
        return expr('`${', v, '}`');
      case 11:
        return expr('Object.fromEntries(', v, ')');
      case 12:
        return expr('[...(', v, ').', pick(['values', 'entries', 'keys']), '()]');
      case 13:
        return expr('({ ...', v, ' })');
      case 14:
        return expr('Object.assign({}, ', v, ')');
      case 15:
        return expr('(state.leak = ', v, ')');
      case 16:
        return expr('(', v, ').ownerDocument.cookie');
      case 17:
        return expr('(', v, ')[', computedKey(depth), ']');
      case 18:
        return expr('(', v, " + '')");
      default:
        return any(depth);
    }
  };

  /** A shape that has found holes before: content code handed a non-data object it then reveals. */
  const attack = (depth: number): Code => {
    const v = newName();
    const withParam = (body: () => Code): Code => {
      vars.push(v);
      const out = body();
      vars.pop();
      return out;
    };
    const container = expr(pick(CONTAINERS));
    switch (int(10)) {
      case 0:
      case 1:
        return expr(
          '(',
          container,
          `).${pick(['map', 'flatMap', 'filter', 'find', 'some'])}((${v}) => `,
          withParam(() => reveal(expr(v), depth)),
          ')',
        );
      case 2:
        return expr(
          '(',
          container,
          `).reduce((acc, ${v}) => acc + `,
          withParam(() => reveal(expr(v), depth)),
          ", '')",
        );
      case 3:
        return expr(
          '(',
          container,
          `).sort((${v}, w) => ((state.leak = `,
          withParam(() => reveal(expr(v), depth)),
          '), 0))',
        );
      case 4:
        return expr(
          `context.withUser((${v}) => `,
          withParam(() => reveal(expr(v), depth)),
          ')',
        );
      case 5:
        return reveal(expr('(', container, `)[${int(18)}]`), depth);
      case 6:
        return expr(
          pick(['context.format', 'String', 'JSON.stringify', 'builder.track', 'context.lookup']),
          '({ ',
          pick(['toString', 'valueOf', 'toJSON']),
          ': () => ',
          any(depth),
          ' })',
        );
      case 7:
        return reveal(
          expr(
            pick([
              'event.target',
              'event.view',
              'event',
              'context.currentElement()',
              'state.el',
              'state.secretFn',
              'secretFn',
            ]),
          ),
          depth,
        );
      case 8:
        return expr(
          'Object.values(state).flat().map((',
          v,
          ') => ',
          withParam(() => reveal(expr(v), depth)),
          ')',
        );
      default:
        return reveal(reveal(expr(pick(CONTAINERS)), depth), depth);
    }
  };

  /** Any expression, nesting at most `depth` more levels. */
  function any(depth: number): Code {
    if (depth <= 0 || chance(0.15)) return leaf();
    const d = depth - 1;
    if (chance(0.25)) return attack(d);
    switch (int(22)) {
      case 0:
      case 1:
        return expr('(', any(d), ')', chance(0.2) ? '?.' : '.', key());
      case 2:
      case 3:
        return expr('(', any(d), ')[', computedKey(d), ']');
      case 4:
      case 5:
      case 6: {
        const [name, shape] = pick(METHODS);
        return expr('(', any(d), ').', name, '(', ...args(shape, d), ')');
      }
      case 7:
      case 8:
      case 9: {
        const [name, shape] = pick(FUNCTIONS);
        return expr(name, '(', ...args(shape, d), ')');
      }
      case 10:
        return arrow(d);
      case 11:
        return expr('[', ...(chance(0.5) ? ['...'] : []), any(d), ', ', any(d), ']');
      case 12:
        return expr('({ ', chance(0.5) ? '...' : 'a: ', any(d), ', [', computedKey(d), ']: ', any(d), ' })');
      case 13:
        return coercion(d);
      case 14:
        return amplify(d);
      case 15:
        return expr(
          '(',
          any(d),
          ` ${pick(['+', '===', '==', '<', '>=', '&&', '||', '??', 'in', '-', '*'])} `,
          any(d),
          ')',
        );
      case 16:
        return expr('(', any(d), ' ? ', any(d), ' : ', any(d), ')');
      case 17:
        return expr(`(${pick(['typeof ', '!', 'void '])}`, any(d), ')');
      case 18:
        return expr('`<${', any(d), '}>`');
      case 19:
        return assignment(d);
      case 20:
        return expr('(delete (', any(d), ')[', computedKey(d), '])');
      default:
        return expr('(', arrow(d, 1), ')(', any(d), ')');
    }
  }

  /** A write: into state (allowed), or anywhere else the attacker can name. */
  function assignment(depth: number): Code {
    const value = any(depth);
    switch (int(6)) {
      case 0:
        return expr(`(state.${pick(['x', 'leak', 'out', 'name'])} = `, value, ')');
      case 1:
        return expr('(state[', computedKey(depth), '] = ', value, ')');
      case 2:
        return expr('((', any(depth), ').', key(), ' = ', value, ')');
      case 3:
        return expr('((', any(depth), ')[', computedKey(depth), '] = ', value, ')');
      case 4:
        return expr(
          `(${pick(['pwned', 'Math', 'JSON', 'console', 'builder', 'name', 'count', 'window', 'Object'])} = `,
          value,
          ')',
        );
      default:
        return expr('((', any(depth), ').', key(), pick([' += ', ' ||= ', ' ??= ']), value, ')');
    }
  }

  /** A statement, declaring names later statements may use. */
  function statement(depth: number): Code {
    switch (int(7)) {
      case 0:
      case 1: {
        const init = any(depth);
        const id = newName();
        vars.push(id);
        return stmt(`${pick(['const', 'let', 'var'])} ${id} = `, init, '; ');
      }
      case 2:
        return stmt('if (', any(depth), ') return ', any(depth), '; ');
      // Outside the subset today (for…of, destructuring): must run nowhere under a strict policy.
      case 3:
        return chance(0.3)
          ? stmt('for (const item of ', any(depth), ') state.out = item; ')
          : stmt('const { token, value } = ', any(depth), '; state.out = token ?? value; ');
      default:
        return stmt(any(depth), '; ');
    }
  }

  const depth = 2 + int(4);
  const body: Code[] = [];
  const count = chance(0.6) ? 0 : 1 + int(3);
  for (let i = 0; i < count; i++) body.push(statement(depth - 1));
  body.push(stmt(chance(0.3) ? 'return ' : '', any(depth)));
  return stmt(...body);
}
