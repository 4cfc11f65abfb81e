/**
 * Form submissions without React (spec §7): the request a Form block sends (URL, method,
 * headers, body per content type) and the reading of the answer (JSON or text, the server's
 * message at `errorMessagePath`). The Form block collects the fields and drives the states.
 *
 * Host decision for e-mail mode: an explicit API host wins (the page's content service, a local
 * one in development); otherwise production posts to `https://builder.io` (where the reference
 * SDK posts forms; the content CDN does not take them) and `dev`/`development` to
 * `http://localhost:5000`.
 */
import { apiHostOf } from './environments.ts';
import { MISSING_API_KEY } from './errors.ts';
import { assertSafePath } from './query-string.ts';
import { isRecord } from './safety.ts';

/** The body encodings a form can send, as their media types. */
export const FORM_CONTENT_TYPES = [
  'application/json',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
] as const;
export type FormContentType = (typeof FORM_CONTENT_TYPES)[number];

/** Where e-mail-mode forms are posted in production. */
export const FORM_SUBMIT_HOST = 'https://builder.io';
const LOCAL_FORM_HOST = 'http://localhost:5000';

/** One field's value as read from the form (a file input gives its files). */
export type FormValue = string | number | boolean | File | readonly File[];
/** The named fields in document order; a name may repeat (a multi-select, a checkbox group). */
export type FormFields = ReadonlyArray<readonly [name: string, value: FormValue]>;

/** What the request is built from: the Form block's options plus the API key and host. */
export interface FormSubmitOptions {
  /** `email` (default): the e-mail endpoint; `custom`: `action`. */
  sendSubmissionsTo?: string;
  sendSubmissionsToEmail?: string;
  /** The form's name, sent as `name` in e-mail mode. */
  name?: string;
  action?: string;
  /** Custom mode only (default POST); e-mail mode always POSTs. */
  method?: string;
  contentType?: string;
  customHeaders?: Record<string, unknown>;
  /** Required in e-mail mode. */
  apiKey?: string | null;
  /** The e-mail endpoint's host, from {@link formSubmitHost}. */
  host?: string;
}

/** A request ready for `fetch`. */
export interface FormRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** `undefined` for GET/HEAD, whose fields go in the query instead. */
  body: string | FormData | undefined;
  contentType: FormContentType;
}

/** The server's answer: `data` is parsed JSON when the response says JSON, else its text. */
export interface FormResponse {
  ok: boolean;
  status: number;
  data: unknown;
  response: Response;
}

/** `Form submission failed, expected apiKey to be defined instead got: <value>` (errors.ts wording). */
export const formMissingApiKey = (value: unknown): string =>
  'Form submission failed, ' + MISSING_API_KEY.slice(MISSING_API_KEY.indexOf('expected')) + String(value);

/** The e-mail endpoint's host; see the file comment for the decision. */
export function formSubmitHost(env?: string | null, apiHost?: string | null): string {
  return apiHostOf(apiHost || (env === 'dev' || env === 'development' ? LOCAL_FORM_HOST : FORM_SUBMIT_HOST));
}

/** UTF-8 safe base64 (`btoa` alone rejects non-Latin-1 addresses). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `{host}/api/v1/form-submit?apiKey=…&to=<base64 address>&name=<form name>`. Throws without an API key. */
export function emailSubmitUrl(host: string, apiKey: string | null | undefined, email: string, formName = ''): string {
  if (!apiKey) throw new Error(formMissingApiKey(apiKey));
  const q = encodeURIComponent;
  return `${host}/api/v1/form-submit?apiKey=${q(apiKey)}&to=${q(base64(email))}&name=${q(formName)}`;
}

const isFiles = (value: FormValue): value is File | readonly File[] =>
  Array.isArray(value) || (typeof File !== 'undefined' && value instanceof File);

/** Fields as name/value pairs, one per file; file inputs without files are left out. */
function flatPairs(fields: FormFields): [string, string | File][] {
  const pairs: [string, string | File][] = [];
  for (const [name, value] of fields) {
    if (isFiles(value)) for (const file of Array.isArray(value) ? value : [value as File]) pairs.push([name, file]);
    else pairs.push([name, String(value)]);
  }
  return pairs;
}

/**
 * The JSON body: dotted names nest (`address.city` → `{ address: { city } }`), a repeated name
 * collects its values in an array. Throws `Property name "…" is not allowed` for
 * `__proto__`/`prototype`/`constructor` segments.
 */
