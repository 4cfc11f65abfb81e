/** Gen 1's type names for the content model (its `BuilderElement` is the kit's `BuilderBlock`). */
import type { BuilderBlock } from '../core/index.ts';

/** One block of content, under Gen 1's name. */
export type BuilderElement = BuilderBlock;
