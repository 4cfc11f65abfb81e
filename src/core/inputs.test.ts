import { describe, expect, it } from 'vitest';
import { defaultsOf, defineInputs, type PropsOf } from './inputs.ts';

const inputs = defineInputs([
  { name: 'sendSubmissionsTo', type: 'string', enum: ['email', 'custom'], defaultValue: 'email' },
  { name: 'autoplaySpeed', type: 'number', defaultValue: 5 },
  { name: 'collapsible', type: 'boolean' },
  { name: 'slides', type: 'list', subFields: [{ name: 'content', type: 'uiBlocks' }] },
  { name: 'secret', type: 'string', attribute: false },
]);

describe('input declarations', () => {
  it('derive defaults from the declarations that have one', () => {
    expect(defaultsOf(inputs)).toEqual({ sendSubmissionsTo: 'email', autoplaySpeed: 5 });
  });

  it('type props from the declarations', () => {
    const props: PropsOf<typeof inputs> = { sendSubmissionsTo: 'custom', autoplaySpeed: 3, slides: [{ content: [] }] };
    // @ts-expect-error: not one of the declared enum values
    const bad: PropsOf<typeof inputs> = { sendSubmissionsTo: 'zapier' };
    expect(props.slides?.[0]?.content).toEqual([]);
    expect(bad).toBeDefined();
  });
});