export function nestFields(fields: FormFields): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of fields) {
    assertSafePath(path);
    if (isFiles(value)) continue;
    const names = path.split('.');
    const last = names.pop() as string;
    let node = root;
    for (const name of names) {
      const next = node[name];
      node = node[name] = isRecord(next) ? next : {};
    }
    const earlier = node[last];
    node[last] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return root;
}

/** `contentType` if it is one of {@link FORM_CONTENT_TYPES}, else JSON; multipart whenever a file is attached. */
export function formContentType(fields: FormFields, contentType?: string): FormContentType {
  const hasFile = fields.some(([, value]) => isFiles(value) && (!Array.isArray(value) || value.length > 0));
  if (hasFile) return 'multipart/form-data';
  return (FORM_CONTENT_TYPES as readonly string[]).includes(contentType ?? '')
    ? (contentType as FormContentType)
    : 'application/json';
}

/** The body for `contentType` (JSON text, `FormData`, or url-encoded text). */
export function encodeFormBody(fields: FormFields, contentType: FormContentType): string | FormData {
  if (contentType === 'application/json') return JSON.stringify(nestFields(fields));
  for (const [name] of fields) assertSafePath(name);
  const pairs = flatPairs(fields);
  if (contentType === 'multipart/form-data') {
    const data = new FormData();
    for (const [name, value] of pairs) data.append(name, value);
    return data;
  }
  return new URLSearchParams(pairs.filter((pair): pair is [string, string] => typeof pair[1] === 'string')).toString();
}

/**
 * The request a form sends (spec §7). E-mail mode: POST to the e-mail endpoint (throws without
 * an API key). Custom mode: `action` with `method`; GET/HEAD put the fields in the query.
 * Headers: the custom headers (strings only, never their own `content-type`), plus
 * `content-type` except for multipart, whose boundary `fetch` writes.
 */
export function buildFormRequest(fields: FormFields, options: FormSubmitOptions): FormRequest {
  const email = options.sendSubmissionsTo !== 'custom';
  const method = email ? 'POST' : (options.method || 'POST').toUpperCase();
  let url = email
    ? emailSubmitUrl(
        options.host ?? FORM_SUBMIT_HOST,
        options.apiKey,
        options.sendSubmissionsToEmail ?? '',
        options.name,
      )
    : (options.action ?? '');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.customHeaders ?? {})) {
    if (typeof value === 'string' && name.toLowerCase() !== 'content-type') headers[name] = value;
  }
  if (method === 'GET' || method === 'HEAD') {
    const query = encodeFormBody(fields, 'application/x-www-form-urlencoded') as string;
    if (query) url += (url.includes('?') ? '&' : '?') + query;
    return { url, method, headers, body: undefined, contentType: 'application/x-www-form-urlencoded' };
  }
  const contentType = formContentType(fields, options.contentType);
  if (contentType !== 'multipart/form-data') headers['content-type'] = contentType;
  return { url, method, headers, body: encodeFormBody(fields, contentType), contentType };
}

/** How long a submission may take, the answer's body included (ms). */
export const FORM_TIMEOUT_MS = 30_000;

/**
 * Sends `request`; rejects only when no answer arrived (network failure, CORS, `signal`) or it
 * did not complete within `timeout` (a `TimeoutError`): the form then shows its error state and
 * keeps what the visitor typed.
 */
export async function sendFormRequest(
  request: FormRequest,
  signal?: AbortSignal,
  timeout = FORM_TIMEOUT_MS,
): Promise<FormResponse> {
  const deadline = new AbortController();
  const cancel = () => deadline.abort(signal?.reason);
  const timer = setTimeout(
    () =>
      deadline.abort(
        new DOMException(`The submission got no answer within ${timeout} ms: ${request.url}`, 'TimeoutError'),
      ),
    timeout,
  );
  signal?.addEventListener('abort', cancel);
  let response: Response;
  let text: string;
  try {
    if (signal?.aborted) cancel();
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: deadline.signal,
    });
    text = await response.text();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
  let data: unknown = text;
  if (/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) {
    try {
      data = JSON.parse(text);
    } catch {
      // A server that says JSON and sends something else: keep the text.
    }
  }
  return { ok: response.ok, status: response.status, data, response };
}

/** The value at a dot path (`error.message`, `errors.0.detail`) of the response data, own properties only. */
export function valueAtPath(data: unknown, path: string): unknown {
  let node = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The server's message at `path` as text (objects JSON-stringified), or `undefined` when there is none. */
export function errorMessageAt(data: unknown, path: string | undefined): string | undefined {
  if (!path) return undefined;
  const value = valueAtPath(data, path);
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
