/**
 * The allow-list of the differential suite can absorb only what each entry's reason explains:
 * every entry is sound (allowListProblems), and the matcher holds entries to their exact
 * properties, value patterns and `within` depth.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALLOWED_DIFFERENCES, WIDTHS, allowListProblems, type AllowedDifference } from './allowed-differences.ts';
import { allowedBy, type Difference } from './compare.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');

/** The suite's case names, as cases.ts names them, from the folders it reads. */
function caseNames(): Set<string> {
  const folders: [string, string][] = [
    ['peer', path.join(ROOT, 'test/conformance/peer/fixtures')],
    ['demo', path.join(ROOT, 'demo/content/page')],
    ['case', path.join(HERE, 'cases')],
    ['real', path.join(HERE, 'real')],
  ];
  const names = new Set<string>();
  for (const [prefix, folder] of folders) {
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder))
      if (file.endsWith('.json')) names.add(`${prefix}/${file.slice(0, -'.json'.length)}`);
  }
  return names;
}

const difference = (overrides: Partial<Difference>): Difference => ({
  case: 'demo/contact',
  renderer: 'react',
  width: 1280,
  block: 'builder-x',
  ancestors: [],
  property: 'dom',
  reference: '',
  kit: '',
  ...overrides,
});

const entryFor = (reason: string) => ALLOWED_DIFFERENCES.find((entry) => entry.reason.startsWith(reason))!;

describe('the allow-list of the differential suite', () => {
  it('has no entry broader than its reason (exact properties, known cases, depth only with within)', () => {
    const names = caseNames();
    expect(names.has('peer/form') && names.has('demo/contact')).toBe(true);
    expect(allowListProblems(ALLOWED_DIFFERENCES, names)).toEqual([]);
  });

  it('runs at the widths it names: one differential-<width> test file each', () => {
    for (const width of WIDTHS)
      expect(existsSync(path.join(HERE, `differential-${width}.browser.test.tsx`))).toBe(true);
  });

  it('finds every kind of unsound entry', () => {
    const known = new Set(['peer/form']);
    const base: AllowedDifference = { cases: ['peer/form'], properties: ['dom'], reason: 'a reason' };
    const problemsOf = (entry: Partial<AllowedDifference>) => allowListProblems([{ ...base, ...entry }], known);
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ reason: ' ' })).toEqual([expect.stringContaining('no reason')]);
    expect(problemsOf({ properties: [] })).toEqual([expect.stringContaining('no properties')]);
    expect(problemsOf({ properties: ['style.padding'] })).toEqual([
      expect.stringContaining('unknown property style.padding'),
    ]);
    expect(problemsOf({ properties: ['box.*'] })).toEqual([
      expect.stringContaining('wildcard box.* without a wildcardReason'),
    ]);
    expect(problemsOf({ properties: ['*'] })).toEqual([expect.stringContaining('unknown property *')]);
    expect(problemsOf({ properties: ['box.*'], wildcardReason: 'the whole box moves' })).toEqual([]);
    expect(problemsOf({ wildcardReason: 'nothing to justify' })).toEqual([
      expect.stringContaining('wildcardReason without a wildcard'),
    ]);
    expect(problemsOf({ cases: ['peer/no-such-fixture'] })).toEqual([
      expect.stringContaining('no such case peer/no-such-fixture'),
    ]);
    expect(problemsOf({ widths: [800] })).toEqual([expect.stringContaining('does not run at 800px')]);
    expect(problemsOf({ components: [] })).toEqual([expect.stringContaining('empty components')]);
    expect(problemsOf({ depth: 2 })).toEqual([expect.stringContaining('depth without within')]);
    expect(problemsOf({ within: ['Form:Label'], depth: 0 })).toEqual([expect.stringContaining('depth 0')]);
    expect(problemsOf({ kit: /x/g })).toEqual([expect.stringContaining('g or y flag')]);
  });

  it('lets form field padding absorb padding, not the width of a Select that no longer stretches', () => {
    const padding = entryFor('product spec §9 default field padding');
    const field = { block: 'builder-contact-topic-select', component: 'Form:Select' };
    expect(
      allowedBy(
        difference({ ...field, property: 'style.padding-left', reference: '0px', kit: '10px' }),
        ALLOWED_DIFFERENCES,
      ),
    ).toBe(padding);
    // A padding the spec does not set is not explained by it.
    expect(
      allowedBy(
        difference({ ...field, property: 'style.padding-left', reference: '0px', kit: '12px' }),
        ALLOWED_DIFFERENCES,
      ),
    ).toBeUndefined();
    expect(
      allowedBy(
        difference({ ...field, property: 'box.width', reference: '676,214 482×39', kit: '676,268 211×39' }),
        ALLOWED_DIFFERENCES,
      ),
    ).toBeUndefined();
    expect(
      allowedBy(
        difference({ ...field, property: 'style.width', reference: '482px', kit: '211px' }),
        ALLOWED_DIFFERENCES,
      ),
    ).toBeUndefined();
  });

  it("lets the Masonry entry absorb its tiles' boxes, not those of blocks inside a tile", () => {
    const masonry = { block: 'builder-brew-masonry', component: 'Builder:Masonry' };
    const tile = difference({
      case: 'demo/brew-guide',
      block: 'builder-brew-wall-2',
      component: 'Image',
      ancestors: [masonry],
      property: 'box.x',
    });
    expect(allowedBy(tile, ALLOWED_DIFFERENCES)).toBe(entryFor('the tiles of a Builder:Masonry'));
    const inTile = {
      ...tile,
      block: 'builder-caption',
      component: 'Text',
      ancestors: [{ block: 'builder-brew-wall-2', component: 'Image' }, masonry],
    };
    expect(allowedBy(inTile, ALLOWED_DIFFERENCES)).toBeUndefined();
  });

  it('reaches as deep below `within` as its depth says', () => {
    const list: AllowedDifference[] = [
      {
        cases: '*',
        within: ['Builder:Carousel'],
        depth: 2,
        properties: ['presence'],
        reason: 'slides and their blocks',
      },
    ];
    const carousel = { block: 'builder-carousel', component: 'Builder:Carousel' };
    const slide = { block: 'builder-slide' };
    const at = (ancestors: Difference['ancestors']) => allowedBy(difference({ property: 'presence', ancestors }), list);
    expect(at([carousel])).toBe(list[0]);
    expect(at([slide, carousel])).toBe(list[0]);
    expect(at([{ block: 'builder-inner' }, slide, carousel])).toBeUndefined();
    // By builder-id too, every repeated copy.
    expect(
      allowedBy(difference({ property: 'presence', ancestors: [{ block: 'builder-carousel#2' }] }), [
        { ...list[0], within: ['builder-carousel'] },
      ]),
    ).toBeDefined();
  });

  it('matches a wildcard prefix only where the entry justifies it', () => {
    const entry: AllowedDifference = { cases: '*', properties: ['box.*'], reason: 'moves' };
    expect(allowedBy(difference({ property: 'box.y' }), [entry])).toBeUndefined();
    expect(allowedBy(difference({ property: 'box.y' }), [{ ...entry, wildcardReason: 'the whole box' }])).toBeDefined();
  });
});
