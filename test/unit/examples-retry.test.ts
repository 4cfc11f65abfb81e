import { describe, expect, it } from 'vitest';
import { isHydrationProblem } from '../../scripts/examples-next.mjs';

// The example checks load a Next.js page once more when all it showed was React 15's rare
// hydration replay bug (docs/frameworks.md, "Known issue"): these are the messages they write.
describe('which problems of a Next.js page are retried', () => {
  it('takes the three messages a hydration mismatch writes', () => {
    expect(
      isHydrationProblem(
        'hydration error: page error: Minified React error #418; visit https://react.dev/errors/418?args[]=HTML',
      ),
    ).toBe(true);
    expect(isHydrationProblem('hydration replaced 91 of 91 server-rendered content nodes, e.g. <div>')).toBe(true);
    expect(isHydrationProblem('hydration removed 1 server-rendered content node after React started: <div>')).toBe(
      true,
    );
  });

  it('leaves every other problem failing at once', () => {
    expect(isHydrationProblem('page error: Cannot read properties of undefined')).toBe(false);
    expect(isHydrationProblem('2 React renderers on the page (expected 1)')).toBe(false);
    expect(isHydrationProblem('the form did not submit: hydration never finished')).toBe(false);
  });
});
