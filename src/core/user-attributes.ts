/**
 * Targeting attributes sent with content queries and tracking events: the page path and host,
 * the device class, and whatever the site or the page URL added.
 */
import { detectDevice, type Device } from './device.ts';

/** Targeting attributes: the page path and host, the device, and any the site sets. */
export interface UserAttributes {
  urlPath?: string;
  host?: string;
  device?: Device;
  [name: string]: unknown;
}

/**
 * `{ urlPath, host, device, ...extra }` for a page address (absolute URL, or a path on the
 * server when the host is unknown).
 */
export function userAttributesFor(pageUrl: string | undefined, userAgent: string | undefined, extra: Record<string, unknown> = {}): UserAttributes {
  let urlPath = '/';
  let host: string | undefined;
  try {
    const url = new URL(pageUrl ?? '/', 'http://unknown.invalid');
    urlPath = url.pathname || '/';
    if (url.hostname !== 'unknown.invalid') host = url.host;
  } catch {
    // a malformed Host header or URL: target the root path
  }
  return { urlPath, host, device: detectDevice(userAgent), ...extra };
}
