// @ts-check
// `/admin`: one server-rendered page where a person can watch tracking events and form
// submissions arrive, and see which content entries the service holds. Whatever a record
// holds, the page renders: a value too deep or too long is cut with a note, and a record or a
// section that cannot be shown at all says so in its place.
import { sendBody } from './http-io.mjs';
import { valueTooDeep } from './json-depth.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./json-lines-log.mjs').JsonLinesLog} JsonLinesLog */
/** @typedef {import('./content-store.mjs').ContentStore} ContentStore */
/** @typedef {import('./json-lines-log.mjs').LogRecord} LogRecord */

const SHOWN = 50;
/** A cell shows this many characters at most; the JSON lists have the rest. */
const CELL_CHARS = 2_000;
/** Values nested deeper are not drawn (the log refuses them anyway, unless a file was edited). */
const SHOWN_DEPTH = 100;

/**
 * @param {{ store: ContentStore, events: JsonLinesLog, submissions: JsonLinesLog }} sources
 * @returns {Route[]}
 */
export function adminRoutes({ store, events, submissions }) {
  return [
    {
      method: 'GET',
      pattern: /^\/admin\/?$/,
      async handler({ req, res }) {
        const html = page(
          [
            guarded('Tracking events', () =>
              section('Tracking events', events, '/api/v1/track/events', eventRows(events.list())),
            ),
            guarded('Form submissions', () =>
              section(
                'Form submissions',
                submissions,
                '/api/v1/form-submit/submissions',
                submissionRows(submissions.list()),
              ),
            ),
            await guardedAsync('Content', async () => {
              const models = await Promise.all(
                (await store.models()).map(async (model) => ({ model, entries: await store.entries(model) })),
              );
              return `<h2>Content</h2>${contentTable(models)}`;
            }),
          ].join('\n'),
          editorUrl(req.headers.host),
        );
        // No other page may frame it: a framed Clear button could be clicked by a visitor who never meant to.
        sendBody(res, 200, html, 'text/html; charset=utf-8', {
          'cache-control': 'no-store',
          'content-security-policy': "frame-ancestors 'none'",
          'x-frame-options': 'DENY',
        });
      },
    },
  ];
}

/**
 * A section, or a note in its place when it cannot be rendered.
 * @param {string} title
 * @param {() => string} render
 */
function guarded(title, render) {
  try {
    return render();
  } catch (error) {
    return unavailable(title, error);
  }
}

/**
 * @param {string} title
 * @param {() => Promise<string>} render
 */
async function guardedAsync(title, render) {
  try {
    return await render();
  } catch (error) {
    return unavailable(title, error);
  }
}

/**
 * @param {string} title
 * @param {unknown} error
 */
function unavailable(title, error) {
  return `<h2>${title}</h2><p class="muted">This section could not be shown (${escape(reason(error))}).</p>`;
}

/** @param {unknown} error */
function reason(error) {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}

/**
 * The editor simulator on `localhost` (a trusted editor host; `127.0.0.1` is not), same port.
 * @param {string | undefined} host the request's Host header
 */
function editorUrl(host) {
  const port = /:(\d+)$/.exec(host ?? '')?.[1];
  return `http://localhost${port ? `:${port}` : ''}/editor/`;
}

/**
 * @param {string} body
 * @param {string} editor the editor simulator's address
 */
