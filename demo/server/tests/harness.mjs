// @ts-check
// Shared set-up for the service tests: a service on a free port with a capturing logger, and
// throwaway content folders.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startContentService } from '../service.mjs';

/** @typedef {import('../service.mjs').ContentServiceOptions} ContentServiceOptions */

/** @param {ContentServiceOptions} [options] */
export async function startForTest(options = {}) {
  /** @type {string[]} */
  const warnings = [];
  /** @type {unknown[][]} */
  const errors = [];
  const service = await startContentService({
    port: 0,
    logger: {
      info: () => {},
      warn: (...args) => void warnings.push(args.join(' ')),
      error: (...args) => void errors.push(args),
    },
    ...options,
  });
  /**
   * @param {string} pathAndQuery
   * @param {RequestInit} [init]
   */
  const request = (pathAndQuery, init) => fetch(service.url + pathAndQuery, init);
  /**
   * GET (or `init`) and parse the JSON answer.
   * @param {string} pathAndQuery
   * @param {RequestInit} [init]
   * @returns {Promise<{ status: number, headers: Headers, body: any }>}
   */
  const json = async (pathAndQuery, init) => {
    const res = await request(pathAndQuery, init);
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  return { service, warnings, errors, request, json };
}

/**
 * A temp content folder holding `files` (`{ 'page/home.json': {...} or 'raw text' }`).
 * @param {Record<string, unknown>} files
 */
export async function tempContent(files) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-test-'));
  await writeContent(dir, files);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * @param {string} dir
 * @param {Record<string, unknown>} files
 */
export async function writeContent(dir, files) {
  for (const [name, value] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/**
 * A minimal content entry.
 * @param {string} id
 * @param {Record<string, unknown>} [data]
 * @param {Record<string, unknown>} [top]
 */
export function entry(id, data = {}, top = {}) {
  return { id, name: id, published: 'published', data: { blocks: [], ...data }, ...top };
}

/** `btoa` for an e-mail address, as the form sends it. */
export const base64 = (/** @type {string} */ text) => Buffer.from(text).toString('base64');
