// @vitest-environment happy-dom
/**
 * The A/B chooser as shipped: dist/server.js sends the compiled (minified) source of typed
 * functions as an inline script. This runs that very script text in a DOM and checks that it
 * still works on its own: no reference to anything the minifier renamed outside it.
 * Needs `npm run build` (npm test builds first).
 */
import { afterEach, describe, expect, it } from 'vitest';

// Imported by URL so the type check (which runs before the build) does not look into dist/.
const DIST_SERVER = '../../dist/server.js';
const { variantsFunctionsScript } = (await import(/* @vite-ignore */ DIST_SERVER)) as {
  variantsFunctionsScript: (nonce?: string) => string;
};

const chooser = () =>
  (window as unknown as { __builderVariants: { run: (...args: unknown[]) => void; chosen: Record<string, string> } })
    .__builderVariants;

describe('the built chooser script', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'builder.tests.page=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('installs itself from its script text and swaps the default content, styles included, for the stored variation', () => {
    const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(variantsFunctionsScript())![1];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test: the shipped script text runs on its own
    new Function(text)();
    document.body.innerHTML = [
      '<template data-template-variant-id="v1"><style>.one{}</style><div builder-content-id="v1">One</div></template>',
      '<style data-precedence="default">.default{}</style><div builder-content-id="page">Default</div>',
      '<script id="call"></script>',
    ].join('');
    document.cookie = 'builder.tests.page=v1; path=/';
    chooser().run(document.getElementById('call'), 'page', ['v1'], [['v1', 0.5]], 30, true);
    expect(chooser().chosen.page).toBe('v1');
    expect(document.body.innerHTML).toBe('<style>.one{}</style><div builder-content-id="v1">One</div>');
  });
});
