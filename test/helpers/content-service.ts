/**
 * For vitest tests: a real local content service (demo/server) serving the entries a test
 * gives it (or the demo's content), started before the file's tests and stopped after. Requests
 * are real HTTP, so the kit's URLs, headers and error handling are exercised as they are on a
 * site; `received` lists what reached the service.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_CONTENT_DIR, startContentService } from '../../demo/server/service.mjs';
import type { BuilderContent } from '../../src/core/types.ts';

export interface LocalService {
  /** Origin of the running service (set once `beforeAll` ran). */
  url: string;
  apiKey: string;
  /** Every GET request the service received, oldest first: what a client really sent. */
  received: URL[];
}

/** Serves `entries` (model → entries, each with an `id`) for the tests of the calling file. */
export function serveContent(entries: Record<string, BuilderContent[]>, apiKey = 'test-key'): LocalService {
  let dir = '';
  return serve(
    apiKey,
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'builder-content-'));
      for (const [model, list] of Object.entries(entries)) {
        await mkdir(join(dir, model));
        for (const entry of list) await writeFile(join(dir, model, `${entry.id}.json`), JSON.stringify(entry));
      }
      return dir;
    },
    () => rm(dir, { recursive: true, force: true }),
  );
}

/** Serves the demo's content (demo/content: its pages and symbols) for the tests of the calling file. */
export function serveDemoContent(apiKey = 'demo'): LocalService {
  return serve(
    apiKey,
    async () => DEMO_CONTENT_DIR,
    async () => {},
  );
}

function serve(apiKey: string, contentDir: () => Promise<string>, cleanUp: () => Promise<void>): LocalService {
  const service: LocalService = { url: '', apiKey, received: [] };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startContentService({
      port: 0,
      apiKeys: [apiKey],
      contentDirs: [await contentDir()],
      siteDir: false,
      logger: { info: () => {}, warn: () => {}, error: console.error },
      onRequest: (method, path) => {
        if (method === 'GET') service.received.push(new URL(path, service.url));
      },
    });
    service.url = started.url;
    close = started.close;
  });
  afterAll(async () => {
    await close?.();
    await cleanUp();
  });
  return service;
}
