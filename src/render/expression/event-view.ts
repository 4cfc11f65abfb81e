/**
 * What `event` is inside the expression subset: a small frozen copy of the DOM event (its
 * keys, buttons and the target's form values) with `preventDefault` and `stopPropagation`.
 * Never the event itself, whose `view`, `target.ownerDocument` and listeners would hand content
 * the whole page.
 */
import { grant } from './capabilities.ts';

type Loose = Record<string, unknown>;

const EVENT_FIELDS =
  'type key code keyCode altKey ctrlKey metaKey shiftKey repeat button buttons clientX clientY pageX pageY offsetX offsetY deltaX deltaY defaultPrevented timeStamp'.split(
    ' ',
  );
const TARGET_FIELDS = 'value checked name id type tagName selectedIndex className'.split(' ');

/** The primitive fields of `source` named in `fields`. */
function primitives(source: Loose, fields: readonly string[]): Loose {
  const out: Loose = {};
  for (const field of fields) {
    const value = source[field];
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) out[field] = value;
  }
  return out;
}

function targetView(target: unknown): Readonly<Loose> | undefined {
  if (!target || typeof target !== 'object') return undefined;
  const view = primitives(target as Loose, TARGET_FIELDS);
  const dataset = (target as { dataset?: unknown }).dataset;
  if (dataset && typeof dataset === 'object')
    view.dataset = Object.freeze(primitives(dataset as Loose, Object.keys(dataset)));
  return Object.freeze(view);
}

/** The subset's view of `event` (a DOM or React event); other values pass as they are. */
export function eventView(event: unknown): unknown {
  if (!event || typeof event !== 'object') return event;
  const source = event as Loose & { preventDefault?: () => void; stopPropagation?: () => void };
  const view = primitives(source, EVENT_FIELDS);
  view.target = targetView(source.target);
  view.currentTarget = targetView(source.currentTarget);
  view.preventDefault = grant(() => void source.preventDefault?.());
  view.stopPropagation = grant(() => void source.stopPropagation?.());
  return Object.freeze(view);
}
