/**
 * Normalises one content entry from the API: `data.blocksString` (in the entry and in each
 * A/B variation) is parsed into `data.blocks`. A string that is not JSON leaves the blocks
 * empty and is logged once per entry: the rest of the entry still renders.
 */
import { INVALID_BLOCKS_STRING, warnOnce } from './errors.ts';
import type { BuilderBlock, BuilderContent, BuilderContentData } from './types.ts';

function withBlocks(data: BuilderContentData | undefined, entryId: string): BuilderContentData | undefined {
  if (!data || typeof data.blocksString !== 'string') return data;
  const { blocksString, ...rest } = data;
  let blocks: BuilderBlock[] = [];
  try {
    const parsed: unknown = JSON.parse(blocksString);
    if (!Array.isArray(parsed)) throw new TypeError('not an array');
    blocks = parsed;
  } catch {
    warnOnce(`blocks-string:${entryId}`, INVALID_BLOCKS_STRING, entryId, 'error');
  }
  return { ...rest, blocks };
}

/** A copy of `entry` whose `blocksString`s are parsed into `blocks`. */
export function prepareEntry(entry: BuilderContent): BuilderContent {
  const id = String(entry.id);
  const prepared: BuilderContent = { ...entry, data: withBlocks(entry.data, id) };
  if (entry.variations && typeof entry.variations === 'object') {
    prepared.variations = Object.fromEntries(
      Object.entries(entry.variations).map(([key, variation]) => [
        key,
        { ...variation, data: withBlocks(variation?.data, id) },
      ]),
    );
  }
  return prepared;
}
