// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { heatMapData } from './heatmap.ts';

function place(element: Element, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('heatMapData', () => {
  it('locates the click inside the target and the enclosing block', () => {
    document.body.innerHTML = `
      <div class="builder-block builder-abc" builder-id="builder-abc"><span>first</span></div>
      <div class="builder-block builder-abc" builder-id="builder-abc"><span id="t">second</span></div>`;
    const target = document.getElementById('t')!;
    const block = target.parentElement!;
    place(block, 100, 200, 400, 100);
    place(target, 150, 220, 100, 20);
    expect(heatMapData({ target, clientX: 175, clientY: 225 })).toEqual({
      targetBuilderElement: 'builder-abc',
      metadata: {
        builderElementIndex: 1,
        targetOffset: { x: 0.25, y: 0.25 },
        builderTargetOffset: { x: 0.188, y: 0.25 },
      },
    });
  });

  it('accepts a block identified by an id and survives zero-size boxes', () => {
    document.body.innerHTML = '<section id="builder-xyz"><b>x</b></section>';
    const target = document.querySelector('b')!;
    expect(heatMapData({ target, clientX: 10, clientY: 10 })).toEqual({
      targetBuilderElement: 'builder-xyz',
      metadata: { builderElementIndex: 0, targetOffset: { x: 0, y: 0 }, builderTargetOffset: { x: 0, y: 0 } },
    });
  });

  it('returns numbers even outside any block or without a target', () => {
    expect(heatMapData({ target: null, clientX: 1, clientY: 1 }).metadata.builderElementIndex).toBe(0);
    expect(heatMapData({ target: document.body, clientX: 1, clientY: 1 }).targetBuilderElement).toBeUndefined();
  });
});
