/**
 * The React a browser test runs against: 19, or 18.3 under `npm run test:react18`. A test of what
 * only React 19 does is written `onReact19('…', …)`, with the reason beside it: under React 18 it
 * is listed as skipped, under React 19 it runs as any other.
 */
import { version } from 'react';

/** True when this page's React is 18.x. */
export const REACT_18 = version.startsWith('18.');

/** `it`, skipped under React 18. */
export const onReact19: Mocha.TestFunction | Mocha.PendingTestFunction = REACT_18 ? it.skip : it;
