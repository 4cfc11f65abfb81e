// @ts-check
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForTest } from './harness.mjs';

/** @type {Awaited<ReturnType<typeof startForTest>>} */
let t;

beforeAll(async () => {
  t = await startForTest({ contentDirs: [] });
});
afterAll(() => t.service.close());

/** @param {string} path */
const bytes = async (path) => {
  const res = await t.request(path);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

/**
 * The chunks of a PNG file, checking each chunk's CRC along the way.
 * @param {Buffer} png
 */
function pngChunks(png) {
  /** @type {Array<{ type: string, data: Buffer }>} */
  const chunks = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    const data = png.subarray(at + 8, at + 8 + length);
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

describe('CDN stand-ins', () => {
  /**
   * The width and height a PNG's header gives.
   * @param {Buffer} png
   */
  const pngSize = (png) => {
    const header = pngChunks(png)[0].data;
    return [header.readUInt32BE(0), header.readUInt32BE(4)];
  };

  it('answers image URLs without a width with a valid 600×400 PNG', async () => {
    const { res, body } = await bytes('/api/v1/image/assets%2Fabc%2Fdef?format=webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks = pngChunks(body);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(pngSize(body)).toEqual([600, 400]);
    expect(inflateSync(chunks[1].data).length).toBe((600 * 3 + 1) * 400);
  });

  it("draws the PNG at the width the image URL asks for, keeping the aspect ratio, as Builder's image API resizes", async () => {
    expect(pngSize((await bytes('/api/v1/image/assets%2Fabc%2Fdef?format=webp&width=1600')).body)).toEqual([
      1600, 1067,
    ]);
    expect(pngSize((await bytes('/api/v1/image/assets%2Fabc%2Fdef?width=100')).body)).toEqual([100, 67]);
    expect(pngSize((await bytes('/api/v1/image/assets%2Fabc%2Fdef?width=99999')).body)).toEqual([4000, 2667]);
    for (const unusable of ['0', '-5', '12.5', 'wide', '']) {
      expect(pngSize((await bytes(`/api/v1/image/assets%2Fabc%2Fdef?width=${unusable}`)).body), unusable).toEqual([
        600, 400,
      ]);
    }
  });

  it('answers an .svg asset with SVG and /api/v1/file/* with the 600×400 PNG, whatever width they ask for', async () => {
    const svg = await bytes('/api/v1/image/assets%2Fabc%2Flogo.svg?width=1200');
    expect(svg.res.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.body.toString()).toContain('width="600" height="400"');
    const file = await bytes('/api/v1/file/assets%2Fdoc?width=1200');
    expect(file.res.headers.get('content-type')).toBe('image/png');
    expect(pngSize(file.body)).toEqual([600, 400]);
  });

  it('answers /o/* with video/mp4 and honours byte ranges', async () => {
    const whole = await bytes('/o/assets%2Fvideo%2Fcompressed?apiKey=x&token=y');
    expect(whole.res.status).toBe(200);
    expect(whole.res.headers.get('content-type')).toBe('video/mp4');
    expect(whole.body.subarray(4, 8).toString()).toBe('ftyp');
    const part = await t.request('/o/assets%2Fvideo', { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${whole.body.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers /api/v1/pixel with a 1×1 GIF', async () => {
    const { res, body } = await bytes('/api/v1/pixel?apiKey=demo');
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(body.subarray(0, 6).toString()).toBe('GIF89a');
    expect([body.readUInt16LE(6), body.readUInt16LE(8)]).toEqual([1, 1]);
  });
});

describe('CORS', () => {
  it('echoes a loopback Origin and allows credentials on every answer, errors included', async () => {
    const ok = await t.request('/api/v3/query/demo/page', { headers: { origin: 'http://127.0.0.2:8000' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.2:8000');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const error = await t.request('/api/v3/query/nope/page', { headers: { origin: 'http://127.0.0.2:8000' } });
    expect(error.status).toBe(401);
    expect(error.headers.get('access-control-allow-origin')).toBe('http://127.0.0.2:8000');
    // Any other origin gets no CORS headers (security.test.mjs has the rest).
    const denied = await t.request('/api/v3/query/nope/page', { headers: { origin: 'https://shop.example' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows any origin when the request names none', async () => {
    const res = await t.request('/api/v1/pixel');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers preflights with every method and the headers asked for', async () => {
    const res = await t.request('/api/v1/track', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.2:8000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-builder-sdk,x-builder-sdk-gen,x-builder-sdk-version,x-custom-form',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.2:8000');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-builder-sdk,x-builder-sdk-gen,x-builder-sdk-version,x-custom-form',
    );
    const methods = (res.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
  });
});