function page(body, editor) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Content service admin</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
table{border-collapse:collapse;width:100%;margin:8px 0 24px}th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f4f1ec}.failure{color:#8a1c1c;font-weight:600}code,pre{font:12px ui-monospace,monospace;white-space:pre-wrap;margin:0;max-height:8em;overflow:auto}
.muted{color:#777}button{margin-left:8px}
</style></head><body>
<h1>Content service admin</h1>
<p class="muted">Refreshes every 5 seconds. <a href="/">Back to the demo site</a> ·
<a href="${escape(editor)}">Editor simulator</a> (live editing of a demo page in a frame).</p>
${body}
<script>
for (const button of document.querySelectorAll('button[data-clear]')) {
  button.addEventListener('click', async () => { await fetch(button.dataset.clear, { method: 'DELETE' }); location.reload(); });
}
</script>
</body></html>`;
}

/**
 * @param {string} title
 * @param {JsonLinesLog} log
 * @param {string} endpoint
 * @param {string} rows
 */
function section(title, log, endpoint, rows) {
  const total = log.size;
  const shown = Math.min(total, SHOWN);
  // Posts answered 503 since: the page says so, so nobody takes the list for complete.
  const failure = log.lastFailure
    ? `<p class="failure" role="alert">Writing ${escape(log.file)} failed at ${escape(log.lastFailure.at)} (${escape(log.lastFailure.reason)}): posts are answered 503 and nothing new is kept until a write succeeds.</p>`
    : '';
  return (
    `<h2>${title} <small class="muted">(${total}${total > shown ? `, newest ${shown} shown` : ''})</small>` +
    `<button data-clear="${endpoint}">Clear</button> <a href="${endpoint}">JSON</a></h2>` +
    failure +
    (total ? rows : '<p class="muted">Nothing yet.</p>')
  );
}

/** @param {LogRecord[]} events */
function eventRows(events) {
  const head = ['Received', 'Type', 'Content', 'Variation', 'Path', 'SDK headers', 'Metadata'];
  const rows = newest(events).map((event) =>
    guardedRow(head.length, () => {
      const data = /** @type {Record<string, any>} */ (isObject(event.data) ? event.data : {});
      return row([
        time(event.receivedAt),
        escape(event.type),
        escape(data.contentId),
        escape(data.variationId),
        escape(isObject(data.userAttributes) ? data.userAttributes.urlPath : undefined),
        code(event.headers),
        code(data.metadata),
      ]);
    }),
  );
  return table(head, rows);
}

/** @param {LogRecord[]} submissions */
function submissionRows(submissions) {
  const head = ['Received', 'Endpoint', 'To', 'Form', 'Content type', 'Fields', 'Files', 'Custom headers'];
  const rows = newest(submissions).map((item) =>
    guardedRow(head.length, () =>
      row([
        time(item.receivedAt),
        escape(item.endpoint),
        escape(item.to),
        escape(item.name),
        escape(item.contentType),
        code(item.fields),
        code(item.files),
        code(item.headers),
      ]),
    ),
  );
  return table(head, rows);
}

/**
 * A record's row, or a note in its place when it cannot be rendered.
 * @param {number} columns
 * @param {() => string} render
 */
function guardedRow(columns, render) {
  try {
    return render();
  } catch (error) {
    return `<tr><td colspan="${columns}" class="muted">This record could not be shown (${escape(reason(error))}).</td></tr>`;
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
function isObject(value) {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** @param {Array<{ model: string, entries: import('./content-store.mjs').StoredEntry[] }>} models */
function contentTable(models) {
  const head = ['Model', 'Name', 'Id', 'State', 'URL', 'Variations', 'File'];
  const rows = models.flatMap(({ model, entries }) =>
    entries.map(({ entry, file }) =>
      guardedRow(head.length, () => {
        const url = entry.data?.url;
        return row([
          escape(model),
          escape(entry.name),
          `<code>${escape(entry.id)}</code>`,
          escape(entry.published ?? 'published'),
          escape(Array.isArray(url) ? url.filter((item) => typeof item === 'string').join(', ') : (url ?? '')),
          isObject(entry.variations) ? String(Object.keys(entry.variations).length) : '',
          `<code>${escape(file)}</code>`,
        ]);
      }),
    ),
  );
  return table(head, rows);
}

/** @param {LogRecord[]} records */
function newest(records) {
  return records.slice(-SHOWN).reverse();
}

/**
 * @param {string[]} head
 * @param {string[]} rows
 */
function table(head, rows) {
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** @param {string[]} cells */
function row(cells) {
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
}

/** @param {unknown} iso */
function time(iso) {
  if (typeof iso !== 'string') return escape(iso);
  return `<time datetime="${escape(iso)}">${escape(iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z'))}</time>`;
}

/** @param {unknown} value */
function code(value) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && !Object.keys(value).length) return '';
  if (typeof value !== 'object') return `<pre>${escape(value)}</pre>`;
  return `<pre>${escape(json(value, 1))}</pre>`;
}

/**
 * JSON for a cell, without risking the stack on a value nested too deeply.
 * @param {object} value
 * @param {number} [indent]
 */
function json(value, indent) {
  if (valueTooDeep(value, SHOWN_DEPTH, 100_000)) return '(nested too deeply or too large to show)';
  return JSON.stringify(value, null, indent) ?? '';
}

/**
 * Text for HTML, cut to CELL_CHARS. Objects show as JSON (String() of a deep array would
 * recurse).
 * @param {unknown} value
 */
export function escape(value) {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? json(value) : String(value);
  const clipped =
    text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}… (${text.length - CELL_CHARS} more characters)` : text;
  return clipped.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
