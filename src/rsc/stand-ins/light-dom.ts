/**
 * What the server components build (rollup.config.mjs) uses in place of src/render/light-dom.ts,
 * whose `createContext` call React's server build cannot run: a server tree has no custom
 * element around it, so no light-DOM host.
 */
import type { Context } from 'react';

export const LightDomHost = { Provider: () => null, Consumer: () => null } as unknown as Context<HTMLElement | null>;

export const useLightDomHost = (): HTMLElement | null => null;
