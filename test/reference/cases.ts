/**
 * What the differential test renders: every peer conformance fixture (test/conformance/peer)
 * at its route with its props, every demo page (demo/content/page), the hand-written pages of
 * ./cases (layouts no fixture covers) and every real page of the corpus (test/reference/real).
 * Fixtures named `x--y.json` are the symbols and sections other fixtures fetch: they are rendered
 * as content of their own model (the one the local content service serves them as); so are the
 * corpus's entries of other models than `page`.
 */
import routes from '../conformance/peer/ROUTES.json';
import fixtureFiles from 'dir-listing:../conformance/peer/fixtures';
import demoPageFiles from 'dir-listing:../../demo/content/page';
import demoSymbolFiles from 'dir-listing:../../demo/content/symbol';
import handWrittenFiles from 'dir-listing:./cases';
import realFiles from 'dir-listing:./real';
import { REAL_API_KEY, realFile } from './real/corpus.mjs';

export interface Entry {
  id?: string;
  data?: { blocks?: unknown[]; url?: string | string[] };
  variations?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One fixture or page to compare. */
export interface Case {
  /** `peer/<fixture name>`, `demo/<page name>`, `case/<file name>` or `real/<file stem>`: how differences and allow-list entries name it. */
  name: string;
  /** The page path it is rendered at (`history.replaceState`, as the peer's test app routes); demo and real pages: their `data.url`. */
  route?: string;
  /** The props the peer's app passes (`apiKey`, `model`, plus `data`, `locale`, `canTrack`…). */
  props: {
    apiKey: string;
    model: string;
    data?: Record<string, unknown>;
    locale?: string;
    canTrack?: boolean;
    apiVersion?: 'v3';
  };
  load(): Promise<Entry>;
}

type RouteInfo = { fixture: string; props: Case['props'] };
const ROUTES = (routes as unknown as { routes: Record<string, RouteInfo> }).routes;

/** Models the local content service serves the auxiliary fixtures as (test/conformance/content-dirs.mjs). */
const AUXILIARY_MODEL: Record<string, string> = { 'section-with-conversion--section': 'sample-section-model' };

const json = (file: string) => file.endsWith('.json');
const stem = (file: string) => file.replace(/\.json$/, '');

async function fixture(name: string): Promise<Entry> {
  return (await import(`../conformance/peer/fixtures/${name}.json`)).default as Entry;
}

/**
 * A demo entry. Its images are site paths (`/assets/…`) that the demo server serves from
 * demo/site/assets; here the test server serves that folder at `/demo/site/assets/…`.
 */
async function demoEntry(model: 'page' | 'symbol', name: string): Promise<Entry> {
  const module =
    model === 'page'
      ? await import(`../../demo/content/page/${name}.json`)
      : await import(`../../demo/content/symbol/${name}.json`);
  return JSON.parse(JSON.stringify(module.default).replaceAll('"/assets/', '"/demo/site/assets/')) as Entry;
}

/** A hand-written page of ./cases; its images are files the test server serves (`/demo/site/assets/…`). */
async function handWritten(name: string): Promise<Entry> {
  return (await import(`./cases/${name}.json`)).default as Entry;
}

/** The first route that shows each fixture (ROUTES.json order), e.g. `/` for homepage.json. */
function firstRoutes(): Map<string, { route: string; info: RouteInfo }> {
  const found = new Map<string, { route: string; info: RouteInfo }>();
  for (const [route, info] of Object.entries(ROUTES)) {
    const name = stem(info.fixture);
    if (!found.has(name)) found.set(name, { route, info });
  }
  return found;
}

export function peerCases(): Case[] {
  const routed = firstRoutes();
  return fixtureFiles
    .filter(json)
    .map(stem)
    .map((name): Case => {
      const hit = routed.get(name);
      if (hit)
        return { name: `peer/${name}`, route: hit.route, props: { ...hit.info.props }, load: () => fixture(name) };
      const model = name.includes('--') ? (AUXILIARY_MODEL[name] ?? 'symbol') : 'page';
      return { name: `peer/${name}`, route: `/${name}`, props: { apiKey: 'abcd', model }, load: () => fixture(name) };
    });
}

export function demoCases(): Case[] {
  return demoPageFiles
    .filter(json)
    .map(stem)
    .map((name): Case => ({
      name: `demo/${name}`,
      props: { apiKey: 'demo', model: 'page' },
      load: async () => demoEntry('page', name),
    }));
}

/** Pages written for the suite (./cases), each at its `data.url`. */
export function handWrittenCases(): Case[] {
  return handWrittenFiles
    .filter(json)
    .map(stem)
    .map((name): Case => ({
      name: `case/${name}`,
      props: { apiKey: 'abcd', model: 'page' },
      load: () => handWritten(name),
    }));
}

/**
 * A corpus entry as committed upstream: its image URLs point to Builder's CDN, whose requests
 * the test browser has the local service answer (web-test-runner.config.mjs), so both
 * renderers load its placeholders.
 */
async function realEntry(stem: string): Promise<Entry> {
  return (await import(`./real/${stem}.json`)).default as Entry;
}

const realEntries = () => realFiles.map(realFile).filter((file) => file !== null);

export function realCases(): Case[] {
  return realEntries().map(({ stem, model }): Case => ({
    name: `real/${stem}`,
    props: { apiKey: REAL_API_KEY, model },
    load: () => realEntry(stem),
  }));
}

/** Every entry a case may show, fetched symbols included: for naming blocks by component. */
export async function allEntries(): Promise<Entry[]> {
  return Promise.all([
    ...fixtureFiles.filter(json).map((file) => fixture(stem(file))),
    ...demoPageFiles.filter(json).map((file) => demoEntry('page', stem(file))),
    ...demoSymbolFiles.filter(json).map((file) => demoEntry('symbol', stem(file))),
    ...handWrittenFiles.filter(json).map((file) => handWritten(stem(file))),
    ...realEntries().map(({ stem }) => realEntry(stem)),
  ]);
}

/** The page path a demo or real entry targets (its first `data.url`), else `/`. */
export function entryRoute(entry: Entry): string {
  const url = entry.data?.url;
  return (Array.isArray(url) ? url[0] : url) ?? '/';
}

/**
 * `builder.tests.<id>` cookies that pin every A/B test in `entry` (symbols inside included) to
 * its first variation, so all three renderers show the same one (as the peer's tests set it).
 */
export function abCookies(entry: unknown, found: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(entry)) {
    for (const item of entry) abCookies(item, found);
  } else if (entry && typeof entry === 'object') {
    const record = entry as Entry;
    const variations = record.variations && typeof record.variations === 'object' ? Object.keys(record.variations) : [];
    if (typeof record.id === 'string' && variations.length) found[`builder.tests.${record.id}`] = variations[0]!;
    for (const value of Object.values(record)) abCookies(value, found);
  }
  return found;
}
