/**
 * `builder-elements` in a React Server Components tree (package.json's `react-server` condition:
 * a Next.js App Router server component imports this). The same names as the React API
 * (src/index.ts) but `builtInBlocks` (the browser's block registrations): the core, Builder's SDK
 * names (`fetchOneEntry`, `getBuilderSearchParams`, `isPreviewing`…), `Content`/`BuilderContent`/
 * `BuilderComponent` as server components (./content.tsx), the renderer's components as lazy
 * client references (./client-names.ts) and its hooks as names that say where they belong
 * (./browser-only.ts). No module here touches client-only React (`createContext`, `Component`,
 * hooks) when it loads.
 */
// The names the React API exports too (the core, Builder's SDK functions, the types).
export * from '../shared-exports.ts';
export { Content, BuilderContent, BuilderComponent, type ServerContentProps } from './content.tsx';
export { Blocks, Block, BuilderBlocks } from './client-names.ts';
export { useRenderContext, RenderContext, preloadBlocks, withChildren, useIsPreviewing } from './browser-only.ts';
