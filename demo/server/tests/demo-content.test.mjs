// @ts-check
// The demo content must hang together: every page answers at its URL, symbols and images it
// references exist, internal links lead to pages, and the blocks the demo promises are there.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../service.mjs';
import { startForTest } from './harness.mjs';

const ELEMENT = '@builder.io/sdk:Element';

/** @type {Awaited<ReturnType<typeof startForTest>>} */
let t;
/** @type {Record<string, any[]>} */
const entries = { page: [], symbol: [] };

beforeAll(async () => {
  t = await startForTest();
  for (const model of Object.keys(entries)) {
    const folder = path.join(DEMO_CONTENT_DIR, model);
    for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json'))) {
      entries[model].push(JSON.parse(await readFile(path.join(folder, file), 'utf8')));
    }
  }
});
afterAll(() => t.service.close());

/**
 * Every block anywhere in a value (children, columns, slides, tabs, form messages…).
 * @param {unknown} value
 * @param {any[]} [found]
 * @returns {any[]}
 */
function blocksIn(value, found = []) {
  if (Array.isArray(value)) value.forEach((item) => blocksIn(item, found));
  else if (value && typeof value === 'object') {
    if (/** @type {any} */ (value)['@type'] === ELEMENT) found.push(value);
    Object.values(value).forEach((item) => blocksIn(item, found));
  }
  return found;
}

/** Each entry's data and its variations' data: one block tree each. */
const trees = () =>
  [...entries.page, ...entries.symbol].flatMap((entry) => [
    { entry, data: entry.data },
    ...Object.values(entry.variations ?? {}).map((variation) => ({ entry, data: /** @type {any} */ (variation).data })),
  ]);

/** @param {string} urlPath */
const pageAt = async (urlPath) =>
  (await t.json(`/api/v3/query/demo/page?userAttributes.urlPath=${encodeURIComponent(urlPath)}`)).body.page;

describe('demo content', () => {
  it('answers every published page at each URL it targets', async () => {
    for (const page of entries.page.filter((entry) => entry.published !== 'draft')) {
      for (const url of [page.data.url].flat()) expect((await pageAt(url))[0]?.id, url).toBe(page.id);
    }
  });

  it('gives every block the element marker and an id unique within its tree', () => {
    for (const { entry, data } of trees()) {
      const blocks = blocksIn(data);
      const ids = blocks.map((block) => block.id);
      expect(new Set(ids).size, entry.id).toBe(ids.length);
      for (const id of ids) expect(id, entry.id).toMatch(/^builder-[a-z0-9-]+$/);
    }
  });

  it('references only symbols and images that exist', async () => {
    const symbolIds = entries.symbol.map((entry) => entry.id);
    for (const { entry, data } of trees()) {
      for (const block of blocksIn(data)) {
        const options = block.component?.options ?? {};
        if (block.component?.name === 'Symbol') expect(symbolIds, entry.id).toContain(options.symbol.entry);
        if (block.component?.name === 'Image') {
          expect((await t.request(options.image)).status, options.image).toBe(200);
        }
      }
    }
  });

  it('links only to pages that exist', async () => {
    const links = new Set();
    for (const { data } of trees()) {
      for (const block of blocksIn(data)) {
        if (block.component?.options?.link) links.add(block.component.options.link);
        const text = block.component?.options?.text;
        for (const [, href] of typeof text === 'string' ? text.matchAll(/href="([^"]+)"/g) : []) links.add(href);
      }
    }
    expect(links.size).toBeGreaterThan(4);
    for (const link of links) expect((await pageAt(String(link))).length, String(link)).toBe(1);
  });

  it('uses every block the demo is meant to show', () => {
    const names = new Set(trees().flatMap(({ data }) => blocksIn(data).map((block) => block.component?.name)));
    for (const name of [
      'Text',
      'Image',
      'Columns',
      'Core:Section',
      'Core:Button',
      'Symbol',
      'Form:Form',
      'Form:Input',
      'Form:Select',
      'Form:TextArea',
      'Form:SubmitButton',
      'Builder:Carousel',
      'Builder: Tabs',
      'Builder:Accordion',
      'Builder:Masonry',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('runs an A/B test whose shares add up to one', () => {
    const tested = entries.page.filter((entry) => entry.variations);
    expect(tested.length).toBeGreaterThan(0);
    for (const entry of tested) {
      const shares = [entry.testRatio, ...Object.values(entry.variations).map((/** @type {any} */ v) => v.testRatio)];
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1);
    }
  });

  it('has forms that post in e-mail mode and to a custom endpoint the service answers', async () => {
    const forms = trees()
      .flatMap(({ data }) => blocksIn(data))
      .filter((block) => block.component?.name === 'Form:Form');
    const email = forms.find((form) => form.component.options.sendSubmissionsTo === 'email');
    expect(email?.component.options.sendSubmissionsToEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    const custom = forms.filter((form) => form.component.options.sendSubmissionsTo === 'custom');
    expect(custom.length).toBeGreaterThan(0);
    for (const form of custom) {
      const res = await t.request(form.component.options.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect([200, 422], form.component.options.action).toContain(res.status);
    }
  });
});
