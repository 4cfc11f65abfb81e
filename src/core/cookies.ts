/**
 * Cookies behind one small interface: the browser jar reads and writes `document.cookie`, the
 * server jar reads the request's `cookie` header and appends `Set-Cookie` headers to the
 * response. Both read and write the same format (a `%` in a value is escaped so every value
 * reads back as written), validate names and values (RFC 6265) and refuse a secure cookie on
 * an unencrypted connection.
 */
import { COOKIE_NAME_INVALID, COOKIE_VALUE_INVALID, SECURE_COOKIE_OVER_HTTP } from './errors.ts';

/** Attributes of a cookie write (path is always `/`). */
export interface CookieOptions {
  /** When the cookie expires; a session cookie when absent. */
  expires?: Date;
  /** Send only over https. Defaults to whether the connection is encrypted. */
  secure?: boolean;
}

/** Reads and writes cookies, in the browser or for one server request. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Throws on an invalid name or value, or a secure cookie over http. */
  set(name: string, value: string, options?: CookieOptions): void;
}

/** The parts of a Node `IncomingMessage` the kit reads. */
export interface ServerRequest {
  headers: Record<string, string | string[] | undefined>;
  url?: string;
  /** Express-style protocol, when a framework provides it. */
  protocol?: string;
  /** A TLS socket has `encrypted: true`. */
  socket?: object | null;
}

/** The parts of a Node `ServerResponse` the kit writes. */
export interface ServerResponse {
  getHeader(name: string): number | string | string[] | undefined;
  setHeader(name: string, value: string | readonly string[]): unknown;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** Throws `TypeError('argument name is invalid')` / `('argument value is invalid')`. */
export function validateCookie(name: string, value: string): void {
  if (!TOKEN.test(name)) throw new TypeError(COOKIE_NAME_INVALID);
  if (!COOKIE_OCTETS.test(value)) throw new TypeError(COOKIE_VALUE_INVALID);
}

function checkSecure(secure: boolean, encrypted: boolean): void {
  if (secure && !encrypted) throw new Error(SECURE_COOKIE_OVER_HTTP);
}

/** The value of cookie `name` in a `cookie` header (`a=1; b=2`), decoded; `undefined` when absent. */
function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** One cookie as written: host-only, path `/`; a secure one is `SameSite=None`, others `Lax`. */
const cookieText = (name: string, value: string, expires: Date | undefined, secure: boolean): string =>
  `${name}=${value.replace(/%/g, '%25')}; Path=/${expires ? `; Expires=${expires.toUTCString()}` : ''}; SameSite=${secure ? 'None; Secure' : 'Lax'}`;

/** The page's cookies (`document.cookie`). */
export function browserCookies(): CookieJar {
  return {
    get(name) {
      try {
        return readCookie(document.cookie, name);
      } catch {
        return undefined; // e.g. a sandboxed frame without cookie access
      }
    },
    set(name, value, { expires, secure } = {}) {
      validateCookie(name, value);
      const https = location.protocol === 'https:';
      const isSecure = secure ?? https;
      checkSecure(isSecure, https);
      document.cookie = cookieText(name, value, expires, isSecure);
    },
  };
}

const isEncrypted = (req: ServerRequest): boolean =>
  req.protocol === 'https' || !!(req.socket as { encrypted?: boolean } | null | undefined)?.encrypted;

/** Cookies of one server request/response pair. */
export function serverCookies(req: ServerRequest, res?: ServerResponse): CookieJar {
  return {
    get(name) {
      const header = req.headers.cookie;
      return readCookie(Array.isArray(header) ? header.join(';') : (header ?? ''), name);
    },
    set(name, value, { expires, secure } = {}) {
      validateCookie(name, value);
      const isSecure = secure ?? isEncrypted(req);
      checkSecure(isSecure, isEncrypted(req));
      if (!res) return;
      const existing = res.getHeader('Set-Cookie');
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      res.setHeader('Set-Cookie', [...list, cookieText(name, value, expires, isSecure)]);
    },
  };
}
