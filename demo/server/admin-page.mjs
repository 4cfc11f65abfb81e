// @ts-check
// `/admin`: one server-rendered page where a person can watch tracking events and form
// submissions arrive, and see which content entries the service holds.
import { sendBody } from './http-io.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./json-lines-log.mjs').JsonLinesLog} JsonLinesLog */
/** @typedef {import('./content-store.mjs').ContentStore} ContentStore */
/** @typedef {import('./json-lines-log.mjs').LogRecord} LogRecord */

const SHOWN = 50;

/**
 * @param {{ store: ContentStore, events: JsonLinesLog, submissions: JsonLinesLog }} sources
 * @returns {Route[]}
 */
export function adminRoutes({ store, events, submissions }) {
  return [{
    method: 'GET',
    pattern: /^\/admin\/?$/,
    async handler({ req, res }) {
      const models = await Promise.all((await store.models()).map(async (model) => ({ model, entries: await store.entries(model) })));
      const html = page([
        section('Tracking events', events.list().length, '/api/v1/track/events', eventRows(events.list())),
        section('Form submissions', submissions.list().length, '/api/v1/form-submit/submissions', submissionRows(submissions.list())),
        `<h2>Content</h2>${contentTable(models)}`,
      ].join('\n'), editorUrl(req.headers.host));
      sendBody(res, 200, html, 'text/html; charset=utf-8', { 'cache-control': 'no-store' });
    },
  }];
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
th{background:#f4f1ec}code,pre{font:12px ui-monospace,monospace;white-space:pre-wrap;margin:0;max-height:8em;overflow:auto}
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
 * @param {number} total
 * @param {string} endpoint
 * @param {string} rows
 */
function section(title, total, endpoint, rows) {
  const shown = Math.min(total, SHOWN);
  return `<h2>${title} <small class="muted">(${total}${total > shown ? `, newest ${shown} shown` : ''})</small>` +
    `<button data-clear="${endpoint}">Clear</button> <a href="${endpoint}">JSON</a></h2>` +
    (total ? rows : '<p class="muted">Nothing yet.</p>');
}

/** @param {LogRecord[]} events */
function eventRows(events) {
  const rows = newest(events).map((event) => {
    const data = /** @type {Record<string, any>} */ (event.data ?? {});
    return row([
      time(event.receivedAt), escape(event.type), escape(data.contentId), escape(data.variationId),
      escape(data.userAttributes?.urlPath), code(event.headers), code(data.metadata),
    ]);
  });
  return table(['Received', 'Type', 'Content', 'Variation', 'Path', 'SDK headers', 'Metadata'], rows);
}

/** @param {LogRecord[]} submissions */
function submissionRows(submissions) {
  const rows = newest(submissions).map((item) => row([
    time(item.receivedAt), escape(item.endpoint), escape(item.to), escape(item.name), escape(item.contentType),
    code(item.fields), code(item.files), code(item.headers),
  ]));
  return table(['Received', 'Endpoint', 'To', 'Form', 'Content type', 'Fields', 'Files', 'Custom headers'], rows);
}

/** @param {Array<{ model: string, entries: import('./content-store.mjs').StoredEntry[] }>} models */
function contentTable(models) {
  const rows = models.flatMap(({ model, entries }) => entries.map(({ entry, file }) => row([
    escape(model), escape(entry.name), `<code>${escape(entry.id)}</code>`, escape(entry.published ?? 'published'),
    escape([entry.data?.url ?? ''].flat().join(', ')), entry.variations ? String(Object.keys(entry.variations).length) : '',
    `<code>${escape(file)}</code>`,
  ])));
  return table(['Model', 'Name', 'Id', 'State', 'URL', 'Variations', 'File'], rows);
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
  return `<time datetime="${escape(iso)}">${escape(String(iso ?? '').replace('T', ' ').replace(/\.\d+Z$/, 'Z'))}</time>`;
}

/** @param {unknown} value */
function code(value) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && !Object.keys(value).length) return '';
  return `<pre>${escape(JSON.stringify(value, null, 1))}</pre>`;
}

/** @param {unknown} value */
export function escape(value) {
  if (value === undefined || value === null) return '';
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
