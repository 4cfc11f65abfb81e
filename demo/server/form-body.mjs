// @ts-check
// Reads a form body in any of the three encodings a Form block sends (JSON, multipart,
// url-encoded) into plain fields plus a description of uploaded files. Only JSON can nest:
// url-encoded and multipart fields are strings, or lists of strings for repeated names.
import { checkJsonDepth, HttpError, MULTIPART_BODY_LIMIT, mediaType, readBody } from './http-io.mjs';
import { boundaryOf, parseMultipart } from './multipart.mjs';
import { bag, safeJsonParse } from './query-params.mjs';

/** @typedef {{ field: string, filename: string, type: string, size: number }} FileInfo */
/**
 * @typedef {object} FormBody
 * @property {string} contentType the media type received (`application/json`…), '' when none
 * @property {Record<string, unknown>} fields
 * @property {FileInfo[]} files
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<FormBody>}
 */
export async function readFormBody(req) {
  const contentType = mediaType(req);
  if (contentType === 'multipart/form-data') {
    const body = await readBody(req, MULTIPART_BODY_LIMIT);
    return { contentType, ...fromParts(parseMultipart(body, boundaryOf(req.headers['content-type']))) };
  }
  const body = await readBody(req);
  if (contentType === 'application/x-www-form-urlencoded') {
    return { contentType, fields: fromSearchParams(new URLSearchParams(body.toString('utf8'))), files: [] };
  }
  if (contentType === 'application/json' || contentType.endsWith('+json') || (!contentType && body.length)) {
    return { contentType, fields: jsonFields(body), files: [] };
  }
  if (!contentType) return { contentType, fields: bag(), files: [] };
  throw new HttpError(415, `Unsupported content type ${contentType}: send JSON, multipart/form-data or url-encoded`);
}

/**
 * @param {Buffer} body
 * @returns {Record<string, unknown>}
 */
function jsonFields(body) {
  const text = body.toString('utf8');
  checkJsonDepth(text);
  /** @type {unknown} */
  let parsed;
  try {
    parsed = safeJsonParse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON', 'invalid_json');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'A JSON form body must be an object of fields', 'invalid_json');
  }
  return /** @type {Record<string, unknown>} */ (parsed);
}

/**
 * Repeated names (checkbox groups, multi-selects) collect into arrays.
 * @param {Record<string, unknown>} fields
 * @param {string} name
 * @param {unknown} value
 */
function addField(fields, name, value) {
  const earlier = fields[name];
  if (earlier === undefined) fields[name] = value;
  else fields[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
}

/** @param {URLSearchParams} search */
function fromSearchParams(search) {
  const fields = bag();
  for (const [name, value] of search) addField(fields, name, value);
  return fields;
}

/** @param {import('./multipart.mjs').Part[]} parts */
function fromParts(parts) {
  const fields = bag();
  /** @type {FileInfo[]} */
  const files = [];
  for (const part of parts) {
    if (part.filename === undefined) addField(fields, part.name, part.data.toString('utf8'));
    else if (part.filename || part.data.length) {
      // An empty file input still sends a part with no filename and no bytes: that is no file.
      files.push({
        field: part.name,
        filename: part.filename,
        type: part.contentType ?? 'application/octet-stream',
        size: part.data.length,
      });
    }
  }
  return { fields, files };
}
