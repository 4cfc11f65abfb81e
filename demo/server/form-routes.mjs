// @ts-check
// Form endpoints: the e-mail mode endpoint (`/api/v1/form-submit`), one that always fails (to
// show a form's error path and `errorMessagePath`), and stand-ins for a site's own endpoint
// answering JSON or plain text. Every accepted submission is logged for the admin page and tests.
import { randomUUID } from 'node:crypto';
import { customHeaders, drainBody, HttpError, sendBody, sendJson, sendJsonText } from './http-io.mjs';
import { readFormBody } from './form-body.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./routes.mjs').RouteContext} RouteContext */
/** @typedef {import('./json-lines-log.mjs').JsonLinesLog} JsonLinesLog */

/** What the failing endpoint answers: `errorMessagePath` "error.message" picks the message. */
export const FAILED_SUBMISSION = { error: { message: 'Email address is not valid', code: 'invalid_email' } };

/**
 * @param {JsonLinesLog} log
 * @param {(apiKey: string) => void} checkApiKey
 * @returns {Route[]}
 */
export function formRoutes(log, checkApiKey) {
  /**
   * @param {RouteContext} ctx
   * @param {Record<string, unknown>} extra
   * @returns {Promise<import('./json-lines-log.mjs').LogRecord & { id: string }>}
   */
  async function record({ req, url }, extra) {
    const body = await readFormBody(req);
    const submission = {
      id: randomUUID(),
      ...extra,
      method: req.method,
      query: Object.fromEntries(url.searchParams),
      contentType: body.contentType,
      fields: body.fields,
      files: body.files,
      headers: customHeaders(req),
      receivedAt: new Date().toISOString(),
    };
    await log.append([submission]);
    return submission;
  }

  return [
    {
      method: 'POST',
      pattern: /^\/api\/v1\/form-submit\/?$/,
      async handler(ctx) {
        const search = ctx.url.searchParams;
        checkApiKey(search.get('apiKey') ?? '');
        const to = decodeRecipient(search.get('to'));
        const submission = await record(ctx, { endpoint: 'form-submit', to, name: search.get('name') ?? '' });
        sendJson(ctx.res, 200, { message: `Thanks! Your submission was sent to ${to}.`, id: submission.id });
      },
    },
    {
      method: ['POST', 'PUT'],
      pattern: /^\/api\/v1\/form-submit-fail\/?$/,
      async handler({ req, res }) {
        await drainBody(req);
        sendJson(res, 422, FAILED_SUBMISSION);
      },
    },
    {
      method: ['POST', 'PUT', 'PATCH'],
      pattern: /^\/api\/custom-form\/?$/,
      async handler(ctx) {
        const { id, endpoint, receivedAt, ...received } = await record(ctx, { endpoint: 'custom' });
        sendJson(ctx.res, 200, { ok: true, id, received });
      },
    },
    {
      method: ['POST', 'PUT', 'PATCH'],
      pattern: /^\/api\/custom-form\/text\/?$/,
      async handler(ctx) {
        await record(ctx, { endpoint: 'custom-text' });
        sendBody(ctx.res, 200, 'Thanks! Your message reached our team.', 'text/plain; charset=utf-8');
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/v1\/form-submit\/submissions\/?$/,
      handler({ res, url }) {
        sendJsonText(res, 200, `{"submissions":${log.listJson(url.searchParams.get('since'))}}`);
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/api\/v1\/form-submit\/submissions\/?$/,
      async handler({ res }) {
        const cleared = log.size;
        await log.reset();
        sendJson(res, 200, { cleared });
      },
    },
  ];
}

/**
 * `to` is the recipient's e-mail in base64. A `+` turned into a space by a client that did not
 * encode the query, and the URL-safe alphabet, are both accepted.
 * @param {string | null} to
 */
export function decodeRecipient(to) {
  if (!to)
    throw new HttpError(
      400,
      'Missing "to": the base64-encoded e-mail address to send the submission to',
      'missing_recipient',
    );
  const base64 = to.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  const email = /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? Buffer.from(base64, 'base64').toString('utf8') : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new HttpError(400, '"to" is not a base64-encoded e-mail address', 'invalid_recipient');
  }
  return email;
}
