/**
 * Targeting attributes sent with content queries and tracking events: the page path and host,
 * the device class, and whatever the site or the page URL added.
 */

/** The visitor's device class, from the user agent (tablet wins over mobile). */
export type Device = 'mobile' | 'tablet' | 'desktop';

const TABLET = /Tablet|iPad/i;
const MOBILE = /Android|BlackBerry|iPhone|iPod|Opera Mini|IEMobile|WPDesktop/i;

/** `tablet`, `mobile` or `desktop` from a user agent (`desktop` when unknown). */
export function detectDevice(userAgent: string | undefined): Device {
  if (!userAgent) return 'desktop';
  return TABLET.test(userAgent) ? 'tablet' : MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

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
export function userAttributesFor(
  pageUrl: string | undefined,
  userAgent: string | undefined,
  extra: Record<string, unknown> = {},
): UserAttributes {
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
