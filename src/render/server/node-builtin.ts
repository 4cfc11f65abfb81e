/**
 * A Node built-in module, where the runtime has them, taken through `process.getBuiltinModule`
 * (Node 20.16 and later) rather than an import: a bundler for another runtime (an edge runtime,
 * Turbopack, webpack's edge compiler) then has no `node:` specifier to resolve and fail on.
 */
type Process = { getBuiltinModule?: (id: string) => unknown };

/** `node:<name>`, or undefined where there is none (an edge runtime, a browser). */
export function nodeBuiltin<T>(name: string): T | undefined {
  try {
    return (globalThis as { process?: Process }).process?.getBuiltinModule?.(`node:${name}`) as T | undefined;
  } catch {
    return undefined;
  }
}
