/**
 * Compares the reference's capture of a content root with the kit's, block by block (matched
 * by `builder-id` and repeat copy), and checks each difference against the allow-list.
 */
import type { AllowedDifference, Renderer } from './allowed-differences.ts';
import { STYLE_PROPERTIES, type BlockCapture, type Capture } from './capture.ts';

/** Every property a difference can be on (what allow-list entries name). */
export const PROPERTIES: readonly string[] = [
  'presence',
  'tag',
  'class',
  'parent',
  'dom',
  'text',
  'error',
  'box.x',
  'box.y',
  'box.width',
  'box.height',
  ...STYLE_PROPERTIES.map((name) => `style.${name}`),
];

/** A block around another one: its key and its component's name. */
export interface Ancestor {
  block: string;
  component?: string;
}

export interface Difference {
  /** The case (`peer/tabs`, `demo/home`), the kit's renderer and the viewport width. */
  case: string;
  renderer: Renderer;
  width: number;
  /** Block key (`builder-id`, `#n` for a repeated copy) or `root`. */
  block: string;
  /** The content's component name for the block, when it has one. */
  component?: string;
  /** The blocks around it, innermost (its parent block) first. */
  ancestors: Ancestor[];
  /** `presence`, `tag`, `class`, `parent`, `dom`, `text`, `box.x|y|width|height`, `style.<css property>`, `error` (uncaught). */
  property: string;
  reference: string;
  kit: string;
}

/** Where a difference was found; the component of each `builder-id` (from the content JSON). */
export interface Where {
  case: string;
  renderer: Renderer;
  width: number;
  components: ReadonlyMap<string, string>;
}

/** Box and px tolerance. */
const TOLERANCE_PX = 1;

