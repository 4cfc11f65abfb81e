import { describe, expect, it } from 'vitest';
import {
  CONTENT_ELEMENT_ATTRIBUTES,
  CONTENT_ELEMENT_TAG,
  HYDRATE_ATTRIBUTE,
} from '../src/render/server/element-protocol.ts';
import { attributeName } from './attributes.ts';
import { contentElementInputs } from './builder-content.inputs.ts';

describe('the server markup of <builder-content> and the element agree', () => {
  it('on the attribute of each option the server writes', () => {
    const byName = new Map<string, (typeof contentElementInputs)[number]>(
      contentElementInputs.map((input) => [input.name, input]),
    );
    for (const [prop, attribute] of Object.entries(CONTENT_ELEMENT_ATTRIBUTES)) {
      expect(byName.has(prop), prop).toBe(true);
      expect(attributeName(byName.get(prop)!), prop).toBe(attribute);
    }
    expect(attributeName(byName.get('hydrate')!)).toBe(HYDRATE_ATTRIBUTE);
  });

  it('on the tag name', async () => {
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('./builder-content.ts', import.meta.url), 'utf8'),
    );
    expect(source).toContain(`defineContentElement('${CONTENT_ELEMENT_TAG}')`);
  });
});
