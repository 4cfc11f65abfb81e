// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForTest, tempContent } from './harness.mjs';

/** @type {Awaited<ReturnType<typeof startForTest>>} */
let t;
/** @type {Awaited<ReturnType<typeof tempContent>>} */
let dist;

beforeAll(async () => {
  dist = await tempContent({ 'builder-elements.js': 'export const built = true;' });
  t = await startForTest({ distDir: dist.dir });
});
afterAll(async () => {
  await t.service.close();
  await dist.remove();
});

describe('demo site', () => {
  it.each(['/', '/pricing', '/brew-guide/', '/some/deep/link'])('serves the shell page at %s', async (page) => {
    const res = await t.request(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<builder-content');
    expect(html).toContain('src="/dist/builder-elements.js"');
  });

  it('serves site files and the built bundle with their types', async () => {
    expect((await t.request('/styles.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await t.request('/app.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await t.request('/assets/hero-cup.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const bundle = await t.request('/dist/builder-elements.js');
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await bundle.text()).toContain('built');
  });

  it('answers 404 for missing files and paths that try to leave the site folder', async () => {
    expect((await t.request('/assets/missing.svg')).status).toBe(404);
    expect((await t.request('/dist/missing.js')).status).toBe(404);
    expect((await t.request('/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await t.request('/dist/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('shows tracking events, submissions and content on the admin page', async () => {
    await t.json('/api/v1/track', {
      method: 'POST',
      body: JSON.stringify({ events: [{ type: 'impression', data: { contentId: 'larkspur-home<script>' } }] }),
    });
    const res = await t.request('/admin');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Tracking events');
    expect(html).toContain('larkspur-home&#60;script&#62;');
    expect(html).not.toContain('larkspur-home<script>');
    expect(html).toContain('Form submissions');
    expect(html).toContain('newsletter-banner');
  });

  it('serves the editor simulator at /editor/ and links it, on localhost, from the admin page', async () => {
    for (const page of ['/editor', '/editor/', '/editor/?frame=%2Fpricing']) {
      const res = await t.request(page);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Editor simulator');
    }
    expect((await t.request('/editor/editor.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await t.request('/editor/missing.js')).status).toBe(404);
    expect(await (await t.request('/admin')).text()).toContain(`href="http://localhost:${t.service.port}/editor/"`);
  });
});