const idOf = (key: string) => key.replace(/#\d+$/, '');

/** Equal, or the same apart from numbers that are at most 1 apart ("604px" vs "604.5px"). */
function close(a: string, b: string): boolean {
  if (a === b) return true;
  const numbers = /-?\d+(?:\.\d+)?/g;
  if (a.replace(numbers, '#') !== b.replace(numbers, '#')) return false;
  const x = a.match(numbers) ?? [];
  const y = b.match(numbers) ?? [];
  return x.every((n, i) => Math.abs(Number(n) - Number(y[i])) <= TOLERANCE_PX);
}

/** The lines where two skeletons differ (common head and tail cut), shortened for a report. */
function skeletonChange(reference: string[], kit: string[]): { reference: string; kit: string } {
  let head = 0;
  while (head < reference.length && head < kit.length && reference[head] === kit[head]) head++;
  let tail = 0;
  while (
    tail < reference.length - head &&
    tail < kit.length - head &&
    reference[reference.length - 1 - tail] === kit[kit.length - 1 - tail]
  )
    tail++;
  const show = (lines: string[]) => {
    const middle = lines.slice(head, lines.length - tail);
    // Depth below the block as `›` marks: `div / ›video / ››source`.
    const shown = middle
      .slice(0, 6)
      .map((line) => '›'.repeat((line.length - line.trimStart().length) / 2) + line.trim())
      .join(' / ');
    return `line ${head + 1}: ${middle.length ? shown : '(nothing)'}${middle.length > 6 ? ` / … (${middle.length} lines)` : ''}`;
  };
  return { reference: show(reference), kit: show(kit) };
}

/** The two texts around their first difference. */
function textChange(reference: string, kit: string): { reference: string; kit: string } {
  let at = 0;
  while (at < reference.length && at < kit.length && reference[at] === kit[at]) at++;
  const around = (text: string) => {
    const start = Math.max(0, at - 20);
    return `${start ? '…' : ''}${text.slice(start, at + 60)}${text.length > at + 60 ? '…' : ''}` || '(empty)';
  };
  return { reference: JSON.stringify(around(reference)), kit: JSON.stringify(around(kit)) };
}

const boxText = (box: BlockCapture['box']) => `${box[0]},${box[1]} ${box[2]}×${box[3]}`;

/**
 * Where a block sits relative to its neighbours: x from its parent block's left edge, y from
 * the bottom of the block before it in the same parent (else from its parent's top). Boxes are
 * compared relative to the content root; a position that differs while this one agrees only
 * follows a difference already reported for a block before it or around it.
 */
function placement(capture: Capture, block: BlockCapture): [number, number] {
  const parent = block.parent === 'root' ? capture.box : capture.blocks.get(block.parent)!.box;
  const previous = block.previous ? capture.blocks.get(block.previous)!.box : undefined;
  const top = previous ? previous[1] + previous[3] : parent[1];
  return [block.box[0] - parent[0], block.box[1] - top];
}

/** The classes only one side has. */
function classChange(reference: string, kit: string): { reference: string; kit: string } {
  const a = new Set(reference.split('.'));
  const b = new Set(kit.split('.'));
  const only = (x: Set<string>, y: Set<string>) =>
    [...x]
      .filter((name) => name && !y.has(name))
      .map((name) => `.${name}`)
      .join('') || '(none)';
  return { reference: only(a, b), kit: only(b, a) };
}

/** Properties that measure a block's size, and the axis they measure. */
const SIZE_AXIS: Record<string, 'width' | 'height'> = {
  'box.width': 'width',
  'style.width': 'width',
  'box.height': 'height',
  'style.height': 'height',
};
const AXIS_INDEX = { width: 2, height: 3 } as const;
const AXIS_SIDES = { width: ['left', 'right'], height: ['top', 'bottom'] } as const;

/** Properties that depend on the images inside a block (margins are compared as set: capture.ts). */
const IMAGE_DEPENDENT = /^(box\.|style\.(width|height))/;

/** A block whose sizes were not compared: its images ended in different states. */
export interface ImageSkip {
  case: string;
  renderer: Renderer;
  width: number;
  block: string;
  reference: string;
  kit: string;
}

export interface Comparison {
  differences: Difference[];
  imageSkips: ImageSkip[];
}

/** Padding and border along one axis, in px. */
function edges(block: BlockCapture, axis: 'width' | 'height'): number {
  return AXIS_SIDES[axis].reduce(
    (sum, side) => sum + parseFloat(block.style[`padding-${side}`]) + parseFloat(block.style[`border-${side}-width`]),
    0,
  );
}

/**
 * Whether a block's size on `axis` differs only by its own padding and border, which are
 * reported themselves: its content is as large on both sides (the box grew by the padding), or
 * its box is (the content gave way to it; the computed size measures the content box).
 */
function onlyEdgesDiffer(ref: BlockCapture, mine: BlockCapture, axis: 'width' | 'height'): boolean {
  const i = AXIS_INDEX[axis];
  if (Math.abs(ref.box[i] - mine.box[i]) <= TOLERANCE_PX) return true;
  return Math.abs(ref.box[i] - edges(ref, axis) - (mine.box[i] - edges(mine, axis))) <= TOLERANCE_PX;
}

/** Every difference between the reference's capture and the kit's. */
export function compare(reference: Capture, kit: Capture, where: Where): Comparison {
  const found: Difference[] = [];
  const imageSkips: ImageSkip[] = [];
  /** Size differences that only follow the block's padding and border. */
  const edgesOnly = new Set<Difference>();
  const add = (block: string, property: string, ref: string, mine: string): Difference => {
    const component = block === 'root' ? undefined : where.components.get(idOf(block));
    const chain = reference.blocks.has(block) ? reference : kit;
    const difference: Difference = {
      case: where.case,
      renderer: where.renderer,
      width: where.width,
      block,
      component,
      ancestors: ancestorsOf(chain, block, where),
      property,
      reference: ref,
      kit: mine,
    };
    found.push(difference);
    return difference;
  };

  const referenceErrors = new Set(reference.errors);
  for (const error of new Set(kit.errors))
    if (!referenceErrors.has(error)) add('root', 'error', '(no such error)', error);
  if (reference.skeleton.join('\n') !== kit.skeleton.join('\n')) {
    const change = skeletonChange(reference.skeleton, kit.skeleton);
    add('root', 'dom', change.reference, change.kit);
  }
  for (const [key, ref] of reference.blocks) {
    const mine = kit.blocks.get(key);
    if (!mine) {
      add(key, 'presence', `<${ref.tag}> in ${ref.parent}`, 'not rendered');
      continue;
    }
    if (ref.parent !== mine.parent) add(key, 'parent', ref.parent, mine.parent);
    if (ref.tag !== mine.tag) add(key, 'tag', ref.tag, mine.tag);
    if (ref.classes !== mine.classes) {
      const change = classChange(ref.classes, mine.classes);
      add(key, 'class', change.reference, change.kit);
    }
    if (ref.skeleton.join('\n') !== mine.skeleton.join('\n')) {
      const change = skeletonChange(ref.skeleton, mine.skeleton);
      add(key, 'dom', change.reference, change.kit);
    }
    // Both sides' images have ended (render.tsx waits for them): sizes are compared
    // unless the same images ended differently (loaded on one side, broken or not requested on
    // the other). Other images on one side only are a `dom` difference, and the sizes follow it.
    const sameImages =
      ref.images.length !== mine.images.length || ref.images.every((state, i) => state === mine.images[i]);
    if (!sameImages) {
      imageSkips.push({
        case: where.case,
        renderer: where.renderer,
        width: where.width,
        block: key,
        reference: ref.images.join(', '),
        kit: mine.images.join(', '),
      });
    }
    const refPlace = placement(reference, ref);
    const myPlace = placement(kit, mine);
    (['x', 'y', 'width', 'height'] as const).forEach((axis, i) => {
      if (!sameImages || Math.abs(ref.box[i] - mine.box[i]) <= TOLERANCE_PX) return;
      // A block that only moved with the blocks before or around it is not a difference of its own.
      if (i < 2 && Math.abs(refPlace[i] - myPlace[i]) <= TOLERANCE_PX) return;
      const difference = add(key, `box.${axis}`, boxText(ref.box), boxText(mine.box));
      if (i >= 2 && onlyEdgesDiffer(ref, mine, axis as 'width' | 'height')) edgesOnly.add(difference);
    });
    for (const name of STYLE_PROPERTIES) {
      if (!sameImages && IMAGE_DEPENDENT.test(`style.${name}`)) continue;
      if (close(ref.style[name], mine.style[name])) continue;
      const difference = add(key, `style.${name}`, ref.style[name], mine.style[name]);
      const axis = SIZE_AXIS[`style.${name}`];
      if (axis && onlyEdgesDiffer(ref, mine, axis)) edgesOnly.add(difference);
    }
  }
  for (const [key, mine] of kit.blocks) {
    if (!reference.blocks.has(key)) add(key, 'presence', 'not rendered', `<${mine.tag}> in ${mine.parent}`);
  }

  // Visible text: compared for the whole root; a difference is reported at the innermost blocks
  // (rendered by both) whose text differs while the text of each of their child blocks agrees.
  if (reference.text !== kit.text) {
    const differs = new Set<string>();
    for (const [key, ref] of reference.blocks) {
      const mine = kit.blocks.get(key);
      if (mine && mine.text !== ref.text) differs.add(key);
    }
    const innermost = [...differs].filter(
      (key) => ![...differs].some((other) => reference.blocks.get(other)!.parent === key),
    );
    for (const key of innermost) {
      const change = textChange(reference.blocks.get(key)!.text, kit.blocks.get(key)!.text);
      add(key, 'text', change.reference, change.kit);
    }
    if (!innermost.length) {
      const change = textChange(reference.text, kit.text);
      add('root', 'text', change.reference, change.kit);
    }
  }
  // Sizes that follow padding still explain the sizes of the blocks around them (then dropped).
  const differences = withoutDerivedSizes(found, reference, kit).filter((d) => !edgesOnly.has(d));
  return { differences, imageSkips };
}

/**
 * Drops size differences that follow from another one: a block is taller or shorter because a
 * block inside it is (or is missing), narrower or wider because the block around it is.
 */
function withoutDerivedSizes(found: Difference[], reference: Capture, kit: Capture): Difference[] {
  const sized = new Map<string, Set<'width' | 'height'>>();
  for (const d of found) {
    const axis = d.property === 'presence' ? 'height' : SIZE_AXIS[d.property];
    if (axis) (sized.get(d.block) ?? sized.set(d.block, new Set()).get(d.block)!).add(axis);
  }
  const parentOf = (key: string) => reference.blocks.get(key)?.parent ?? kit.blocks.get(key)?.parent;
  const heightFromInside = new Set<string>();
  for (const [key, axes] of sized) {
    if (!axes.has('height')) continue;
    for (let up = parentOf(key); up && up !== 'root'; up = parentOf(up)) heightFromInside.add(up);
  }
  return found.filter((d) => {
    const axis = SIZE_AXIS[d.property];
    if (axis === 'height') return !heightFromInside.has(d.block);
    if (axis === 'width') {
      const parent = parentOf(d.block);
      return !(parent && sized.get(parent)?.has('width'));
    }
    return true;
  });
}

/** The blocks around `key`, innermost first, with their component names. */
function ancestorsOf(capture: Capture, key: string, where: Where): Ancestor[] {
  const chain: Ancestor[] = [];
  for (let up = capture.blocks.get(key)?.parent; up && up !== 'root'; up = capture.blocks.get(up)?.parent) {
    chain.push({ block: up, component: where.components.get(idOf(up)) });
  }
  return chain;
}

/**
 * The first allow-list entry that covers `difference`, if any: its case, renderer, width, block
 * (by id or component; `within`: inside one of those blocks, at most `depth` levels down), one
 * of its exact properties (a prefix ending in `*` only where the entry has a `wildcardReason`),
 * and both values matching its patterns.
 */
export function allowedBy(difference: Difference, list: readonly AllowedDifference[]): AllowedDifference | undefined {
  return list.find((entry) => {
    if (entry.cases !== '*' && !entry.cases.includes(difference.case)) return false;
    if (entry.renderers && !entry.renderers.includes(difference.renderer)) return false;
    if (entry.widths && !entry.widths.includes(difference.width)) return false;
    const id = difference.block === 'root' ? 'root' : idOf(difference.block);
    const byBlock = entry.blocks?.includes(id) ?? false;
    const byComponent =
      difference.component !== undefined && (entry.components?.includes(difference.component) ?? false);
    if ((entry.blocks || entry.components) && !byBlock && !byComponent) return false;
    if (entry.within) {
      const around = difference.ancestors.slice(0, entry.depth ?? 1);
      const named = (level: Ancestor) =>
        entry.within!.includes(idOf(level.block)) ||
        (level.component !== undefined && entry.within!.includes(level.component));
      if (!around.some(named)) return false;
    }
    if (!entry.properties.some((property) => propertyMatches(entry, property, difference.property))) return false;
    if (entry.reference && !entry.reference.test(difference.reference)) return false;
    if (entry.kit && !entry.kit.test(difference.kit)) return false;
    return true;
  });
}

function propertyMatches(entry: AllowedDifference, pattern: string, property: string): boolean {
  if (pattern.endsWith('*') && entry.wildcardReason) return property.startsWith(pattern.slice(0, -1));
  return pattern === property;
}

/** One line of a report. */
export function formatDifference(d: Difference): string {
  const block = d.component ? `${d.block} (${d.component})` : d.block;
  return `${block} ${d.property}: reference ${d.reference} | kit ${d.kit}`;
}
