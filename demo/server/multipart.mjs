// @ts-check
// A multipart/form-data reader for whole bodies held in memory (forms are small, and the
// body limit keeps them so). Only what forms send: named parts, optional filename and type.
import { HttpError } from './http-io.mjs';

/**
 * @typedef {object} Part
 * @property {string} name
 * @property {string | undefined} filename present for file inputs (may be empty when none was chosen)
 * @property {string | undefined} contentType
 * @property {Buffer} data
 */

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * The boundary from a `multipart/form-data; boundary=…` header.
 * @param {string | undefined} contentType
 */
export function boundaryOf(contentType) {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new HttpError(400, 'multipart/form-data body without a boundary', 'invalid_multipart');
  return boundary;
}

/**
 * @param {Buffer} body
 * @param {string} boundary
 * @returns {Part[]}
 */
export function parseMultipart(body, boundary) {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  /** @type {Part[]} */
  const parts = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw malformed('no boundary found in the body');
  for (;;) {
    const afterDelimiter = position + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') return parts; // closing delimiter
    if (!body.subarray(afterDelimiter, afterDelimiter + 2).equals(CRLF))
      throw malformed('boundary not followed by a line break');
    const headerStart = afterDelimiter + 2;
    const headerEnd = body.indexOf(HEADER_END, headerStart);
    if (headerEnd < 0) throw malformed('part headers never end');
    const end = body.indexOf(nextDelimiter, headerEnd + 4);
    if (end < 0) throw malformed('body ends before the closing boundary');
    const part = readPart(body.subarray(headerStart, headerEnd).toString('utf8'), body.subarray(headerEnd + 4, end));
    if (part) parts.push(part);
    position = end + 2;
  }
}

/**
 * @param {string} headerText
 * @param {Buffer} data
 * @returns {Part | null} null for a part that is not a named form field
 */
function readPart(headerText, data) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const disposition = dispositionParams(headers['content-disposition'] ?? '');
  if (disposition.name === undefined) return null;
  const contentType = headers['content-type'];
  // A file part normally has a filename; one without, but with a non-text type, is still a file.
  const isFile =
    disposition.filename !== undefined ||
    disposition['filename*'] !== undefined ||
    (contentType !== undefined && !contentType.toLowerCase().startsWith('text/'));
  return {
    name: disposition.name,
    filename: isFile ? (disposition['filename*'] ?? disposition.filename ?? '') : undefined,
    contentType,
    data,
  };
}

/**
 * `form-data; name="a"; filename="b.txt"` → `{ name: 'a', filename: 'b.txt' }`.
 * @param {string} header
 * @returns {Record<string, string>}
 */
function dispositionParams(header) {
  /** @type {Record<string, string>} */
  const params = Object.create(null);
  const pattern = /;\s*([\w*-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, rawName, rawValue] of header.matchAll(pattern)) {
    const name = rawName.toLowerCase();
    let value = rawValue.trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    // Browsers write `"`, CR and LF in names as %22, %0D and %0A (HTML's multipart encoding).
    value =
      name === 'filename*'
        ? decodeExtendedValue(value)
        : value.replace(/%(22|0D|0A)/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    params[name] = value;
  }
  return params;
}

/**
 * RFC 5987 `utf-8''na%C3%AFve.txt`.
 * @param {string} value
 */
function decodeExtendedValue(value) {
  const encoded = value.replace(/^[\w-]*'[\w-]*'/, '');
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/** @param {string} reason */
function malformed(reason) {
  return new HttpError(400, `Malformed multipart/form-data body: ${reason}`, 'invalid_multipart');
}
