import { describe, expect, it } from 'vitest';
import { receivedComponentSpec, serializeComponentSpec } from './component-spec.ts';

describe('component specs across the frame', () => {
  it('sends the spec without its implementation, as JSON', () => {
    const spec = serializeComponentSpec({
      name: 'Hero',
      component: () => null,
      load: async () => null,
      inputs: [{ name: 'title', type: 'string', defaultValue: 'Hi' }],
      canHaveChildren: true,
    });
    expect(spec).toEqual({
      name: 'Hero',
      inputs: [{ name: 'title', type: 'string', defaultValue: 'Hi' }],
      canHaveChildren: true,
    });
    expect(structuredClone(spec)).toEqual(spec);
  });

  it('sends input onChange/showIf functions as source text and drops other functions', () => {
    const spec = serializeComponentSpec({
      name: 'Hero',
      inputs: [
        {
          name: 'size',
          type: 'number',
          onChange: (options: unknown) => options,
          showIf: function showIf() {
            return true;
          },
          other: () => 1,
        } as never,
      ],
    });
    const input = (spec.inputs as Record<string, unknown>[])[0];
    expect(input.onChange).toMatch(/^return \(\(?options\)? => options\)\.apply\(this, arguments\)$/);
    expect(input.showIf).toMatch(/^return \(function showIf\(\) \{\s*return true;\s*\}\)\.apply\(this, arguments\)$/);
    expect(input).not.toHaveProperty('other');
  });

  it('keeps only editor metadata from a received registration', () => {
    const spec = receivedComponentSpec({
      name: 'Remote',
      inputs: [],
      css: 'body{display:none}',
      noWrap: true,
      component: 'x',
      load: 'y',
      tag: 'evil-tag',
      friendlyName: 'Remote block',
    });
    expect(spec).toEqual({ name: 'Remote', inputs: [], friendlyName: 'Remote block' });
  });
});
