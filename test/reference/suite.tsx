/**
 * The differential suite against the reference renderer (Builder's Gen 2 React SDK, installed
 * in test/reference): every peer conformance fixture, demo page, hand-written page (./cases)
 * and real page (./real) is rendered by the reference, by the kit's React API and by
 * `<builder-content>`, one after the other in the
 * same page; the kit's DOM tree, visible text, block boxes and computed styles must equal the
 * reference's, except for the differences in ./allowed-differences.ts. One test file per
 * viewport width (differential-<width>.browser.test.tsx): each stays well within the test
 * runner's time limit per file, and two run in parallel.
 *
 * `REFERENCE_DIFF=report npx wtr --config web-test-runner.config.mjs --files 'test/reference/*.browser.test.tsx'`
 * lists every difference (allowed ones marked) and does not fail.
 */
import '../helpers/in-flight.ts';
import { setViewport } from '@web/test-runner-commands';
import {
  ALLOWED_DIFFERENCES,
  allowListProblems,
  type AllowedDifference,
  type Renderer,
} from './allowed-differences.ts';
import { capture, type Capture } from './capture.ts';
import {
  abCookies,
  allEntries,
  demoCases,
  entryRoute,
  handWrittenCases,
  peerCases,
  realCases,
  type Case,
  type Entry,
} from './cases.ts';
import { allowedBy, compare, formatDifference, type Difference, type ImageSkip } from './compare.ts';
import { render, setTestCookies, SETTLE_LIMIT_MS, warmUpLazyBlocks, type Source } from './render.tsx';

const REPORT_ONLY = process.env.REFERENCE_DIFF === 'report';
/** The peer's viewport height. */
const HEIGHT = 720;
const RENDERERS: readonly Renderer[] = ['react', 'element'];
/** Differences shown per case × renderer × width when a test fails. */
const SHOWN = 12;

const CASES: Case[] = [...peerCases(), ...demoCases(), ...handWrittenCases(), ...realCases()];

const totals = {
  compared: 0,
  found: 0,
  allowed: 0,
  failing: 0,
  unsettled: [] as string[],
  imageSkips: [] as ImageSkip[],
};
/** Differences each allow-list entry absorbed at this width. */
const absorbed = new Map<AllowedDifference, number>();
type Outcome = 'identical' | 'allowed' | 'failing';
const OUTCOMES: readonly Outcome[] = ['identical', 'allowed', 'failing'];
/** Each case's outcome over both renderers: failing if one fails, identical if both are. */
const outcomes = new Map<string, Outcome>();
/** Component names of every entry's blocks (for blocks of fetched symbols). */
let allComponents = new Map<string, string>();

/** `builder-id` → component name. */
function componentNames(entries: Entry[]): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as { id?: unknown; component?: { name?: unknown } };
    if (typeof record.id === 'string' && typeof record.component?.name === 'string')
      names.set(record.id, record.component.name);
    Object.values(value).forEach(walk);
  };
  walk(entries);
  return names;
}

async function renderAndCapture(source: Source, kase: Case, entry: Entry, route: string): Promise<Capture> {
  history.replaceState(null, '', route + location.search);
  const rendered = await render(source, kase, entry);
  try {
    if (rendered.unsettled) totals.unsettled.push(`${kase.name} (${source}: ${rendered.unsettled})`);
    return { ...capture(rendered.root, rendered.notRequested), errors: [...rendered.errors] };
  } finally {
    await rendered.unmount();
  }
}

