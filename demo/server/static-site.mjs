// @ts-check
// The demo site, from the same origin as the API: `/dist/*` from the repo's build output,
// `/editor/*` from the editor simulator's folder, files with an extension from the site
// folder, and every other page path answered with the site's shell page, so deep links and
// client-side navigation both work.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HttpError, sendBody } from './http-io.mjs';

/** @typedef {import('./routes.mjs').Route} Route */

const MIME_TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
});

const NO_CACHE = { 'cache-control': 'no-cache' };

/**
 * @param {{ siteDir: string, distDir: string, editorDir?: string }} dirs
 * @returns {Route[]}
 */
export function staticSiteRoutes({ siteDir, distDir, editorDir }) {
  return [
    {
      method: 'GET',
      pattern: /^\/dist\/(.+)$/,
      async handler({ res, params }) {
        await sendFile(res, distDir, params[0], 'Build output missing: run `npm run build`');
      },
    },
    ...(editorDir
      ? [
          /** @type {Route} */ ({
            method: 'GET',
            pattern: /^\/editor(?:\/(.*))?$/,
            async handler({ res, params }) {
              const wanted = params[0] ?? '';
              await sendFile(res, editorDir, path.extname(decodePath(wanted)) ? wanted : 'index.html');
            },
          }),
        ]
      : []),
    {
      method: 'GET',
      // Everything outside the API and CDN paths belongs to the site.
      pattern: /^\/(?!api\/|o\/|dist\/)(.*)$/,
      async handler({ res, params }) {
        const wanted = params[0];
        if (path.extname(decodePath(wanted))) await sendFile(res, siteDir, wanted);
        else await sendFile(res, siteDir, 'index.html');
      },
    },
  ];
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} root
 * @param {string} encodedPath path below the root, still percent-encoded
 * @param {string} [missing] message for a 404
 */
async function sendFile(res, root, encodedPath, missing) {
  const file = resolveInside(root, decodePath(encodedPath));
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw new HttpError(404, missing ?? `No file ${encodedPath}`);
  const type = MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  sendBody(res, 200, await readFile(file), type, NO_CACHE);
}

/**
 * The absolute file for a request path, or null when it would leave the root (`..`).
 * @param {string} root
 * @param {string} relative
 */
function resolveInside(root, relative) {
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  return file.startsWith(base + path.sep) ? file : null;
}

/** @param {string} encoded */
function decodePath(encoded) {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new HttpError(400, 'Malformed path');
  }
}
