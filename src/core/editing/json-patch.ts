/**
 * JSON Patch (RFC 6902) `add`, `remove` and `replace`, applied without mutation and with
 * structural sharing: each object or array on the path is copied, everything beside it keeps
 * its identity, so the renderer re-renders only the blocks a patch touched. Paths that name
 * `__proto__`, `prototype` or `constructor`, or walk through something that is not there,
 * make the whole patch list fail (nothing of it applies). A `replace` of a missing property
 * sets it, as the reference editor expects.
 */
import { propertyNotAllowed } from '../errors.ts';
import { isForbiddenKey } from '../safety.ts';

/** One patch operation the editor sends. */
export interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace';
  /** A JSON Pointer (`/data/blocks/0/component/options/text`); `-` appends to an array. */
  path: string;
  value?: unknown;
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The tokens of a JSON Pointer (`/a~1b/0` → `['a/b', '0']`). Throws on a forbidden name. */
export function parsePointer(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new Error(`Invalid JSON pointer: ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((token) => {
      const name = token.replace(/~1/g, '/').replace(/~0/g, '~');
      if (isForbiddenKey(name)) throw new Error(propertyNotAllowed(name));
      return name;
    });
}

/** An array index token: digits only, within `0..limit`. */
function indexOf(token: string, limit: number): number {
  const index = /^(0|[1-9]\d*)$/.test(token) ? Number(token) : NaN;
  if (!(index <= limit)) throw new Error(`Invalid array index: ${token}`);
  return index;
}

function childOf(container: Container, token: string): unknown {
  if (Array.isArray(container)) return container[indexOf(token, container.length - 1)];
  if (!Object.hasOwn(container, token)) throw new Error(`No property "${token}" on the patch path`);
  return container[token];
}

/** `container` copied with the last step of the operation applied. */
function applyAt(container: Container, token: string, { op, value }: JsonPatchOperation): Container {
  if (Array.isArray(container)) {
    const copy = [...container];
    if (op === 'add') copy.splice(token === '-' ? copy.length : indexOf(token, copy.length), 0, value);
    else if (op === 'remove') copy.splice(indexOf(token, copy.length - 1), 1);
    else copy[indexOf(token, copy.length - 1)] = value;
    return copy;
  }
  const copy = { ...container };
  if (op === 'remove') {
    if (!Object.hasOwn(copy, token)) throw new Error(`No property "${token}" to remove`);
    delete copy[token];
  } else {
    copy[token] = value;
  }
  return copy;
}

function applyOperation(root: unknown, operation: JsonPatchOperation): unknown {
  const tokens = parsePointer(operation.path);
  if (!tokens.length) {
    if (operation.op === 'remove') throw new Error('Cannot remove the document root');
    return operation.value;
  }
  const step = (node: unknown, depth: number): Container => {
    if (!isContainer(node)) throw new Error(`Patch path ${operation.path} walks through a value`);
    const token = tokens[depth];
    if (depth === tokens.length - 1) return applyAt(node, token, operation);
    const updated = step(childOf(node, token), depth + 1);
    return applyAt(node, token, { op: 'replace', path: '', value: updated });
  };
  return step(root, 0);
}

/**
 * `document` with `operations` applied in order, sharing everything they did not touch.
 * Throws (and applies nothing) when any operation is invalid.
 *
 * @example
 * applyJsonPatch({ a: { b: 1 }, c: [] }, [{ op: 'replace', path: '/a/b', value: 2 }]) // { a: { b: 2 }, c: (same array) }
 */
export function applyJsonPatch<T>(document: T, operations: readonly JsonPatchOperation[]): T {
  let result: unknown = document;
  for (const operation of operations) result = applyOperation(result, operation);
  return result as T;
}
