import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryPairs, startTestServer, type Reply, type TestServer } from '../../test/unit/core-test-server.ts';
import {
  buildFormRequest,
  emailSubmitUrl,
  errorMessageAt,
  formSubmitHost,
  nestFields,
  sendFormRequest,
  type FormFields,
  type FormSubmitOptions,
} from './form-submit.ts';

let server: TestServer;
let reply: Reply;
beforeAll(async () => {
  server = await startTestServer(() => reply);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reply = { body: { ok: true } };
});

const FIELDS: FormFields = [
  ['name', 'Jane Doe'],
  ['address.city', 'Lisbon'],
  ['address.zip', '1100'],
  ['newsletter', true],
  ['age', 42],
];
const email = (options: Partial<FormSubmitOptions> = {}): FormSubmitOptions => ({
  sendSubmissionsTo: 'email',
  sendSubmissionsToEmail: 'inbox@example.com',
  name: 'My form',
  apiKey: 'abcd',
  host: server.origin,
  ...options,
});
const custom = (options: Partial<FormSubmitOptions> = {}): FormSubmitOptions => ({
  sendSubmissionsTo: 'custom',
  action: `${server.origin}/api/custom-form`,
  ...options,
});

/** Sends `fields` with `options` to the test server and returns what it received. */
async function roundTrip(fields: FormFields, options: FormSubmitOptions) {
  const request = buildFormRequest(fields, options);
  const response = await sendFormRequest(request);
  return { request, response, received: server.requests[0] };
}

describe('formSubmitHost', () => {
  it('prefers an explicit API host, then the environment', () => {
    expect(formSubmitHost('production', 'http://127.0.0.1:5000/')).toBe('http://127.0.0.1:5000');
    expect(formSubmitHost('production')).toBe('https://builder.io');
    expect(formSubmitHost('qa')).toBe('https://builder.io');
    expect(formSubmitHost('dev')).toBe('http://localhost:5000');
    expect(formSubmitHost('development')).toBe('http://localhost:5000');
  });
});

describe('e-mail mode', () => {
  it('POSTs JSON to {host}/api/v1/form-submit with apiKey, the base64 address and the encoded name', async () => {
    const { received } = await roundTrip(
      FIELDS,
      email({ name: 'Contact & more', customHeaders: { 'x-site': 'larkspur' } }),
    );
    expect(received.method).toBe('POST');
    expect(received.url.split('?')[0]).toBe('/api/v1/form-submit');
    expect(queryPairs(received.url)).toEqual([
      ['apiKey', 'abcd'],
      ['to', 'aW5ib3hAZXhhbXBsZS5jb20='],
      ['name', 'Contact & more'],
    ]);
    expect(received.url).toContain('name=Contact%20%26%20more');
    expect(Buffer.from(queryPairs(received.url)[1][1], 'base64').toString()).toBe('inbox@example.com');
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['x-site']).toBe('larkspur');
    expect(JSON.parse(received.body)).toEqual({
      name: 'Jane Doe',
      address: { city: 'Lisbon', zip: '1100' },
      newsletter: true,
      age: 42,
    });
  });

  it('encodes a non-ASCII address as UTF-8 base64', () => {
    const url = emailSubmitUrl('https://builder.io', 'k', 'josé@exämple.com', 'f');
    const to = new URL(url).searchParams.get('to')!;
    expect(Buffer.from(to, 'base64').toString('utf8')).toBe('josé@exämple.com');
  });

  it('always POSTs, whatever the method option says', () => {
    expect(buildFormRequest(FIELDS, email({ method: 'put' })).method).toBe('POST');
  });

  it('refuses to build the request without an API key', () => {
    expect(() => buildFormRequest(FIELDS, email({ apiKey: undefined }))).toThrow(
      'Form submission failed, expected apiKey to be defined instead got: undefined',
    );
  });
});

