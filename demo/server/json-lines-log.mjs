// @ts-check
// An append-only JSON-lines file (one record a line) with an in-memory copy for reading, used
// for tracking events and form submissions. The file outlives restarts of the CLI service.
// Both copies are capped: past `maxRecords` records or `maxBytes` bytes the oldest tenth goes,
// and the file is rewritten then (once per tenth of the cap, not on every append). Every
// record is kept with the line it was written as, so listing never serialises anything again.
// Nothing is acknowledged before it is stored: an append resolves once its lines are written
// and flushed to the disk, and only then are they listed; a write that fails rejects (503
// `not_stored`), keeps nothing, and is remembered for /admin.
import { createReadStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from './http-io.mjs';
import { jsonTextTooDeep, MAX_JSON_DEPTH, valueTooDeep } from './json-depth.mjs';

/** @typedef {Record<string, unknown> & { receivedAt: string }} LogRecord */
/** @typedef {{ record: LogRecord, line: string, bytes: number }} Entry a record, its line (no newline) and the line's size with it */

/** Default caps of one log. */
export const MAX_LOG_RECORDS = 1_000;
export const MAX_LOG_BYTES = 32 * 1024 * 1024;
/** Largest record stored: as large as a JSON body may be. */
export const MAX_RECORD_BYTES = 1024 * 1024;
/** A record wraps a request's JSON (at most MAX_JSON_DEPTH deep) in a few levels of its own. */
export const MAX_RECORD_DEPTH = MAX_JSON_DEPTH + 8;

/** Numbers temp files, so two rewrites never share one. */
let rewrites = 0;

/**
 * @typedef {object} LogLimits
 * @property {number} [maxRecords] default MAX_LOG_RECORDS
 * @property {number} [maxBytes] default MAX_LOG_BYTES
 */

export class JsonLinesLog {
  /**
   * @param {string} file
   * @param {Pick<Console, 'warn'>} logger
   * @param {LogLimits} [limits]
   */
  constructor(file, logger, { maxRecords = MAX_LOG_RECORDS, maxBytes = MAX_LOG_BYTES } = {}) {
    this.file = file;
    this.logger = logger;
    this.maxRecords = Math.max(1, Math.floor(maxRecords));
    this.maxBytes = Math.max(1024, Math.floor(maxBytes));
    /** What is left after a trim: 90% of the caps, and never less than the newest record. */
    this.keepRecords = Math.max(1, this.maxRecords - Math.floor(this.maxRecords / 10));
    this.keepBytes = this.maxBytes - Math.floor(this.maxBytes / 10);
    /** A record larger than this could not survive a trim, so it is refused. */
    this.maxRecordBytes = Math.min(MAX_RECORD_BYTES, this.keepBytes);
    /** @type {Entry[]} */
    this.entries = [];
    this.bytes = 0;
    /** Writes run one after another so lines never interleave or reorder. */
    this.pending = Promise.resolve();
    /** @type {{ at: string, reason: string } | undefined} the last write that failed, while no later one has succeeded */
    this.lastFailure = undefined;
  }

  /**
   * Reads what earlier runs wrote. A line that is not a JSON object, is nested too deeply or
   * is too large is skipped, with one warning naming the first few; when anything was skipped
   * or the file held more than the caps, it is rewritten with what was kept.
   */
  async open() {
    await mkdir(path.dirname(this.file), { recursive: true });
    /** @type {string[]} */
    const reasons = [];
    let skipped = 0;
    /** @type {{ lines: number, endsWithNewline: boolean }} */
    let read;
    try {
      read = await readLines(this.file, this.maxRecordBytes, (line, lineNumber) => {
        const entry = line === null ? `longer than ${this.maxRecordBytes} bytes` : parseLine(line);
        if (typeof entry !== 'string') return this.add(entry, 2);
        if (!entry) return; // a blank line
        if (++skipped <= 3) reasons.push(`line ${lineNumber}: ${entry}`);
      });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') {
        this.logger.warn(`[log] could not read ${this.file}: ${error instanceof Error ? error.message : error}`);
      }
      return;
    }
    if (this.overCaps()) this.trim();
    if (skipped) {
      this.logger.warn(
        `[log] ${this.file}: skipped ${skipped} unreadable line(s) (${reasons.join('; ')}${skipped > 3 ? '; …' : ''}), and rewrote it without them`,
      );
    }
    // The file must hold exactly the kept records, one a line, and end with a newline (appends follow).
    if (this.entries.length !== read.lines || (read.lines > 0 && !read.endsWithNewline)) {
      const text = this.text();
      await this.queue(() => this.rewrite(text)).catch(() => {}); // warned; the records stay readable in memory
    }
  }

  /**
   * Adds records, refusing them all (400 `too_deep`, 413 `entry_too_large`) when one could not
   * be stored and listed again. Resolves once they are on the disk, and lists them from then
   * on; rejects with 503 `not_stored` (and keeps none of them) when the file cannot be written.
   * @param {LogRecord[]} records
   */
  append(records) {
    const entries = records.map(toEntry);
    const tooLarge = entries.find((entry) => entry.bytes > this.maxRecordBytes);
    if (tooLarge) {
      throw new HttpError(
        413,
        `An entry of ${tooLarge.bytes} bytes is larger than the ${this.maxRecordBytes} bytes the log keeps`,
        'entry_too_large',
      );
    }
    if (!entries.length) return this.pending;
    // Worked out when the write's turn comes, from the records stored by then; kept only once written.
    return this.queue(async () => {
      const before = { entries: this.entries, bytes: this.bytes };
      this.entries = [...before.entries];
      for (const entry of entries) this.add(entry, 1);
      try {
        if (this.overCaps()) {
          this.trim();
          await this.rewrite(this.text());
        } else {
          await writeDurably(this.file, entries.map((entry) => entry.line + '\n').join(''), 'a');
        }
      } catch (error) {
        this.entries = before.entries;
        this.bytes = before.bytes;
        throw error;
      }
    });
  }

  /**
   * Records received at or after `since` (ISO date or epoch milliseconds), oldest first.
   * @param {string | number | null} [since]
   * @returns {LogRecord[]}
   */
  list(since) {
    return this.select(since).map((entry) => entry.record);
  }

  /**
   * The same records as a JSON array, from the lines they were stored as.
   * @param {string | number | null} [since]
   */
  listJson(since) {
    return `[${this.select(since)
      .map((entry) => entry.line)
      .join(',')}]`;
  }

  /** How many records the log holds. */
  get size() {
    return this.entries.length;
  }

  /** Forgets every record, in memory and on disk (rejects with 503 `not_stored`, forgetting nothing, when the file cannot be written). */
  reset() {
    return this.queue(async () => {
      await writeDurably(this.file, '', 'w');
      this.entries = [];
      this.bytes = 0;
    });
  }

  /** Resolves once every write so far has reached the file. */
  flush() {
    return this.pending;
  }

  /**
   * Runs `write` after every write before it. Its failure is the caller's (503 `not_stored`),
   * logged and remembered for /admin; the writes after it still run.
   * @param {() => Promise<void>} write
   * @returns {Promise<void>}
   */
  queue(write) {
    const done = this.pending.then(write).then(
      () => {
        this.lastFailure = undefined;
      },
      (error) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.lastFailure = { at: new Date().toISOString(), reason };
        this.logger.warn(`[log] could not write ${this.file}: ${reason}`);
        throw new HttpError(
          503,
          `Not stored: the service could not write ${path.basename(this.file)} (${reason}), so nothing was kept`,
          'not_stored',
        );
      },
    );
    this.pending = done.catch(() => {});
    return done;
  }

  /**
   * @param {string | number | null | undefined} since
   * @returns {Entry[]}
   */
  select(since) {
    if (since === undefined || since === null || since === '') return [...this.entries];
    const from = typeof since === 'number' || /^\d+$/.test(since) ? Number(since) : Date.parse(since);
    if (Number.isNaN(from)) return [...this.entries];
    return this.entries.filter(
      ({ record }) => typeof record.receivedAt === 'string' && Date.parse(record.receivedAt) >= from,
    );
  }

  /**
   * @param {Entry} entry
   * @param {number} slack how far past the caps the log may go before it is trimmed
   */
  add(entry, slack) {
    this.entries.push(entry);
    this.bytes += entry.bytes;
    // While a long file is read, trim in batches rather than on every line past the cap.
    if (slack > 1 && (this.entries.length > this.maxRecords * slack || this.bytes > this.maxBytes * slack)) this.trim();
  }

  overCaps() {
    return this.entries.length > this.maxRecords || this.bytes > this.maxBytes;
  }

  /** Drops the oldest records down to 90% of the caps. */
  trim() {
    let drop = Math.max(0, this.entries.length - this.keepRecords);
    let bytes = this.bytes;
    for (let i = 0; i < drop; i++) bytes -= this.entries[i].bytes;
    while (bytes > this.keepBytes && drop < this.entries.length - 1) bytes -= this.entries[drop++].bytes;
    this.entries.splice(0, drop);
    this.bytes = bytes;
  }

  /** The whole file as it should be now. */
  text() {
    return this.entries.map((entry) => entry.line + '\n').join('');
  }

  /**
   * Replaces the file in one step, so a crash mid-write leaves the old one.
   * @param {string} text
   */
  async rewrite(text) {
    const temp = `${this.file}.${process.pid}-${++rewrites}.tmp`;
    await writeDurably(temp, text, 'w');
    await rename(temp, this.file);
  }
}

