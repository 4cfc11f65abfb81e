/**
 * What the server components build (rollup.config.mjs) uses in place of src/render/context.ts,
 * whose `createContext` call React's server build cannot run. The blocks the server tree renders
 * read no React context (their renders are given it); only the browser's components do, and
 * none of them runs in a server component, so here they name what they are for and throw.
 */
import type { Context } from 'react';
import type { RenderContextValue } from '../../render/context.ts';

export { ROOT_CONTEXT } from '../../render/root-context.ts';

import { browserOnlyName } from '../../core/index.ts';

const browserOnly = (name: string) => (): never => {
  throw new Error(browserOnlyName(name));
};

export const RenderContext = {
  Provider: browserOnly('RenderContext.Provider'),
  Consumer: browserOnly('RenderContext.Consumer'),
} as unknown as Context<RenderContextValue>;

export const useRenderContext = browserOnly('useRenderContext') as () => RenderContextValue;
