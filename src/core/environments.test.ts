import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, apiHostFor, isEnvironment, isProduction } from './environments.ts';

describe('environments', () => {
  it('maps every environment to its host', () => {
    expect(Object.fromEntries(ENVIRONMENTS.map((env) => [env, apiHostFor(env)]))).toEqual({
      production: 'https://cdn.builder.io',
      qa: 'https://qa.builder.io',
      test: 'https://builder-io-test.web.app',
      development: 'http://localhost:5000',
      dev: 'http://localhost:5000',
      'cdn-qa': 'https://cdn-qa.builder.io',
      cloud: 'https://cloud.builder.io',
      fast: 'https://fast.builder.io',
      cdn2: 'https://cdn2.builder.io',
      'cdn-prod': 'https://cdn.builder.io',
    });
  });

  it('lets an explicit apiHost beat the table', () => {
    expect(apiHostFor('qa', 'http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(apiHostFor('production', null)).toBe('https://cdn.builder.io');
  });

  it('knows the valid names and which one is production', () => {
    expect(isEnvironment('cdn-prod')).toBe(true);
    expect(isEnvironment('staging')).toBe(false);
    expect(isEnvironment('__proto__')).toBe(false);
    expect(isProduction('production')).toBe(true);
    expect(isProduction('cdn-prod')).toBe(false);
  });
});
