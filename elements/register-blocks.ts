/** Registers the built-in blocks for the tags and for `<builder-content>` (see registerBuiltInBlocks). */
import { registerBuiltInBlocks } from '../src/blocks/index.ts';

registerBuiltInBlocks();
