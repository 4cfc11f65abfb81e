// @ts-check
// Content entries from folders of JSON files: `<dir>/<model>/<entry>.json`, or a flat folder
// bound to one model (`{ dir, model }`, e.g. the conformance fixtures). Files are re-read when
// their mtime or size changes, so editing a file shows on the next request.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {Pick<Console, 'info' | 'warn' | 'error'>} Logger */
/** A content folder: one subfolder per model, or a flat folder of entries of `model`. */
/** @typedef {string | { dir: string, model: string }} ContentDir */
/** @typedef {Record<string, any>} ContentEntry */
/**
 * @typedef {object} StoredEntry
 * @property {string} model
 * @property {string} file absolute path of the JSON file
 * @property {ContentEntry} entry parsed content (shared: clone before changing)
 * @property {number} folder index of its content folder: later folders take precedence
 */

/** @typedef {{ mtimeMs: number, size: number, entry: ContentEntry | null }} CacheLine */

/** Model names double as folder names, so anything that could leave the folder is refused. */
const SAFE_MODEL = /^[A-Za-z0-9][\w.-]*$/;

export class ContentStore {
  /**
   * @param {ContentDir[]} dirs later folders win when two hold the same entry id
   * @param {Logger} logger
   */
  constructor(dirs, logger) {
    this.dirs = dirs;
    this.logger = logger;
    /** @type {Map<string, CacheLine>} */
    this.cache = new Map();
  }

  /**
   * Every entry of a model, in a stable order (folder order, then file name).
   * @param {string} model
   * @returns {Promise<StoredEntry[]>}
   */
  async entries(model) {
    if (!SAFE_MODEL.test(model)) return [];
    /** @type {Map<string, StoredEntry>} */
    const byId = new Map();
    for (const [index, dir] of this.dirs.entries()) {
      const folder = typeof dir === 'string' ? path.join(dir, model) : dir.model === model ? dir.dir : null;
      if (!folder) continue;
      for (const file of await jsonFiles(folder)) {
        const entry = await this.load(file);
        if (!entry) continue;
        byId.delete(entry.id); // re-insert so an override takes the later folder's place
        byId.set(entry.id, { model, file, entry, folder: index });
      }
    }
    return [...byId.values()];
  }

  /**
   * Model names found in the content folders (for the admin page).
   * @returns {Promise<string[]>}
   */
  async models() {
    const names = new Set();
    for (const dir of this.dirs) {
      if (typeof dir !== 'string') {
        names.add(dir.model);
        continue;
      }
      const items = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const item of items) if (item.isDirectory() && SAFE_MODEL.test(item.name)) names.add(item.name);
    }
    return [...names].sort();
  }

  /**
   * Parses one file, from cache when unchanged. A bad file is skipped with one warning per version.
   * @param {string} file
   * @returns {Promise<ContentEntry | null>}
   */
  async load(file) {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.entry;
    const entry = await this.parse(file, info.mtimeMs);
    this.cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, entry });
    return entry;
  }

  /**
   * @param {string} file
   * @param {number} mtimeMs
   * @returns {Promise<ContentEntry | null>}
   */
  async parse(file, mtimeMs) {
    /** @type {unknown} */
    let json;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      this.logger.warn(`[content] skipped ${file}: ${error instanceof Error ? error.message : error}`);
      return null;
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      this.logger.warn(`[content] skipped ${file}: a content entry must be a JSON object`);
      return null;
    }
    const stem = path.basename(file, '.json');
    const entry = /** @type {ContentEntry} */ (json);
    // Files may leave out what the folder already says: the id, name and last change.
    return {
      ...entry,
      id: typeof entry.id === 'string' && entry.id ? entry.id : stem,
      name: typeof entry.name === 'string' ? entry.name : stem,
      lastUpdated: typeof entry.lastUpdated === 'number' ? entry.lastUpdated : Math.round(mtimeMs),
    };
  }
}

/**
 * `*.json` files directly inside a folder, sorted; none when the folder is missing.
 * @param {string} folder
 */
async function jsonFiles(folder) {
  const items = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return items
    .filter((item) => item.isFile() && item.name.endsWith('.json'))
    .map((item) => path.join(folder, item.name))
    .sort();
}