describe('custom mode', () => {
  it('sends to the action with the configured method and custom headers', async () => {
    const { received, request } = await roundTrip(
      [['note', 'hi']],
      custom({ method: 'put', customHeaders: { Authorization: 'Bearer t', 'Content-Type': 'text/evil' } }),
    );
    expect(request.method).toBe('PUT');
    expect(received.method).toBe('PUT');
    expect(received.url).toBe('/api/custom-form');
    expect(received.headers.authorization).toBe('Bearer t');
    expect(received.headers['content-type']).toBe('application/json');
  });

  it('defaults to POST', () => {
    expect(buildFormRequest([], custom()).method).toBe('POST');
  });

  it('sends url-encoded bodies', async () => {
    const { received } = await roundTrip(FIELDS, custom({ contentType: 'application/x-www-form-urlencoded' }));
    expect(received.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(received.body).toBe('name=Jane+Doe&address.city=Lisbon&address.zip=1100&newsletter=true&age=42');
  });

  it('sends multipart bodies with the boundary fetch chose, and no custom content type', async () => {
    const { received, request } = await roundTrip(
      FIELDS,
      custom({ contentType: 'multipart/form-data', customHeaders: { 'content-type': 'x/y' } }),
    );
    expect(request.headers).toEqual({});
    const type = String(received.headers['content-type']);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(received.body, { headers: { 'content-type': type } }).formData();
    expect([...parsed.entries()]).toEqual([
      ['name', 'Jane Doe'],
      ['address.city', 'Lisbon'],
      ['address.zip', '1100'],
      ['newsletter', 'true'],
      ['age', '42'],
    ]);
  });

  it('switches to multipart when a file is attached, sending the file', async () => {
    const file = new File(['menu text'], 'menu.txt', { type: 'text/plain' });
    const { received, request } = await roundTrip(
      [
        ['business', 'Corner Cup'],
        ['menu', [file]],
      ],
      custom({ contentType: 'application/json' }),
    );
    expect(request.contentType).toBe('multipart/form-data');
    const parsed = await new Response(received.body, {
      headers: { 'content-type': String(received.headers['content-type']) },
    }).formData();
    expect(parsed.get('business')).toBe('Corner Cup');
    const sent = parsed.get('menu') as File;
    expect([sent.name, await sent.text()]).toEqual(['menu.txt', 'menu text']);
  });

  it('leaves an empty file input out and keeps the chosen encoding', () => {
    const request = buildFormRequest(
      [
        ['name', 'a'],
        ['menu', []],
      ],
      custom(),
    );
    expect(request.contentType).toBe('application/json');
    expect(request.body).toBe('{"name":"a"}');
  });

  it('puts the fields in the query for GET', async () => {
    const { received } = await roundTrip(
      [['q', 'dark roast']],
      custom({ method: 'get', action: `${server.origin}/search?x=1` }),
    );
    expect(received.method).toBe('GET');
    expect(received.url).toBe('/search?x=1&q=dark+roast');
    expect(received.headers['content-type']).toBeUndefined();
  });
});

describe('JSON bodies', () => {
  it('nest dotted names and collect repeated names in arrays', () => {
    expect(
      nestFields([
        ['a.b.c', 1],
        ['tags', 'x'],
        ['tags', 'y'],
        ['tags', 'z'],
      ]),
    ).toEqual({ a: { b: { c: 1 } }, tags: ['x', 'y', 'z'] });
  });

  it.each(['__proto__.polluted', 'a.prototype', 'constructor.x'])('reject the prototype key in %s', (name) => {
    expect(() => buildFormRequest([[name, 'x']], custom())).toThrow(
      /^Property name "(__proto__|prototype|constructor)" is not allowed$/,
    );
    expect(() => buildFormRequest([[name, 'x']], custom({ contentType: 'application/x-www-form-urlencoded' }))).toThrow(
      /is not allowed/,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('responses', () => {
  it('read JSON when the response says JSON', async () => {
    reply = { body: { message: 'Thanks!' } };
    const { response } = await roundTrip([], custom());
    expect(response).toMatchObject({ ok: true, status: 200, data: { message: 'Thanks!' } });
  });

  it('read text otherwise', async () => {
    reply = { body: 'Thanks! Your message reached our team.' };
    const { response } = await roundTrip([], custom());
    expect(response.data).toBe('Thanks! Your message reached our team.');
  });

  it('keep the text of a body that says JSON but is not', async () => {
    reply = { body: 'oops', headers: { 'content-type': 'application/json' } };
    expect((await roundTrip([], custom())).response.data).toBe('oops');
  });

  it('report a failed status as not ok, with its data', async () => {
    reply = { status: 422, body: { error: { message: 'Email address is not valid', code: 'invalid_email' } } };
    const { response } = await roundTrip([], custom());
    expect(response.ok).toBe(false);
    expect(response.status).toBe(422);
    expect(errorMessageAt(response.data, 'error.message')).toBe('Email address is not valid');
  });

  it('reject when nothing answers', async () => {
    const closed = await startTestServer();
    await closed.close();
    await expect(sendFormRequest(buildFormRequest([], custom({ action: `${closed.origin}/x` })))).rejects.toThrow();
  });
});

describe('errorMessageAt', () => {
  const data = {
    error: { message: 'Bad', details: { field: 'email', reason: 'invalid' } },
    errors: [{ detail: 'first' }],
  };

  it('stringifies an object value', () => {
    expect(errorMessageAt(data, 'error.details')).toBe('{"field":"email","reason":"invalid"}');
  });

  it('walks arrays by index', () => {
    expect(errorMessageAt(data, 'errors.0.detail')).toBe('first');
  });

  it('gives undefined for a missing path, a text body, no path, or inherited keys', () => {
    expect(errorMessageAt(data, 'error.nope')).toBeUndefined();
    expect(errorMessageAt('plain text', 'error.message')).toBeUndefined();
    expect(errorMessageAt(data, undefined)).toBeUndefined();
    expect(errorMessageAt(data, 'error.constructor')).toBeUndefined();
  });
});
