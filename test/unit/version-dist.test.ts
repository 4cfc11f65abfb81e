/**
 * The versions in the build: the kit names its own version (package.json, written in by
 * rollup.config.mjs) in its messages, and Builder's SDK protocol version (2.0.6) only where
 * Builder's services read it (src/core/version.ts). Needs `npm run build` (npm test builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION, VERSION } from '../../src/core/version.ts';

const DIST = new URL('../../dist/', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const read = (file: string) => readFileSync(new URL(file, DIST), 'utf8');
/** Every shipped script (types and maps aside). */
const scripts = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.js') && !file.startsWith('types'),
);

describe('versions', () => {
  it('the sources, run unbuilt, say so', () => {
    expect(VERSION).toBe('0.0.0-source');
    expect(SDK_VERSION).toBe('2.0.6');
  });

  it('every shipped script carries the package version, never the unbuilt fallback', () => {
    expect(scripts.filter((file) => read(file).includes('0.0.0-source'))).toEqual([]);
    const withVersion = scripts.filter((file) => read(file).includes(JSON.stringify(version)));
    // The tags' define (both tags builds) names it in the duplicate-define warning.
    expect(withVersion).toContain('builder-elements.js');
    expect(withVersion.some((file) => file.startsWith('lib/'))).toBe(true);
  });

  it('the tracking header keeps the SDK protocol version', () => {
    // The header is sent by the tracking pipeline (src/core/tracking.ts), part of core.js.
    expect(read('core.js')).toMatch(/"x-builder-sdk-version":\w+/);
    expect(read('core.js')).toContain(JSON.stringify(SDK_VERSION));
  });
});
