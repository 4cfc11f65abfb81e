/**
 * The `builder.*` parameters of the page URL (spec §2), read by a pure function so the core,
 * the renderer and the editor code all agree. `builder_preview` is read as `builder.preview`.
 * A bad parameter (forbidden property name, unparseable JSON) is skipped and reported in
 * `errors`; reading never throws, whatever the page URL holds. Parameters past the limits below
 * (a link anyone can craft and send) are dropped and named in one message; the rest still apply.
 */
import { isEnvironment, type Environment } from './environments.ts';
import { URL_PARAMETERS_OVER_LIMITS } from './errors.ts';
import { assertSafePath, deepen, flatten, parseQuery } from './query-string.ts';
import { isRecord } from './safety.ts';

/** What the page URL asks of the kit. */
export interface UrlParams {
  /** `builder.preview`: preview mode; its value names the previewed model (or is `'true'`). */
  preview?: string;
  /** `builder.frameEditing`: editing inside the editor's frame; the value names the model. */
  frameEditing?: string;
  /** `builder.cachebust` (or plain `cachebust`): bypass caches. */
  cachebust: boolean;
  /** `builder.noCache`: ask the service not to cache. */
  noCache: boolean;
  /** `builder.env` or `builder.api`, when it names a valid environment. */
  env?: Environment;
  /** `builder.userAttributes` (JSON) and `builder.userAttributes.{path}`: targeting attributes. */
  userAttributes: Record<string, unknown>;
  /** `builder.overrides.{key}`: content id to show for a key (`page`, `page:/path`, an id…). */
  overrides: Record<string, string>;
  /** `builder.options.{locale,includeRefs,enrich}`: sent as top-level API parameters. */
  options: Partial<Record<UrlOption, string>>;
  /** `builder.params`: a raw query string merged over the API parameters (apiKey removed). */
  params: Record<string, string>;
  /** `builder.tests.{contentId}`: the variation to force for that content. */
  tests: Record<string, string>;
  /** One message per parameter that was ignored; one for all those past the limits below. */
  errors: string[];
}

/**
 * What one page URL may ask of the kit (docs/security.md, "The page URL"). Past these, a
 * parameter is dropped whole, and one message names them all: a 6,000-level
 * `builder.userAttributes.a.a…` would otherwise make every content query fail to serialise.
 */
/** `builder.*` parameters read; later ones are dropped. */
export const MAX_URL_PARAMETERS = 100;
/** Characters of one parameter as written in the URL, name and value (4 KB). */
export const MAX_URL_PARAMETER_LENGTH = 4096;
/** Levels of a user attribute: dot segments after `builder.userAttributes`, objects or arrays nested in its JSON. */
const MAX_DEPTH = 8;

/** The only `builder.options.*` the page URL may set. */
export type UrlOption = 'locale' | 'includeRefs' | 'enrich';
const URL_OPTIONS: readonly string[] = ['locale', 'includeRefs', 'enrich'];

/** `builder_tests_abc` → `builder.tests.abc`; underscores inside ids after a group are kept. */
function normalizeName(name: string): string {
  if (!name.startsWith('builder_')) return name;
  return name
    .replace(/^builder_(tests|overrides|userAttributes|options)_/, 'builder.$1.')
    .replace(/^builder_/, 'builder.');
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The `builder.userAttributes` JSON object; undefined when it passes the limits. */
function parseUserAttributes(json: string): Record<string, unknown> | undefined {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value)) throw new TypeError('not a JSON object');
  if (deeper(value, MAX_DEPTH)) return undefined;
  flatten(value); // throws on a forbidden property name at any depth
  return value;
}

/** Whether `value` nests objects or arrays more than `levels` deep. */
const deeper = (value: unknown, levels: number): boolean =>
  !!value && typeof value === 'object' && (levels < 1 || Object.values(value).some((item) => deeper(item, levels - 1)));

/**
 * Reads the `builder.*` parameters of a query string (`location.search`).
 *
 * @example
 * readUrlParams('?builder.preview=page&builder.tests.abc=def').tests // { abc: 'def' }
 */
export function readUrlParams(search: string): UrlParams {
  const result: UrlParams = {
    cachebust: false,
    noCache: false,
    userAttributes: {},
    overrides: {},
    options: {},
    params: {},
    tests: {},
    errors: [],
  };
  let jsonAttributes: Record<string, unknown> = {};
  const attributePaths: Record<string, string> = {};
  const fail = (name: string, error: unknown) => result.errors.push(`${name}: ${message(error)}`);
  const overLimits: string[] = [];
  let count = 0;

  for (const pair of search.replace(/^\?/, '').split('&')) {
    let parsed: Record<string, string>;
    try {
      parsed = parseQuery(pair);
    } catch (error) {
      fail(pair.split('=')[0], error);
      continue;
    }
    for (const [rawName, value] of Object.entries(parsed)) {
      const name = normalizeName(rawName);
      if (name !== 'cachebust' && !name.startsWith('builder.')) continue;
      const [group, ...path] = name.replace(/^builder\./, '').split('.');
      const rest = path.join('.');
      if (
        ++count > MAX_URL_PARAMETERS ||
        pair.length > MAX_URL_PARAMETER_LENGTH ||
        (group === 'userAttributes' && path.length > MAX_DEPTH)
      ) {
        overLimits.push(name);
        continue;
      }
      try {
        // Checked after the `_` → `.` rewrite: `builder_userAttributes___proto__` is a forbidden path too.
        assertSafePath(name);
        if (!rest) {
          if (group === 'cachebust') result.cachebust = value !== 'false';
          else if (group === 'noCache') result.noCache = value !== 'false';
          else if (group === 'preview') result.preview = value;
          else if (group === 'frameEditing') result.frameEditing = value;
          else if (group === 'env' || group === 'api') result.env = isEnvironment(value) ? value : result.env;
          else if (group === 'params') result.params = withoutApiKey(parseQuery(value));
          else if (group === 'userAttributes') {
            const attributes = parseUserAttributes(value);
            if (attributes) jsonAttributes = attributes;
            else overLimits.push(name);
          }
        } else if (group === 'userAttributes') attributePaths[rest] = value;
        else if (group === 'overrides') result.overrides[rest] = value;
        else if (group === 'tests') result.tests[rest] = value;
        else if (group === 'options' && URL_OPTIONS.includes(rest)) result.options[rest as UrlOption] = value;
      } catch (error) {
        fail(name, error);
      }
    }
  }
  // JSON keeps value types; `builder.userAttributes.x=…` paths (strings) are merged over it.
  result.userAttributes = mergeDeep(jsonAttributes, deepen(attributePaths));
  // The names, cut: a crafted one may be 12 KB.
  if (overLimits[0]) result.errors.push(overLimits.join(', ').slice(0, 200) + URL_PARAMETERS_OVER_LIMITS);
  return result;
}

function withoutApiKey(params: Record<string, string>): Record<string, string> {
  delete params.apiKey;
  return params;
}

function mergeDeep(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? mergeDeep(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}
