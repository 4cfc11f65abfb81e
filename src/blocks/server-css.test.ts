/**
 * The server's table of default CSS (./server-css.ts) against the browser's registrations: every
 * lazily loaded built-in block's eager spec carries no CSS, its chunk adds exactly the text the
 * server writes, and the blocks whose spec keeps its CSS (forms) agree with the table.
 */
import { describe, expect, it } from 'vitest';
import { builtInBlocks } from './index.ts';
import { SERVER_CSS, serverCssSpec } from './server-css.ts';

/** The page's default-CSS bookkeeping (src/render/default-css.ts): the texts added so far. */
const pageTexts = () =>
  (globalThis as unknown as Record<symbol, { texts: string[] } | undefined>)[Symbol.for('builder-elements.default-css')]
    ?.texts ?? [];

/** The lazily loaded blocks but Form:Form, which keeps its CSS on its spec: the form fields, eager blocks, share it. */
const lazy = builtInBlocks.filter((spec) => spec.load && spec.name !== 'Form:Form');

describe("the server's default CSS table", () => {
  it.each(lazy.map((spec) => [spec.name, spec] as const))(
    '%s: no CSS in the eager spec; its chunk adds the text the server writes',
    async (_, spec) => {
      expect(spec.css).toBeUndefined();
      const css = SERVER_CSS.get(spec.name);
      expect(css).toBeTruthy();
      await spec.load!();
      expect(pageTexts()).toContain(css);
    },
  );

  it('agrees with the specs that keep their CSS (the forms: their fields are eager)', () => {
    for (const spec of builtInBlocks)
      if (spec.css && SERVER_CSS.has(spec.name)) expect(SERVER_CSS.get(spec.name), spec.name).toBe(spec.css);
    expect(
      builtInBlocks.filter((spec) => spec.name.startsWith('Form:')).every((spec) => SERVER_CSS.has(spec.name)),
    ).toBe(true);
  });

  it("names only built-in blocks, and never finds an object's own keys", () => {
    const names = new Set(builtInBlocks.map((spec) => spec.name));
    expect([...SERVER_CSS.keys()].filter((name) => !names.has(name))).toEqual([]);
    expect(serverCssSpec('constructor')).toBeUndefined();
    expect(serverCssSpec('Builder:Carousel')).toEqual({
      name: 'Builder:Carousel',
      css: SERVER_CSS.get('Builder:Carousel'),
    });
  });
});
