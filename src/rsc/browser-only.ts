/**
 * The React API's hooks, context and helpers that belong to the browser's renderer, as a server
 * components tree imports them: the names exist (code written for both kinds of module imports
 * them), and using one in a server component fails with a message that says where it belongs.
 */
import type { Context } from 'react';
import { browserOnlyName } from '../core/index.ts';
import type { RenderContextValue } from '../render/index.ts';

const browserOnly = (name: string) => (): never => {
  throw new Error(browserOnlyName(name));
};

export const useRenderContext = browserOnly('useRenderContext') as () => RenderContextValue;
export const useIsPreviewing = browserOnly('useIsPreviewing') as () => boolean;
export const preloadBlocks = browserOnly('preloadBlocks') as (content: unknown) => Promise<void>;
export const withChildren = browserOnly('withChildren') as <T>(component: T) => T;
export const RenderContext = {
  Provider: browserOnly('RenderContext.Provider'),
  Consumer: browserOnly('RenderContext.Consumer'),
} as unknown as Context<RenderContextValue>;
