/** The render context outside any content root: what every tree starts from. */
import type { RenderContextValue } from './context.ts';
import { pageBuilder } from './sdk.ts';
import { DEFAULT_BREAKPOINTS } from './stylesheet.ts';

/**
 * How many symbols deep content renders, in the browser and on the server alike (a cycle, or
 * runaway content, stops here; docs/react-api.md states it).
 */
export const MAX_SYMBOL_DEPTH = 12;

/** The context outside any content root (what a server render starts from, with its own client and sandbox). */
export const ROOT_CONTEXT: Readonly<RenderContextValue> = {
  state: {},
  context: {},
  content: { model: 'page' },
  page: { model: 'page' },
  localized: false,
  canTrack: true,
  client: pageBuilder,
  isServer: typeof document === 'undefined',
  nested: false,
  depth: 0,
  symbols: [],
  breakpoints: DEFAULT_BREAKPOINTS,
};
