/**
 * The part of an entry the browser needs to hydrate what the server rendered: what the renderer
 * reads (blocks, state, inputs, code, fonts, the page's title and description, breakpoints, the
 * A/B test). Custom fields of a model and the service's bookkeeping stay on the server, so an
 * entry with large unused fields does not make every page that shows it as large.
 */
import { type BuilderContent, isRecord } from '../../core/index.ts';
import { isContentEntry } from '../stylesheet.ts';

const ENTRY_FIELDS = ['id', 'name', 'modelId', 'testRatio', 'testVariationId', 'testVariationName'];
const DATA_FIELDS = [
  'blocks',
  'blocksString',
  'state',
  'inputs',
  'cssCode',
  'jsCode',
  'httpRequests',
  'customFonts',
  'title',
  'pageTitle',
  'description',
  'pageDescription',
];
const META_FIELDS = ['breakpoints', 'rtlMode'];

const pick = (from: Record<string, unknown>, names: readonly string[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const name of names) if (Object.hasOwn(from, name)) out[name] = from[name];
  return out;
};

/** `value` with every content entry in it (a symbol's, inlined) reduced to its client fields. */
function reduceNested(value: unknown, depth: number): unknown {
  if (depth > 64 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => reduceNested(item, depth + 1));
  if (isContentEntry(value)) return reduce(value as BuilderContent, depth + 1);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = reduceNested(item, depth + 1);
  return out;
}

function reduce(entry: BuilderContent, depth: number): BuilderContent {
  const out = pick(entry, ENTRY_FIELDS) as BuilderContent;
  if (isRecord(entry.meta)) out.meta = pick(entry.meta, META_FIELDS);
  if (isRecord(entry.data)) {
    const data = pick(entry.data, DATA_FIELDS);
    if (data.blocks) data.blocks = reduceNested(data.blocks, depth);
    out.data = data;
  }
  if (isRecord(entry.variations)) {
    out.variations = Object.fromEntries(
      Object.entries(entry.variations).map(([id, variation]) => [
        id,
        isRecord(variation) ? reduce(variation as BuilderContent, depth + 1) : variation,
      ]),
    );
  }
  return out;
}

/** The fields of `entry` (and of the entries inlined in it) that the browser's renderer reads. */
export const clientEntry = (entry: BuilderContent): BuilderContent => reduce(entry, 0);
