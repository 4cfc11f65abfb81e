// @ts-check
// Nothing is acknowledged before it is stored: with a log file that cannot be written, a post is
// answered 503 and nothing is listed or kept; once the file can be written again, posts are kept
// and outlive a restart. (Tests run as root here, so "cannot be written" is a directory standing
// where the log file goes: no permission bit stops root, a directory stops anyone.)
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { base64, startForTest } from '../../demo/server/tests/harness.mjs';

const submitUrl = `/api/v1/form-submit?apiKey=demo&to=${encodeURIComponent(base64('team@example.com'))}`;
/** @type {string[]} */
const dirs = [];
/** @type {{ service: { close(): Promise<void> } }[]} */
const running = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((t) => t.service.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'service-durability-'));
  dirs.push(dataDir);
  const t = await startForTest({ contentDirs: [], dataDir });
  running.push(t);
  return { t, dataDir };
}

/** @param {Awaited<ReturnType<typeof startForTest>>} t @param {string} name */
const submit = (t, name) =>
  t.request(submitUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `name=${name}`,
  });
/** @param {Awaited<ReturnType<typeof startForTest>>} t */
const track = (t) =>
  t.request('/api/v1/track', { method: 'POST', body: JSON.stringify({ events: [{ type: 'impression', data: {} }] }) });

describe('no acknowledgement without durability', () => {
  it('answers 503 for submissions and events it cannot write, keeps none, says so on /admin, and recovers', async () => {
    const { t, dataDir } = await start();
    const submissionsFile = path.join(dataDir, 'form-submissions.jsonl');
    const eventsFile = path.join(dataDir, 'track-events.jsonl');
    expect((await submit(t, 'kept-before')).status).toBe(200);

    await rm(submissionsFile, { force: true });
    await mkdir(submissionsFile);
    await rm(eventsFile, { force: true });
    await mkdir(eventsFile);
    for (const name of ['lost-1', 'lost-2', 'lost-3', 'lost-4', 'lost-5']) {
      const res = await submit(t, name);
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.error.code).toBe('not_stored');
      expect(body.error.message).toContain('form-submissions.jsonl');
      expect(body).not.toHaveProperty('id');
    }
    const event = await track(t);
    expect(event.status).toBe(503);
    expect((await event.json()).error.code).toBe('not_stored');
    // Not listed: what was not stored was never received, as far as anyone can tell.
    expect(
      (await t.json('/api/v1/form-submit/submissions')).body.submissions.map((/** @type {any} */ s) => s.fields.name),
    ).toEqual(['kept-before']);
    expect((await t.json('/api/v1/track/events')).body.events).toEqual([]);
    const admin = await (await t.request('/admin')).text();
    expect(admin.match(/class="failure"/g)).toHaveLength(2);
    expect(admin).toContain('posts are answered 503');
    // Clearing cannot be acknowledged either: the records stay.
    expect((await t.request('/api/v1/form-submit/submissions', { method: 'DELETE' })).status).toBe(503);
    expect(t.service.submissions()).toHaveLength(1);

    // The file can be written again: the next post is kept, the page stops warning.
    await rm(submissionsFile, { recursive: true });
    await rm(eventsFile, { recursive: true });
    expect((await submit(t, 'kept-after')).status).toBe(200);
    expect((await track(t)).status).toBe(200);
    expect(await (await t.request('/admin')).text()).not.toContain('class="failure"');
    await t.service.close();
    running.length = 0;

    // After a restart: exactly what was acknowledged (the first record was in the file the
    // directory replaced, so it went with it; the service never said it had it afterwards).
    const again = await startForTest({ contentDirs: [], dataDir });
    running.push(again);
    expect(again.service.submissions().map((s) => /** @type {any} */ (s).fields.name)).toEqual(['kept-after']);
    expect(again.service.events()).toHaveLength(1);
  });
});
