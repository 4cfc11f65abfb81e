/**
 * Random content for the fuzz tests: trees of blocks where any field may hold any JSON value
 * (odd ids, names and options of the wrong type, strings where blocks belong, hostile strings),
 * and content-level fields just as odd. Each tree ends in one healthy Text block, which must
 * render whatever came before it. Seeded, so a failure names the seed that reproduces it.
 */
import { BLOCK_TYPE, LOCALIZED_VALUE_TYPE, type BuilderBlock, type BuilderContent } from '../../src/core/types.ts';

/** Mulberry32: a small seeded generator, good enough to pick shapes. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'Text',
  'Image',
  'Core:Button',
  'Columns',
  'Core:Section',
  'Video',
  'Embed',
  'Custom Code',
  'Symbol',
  'Form:Form',
  'Form:Input',
  'Form:Select',
  'Form:TextArea',
  'Form:SubmitButton',
  'Form:Label',
  'Builder:Carousel',
  'Builder:Tabs',
  'Builder:Accordion',
  'Builder:Masonry',
  'Core:Fragment',
  'Slot',
  'Builder:RawText',
  'Raw:Img',
  'Core:Router',
  'Unknown:Thing',
];
const STRINGS = [
  '',
  ' ',
  'x',
  '0',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{state.x}}',
  '{{',
  '}}',
  '${x}',
  'state.a.b',
  'builder-',
  'builder',
  '-1',
  'NaN',
  '∞',
  '\u0000',
  '\u202e',
  'a'.repeat(300),
  '#',
  '/',
  '//evil.example',
  '100%',
  'red',
  'div',
  'a',
  'script',
  'style',
  'img',
  'input',
  'svg',
  '1fr',
  'calc(',
  '@media',
  '} body { display: none',
  '</style><script>x()</script>',
];
const CODE = [
  'state.x',
  'state.x.y.z',
  '1 +',
  'state.list.map(i => i.a)',
  'null',
  '[]',
  '{}',
  'state.__proto__',
  'window',
  'throw 1',
  'state.count++',
  '"text"',
  '[1, 2, 3]',
  '({ a: 1 })',
  'undefined',
  'new Date()',
  'while (true) {}',
  'x => x',
  'state',
];
const OPTION_KEYS = [
  'text',
  'image',
  'columns',
  'blocks',
  'symbol',
  'tabs',
  'slides',
  'items',
  'tiles',
  'content',
  'code',
  'url',
  'link',
  'href',
  'name',
  'options',
  'defaultValue',
  'value',
  'type',
  'aspectRatio',
  'srcset',
  'sizes',
  'altText',
  'fitContent',
  'lazyLoad',
  'space',
  'stackColumnsAt',
  'reverseColumnsWhenStacked',
  'maxWidth',
  'data',
  'model',
  'entry',
  'inheritState',
  'useChildrenForSlides',
  'responsive',
  'autoplay',
  'autoplaySpeed',
  'defaultActiveTab',
  'collapsible',
  'columnWidth',
  'gutterSize',
  'video',
  'sendSubmissionsTo',
  'sendWithJs',
  'action',
  'contentType',
  'customHeaders',
  'successMessage',
  'errorMessage',
  'locale',
  '__proto__',
  'constructor',
];

export interface Fuzz {
  /** A random content entry whose blocks end in the healthy block `builder-healthy-<n>`. */
  content(n: number): BuilderContent;
}