/** Renders `kase` three ways at the current width; returns the report of its failing differences. */
async function compareCase(kase: Case, width: number): Promise<string[]> {
  const entry = await kase.load();
  const route = kase.route ?? entryRoute(entry);
  setTestCookies(abCookies(entry));
  // The case's own blocks first: fixtures reuse block ids for different components.
  const components = new Map([...allComponents, ...componentNames([entry])]);
  const reference = await renderAndCapture('reference', kase, entry, route);
  const failures: string[] = [];
  for (const renderer of RENDERERS) {
    const kit = await renderAndCapture(renderer, kase, entry, route);
    const { differences, imageSkips } = compare(reference, kit, { case: kase.name, renderer, width, components });
    totals.imageSkips.push(...imageSkips);
    const failing: Difference[] = [];
    const lines: string[] = [];
    for (const difference of differences) {
      const allowing = allowedBy(difference, ALLOWED_DIFFERENCES);
      if (allowing) absorbed.set(allowing, (absorbed.get(allowing) ?? 0) + 1);
      else failing.push(difference);
      lines.push(`  ${allowing ? '(allowed) ' : ''}${formatDifference(difference)}`);
    }
    const outcome: Outcome = failing.length ? 'failing' : differences.length ? 'allowed' : 'identical';
    const before = outcomes.get(kase.name) ?? 'identical';
    outcomes.set(kase.name, OUTCOMES[Math.max(OUTCOMES.indexOf(before), OUTCOMES.indexOf(outcome))]);
    totals.compared++;
    totals.found += differences.length;
    totals.allowed += differences.length - failing.length;
    totals.failing += failing.length;
    const title = `${kase.name} × ${renderer} × ${width}px: ${differences.length} differences, ${failing.length} failing`;
    if (REPORT_ONLY && differences.length) console.log([title, ...lines].join('\n'));
    if (failing.length) {
      const shown = failing.slice(0, SHOWN).map((d) => `  ${formatDifference(d)}`);
      if (failing.length > SHOWN) shown.push(`  … and ${failing.length - SHOWN} more`);
      failures.push([title, ...shown].join('\n'));
    }
  }
  return failures;
}

/** Defines the suite for one viewport width. */
export function describeDifferential(width: number): void {
  describe(`differential at ${width}px: the kit against the reference renderer (@builder.io/sdk-react)`, () => {
    before(async () => {
      // An entry broader than its reason fails the run, in report mode too.
      const problems = allowListProblems(ALLOWED_DIFFERENCES, new Set(CASES.map((kase) => kase.name)));
      if (problems.length)
        throw new Error(`The allow-list (allowed-differences.ts) is unsound:\n${problems.join('\n')}`);
      await setViewport({ width, height: HEIGHT });
      allComponents = componentNames(await allEntries());
      await warmUpLazyBlocks();
    });

    after(() => {
      for (const entry of ALLOWED_DIFFERENCES) {
        if (entry.widths && !entry.widths.includes(width)) continue;
        const count = absorbed.get(entry);
        console.log(
          count ? `Allow-list: ${count} × ${entry.reason}` : `Allow-list entry not used at ${width}px: ${entry.reason}`,
        );
      }
      if (totals.imageSkips.length) {
        console.log(
          `Sizes not compared (the same images ended in different states, reference | kit):\n${totals.imageSkips
            .map((skip) => `  ${skip.case} × ${skip.renderer}: ${skip.block}: ${skip.reference} | ${skip.kit}`)
            .join('\n')}`,
        );
      }
      if (totals.unsettled.length) {
        console.log(`Compared while still settling after ${SETTLE_LIMIT_MS} ms: ${totals.unsettled.join(', ')}`);
      }
      // Pages by group (`peer`, `demo`, `case`, `real`): identical in both renderers, with allowed differences only, failing.
      const byGroup = new Map<string, Record<Outcome, string[]>>();
      for (const [name, outcome] of outcomes) {
        const group = name.split('/')[0];
        const pages = byGroup.get(group) ?? byGroup.set(group, { identical: [], allowed: [], failing: [] }).get(group)!;
        pages[outcome].push(name);
      }
      if (REPORT_ONLY) {
        for (const pages of byGroup.values())
          for (const outcome of OUTCOMES)
            for (const name of pages[outcome]) console.log(`Page at ${width}px: ${name}: ${outcome}`);
      }
      const groups = [...byGroup].map(
        ([group, pages]) =>
          `${group}: ${pages.identical.length} identical, ${pages.allowed.length} allowed only, ${pages.failing.length} failing`,
      );
      console.log(
        `Differential summary at ${width}px: ${CASES.length} pages (${groups.join('; ')}), ${RENDERERS.length} renderers = ${totals.compared} compared; ` +
          `${totals.found} differences found, ${totals.allowed} allowed, ${totals.failing} failing${REPORT_ONLY ? ' (report mode)' : ''}`,
      );
    });

    for (const kase of CASES) {
      it(kase.name, async function () {
        this.timeout(30_000);
        const failures = await compareCase(kase, width);
        if (failures.length && !REPORT_ONLY)
          throw new Error(`Differences from the reference renderer:\n${failures.join('\n')}`);
      });
    }
  });
}
