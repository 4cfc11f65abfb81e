/**
 * The custom-elements manifest and the consumers' typings come from the tags themselves; these
 * checks keep them complete and keep the committed `types/elements.d.ts` in step.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectElements } from '../scripts/elements-meta.mjs';
import { manifestOf, TYPINGS_FILE } from '../scripts/elements-manifest.mjs';
import { renderTypings } from '../scripts/elements-typings.mjs';
import { builtInBlocks } from '../src/blocks/index.ts';

type Elements = Awaited<ReturnType<typeof collectElements>>;
let elements: Elements;
beforeAll(async () => {
  elements = await collectElements();
});

const declaration = (tag: string) => manifestOf(elements).modules[0].declarations.find((d) => d.tagName === tag)!;

describe('elements manifest', () => {
  it('lists every tag the bundle defines, including every built-in block that names a tag', () => {
    const tags = elements.map((element) => element.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const spec of builtInBlocks) if (spec.tag) expect(tags).toContain(spec.tag);
    expect(tags).toEqual(
      expect.arrayContaining(['builder-init', 'builder-content', 'builder-symbol', 'builder-router']),
    );
  });

  it('gives <builder-content> the attributes of its inputs, with types and defaults', () => {
    const content = declaration('builder-content');
    const attributes = Object.fromEntries(content.attributes.map((a) => [a.name, a]));
    expect(Object.keys(attributes)).toEqual(
      expect.arrayContaining([
        'api-key',
        'model',
        'entry',
        'url',
        'locale',
        'options',
        'data',
        'context',
        'content',
        'can-track',
        'api-host',
        'api-version',
        'hydrate',
        'no-shadow',
      ]),
    );
    expect(attributes.model).toMatchObject({ fieldName: 'model', type: { text: 'string' }, default: '"page"' });
    expect(attributes['can-track']).toMatchObject({ type: { text: 'boolean' }, default: 'true' });
    expect(attributes.content.type.text).toBe('BuilderContent');
    expect(content.events.map((e) => e.name)).toEqual(['load', 'error']);
    expect(content.slots).toEqual([expect.objectContaining({ name: '' })]);
  });

  it("takes parts, events and slots from the tag files' JSDoc", () => {
    const tabs = declaration('builder-tabs');
    expect(tabs.cssParts.map((p) => p.name)).toEqual(['base', 'tablist', 'tab', 'panel']);
    expect(tabs.events.map((e) => e.name)).toEqual(['tabchange']);
    expect(tabs.attributes.find((a) => a.name === 'default-active-tab')).toMatchObject({
      type: { text: 'number' },
      default: '1',
    });
    expect(declaration('builder-form').events.map((e) => e.name)).toEqual([
      'presubmit',
      'submit:success',
      'submit:error',
      'route',
    ]);
    expect(declaration('builder-carousel').slots).toHaveLength(1);
    for (const element of elements.filter((e) => !['builder-init', 'builder-content'].includes(e.tag))) {
      expect(declaration(element.tag).cssParts.length, element.tag).toBeGreaterThan(0);
    }
  });

  it('lists each input under its element property, never a DOM member, with its attribute unchanged', () => {
    const accordion = declaration('builder-accordion');
    expect(accordion.members.find((m) => m.name === 'animateItems')).toMatchObject({
      attribute: 'animate',
      type: { text: 'boolean | undefined' },
    });
    expect(accordion.members.map((m) => m.name)).not.toContain('animate');
    expect(accordion.attributes.find((a) => a.name === 'animate')).toMatchObject({ fieldName: 'animateItems' });
    // `title` is HTMLElement's own property, which reflects the attribute the input reads.
    const image = declaration('builder-image');
    expect(image.members.map((m) => m.name)).not.toContain('title');
    expect(image.attributes.find((a) => a.name === 'title')).toMatchObject({ fieldName: 'title' });
  });

  it('types each event with the detail declared beside its dispatch', () => {
    expect(declaration('builder-tabs').events).toEqual([
      expect.objectContaining({ name: 'tabchange', type: { text: 'CustomEvent<TabChangeDetail>' } }),
    ]);
    expect(declaration('builder-content').events.map((e) => e.type.text)).toEqual([
      'CustomEvent<ContentLoadDetail>',
      'CustomEvent<ContentErrorDetail>',
    ]);
    const typings = renderTypings(elements);
    expect(typings).toContain('export interface SlideChangeDetail {');
    expect(typings).toContain(
      'export interface BuilderContentElementEventMap extends Omit<HTMLElementEventMap, keyof ContentEventMap>, ContentEventMap {}',
    );
  });

  it('matches the committed types/elements.d.ts (run `node scripts/elements-manifest.mjs` after changing a tag or its inputs)', async () => {
    expect(await readFile(TYPINGS_FILE, 'utf8')).toBe(renderTypings(elements));
  });
});
