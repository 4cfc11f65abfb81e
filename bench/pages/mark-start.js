// @ts-check
// Loaded first by every bench page (an external module, so it runs before any library code):
// the moment the page's scripts start evaluating. With `?evaluate&profile`, the CPU profile of
// the evaluation starts here too (../evaluation-profile.mjs).
if (location.search.includes('profile')) console.profile('bench:evaluation');
/** @type {{ __benchStart?: number }} */ (globalThis).__benchStart ??= performance.now();
performance.mark('bench:start');
