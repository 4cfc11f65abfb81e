/**
 * Heat-map data for a click event: which block was clicked (`targetBuilderElement`), where
 * inside the target and inside that block (`{x, y}` as 0..1 ratios, 3 decimals), and which
 * occurrence of the block it was among repeated copies (`builderElementIndex`).
 */

/** The parts of a mouse event the heat map needs. */
export interface ClickPosition {
  target: EventTarget | null;
  clientX: number;
  clientY: number;
}

/** Sent with a click event. */
export interface HeatMapData {
  targetBuilderElement?: string;
  metadata: {
    builderElementIndex: number;
    targetOffset?: { x: number; y: number };
    builderTargetOffset?: { x: number; y: number };
  };
}

const ratio = (distance: number, size: number) => (size > 0 ? Math.round((distance / size) * 1000) / 1000 : 0);

function offsetIn(element: Element, click: ClickPosition) {
  const rect = element.getBoundingClientRect();
  return { x: ratio(click.clientX - rect.left, rect.width), y: ratio(click.clientY - rect.top, rect.height) };
}

/** The heat-map data of a click. */
export function heatMapData(click: ClickPosition): HeatMapData {
  const target =
    click.target && typeof (click.target as Element).closest === 'function' ? (click.target as Element) : null;
  const block = target?.closest('[builder-id],[id^="builder-"]') ?? null;
  const blockId = block?.getAttribute('builder-id') || block?.id || undefined;
  // Repeated blocks share the id as a class; the index says which copy was clicked.
  const index = blockId && block ? [...document.getElementsByClassName(blockId)].indexOf(block) : -1;
  return {
    targetBuilderElement: blockId,
    metadata: {
      builderElementIndex: Math.max(0, index),
      targetOffset: target ? offsetIn(target, click) : undefined,
      builderTargetOffset: block ? offsetIn(block, click) : undefined,
    },
  };
}
