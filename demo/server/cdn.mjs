// @ts-check
// Stand-ins for the content CDN: browser tests route `https://cdn.builder.io/...` here, so
// image, file, video and pixel URLs in content load offline with known sizes.
import { sendBody } from './http-io.mjs';
import { placeholderPng } from './png.mjs';

/** @typedef {import('./routes.mjs').Route} Route */

/** A transparent 1×1 GIF (the tracking pixel). */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">' +
  '<rect width="600" height="400" fill="#eee8e0" stroke="#b0a496" stroke-width="8"/>' +
  '<path d="M0 0L600 400M600 0L0 400" stroke="#b0a496" stroke-width="3"/></svg>';

/**
 * Not a playable movie: an `ftyp` box so it sniffs as MP4, then padding. Tests only check layout.
 */
const VIDEO_MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'),
  Buffer.from('0000040066726565', 'hex'),
  Buffer.alloc(1024 - 8),
]);

const CACHE = { 'cache-control': 'public, max-age=3600' };

/** The placeholder's natural size: what an image URL without a `width` parameter answers with. */
const NATURAL = { width: 600, height: 400 };
/** The widest picture the stand-in draws when a `width` parameter asks for more. */
const MAX_WIDTH = 4000;
/** How many sizes of the placeholder are kept encoded (srcsets ask for seven standard widths). */
const SIZES_KEPT = 32;

/**
 * The width an image-API URL asks for (`?width=`), as Builder's image API resizes to it
 * keeping the aspect ratio; `undefined` without a usable one.
 * @param {URL} url
 */
function requestedWidth(url) {
  const width = Number(url.searchParams.get('width'));
  return Number.isInteger(width) && width > 0 ? Math.min(width, MAX_WIDTH) : undefined;
}

/** @returns {Route[]} */
export function cdnRoutes() {
  /** @type {Map<number, Buffer>} */
  const pngs = new Map();
  /** The placeholder `width` px wide (the natural one without), encoded once per width. */
  const placeholder = (width = NATURAL.width) => {
    let png = pngs.get(width);
    if (!png) {
      if (pngs.size >= SIZES_KEPT) pngs.clear();
      png = placeholderPng(width, Math.max(1, Math.round((width * NATURAL.height) / NATURAL.width)));
      pngs.set(width, png);
    }
    return png;
  };
  return [
    {
      method: 'GET',
      pattern: /^\/api\/v1\/image\/(.+)$/,
      handler({ res, url, params }) {
        // An SVG asset is served as stored (vector: no size to resize to). A raster one is drawn
        // at the width asked for, so srcset candidates have the sizes their `w` descriptors
        // claim and a browser's density-corrected sizes come out as with Builder's CDN;
        // `format=` and the other parameters are ignored.
        if (/\.svg$/i.test(safeDecode(params[0]))) sendBody(res, 200, PLACEHOLDER_SVG, 'image/svg+xml', CACHE);
        else sendBody(res, 200, placeholder(requestedWidth(url)), 'image/png', CACHE);
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/v1\/file\/(.+)$/,
      handler({ res }) {
        sendBody(res, 200, placeholder(), 'image/png', CACHE);
      },
    },
    {
      method: 'GET',
      pattern: /^\/o\/(.+)$/,
      handler({ req, res }) {
        sendVideo(req, res);
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/v1\/pixel\/?$/,
      handler({ res }) {
        sendBody(res, 200, PIXEL_GIF, 'image/gif', { 'cache-control': 'no-store' });
      },
    },
  ];
}

/**
 * Media elements ask for byte ranges; answering them keeps Chromium from retrying.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function sendVideo(req, res) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  const size = VIDEO_MP4.length;
  if (!range || (!range[1] && !range[2])) {
    return sendBody(res, 200, VIDEO_MP4, 'video/mp4', { ...CACHE, 'accept-ranges': 'bytes' });
  }
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    res.writeHead(416, { 'content-range': `bytes */${size}` });
    return void res.end();
  }
  sendBody(res, 206, VIDEO_MP4.subarray(start, end + 1), 'video/mp4', {
    ...CACHE,
    'accept-ranges': 'bytes',
    'content-range': `bytes ${start}-${end}/${size}`,
  });
}

/** @param {string} text */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
