/**
 * The differential suite against the reference renderer (Builder's Gen 2 React SDK, installed
 * in test/reference): every peer conformance fixture and every demo page is rendered by the
 * reference, by the kit's React API and by `<builder-content>`, one after the other in the
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
import { ALLOWED_DIFFERENCES, type AllowedDifference, type Renderer } from './allowed-differences.ts';
import { capture, type Capture } from './capture.ts';
import { abCookies, allEntries, demoCases, demoRoute, handWrittenCases, peerCases, type Case, type Entry } from './cases.ts';
import { allowedBy, compare, formatDifference, type Difference } from './compare.ts';
import { render, setTestCookies, SETTLE_LIMIT_MS, warmUpLazyBlocks, type Source } from './render.tsx';

const REPORT_ONLY = process.env.REFERENCE_DIFF === 'report';
/** The peer's viewport height. */
const HEIGHT = 720;
const RENDERERS: readonly Renderer[] = ['react', 'element'];
/** Differences shown per case × renderer × width when a test fails. */
const SHOWN = 12;

const CASES: Case[] = [...peerCases(), ...demoCases(), ...handWrittenCases()];

const totals = { compared: 0, found: 0, allowed: 0, failing: 0, unsettled: [] as string[] };
const usedEntries = new Set<AllowedDifference>();
/** Component names of every entry's blocks (for blocks of fetched symbols). */
let allComponents = new Map<string, string>();

/** `builder-id` → component name. */
function componentNames(entries: Entry[]): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as { id?: unknown; component?: { name?: unknown } };
    if (typeof record.id === 'string' && typeof record.component?.name === 'string') names.set(record.id, record.component.name);
    Object.values(value).forEach(walk);
  };
  walk(entries);
  return names;
}

async function renderAndCapture(source: Source, kase: Case, entry: Entry, route: string): Promise<Capture> {
  history.replaceState(null, '', route + location.search);
  const rendered = await render(source, kase, entry);
  try {
    if (!rendered.settled) totals.unsettled.push(`${kase.name} (${source})`);
    return { ...capture(rendered.root), errors: [...rendered.errors] };
  } finally {
    await rendered.unmount();
  }
}

/** Renders `kase` three ways at the current width; returns the report of its failing differences. */
async function compareCase(kase: Case, width: number): Promise<string[]> {
  const entry = await kase.load();
  const route = kase.route ?? demoRoute(entry);
  setTestCookies(abCookies(entry));
  // The case's own blocks first: fixtures reuse block ids for different components.
  const components = new Map([...allComponents, ...componentNames([entry])]);
  const reference = await renderAndCapture('reference', kase, entry, route);
  const failures: string[] = [];
  for (const renderer of RENDERERS) {
    const kit = await renderAndCapture(renderer, kase, entry, route);
    const differences = compare(reference, kit, { case: kase.name, renderer, width, components });
    const failing: Difference[] = [];
    const lines: string[] = [];
    for (const difference of differences) {
      const allowing = allowedBy(difference, ALLOWED_DIFFERENCES);
      if (allowing) usedEntries.add(allowing);
      else failing.push(difference);
      lines.push(`  ${allowing ? '(allowed) ' : ''}${formatDifference(difference)}`);
    }
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
      await setViewport({ width, height: HEIGHT });
      allComponents = componentNames(await allEntries());
      await warmUpLazyBlocks();
    });

    after(() => {
      for (const entry of ALLOWED_DIFFERENCES) {
        if (!usedEntries.has(entry) && (!entry.widths || entry.widths.includes(width))) console.log(`Allow-list entry not used at ${width}px: ${entry.reason}`);
      }
      if (totals.unsettled.length) {
        console.log(`Compared while the DOM was still changing after ${SETTLE_LIMIT_MS} ms: ${totals.unsettled.join(', ')}`);
      }
      console.log(
        `Differential summary at ${width}px: ${CASES.length} fixtures × ${RENDERERS.length} renderers × 1 width = ${totals.compared} compared; `
        + `${totals.found} differences found, ${totals.allowed} allowed, ${totals.failing} failing${REPORT_ONLY ? ' (report mode)' : ''}`,
      );
    });

    for (const kase of CASES) {
      it(kase.name, async function () {
        this.timeout(30_000);
        const failures = await compareCase(kase, width);
        if (failures.length && !REPORT_ONLY) throw new Error(`Differences from the reference renderer:\n${failures.join('\n')}`);
      });
    }
  });
}
