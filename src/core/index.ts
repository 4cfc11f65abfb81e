/** The framework-free core: content API client, tracking, A/B tests, cookies, URL parameters. */
export * from './types.ts';
export * from './inputs.ts';
export * from './components.ts';
