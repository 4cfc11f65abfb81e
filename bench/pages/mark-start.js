// @ts-check
// Loaded first by every bench page (an external module, so it runs before any library code):
// the moment the page's scripts start evaluating.
/** @type {{ __benchStart?: number }} */ (globalThis).__benchStart ??= performance.now();
performance.mark('bench:start');
