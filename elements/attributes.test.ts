import { describe, expect, it, vi } from 'vitest';
import { defineInputs } from '../src/core/inputs.ts';
import {
  attributeKind,
  attributeName,
  attributeRules,
  KEEP_PREVIOUS,
  parseAttribute,
  propertyName,
} from './attributes.ts';

// One input of each attribute kind, one property-only input and one with its own attribute name.
const inputs = defineInputs([
  { name: 'sendSubmissionsTo', type: 'string' },
  { name: 'autoplaySpeed', type: 'number' },
  { name: 'collapsible', type: 'boolean' },
  { name: 'slides', type: 'list' },
  { name: 'secret', type: 'string', attribute: false },
  { name: 'apiKey', type: 'string', attribute: 'key' },
]);

describe('element attributes from input declarations', () => {
  it('map editor types onto attribute kinds', () => {
    expect(inputs.map((i) => attributeKind(i.type))).toEqual([
      'string',
      'number',
      'boolean',
      'json',
      'string',
      'string',
    ]);
  });

  it('name attributes in kebab-case unless the declaration names one or opts out', () => {
    expect(inputs.map(attributeName)).toEqual([
      'send-submissions-to',
      'autoplay-speed',
      'collapsible',
      'slides',
      false,
      'key',
    ]);
    expect(attributeRules(inputs).map((r) => r.attribute)).toEqual([
      'send-submissions-to',
      'autoplay-speed',
      'collapsible',
      'slides',
      'key',
    ]);
  });

  it('name properties after the input unless the declaration renames one (a DOM member) or has none (reflected by the DOM)', () => {
    const named = defineInputs([
      { name: 'collapsible', type: 'boolean' },
      { name: 'animate', type: 'boolean', property: 'animateItems' },
      { name: 'title', type: 'string', property: false },
    ]);
    expect(named.map(propertyName)).toEqual(['collapsible', 'animateItems', false]);
    // The attribute keeps the input's name; the prop the renderer gets too.
    expect(attributeRules(named).map((r) => [r.attribute, r.prop])).toEqual([
      ['collapsible', 'collapsible'],
      ['animate', 'animate'],
      ['title', 'title'],
    ]);
  });

  it('read presence booleans, numbers and JSON the way HTML authors expect', () => {
    const [, speed, collapsible, slides] = attributeRules(inputs);
    expect(parseAttribute('x-tag', collapsible, '')).toBe(true);
    expect(parseAttribute('x-tag', collapsible, 'false')).toBe(false);
    expect(parseAttribute('x-tag', collapsible, null)).toBeUndefined();
    expect(parseAttribute('x-tag', speed, '2.5')).toBe(2.5);
    expect(parseAttribute('x-tag', slides, '[{"content":[]}]')).toEqual([{ content: [] }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseAttribute('x-tag', speed, 'fast')).toBe(KEEP_PREVIOUS);
    expect(parseAttribute('x-tag', slides, '[oops')).toBe(KEEP_PREVIOUS);
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      '<x-tag>: attribute "autoplay-speed" expects a number, got "fast"',
      expect.stringMatching(/^<x-tag>: attribute "slides" is not valid JSON \(.+\); keeping the previous value$/),
    ]);
    error.mockRestore();
  });
});
