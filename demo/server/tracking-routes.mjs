// @ts-check
// Tracking: `POST /api/v1/track` takes `{ events: [{ type, data }] }` and logs each event with
// its arrival time and the `x-builder-sdk*` headers; `/api/v1/track/events` lists (GET) and
// clears (DELETE) what arrived.
import { customHeaders, HttpError, parseJsonBody, readBody, sendJson, sendJsonText } from './http-io.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./json-lines-log.mjs').JsonLinesLog} JsonLinesLog */

const EVENT_TYPES = ['impression', 'click', 'conversion'];

/**
 * @param {JsonLinesLog} log
 * @returns {Route[]}
 */
export function trackingRoutes(log) {
  return [
    {
      method: 'POST',
      pattern: /^\/api\/v1\/track\/?$/,
      async handler({ req, res }) {
        const events = validateEvents(parseJsonBody(await readBody(req)));
        const receivedAt = new Date().toISOString();
        const headers = customHeaders(req, (name) => name.startsWith('x-builder-sdk'));
        await log.append(events.map((event) => ({ ...event, receivedAt, headers })));
        sendJson(res, 200, { received: events.length });
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/v1\/track\/events\/?$/,
      handler({ res, url }) {
        sendJsonText(res, 200, `{"events":${log.listJson(url.searchParams.get('since'))}}`);
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/api\/v1\/track\/events\/?$/,
      async handler({ res }) {
        const cleared = log.size;
        await log.reset();
        sendJson(res, 200, { cleared });
      },
    },
  ];
}

/**
 * The body must be `{ events: [...] }`, each event an object with a known `type` and an object `data`.
 * @param {unknown} body
 * @returns {Array<Record<string, unknown>>}
 */
export function validateEvents(body) {
  const events = body && typeof body === 'object' ? /** @type {Record<string, unknown>} */ (body).events : undefined;
  if (!Array.isArray(events)) {
    throw new HttpError(400, 'Expected a JSON body of the form { "events": [...] }', 'invalid_events');
  }
  events.forEach((event, index) => {
    if (!event || typeof event !== 'object' || Array.isArray(event)) {
      throw new HttpError(400, `events[${index}] must be an object`, 'invalid_events');
    }
    if (typeof event.type !== 'string' || !EVENT_TYPES.includes(event.type)) {
      throw new HttpError(400, `events[${index}].type must be one of ${EVENT_TYPES.join(', ')}`, 'invalid_events');
    }
    if (!event.data || typeof event.data !== 'object' || Array.isArray(event.data)) {
      throw new HttpError(400, `events[${index}].data must be an object`, 'invalid_events');
    }
  });
  return events;
}
