// @ts-check
// An append-only JSON-lines file (one record a line) with an in-memory copy for reading, used
// for tracking events and form submissions. The file outlives restarts of the CLI service.
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {Record<string, unknown> & { receivedAt: string }} LogRecord */

export class JsonLinesLog {
  /**
   * @param {string} file
   * @param {Pick<Console, 'warn'>} logger
   */
  constructor(file, logger) {
    this.file = file;
    this.logger = logger;
    /** @type {LogRecord[]} */
    this.records = [];
    /** Writes run one after another so lines never interleave or reorder. */
    this.pending = Promise.resolve();
  }

  /** Reads what earlier runs wrote; unreadable lines are skipped. */
  async open() {
    await mkdir(path.dirname(this.file), { recursive: true });
    const text = await readFile(this.file, 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        this.records.push(JSON.parse(line));
      } catch {
        this.logger.warn(`[log] skipped an unreadable line in ${this.file}`);
      }
    }
  }

  /** @param {LogRecord[]} records */
  append(records) {
    if (!records.length) return this.pending;
    this.records.push(...records);
    const text = records.map((record) => JSON.stringify(record) + '\n').join('');
    return this.queue(() => appendFile(this.file, text));
  }

  /**
   * Records received at or after `since` (ISO date or epoch milliseconds), oldest first.
   * @param {string | number | null} [since]
   * @returns {LogRecord[]}
   */
  list(since) {
    if (since === undefined || since === null || since === '') return [...this.records];
    const from = typeof since === 'number' || /^\d+$/.test(since) ? Number(since) : Date.parse(since);
    if (Number.isNaN(from)) return [...this.records];
    return this.records.filter((record) => Date.parse(record.receivedAt) >= from);
  }

  /** Forgets every record, in memory and on disk. */
  reset() {
    this.records = [];
    return this.queue(() => writeFile(this.file, ''));
  }

  /** Resolves once every write so far has reached the file. */
  flush() {
    return this.pending;
  }

  /** @param {() => Promise<void>} write */
  queue(write) {
    this.pending = this.pending.then(write).catch((error) => {
      this.logger.warn(`[log] could not write ${this.file}: ${error instanceof Error ? error.message : error}`);
    });
    return this.pending;
  }
}
