/**
 * Environments (spec §9) and the API host each one uses. `production` is the default; every
 * other environment bypasses caches (cachebust + noCache) and turns tracking off.
 */

/** The environment names the page URL (`builder.env` / `builder.api`) may select. */
export const ENVIRONMENTS = [
  'production',
  'qa',
  'test',
  'development',
  'dev',
  'cdn-qa',
  'cloud',
  'fast',
  'cdn2',
  'cdn-prod',
] as const;
/** One of `ENVIRONMENTS`. */
export type Environment = (typeof ENVIRONMENTS)[number];

/** The content delivery host used in production. */
export const DEFAULT_API_HOST = 'https://cdn.builder.io';

const LOCAL_HOST = 'http://localhost:5000';
const HOSTS: Partial<Record<Environment, string>> = {
  test: 'https://builder-io-test.web.app',
  development: LOCAL_HOST,
  dev: LOCAL_HOST,
};
/** These live at `https://{env}.builder.io`. */
const SUBDOMAINS: readonly string[] = ['qa', 'fast', 'cloud', 'cdn2', 'cdn-qa'];

/** Whether `name` is a valid environment name. */
export function isEnvironment(name: unknown): name is Environment {
  return (ENVIRONMENTS as readonly unknown[]).includes(name);
}

/** `host` as the kit writes an API host: without a trailing slash, so paths can be appended. */
export const apiHostOf = (host: string): string => host.replace(/\/+$/, '');

/**
 * The API host: an explicit `apiHost` (the site owner's: `builder.apiHost`, a tree's `apiHost`
 * prop or `api-host` attribute, never content) wins over the environment table.
 */
export function apiHostFor(env: Environment, apiHost?: string | null): string {
  return apiHostOf(
    apiHost || HOSTS[env] || (SUBDOMAINS.includes(env) ? `https://${env}.builder.io` : DEFAULT_API_HOST),
  );
}

/** Caches are bypassed and tracking is off everywhere but production. */
export const isProduction = (env: Environment): boolean => env === 'production';
