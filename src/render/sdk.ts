/**
 * The core objects expressions see as `builder` and `Builder`. Kept in one place so the
 * renderer's view of the core is easy to follow.
 */

/** `builder` (the SDK singleton) and `Builder` (its class) for expression scopes. */
export function expressionGlobals(): { builder: unknown; Builder: unknown } {
  return { builder: undefined, Builder: undefined };
}
