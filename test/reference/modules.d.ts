/**
 * Types for what the differential tests import that may not be installed when the repository
 * is type-checked: `npm test` type-checks before its browser step installs test/reference, so
 * the reference SDK is declared here with the props these tests pass (this declaration is what
 * the type check reads, installed or not). `dir-listing:<folder>` is resolved by the test bundler
 * (web-test-runner.config.mjs) to the sorted file names of that folder.
 */
declare module '@builder.io/sdk-react' {
  import type { JSX } from 'react';
  export function Content(props: {
    content: unknown;
    model: string;
    apiKey: string;
    apiVersion?: 'v3';
    data?: Record<string, unknown>;
    locale?: string;
    canTrack?: boolean;
  }): JSX.Element;
}

declare module 'dir-listing:*' {
  const names: string[];
  export default names;
}
