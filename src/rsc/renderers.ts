/**
 * The browser's renderer as the server components' client components use it, where a server
 * renders them (the framework's server render, package.json's `#rsc-renderers` import without
 * the `browser` condition): loaded with them, and with every widget's code, so an island renders
 * into the server HTML at once, in place (a lazy one would stream in later, shown only by a script).
 */
import { registerServerBlocks } from '../blocks/server-blocks.ts';

export { BlockIslandRenderer as IslandRenderer } from './island-renderer.tsx';
export { ClientContent, EditedContent, Blocks, Block, BuilderBlocks } from './content-renderer.tsx';

// The widgets an island holds render at once too, not after their chunk loads.
registerServerBlocks();
