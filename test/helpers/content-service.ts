/**
 * For vitest tests: a real local content service (demo/server) serving the entries a test
 * gives it, started before the file's tests and stopped after. Requests are real HTTP, so the
 * kit's URLs, headers and error handling are exercised as they are on a site.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startContentService } from '../../demo/server/service.mjs';
import type { BuilderContent } from '../../src/core/types.ts';

export interface LocalService {
  /** Origin of the running service (set once `beforeAll` ran). */
  url: string;
  apiKey: string;
}

/** Serves `entries` (model → entries, each with an `id`) for the tests of the calling file. */
export function serveContent(entries: Record<string, BuilderContent[]>, apiKey = 'test-key'): LocalService {
  const service: LocalService = { url: '', apiKey };
  let dir = '';
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'builder-content-'));
    for (const [model, list] of Object.entries(entries)) {
      await mkdir(join(dir, model));
      for (const entry of list) await writeFile(join(dir, model, `${entry.id}.json`), JSON.stringify(entry));
    }
    const started = await startContentService({
      port: 0, apiKeys: [apiKey], contentDirs: [dir], siteDir: false,
      logger: { info: () => {}, warn: () => {}, error: console.error },
    });
    service.url = started.url;
    close = started.close;
  });
  afterAll(async () => {
    await close?.();
    await rm(dir, { recursive: true, force: true });
  });
  return service;
}
