/**
 * The comparer of the differential suite on captures written by hand: sizes of image blocks are
 * compared once both sides' images have ended the same way, and a size that follows only the
 * block's own padding and border is left to those.
 */
import { describe, expect, it } from 'vitest';
import { STYLE_PROPERTIES, type BlockCapture, type Capture } from './capture.ts';
import { compare } from './compare.ts';

const STYLE = Object.fromEntries(
  STYLE_PROPERTIES.map((name) => [name, name.includes('width') || name.startsWith('padding') ? '0px' : 'normal']),
);

function block(key: string, overrides: Partial<BlockCapture> = {}): BlockCapture {
  return {
    key,
    id: key,
    parent: 'root',
    tag: 'div',
    classes: 'builder-block',
    skeleton: [],
    text: '',
    images: [],
    box: [0, 0, 600, 400],
    ...overrides,
    style: { ...STYLE, ...overrides.style },
  };
}

function capture(...blocks: BlockCapture[]): Capture {
  return {
    skeleton: blocks.map((b) => `[${b.key}]`),
    text: '',
    box: [0, 0, 1280, 1000],
    blocks: new Map(blocks.map((b) => [b.key, b])),
    errors: [],
  };
}

const where = {
  case: 'peer/image',
  renderer: 'react' as const,
  width: 1280,
  components: new Map([['builder-image', 'Image']]),
};
const shown = (result: ReturnType<typeof compare>) =>
  result.differences.map((d) => `${d.block} ${d.property}: ${d.reference} | ${d.kit}`);

describe('the differential comparer', () => {
  it('compares the size of an image block once both images have loaded, whatever their intrinsic size', () => {
    const reference = capture(
      block('builder-image', { images: ['loaded'], box: [0, 1111, 604, 324], style: { height: '324px' } }),
    );
    const kit = capture(
      block('builder-image', { images: ['loaded'], box: [0, 1111, 604, 404], style: { height: '404px' } }),
    );
    const result = compare(reference, kit, where);
    expect(shown(result)).toEqual([
      'builder-image box.height: 0,1111 604×324 | 0,1111 604×404',
      'builder-image style.height: 324px | 404px',
    ]);
    expect(result.imageSkips).toEqual([]);
  });

  it('skips sizes only where the same images ended differently, and says so', () => {
    const reference = capture(block('builder-image', { images: ['loaded', 'not requested'], box: [0, 0, 604, 324] }));
    const kit = capture(block('builder-image', { images: ['loaded', 'loaded'], box: [0, 0, 604, 404] }));
    const result = compare(reference, kit, where);
    expect(shown(result)).toEqual([]);
    expect(result.imageSkips).toEqual([
      expect.objectContaining({ block: 'builder-image', reference: 'loaded, not requested', kit: 'loaded, loaded' }),
    ]);
  });

  it('compares sizes where one side has images the other has not (the DOM differs)', () => {
    const reference = capture(block('builder-carousel', { images: [], box: [0, 0, 1264, 0] }));
    const kit = capture(block('builder-carousel', { images: ['loaded'], box: [0, 0, 1264, 300] }));
    expect(shown(compare(reference, kit, where))).toEqual(['builder-carousel box.height: 0,0 1264×0 | 0,0 1264×300']);
  });

  it('compares margins as set, independently of the images', () => {
    const reference = capture(block('builder-image', { images: ['loaded'], style: { 'margin-right': 'auto' } }));
    const kit = capture(block('builder-image', { images: ['broken'], style: { 'margin-right': '0px' } }));
    expect(shown(compare(reference, kit, where))).toEqual(['builder-image style.margin-right: auto | 0px']);
  });

  it('reports a field grown by its padding as padding, and a width its padding does not explain', () => {
    const padded = { 'padding-top': '10px', 'padding-bottom': '10px', 'padding-left': '10px', 'padding-right': '10px' };
    const reference = capture(
      block('builder-input', {
        box: [0, 0, 1264, 21],
        style: { 'padding-top': '0px', width: '1264px', height: '21px' },
      }),
      block('builder-select', { previous: 'builder-input', box: [0, 21, 482, 19], style: { width: '482px' } }),
    );
    const kit = capture(
      // 20px taller by its padding, same width with its content 20px narrower.
      block('builder-input', { box: [0, 0, 1264, 41], style: { ...padded, width: '1244px', height: '21px' } }),
      block('builder-select', {
        previous: 'builder-input',
        box: [0, 41, 231, 39],
        style: { ...padded, width: '211px' },
      }),
    );
    expect(shown(compare(reference, kit, where))).toEqual([
      'builder-input style.padding-top: 0px | 10px',
      'builder-input style.padding-right: 0px | 10px',
      'builder-input style.padding-bottom: 0px | 10px',
      'builder-input style.padding-left: 0px | 10px',
      'builder-select box.width: 0,21 482×19 | 0,41 231×39',
      'builder-select style.padding-top: 0px | 10px',
      'builder-select style.padding-right: 0px | 10px',
      'builder-select style.padding-bottom: 0px | 10px',
      'builder-select style.padding-left: 0px | 10px',
      'builder-select style.width: 482px | 211px',
    ]);
  });
});