/**
 * Writes (`w`) or appends (`a`) `text` and flushes it to the disk before resolving.
 * @param {string} file
 * @param {string} text
 * @param {'w' | 'a'} flags
 */
async function writeDurably(file, text, flags) {
  const handle = await open(file, flags);
  try {
    await handle.writeFile(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * A record as it will be stored: its line, and a copy parsed back from the line, so what is
 * listed and what is shown never differ (and a caller changing its object changes neither).
 * @param {LogRecord} record
 * @returns {Entry}
 */
function toEntry(record) {
  if (valueTooDeep(record, MAX_RECORD_DEPTH)) {
    throw new HttpError(400, `An entry nested more than ${MAX_RECORD_DEPTH} levels deep is not stored`, 'too_deep');
  }
  const line = JSON.stringify(record); // a cycle or a BigInt throws: a bug, answered 500, nothing kept
  return { record: JSON.parse(line), line, bytes: Buffer.byteLength(line) + 1 };
}

/**
 * A line of the file as an entry, or why it is skipped ('' for a blank line: no warning).
 * @param {string} line
 * @returns {Entry | string}
 */
function parseLine(line) {
  const text = line.trim();
  if (!text) return '';
  if (jsonTextTooDeep(text, MAX_RECORD_DEPTH)) return `nested more than ${MAX_RECORD_DEPTH} levels deep`;
  /** @type {unknown} */
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  if (!record || typeof record !== 'object' || Array.isArray(record)) return 'not a JSON object';
  const stored = JSON.stringify(record);
  return { record: /** @type {LogRecord} */ (record), line: stored, bytes: Buffer.byteLength(stored) + 1 };
}

/**
 * Calls `onLine` with each non-empty line of a file and its number, holding at most
 * `maxBytes` of a line in memory: a longer one is passed as null, unread.
 * @param {string} file
 * @param {number} maxBytes
 * @param {(line: string | null, lineNumber: number) => void} onLine
 * @returns {Promise<{ lines: number, endsWithNewline: boolean }>} lines: how many non-empty lines the file has
 */
async function readLines(file, maxBytes, onLine) {
  /** @type {Buffer[]} */
  let parts = [];
  let size = 0;
  let tooLong = false;
  let lines = 0;
  let lineNumber = 0;
  let last = -1;
  const endLine = () => {
    lineNumber++;
    if (tooLong || size) {
      lines++;
      onLine(tooLong ? null : Buffer.concat(parts).toString('utf8'), lineNumber);
    }
    parts = [];
    size = 0;
    tooLong = false;
  };
  for await (const chunk of createReadStream(file)) {
    const buffer = /** @type {Buffer} */ (chunk);
    if (buffer.length) last = buffer[buffer.length - 1];
    let start = 0;
    while (start <= buffer.length) {
      const newline = buffer.indexOf(0x0a, start);
      const piece = buffer.subarray(start, newline < 0 ? buffer.length : newline);
      size += piece.length;
      if (size > maxBytes) {
        tooLong = true;
        parts = [];
      } else if (piece.length) {
        parts.push(piece);
      }
      if (newline < 0) break;
      endLine();
      start = newline + 1;
    }
  }
  endLine();
  return { lines, endsWithNewline: last === 0x0a };
}
