// @ts-check
// Small request/response helpers shared by every route: JSON answers, typed HTTP errors and
// body reading with size and nesting limits.
import { jsonTextTooDeep, MAX_JSON_DEPTH } from './json-depth.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/** Body size limits: JSON, url-encoded and text bodies vs multipart uploads. */
export const BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024;
/** Past this many bytes an oversized upload is no longer drained politely: the socket is cut. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** An error that becomes an HTTP answer `{ error: { message, code } }` with `status`. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {string} [code] short machine-readable reason
   */
  constructor(status, message, code) {
    super(message);
    this.status = status;
    this.code = code ?? defaultCode(status);
  }
}

/** @param {number} status */
function defaultCode(status) {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 421:
      return 'misdirected_request';
    default:
      return status >= 500 ? 'internal_error' : 'error';
  }
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {unknown} body serialised as JSON
 */
export function sendJson(res, status, body) {
  sendJsonText(res, status, JSON.stringify(body));
}

/**
 * Sends JSON text that is already serialised (log lines joined into a list).
 * @param {Response} res
 * @param {number} status
 * @param {string} text
 */
export function sendJsonText(res, status, text) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {string | Buffer} body
 * @param {string} contentType
 * @param {Record<string, string>} [headers]
 */
export function sendBody(res, status, body, contentType, headers = {}) {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/**
 * @param {Response} res
 * @param {HttpError} error
 */
export function sendError(res, error) {
  sendJson(res, error.status, { error: { message: error.message, code: error.code } });
}

/**
 * Reads the whole request body. An oversized body is drained (so the client sees the answer
 * instead of a reset connection) and then refused with 413.
 * @param {Request} req
 * @param {number} [limit]
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit = BODY_LIMIT) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new HttpError(413, `Request body is larger than ${limit} bytes`);
    const declared = Number(req.headers['content-length']);
    /** @type {Buffer[]} */
    const chunks = [];
    let received = 0;
    let overflow = Number.isFinite(declared) && declared > limit;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      if (received > limit) overflow = true;
      if (!overflow) chunks.push(chunk);
      else if (received > DRAIN_LIMIT) {
        req.destroy();
        reject(tooLarge());
      }
    });
    req.on('end', () => (overflow ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/**
 * Reads and throws away whatever is left of a request body, so an early error answer reaches
 * a client that is still uploading (instead of a reset connection).
 * @param {Request} req
 * @returns {Promise<void>}
 */
export function drainBody(req) {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT) req.destroy();
    });
    req.on('end', () => resolve());
    req.on('close', () => resolve());
    req.on('error', () => resolve());
    req.resume();
  });
}

/**
 * Refuses JSON from a request that nests deeper than MAX_JSON_DEPTH, before it is parsed: a
 * value that deep could be parsed, but not stored, listed or shown.
 * @param {string} text
 * @param {string} [what] for the message
 */
export function checkJsonDepth(text, what = 'Request body') {
  if (jsonTextTooDeep(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, `${what} nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep`, 'too_deep');
  }
}

/**
 * Parses a JSON body, turning a syntax error into a 400 and too deep a body into a 400 `too_deep`.
 * @param {Buffer} body
 * @returns {unknown}
 */
export function parseJsonBody(body) {
  const text = body.toString('utf8');
  checkJsonDepth(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON', 'invalid_json');
  }
}

/**
 * The media type of a request without parameters, lower-cased (`multipart/form-data`).
 * @param {Request} req
 */
export function mediaType(req) {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** Headers browsers and HTTP clients send on their own; anything else counts as a custom header. */
const STANDARD_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'content-type',
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'origin',
  'referer',
  'cookie',
  'cache-control',
  'pragma',
  'priority',
  'dnt',
  'te',
  'keep-alive',
  'transfer-encoding',
  'upgrade-insecure-requests',
]);

/**
 * The request headers a page chose to send (form `customHeaders`, `x-builder-sdk*`…).
 * @param {Request} req
 * @param {(name: string) => boolean} [keep] narrower filter
 * @returns {Record<string, string>}
 */
export function customHeaders(req, keep) {
  /** @type {Record<string, string>} */
  const picked = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || STANDARD_HEADERS.has(name) || name.startsWith('sec-')) continue;
    if (keep && !keep(name)) continue;
    picked[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return picked;
}