/** A generator of random content from `seed`. */
export function contentFuzzer(seed: number): Fuzz {
  const random = randomSource(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const chance = (p: number) => random() < p;

  /** Any JSON value, nesting at most `depth` more levels. */
  const value = (depth: number): unknown => {
    switch (int(depth > 0 ? 10 : 6)) {
      case 0:
        return null;
      case 1:
        return chance(0.5);
      case 2:
        return pick([0, 1, -1, 0.5, 1e21, -0, 2 ** 53, 12, 100]);
      case 3:
      case 4:
        return pick(STRINGS);
      case 5:
        return pick(CODE);
      case 6:
        return Array.from({ length: int(4) }, () => value(depth - 1));
      case 7:
        return block(depth - 1);
      case 8:
        return { '@type': LOCALIZED_VALUE_TYPE, Default: value(depth - 1), fr: value(depth - 1) };
      default:
        return object(depth - 1, [...OPTION_KEYS, ...STRINGS]);
    }
  };
  const object = (depth: number, keys: readonly string[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (let i = int(5); i > 0; i--)
      Object.defineProperty(out, pick(keys), {
        value: value(depth),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  };
  const blocks = (depth: number): unknown =>
    chance(0.15) ? value(depth) : Array.from({ length: int(4) }, () => (chance(0.85) ? block(depth) : value(depth)));
  const styles = (depth: number) =>
    chance(0.2)
      ? value(depth)
      : {
          large: chance(0.8)
            ? {
                display: pick(['flex', 'block', 'none', 1, null]),
                color: pick(STRINGS),
                marginTop: pick(['10px', 5, null, '}']),
                [pick(STRINGS)]: pick(STRINGS),
              }
            : value(depth),
          medium: value(depth),
          small: value(depth),
          xsmall: value(depth),
        };

  /** A block whose every field may be odd; `depth` bounds nesting. */
  function block(depth: number): BuilderBlock {
    const b: Record<string, unknown> = { '@type': chance(0.93) ? BLOCK_TYPE : value(0) };
    if (chance(0.9)) b.id = chance(0.8) ? `builder-${int(1e6).toString(36)}` : value(1);
    if (chance(0.8)) {
      b.component = chance(0.9)
        ? {
            name: chance(0.85) ? pick(NAMES) : value(0),
            options: chance(0.85) ? object(depth, OPTION_KEYS) : value(depth),
            tag: chance(0.05) ? pick(STRINGS) : undefined,
          }
        : value(depth);
    }
    if (chance(0.4)) b.children = blocks(depth - 1);
    if (chance(0.3))
      b.bindings = chance(0.8)
        ? {
            [pick([
              'component.options.text',
              'style.color',
              'show',
              'hide',
              'properties.href',
              'component.options.columns',
              pick(STRINGS),
            ])]: chance(0.8) ? pick(CODE) : value(1),
          }
        : value(1);
    if (chance(0.15))
      b.actions = chance(0.8)
        ? { [pick(['click', 'change', pick(STRINGS)])]: chance(0.8) ? pick(CODE) : value(1) }
        : value(1);
    if (chance(0.15))
      b.repeat = chance(0.7) ? { collection: chance(0.8) ? pick(CODE) : value(1), itemName: value(0) } : value(1);
    if (chance(0.6)) b.responsiveStyles = styles(1);
    if (chance(0.1)) b.tagName = chance(0.5) ? pick(STRINGS) : value(0);
    if (chance(0.2))
      b.properties = chance(0.8)
        ? object(1, ['href', 'class', 'style', 'onclick', 'id', 'dangerouslySetInnerHTML', ...STRINGS])
        : value(1);
    if (chance(0.1)) b.animations = value(2);
    if (chance(0.1)) b.class = value(0);
    if (chance(0.05)) b.meta = value(1);
    if (chance(0.05)) b.code = value(1);
    return b as unknown as BuilderBlock;
  }

  /** A/B variations: odd ones, or real ones whose blocks also end in the healthy block. */
  const variations = (healthy?: BuilderBlock): unknown => {
    const odd = value(2);
    if (!odd || typeof odd !== 'object' || Array.isArray(odd) || !healthy) return odd;
    const out: Record<string, unknown> = {};
    for (const [key, variation] of Object.entries(odd)) {
      const own =
        variation && typeof variation === 'object' && !Array.isArray(variation)
          ? (variation as Record<string, unknown>)
          : {};
      const listed = blocks(1);
      out[key] = {
        ...own,
        data: { blocks: [...(Array.isArray(listed) ? listed : []), healthy] },
        testRatio: chance(0.5) ? own.testRatio : random(),
      };
    }
    return out;
  };

  return {
    content(n) {
      const healthy: BuilderBlock = {
        '@type': BLOCK_TYPE,
        id: `builder-healthy-${n}`,
        component: { name: 'Text', options: { text: `healthy ${n}` } },
      };
      const depth = 1 + int(3);
      const listed = blocks(depth);
      const data: Record<string, unknown> = { blocks: [...(Array.isArray(listed) ? listed : [listed]), healthy] };
      if (chance(0.3)) data.state = chance(0.7) ? object(2, ['x', 'list', 'count', 'a', ...STRINGS]) : value(2);
      if (chance(0.2)) data.jsCode = chance(0.7) ? pick(CODE) : value(1);
      if (chance(0.15)) data.cssCode = chance(0.7) ? pick(STRINGS) : value(1);
      if (chance(0.1)) data.inputs = value(2);
      if (chance(0.1)) data.customFonts = value(2);
      if (chance(0.1)) data.title = value(1);
      if (chance(0.05))
        data.httpRequests = chance(0.5)
          ? { [pick(STRINGS)]: pick(['javascript:alert(1)', 'data:,x', 'ftp://example.invalid/x', 12, null]) }
          : value(0);
      const content: Record<string, unknown> = {
        id: chance(0.9) ? `fuzz-${n}` : value(1),
        data: chance(0.97) ? data : value(1),
      };
      if (content.data !== data)
        content.data = {
          ...(typeof content.data === 'object' && content.data ? content.data : {}),
          blocks: data.blocks,
        };
      if (chance(0.1)) content.meta = value(2);
      if (chance(0.1)) content.variations = variations(healthy);
      if (chance(0.05)) content.testRatio = value(0);
      return content;
    },
  };
}
