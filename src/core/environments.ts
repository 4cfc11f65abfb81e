/**
 * Environments (spec §9) and the API host each one uses. `production` is the default; every
 * other environment bypasses caches (cachebust + noCache) and turns tracking off.
 */

/** The environment names the page URL (`builder.env` / `builder.api`) may select. */
export const ENVIRONMENTS = ['production', 'qa', 'test', 'development', 'dev', 'cdn-qa', 'cloud', 'fast', 'cdn2', 'cdn-prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The content delivery host used in production. */
export const DEFAULT_API_HOST = 'https://cdn.builder.io';

const HOSTS: Partial<Record<Environment, string>> = {
  qa: 'https://qa.builder.io',
  test: 'https://builder-io-test.web.app',
  fast: 'https://fast.builder.io',
  cloud: 'https://cloud.builder.io',
  cdn2: 'https://cdn2.builder.io',
  'cdn-qa': 'https://cdn-qa.builder.io',
  development: 'http://localhost:5000',
  dev: 'http://localhost:5000',
};

export function isEnvironment(name: unknown): name is Environment {
  return (ENVIRONMENTS as readonly unknown[]).includes(name);
}

/**
 * The API host: an explicit `apiHost` wins over the environment table; a trailing slash is
 * dropped so paths can be appended.
 */
export function apiHostFor(env: Environment, apiHost?: string | null): string {
  return (apiHost || HOSTS[env] || DEFAULT_API_HOST).replace(/\/+$/, '');
}

/** Caches are bypassed and tracking is off everywhere but production. */
export const isProduction = (env: Environment): boolean => env === 'production';
