// @vitest-environment happy-dom
/**
 * What a content root sets up for expressions only when one runs: the intrinsic functions the
 * subset may call (listing them reads every intrinsic method, and in Chromium reading
 * `Date.prototype.toTemporalInstant` sets up Temporal) and the SDK facades. A page of static
 * content pays for neither; the first expression gets both. This file watches the intrinsics
 * (a getter counts each listing); use-root-context.test.tsx checks the facades where they are made.
 */
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuilderContent, type BuilderContent as Content } from '../../index.ts';
import { render } from '../../../test/helpers/happy-dom-render.tsx';

const PROBE = 'builderElementsProbe';
let reads = 0;

// An intrinsic method the table lists when it is built: the listing reads it once. This file's
// modules are its own (vitest isolates test files), so no earlier render built the table.
beforeAll(() => {
  Object.defineProperty(String.prototype, PROBE, {
    configurable: true,
    get() {
      reads++;
      return function probe() {};
    },
  });
});

afterAll(() => {
  delete (String.prototype as unknown as Record<string, unknown>)[PROBE];
});

const text = (id: string, html: string) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id,
  component: { name: 'Text', options: { text: html } },
});

describe('expression setup on first use', () => {
  it('static content renders without listing the intrinsics; the first expression lists them once and calls them', async () => {
    const still: Content = {
      id: 'lazy-static',
      data: { title: 'Static', blocks: [text('builder-a', '<p>Hello</p>'), text('builder-b', '<p>World</p>')] },
    };
    const first = await render(<BuilderContent content={still} canTrack={false} />);
    expect(first.textContent).toContain('Hello');
    expect(reads).toBe(0);

    const bound: Content = {
      id: 'lazy-bound',
      data: {
        state: { name: 'ada' },
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-bound',
            component: { name: 'Text', options: { text: '' } },
            bindings: { 'component.options.text': 'state.name.toUpperCase()' },
            actions: { click: 'state.name = "grace"' },
          },
        ],
      },
    };
    const second = await render(<BuilderContent content={bound} canTrack={false} />);
    expect(second.textContent).toContain('ADA');
    expect(reads).toBe(1);
    await act(async () => second.querySelector<HTMLElement>('[builder-id="builder-bound"]')!.click());
    expect(second.textContent).toContain('GRACE');
    expect(reads).toBe(1);
  });
});
